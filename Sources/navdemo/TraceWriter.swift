import NavKitPlatform
import NavKit

/// Writes a trace: one JSON object per line, flushed as it goes, so a trace
/// survives however the program ends. Schema in docs/navdemo.md ("The trace").
final class TraceWriter {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens (truncates) `path`; throws an `AssetError`-style message when it cannot.
    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw TraceError(message: "cannot write trace file '\(path)': \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit { fclose(file) }

    /// Writes one engine event that happened at `time` (seconds since start).
    func write(_ event: TraceEvent, at time: Double) { writeLine(event.jsonLine(time: time)) }

    /// Writes a frame event: its number, the bytes written to the terminal for it and whether
    /// a `frameAnswered` event will say when the terminal has read it.
    func writeFrame(number: Int, bytes: Int, awaitsAnswer: Bool, at time: Double) {
        writeLine(JSON.object([("t", JSON.number(time)), ("event", JSON.string("frame")),
                               ("number", String(number)), ("bytes", String(bytes)),
                               ("awaitsAnswer", awaitsAnswer ? "true" : "false")]))
    }

    /// Writes that the terminal has read frame `number` (answered its status request) at
    /// `time`, `roundTrip` seconds after it was written.
    func writeFrameAnswered(number: Int, roundTrip: Double, at time: Double) {
        writeLine(JSON.object([("t", JSON.number(time)), ("event", JSON.string("frameAnswered")),
                               ("number", String(number)), ("roundTrip", JSON.number(roundTrip))]))
    }

    private func writeLine(_ line: String) {
        fputs(line + "\n", file)
        fflush(file)
    }
}

/// A trace file that cannot be written.
struct TraceError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
