import Testing
import Synchronization
@testable import NavKit

/// The log book keeps the last entries in order, counts every one, tells its observers in order,
/// and an entry is one line with its local time.
@Suite struct LogBookTests {
    private func entry(_ message: String, level: LogEntry.Level = .info) -> LogEntry {
        LogEntry(level: level, source: "test", message: message, time: 0)
    }

    @Test func keepsTheLastEntriesOldestFirst() {
        let book = LogBook(capacity: 3)
        for index in 1...5 { book.append(entry("m\(index)")) }
        #expect(book.entries.map(\.message) == ["m3", "m4", "m5"])
        #expect(book.count == 5)
        book.removeAll()
        #expect(book.entries.isEmpty)
        book.append(entry("m6"))
        #expect(book.entries.map(\.message) == ["m6"])
        #expect(book.count == 6)
    }

    @Test func observersHearEachEntryInOrderUntilRemoved() {
        let book = LogBook()
        let heard = Mutex<[String]>([])
        let token = book.addObserver { entry in heard.withLock { $0.append(entry.message) } }
        book.append(entry("a"))
        book.append(entry("b"))
        book.removeObserver(token)
        book.append(entry("c"))
        #expect(heard.withLock { $0 } == ["a", "b"])
    }

    @Test func entriesFromManyThreadsAreAllKept() async {
        let book = LogBook(capacity: 1000)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask { for index in 0..<100 { book.append(LogEntry(level: .debug, source: "t\(task)",
                                                                            message: "\(index)", time: 0)) } }
            }
        }
        #expect(book.count == 800)
        #expect(book.entries.count == 800)
        for task in 0..<8 {
            #expect(book.entries.filter { $0.source == "t\(task)" }.map(\.message) == (0..<100).map { "\($0)" })
        }
    }

    @Test func anEntryIsOneLine() {
        #expect(entry("first\nsecond\r\nthird").message == "first⏎second⏎third")
    }

    @Test func theTimeIsWrittenInTheWritersZone() {
        // 2026-11-28 16:56:09.25 UTC.
        let time = 1_795_884_969.25
        let utc = LogEntry(level: .warning, source: "navls", message: "slow", time: time)
        #expect(utc.clockText == "16:56:09.250")
        #expect(utc.fileLine == "2026-11-28T16:56:09.250+00:00 warning navls: slow")
        let east = LogEntry(level: .error, source: "x", message: "m", time: time, utcOffset: 5 * 3600 + 1800)
        #expect(east.fileLine == "2026-11-28T22:26:09.250+05:30 error x: m")
        let west = LogEntry(level: .info, source: "x", message: "m", time: time, utcOffset: -8 * 3600)
        #expect(west.fileLine == "2026-11-28T08:56:09.250-08:00 info x: m")
        // Leap day, and a moment before 1970.
        #expect(LogEntry(level: .info, source: "x", message: "m", time: 951_782_400).fileLine
                    .hasPrefix("2000-02-29T00:00:00.000+00:00"))
        #expect(LogEntry(level: .info, source: "x", message: "m", time: -1).fileLine
                    .hasPrefix("1969-12-31T23:59:59.000+00:00"))
    }

    @Test func levelsAreOrdered() {
        #expect(LogEntry.Level.allCases.sorted() == LogEntry.Level.allCases)
        #expect(LogEntry.Level.warning > .info)
        #expect(LogEntry.Level.allCases.map(\.name) == ["trace", "debug", "info", "notice", "warning", "error",
                                                        "critical"])
    }
}
