import NavKitPlatform
import NavKit
import NavKitCurses

/// Records the session as an asciicast v2 file (what `asciinema play`
/// replays): a header with the terminal's size, then one `[time, "o", data]`
/// line per write to the terminal and `[time, "r", "WxH"]` per resize.
final class CastRecorder {
    private let file: UnsafeMutablePointer<FILE>
    private let clock = MonotonicClock()
    private var size: Size

    /// Opens (truncates) `path` and writes the header; throws when it cannot be written.
    init(path: String, size: Size, term: String) throws {
        guard let file = fopen(path, "w") else {
            throw TraceError(message: "cannot write recording '\(path)': \(String(cString: strerror(errno)))")
        }
        self.file = file
        self.size = size
        let env = JSON.object([("TERM", JSON.string(term)), ("SHELL", JSON.string("/bin/sh"))])
        let header = JSON.object([("version", "2"), ("width", String(size.width)), ("height", String(size.height)),
                                  ("timestamp", String(Int(time(nil)))), ("title", JSON.string("navdemo")),
                                  ("env", env)])
        fputs(header + "\n", file)
        // The app starts on a cleared screen (sent before recording began): so does the replay.
        fputs("[0, \"o\", \"\\u001b[H\\u001b[2J\"]\n", file)
        fflush(file)
    }

    deinit { fclose(file) }

    /// Records bytes written to the terminal.
    func output(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        fputs("[\(JSON.number(clock.now)), \"o\", \(JSON.string(text))]\n", file)
        fflush(file)
    }

    /// Records a new terminal size, if it changed.
    func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        fputs("[\(JSON.number(clock.now)), \"r\", \"\(newSize.width)x\(newSize.height)\"]\n", file)
        fflush(file)
    }
}
