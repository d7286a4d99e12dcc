import NavKitPlatform

/// Keeps what the app itself writes to standard output and standard error (a stray `print`, a
/// library's warning, a child's complaint) off the screen while NavKit draws on it: both are
/// pointed into a pipe, the frames go to the terminal through a descriptor of its own
/// (`terminal`), what arrives is kept (`captured`, and told line by line to `onLine`), and when
/// the terminal is handed back, it goes to the real standard error, after the restored screen.
/// A program NavKit hands the terminal to (`pause()`/`resume()`) gets the real ones.
final class OutputCapture {
    /// The terminal, for the frames (a duplicate of what standard output was).
    let terminal: Int32
    /// The pipe's end the run loop waits on: readable when the app wrote something.
    let readEnd: Int32
    /// What was captured and not yet written out, at most `limit` bytes (the newest).
    private(set) var captured: [UInt8] = []
    /// Bytes of captured output kept; older ones are dropped (and said to be).
    static let limit = 1 << 20
    /// Told of each whole line captured, without its line break.
    var onLine: ((String) -> Void)?
    private let writeEnd: Int32
    /// The descriptors captured (standard output and error), and what each was before.
    private let descriptors: [Int32]
    private let originals: [Int32]
    /// Where the captured output goes in the end (a duplicate of what standard error was).
    let errorOutput: Int32
    private var partialLine: [UInt8] = []
    private var dropped = 0
    private var active = true

    /// Points `descriptors` (standard output and error) into a pipe; nil (nothing changed) when
    /// a pipe or a duplicate cannot be made. `terminal` is where `descriptors[0]` pointed.
    init?(descriptors: [Int32] = [1, 2]) {
        var ends: [Int32] = [0, 0]
        guard !descriptors.isEmpty, pipe(&ends) == 0 else { return nil }
        let originals = descriptors.map { dup($0) }
        guard !originals.contains(where: { $0 < 0 }) else {
            originals.filter { $0 >= 0 }.forEach { close($0) }
            close(ends[0])
            close(ends[1])
            return nil
        }
        for descriptor in originals + ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        self.descriptors = descriptors
        self.originals = originals
        terminal = originals[0]
        errorOutput = originals[originals.count - 1]
        readEnd = ends[0]
        writeEnd = ends[1]
        redirect()
    }

    deinit { restore() }

    /// Points the descriptors at the pipe.
    private func redirect() {
        fflush(nil)  // stdio's buffers (a `print`'s) go where the descriptors point now
        // Line by line, as on the terminal: a pipe would make stdio keep a `print` in its buffer
        // until it fills, so it would reach the log only at the end.
        Platform.lineBufferStandardOutput()
        for descriptor in descriptors { _ = dup2(writeEnd, descriptor) }
    }

    /// Points the descriptors back where they were (a program takes the terminal), keeping what
    /// was captured.
    func pause() {
        guard active else { return }
        fflush(nil)  // stdio's buffers (a `print`'s) go where the descriptors point now
        drain()
        for (descriptor, original) in zip(descriptors, originals) { _ = dup2(original, descriptor) }
    }

    /// Captures again after `pause()`.
    func resume() {
        guard active else { return }
        redirect()
    }

    /// Reads what the pipe holds now into `captured`, telling `onLine` of each whole line.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Platform.read(readEnd, &buffer, buffer.count)
            if count <= 0 { break }
            take(buffer[0..<count])
        }
    }

    private func take(_ bytes: ArraySlice<UInt8>) {
        captured.append(contentsOf: bytes)
        if captured.count > OutputCapture.limit {
            let excess = captured.count - OutputCapture.limit
            dropped += excess
            captured.removeFirst(excess)
        }
        guard let onLine else { return }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                onLine(String(decoding: partialLine, as: UTF8.self))
                partialLine.removeAll(keepingCapacity: true)
            } else {
                partialLine.append(byte)
            }
        }
    }

    /// Points the descriptors back, closes the pipe, and writes what was captured to standard
    /// error (the terminal is restored by then). Safe to call more than once.
    func restore() {
        guard active else { return }
        pause()
        active = false
        if dropped > 0 {
            TerminalOutput.writeAll(Array("(\(dropped) earlier bytes of the app's output were dropped)\n".utf8),
                                    to: errorOutput)
        }
        TerminalOutput.writeAll(captured, to: errorOutput)
        captured.removeAll()
        for descriptor in originals + [readEnd, writeEnd] { close(descriptor) }
    }
}
