import Testing
import NavKit
import NavKitPlatform
@testable import NavKitCurses

/// `NAVKIT_LOG`'s file: what the book held first, then each entry as it arrives, one line each,
/// appended to what the file had; nothing after it is closed.
@Suite struct LogFileTests {
    private func entry(_ message: String) -> LogEntry {
        LogEntry(level: .info, source: "test", message: message, time: 0)
    }

    private func contents(_ path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
    }

    @Test func writesTheBacklogThenEachEntryAndStopsWhenClosed() throws {
        var template = Array("/tmp/navkit-log-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        TerminalOutput.writeAll(Array("earlier\n".utf8), to: descriptor)
        Platform.close(descriptor)

        let book = LogBook()
        book.append(entry("before"))
        let file = try LogFile(path: path, book: book)
        book.append(entry("during"))
        file.close()
        book.append(entry("after"))
        #expect(contents(path) == ["earlier",
                                   "1970-01-01T00:00:00.000+00:00 info test: before",
                                   "1970-01-01T00:00:00.000+00:00 info test: during"])
    }

    @Test func aPathThatCannotBeOpenedSaysWhichAndWhy() {
        #expect {
            try LogFile(path: "/nonexistent-navkit/x.log", book: LogBook())
        } throws: { error in
            "\(error)" == "NAVKIT_LOG: cannot open '/nonexistent-navkit/x.log': No such file or directory"
        }
    }
}
