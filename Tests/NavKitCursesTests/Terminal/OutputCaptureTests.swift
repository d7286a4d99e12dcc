import Testing
import NavKitPlatform
@testable import NavKitCurses

/// The app's own output while the screen is up: written to standard output and error, it lands
/// in the capture, line by line, and on standard error when the capture ends; the descriptors
/// point where they did before. Two pipes stand in for standard output and error.
@Suite(.serialized) struct OutputCaptureTests {
    /// A pipe: (read end, write end), the read end not blocking.
    private func pipeEnds() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    /// Writes `text` to `descriptor`.
    private func write(_ text: String, to descriptor: Int32) {
        TerminalOutput.writeAll(Array(text.utf8), to: descriptor)
    }

    /// What `descriptor` holds now.
    private func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Platform.read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func whatTheAppWritesIsKeptLineByLineAndGoesToStandardErrorAtTheEnd() throws {
        let output = try pipeEnds(), error = try pipeEnds()
        defer { [output.read, output.write, error.read, error.write].forEach { close($0) } }
        let capture = try #require(OutputCapture(descriptors: [output.write, error.write]))
        var lines: [String] = []
        capture.onLine = { lines.append($0) }
        write("frame bytes", to: capture.terminal)                      // the frames: to the terminal
        write("a stray print\nhalf a ", to: output.write)                // the app's own: captured
        write("warning\n", to: error.write)
        capture.drain()
        #expect(lines == ["a stray print", "half a warning"])
        #expect(readAll(output.read) == "frame bytes")                 // nothing of the app's there
        #expect(readAll(error.read).isEmpty)
        capture.restore()
        #expect(readAll(error.read) == "a stray print\nhalf a warning\n")  // after the restore
        write("after", to: output.write)                                 // pointing where it did
        #expect(readAll(output.read) == "after")
    }

    @Test func aPausedCaptureLetsAProgramWriteToTheRealOnes() throws {
        let output = try pipeEnds(), error = try pipeEnds()
        defer { [output.read, output.write, error.read, error.write].forEach { close($0) } }
        let capture = try #require(OutputCapture(descriptors: [output.write, error.write]))
        write("before\n", to: output.write)
        capture.pause()
        write("the editor's screen", to: output.write)
        #expect(readAll(output.read) == "the editor's screen")
        capture.resume()
        write("after\n", to: output.write)
        capture.restore()
        #expect(readAll(error.read) == "before\nafter\n")
    }
}
