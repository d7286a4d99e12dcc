import CNcursesw
import NavKitPlatform

/// Where ncurses writes: a temporary file, not the terminal. ncurses mixes
/// its own buffer with stdio and flushes before every non-ASCII character, so
/// a frame written straight to the terminal leaves in dozens of small writes
/// (and a terminal may show it half drawn). Staging the bytes here lets the
/// session send each frame as one `write`, optionally wrapped in synchronized
/// output (DEC mode 2026), and count exactly what each frame cost.
final class TerminalOutput {
    /// The stream handed to ncurses' `newterm`.
    let stream: UnsafeMutablePointer<FILE>
    private let fd: Int32
    private let terminal: Int32
    private var staged: [UInt8] = []
    /// Told of each chunk sent to the terminal.
    var onSend: (([UInt8]) -> Void)?

    /// Creates the staging file (POSIX `tmpfile`: unnamed, gone when closed; ncurses writes
    /// to its descriptor, so an in-memory stream without one would not do); nil when none
    /// can be made.
    init?(terminal: Int32 = 1) {
        guard let file = tmpfile() else { return nil }
        let descriptor = dup(fileno(file))
        fclose(file)
        guard descriptor >= 0 else { return nil }
        // Appending: ncurses' own writes and stdio's land in order at the end, even after a truncate.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_APPEND)
        guard let stream = fdopen(descriptor, "a") else { close(descriptor); return nil }
        self.fd = descriptor
        self.stream = stream
        self.terminal = terminal
        staged.reserveCapacity(1 << 16)
    }

    deinit { fclose(stream) }

    /// Drops what ncurses wrote since the last send (inline, its alternate screen and clears
    /// never reach the terminal).
    func discardWritten() {
        fflush(stream)
        _ = ftruncate(fd, 0)
    }

    /// Sends `bytes` now (a mode change), after anything ncurses has written; unlike `send`'s
    /// suffix, they go out even when ncurses wrote nothing.
    func sendControl(_ bytes: [UInt8]) {
        guard send(suffix: bytes) == 0, !bytes.isEmpty else { return }
        if let onSend { onSend(bytes) }
        TerminalOutput.writeAll(bytes, to: terminal)
    }

    /// Sends everything ncurses has written since the last call to the
    /// terminal in one write (wrapped in `prefix`/`suffix` when it is not
    /// empty, then `trailer`, which `onSend` is not told of); returns the
    /// number of bytes ncurses wrote (0: nothing sent).
    @discardableResult
    func send(prefix: [UInt8] = [], suffix: [UInt8] = [], trailer: [UInt8] = []) -> Int {
        fflush(stream)
        let size = Int(lseek(fd, 0, SEEK_END))
        guard size > 0 else { return 0 }
        staged.removeAll(keepingCapacity: true)
        staged.append(contentsOf: prefix)
        let start = staged.count
        staged.append(contentsOf: repeatElement(0, count: size))
        var offset = 0
        while offset < size {
            let count = staged.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + start + offset, size - offset, off_t(offset))
            }
            if count <= 0 { break }
            offset += count
        }
        staged.removeLast(size - offset)
        staged.append(contentsOf: suffix)
        _ = ftruncate(fd, 0)
        if let onSend { onSend(staged) }
        staged.append(contentsOf: trailer)
        TerminalOutput.writeAll(staged, to: terminal)
        return offset
    }

    /// Writes all of `bytes` to `fd`, retrying after interruptions.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }
}
