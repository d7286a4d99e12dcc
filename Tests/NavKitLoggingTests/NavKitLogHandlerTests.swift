import Testing
import Logging
import NavKit
@testable import NavKitLogging

/// A swift-log `Logger` whose handler is NavKit's writes into the book: level, label, message
/// and metadata, stamped with the wall clock; below its level nothing.
@Suite struct NavKitLogHandlerTests {
    private func logger(_ book: LogBook, level: Logger.Level = .info) -> Logger {
        Logger(label: "com.example.tool") { label in NavKitLogHandler(label: label, book: book, logLevel: level) }
    }

    @Test func messagesArriveWithTheirLevelAndLabel() {
        let book = LogBook()
        let logger = logger(book)
        logger.debug("not written")
        logger.info("started")
        logger.error("failed")
        #expect(book.entries.map(\.message) == ["started", "failed"])
        #expect(book.entries.map(\.level) == [.info, .error])
        #expect(book.entries.allSatisfy { $0.source == "com.example.tool" })
    }

    @Test func metadataFollowsTheMessageSorted() {
        let book = LogBook()
        var logger = logger(book, level: .trace)
        logger[metadataKey: "tool"] = "navls"
        logger.trace("read", metadata: ["folder": "/tmp", "count": "3"])
        #expect(book.entries.last?.message == "read count=3 folder=/tmp tool=navls")
        #expect(book.entries.last?.level == .trace)
    }

    @Test func eachEntryHasTheWallClocksTime() {
        let book = LogBook()
        logger(book).warning("now")
        // After 2026-01-01 and before 2100: a real wall clock, not zero.
        let time = try? #require(book.entries.first?.time)
        #expect((time ?? 0) > 1_767_225_600 && (time ?? 0) < 4_102_444_800)
    }

    @Test func everyLevelMaps() {
        #expect(Logger.Level.allCases.map(NavKitLogHandler.level) == LogEntry.Level.allCases)
    }
}
