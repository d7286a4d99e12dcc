import NavKit
import NavKitPlatform

/// A log book written to a file as it fills (`NAVKIT_LOG=PATH`, `TerminalApp.Options.logPath`):
/// one line an entry (`LogEntry.fileLine`), appended, so `tail -f PATH` in another terminal
/// follows a running app. What the book held before the file was opened is written first.
final class LogFile {
    private let descriptor: Int32
    private let book: LogBook
    private var token: Int?

    /// Opens `path` for appending (made with mode 0644 when missing) and writes `book`'s entries
    /// to it from now on; throws a `TerminalError` naming the path and the reason when it cannot.
    init(path: String, book: LogBook) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw TerminalError("NAVKIT_LOG: cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.book = book
        for entry in book.entries { LogFile.write(entry, to: descriptor) }
        token = book.addObserver { entry in LogFile.write(entry, to: descriptor) }
    }

    deinit { close() }

    /// Stops writing and closes the file (also on deinit).
    func close() {
        guard let token else { return }
        book.removeObserver(token)
        self.token = nil
        Platform.close(descriptor)
    }

    private static func write(_ entry: LogEntry, to descriptor: Int32) {
        TerminalOutput.writeAll(Array((entry.fileLine + "\n").utf8), to: descriptor)
    }
}
