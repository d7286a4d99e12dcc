import Logging
import NavKit
import NavKitPlatform

/// A swift-log `LogHandler` that writes into a NavKit `LogBook`: the inspector's log shows each
/// message, and `NAVKIT_LOG=PATH` (`TerminalApp.Options.logPath`) appends it to a file. While
/// a NavKit app has the screen, a log line that swift-log's default handler would print is
/// kept off the screen either way (the app's output is captured); this handler keeps its
/// level, label and metadata as well.
///
/// Bootstrap it once, first thing in the program's main, as swift-log asks of every program:
///
/// ```swift
/// NavKitLogHandler.bootstrap()
/// let logger = Logger(label: "com.example.tool")
/// logger.info("started")
/// ```
public struct NavKitLogHandler: LogHandler {
    /// The logger's label ("com.example.tool"), each entry's source.
    public let label: String
    /// Where messages go.
    public let book: LogBook
    /// The least level this handler writes (swift-log's `Logger` checks it).
    public var logLevel: Logger.Level
    /// The handler's metadata, written after each message as `key=value`.
    public var metadata: Logger.Metadata = [:]
    /// Adds metadata from the task's context to each message (swift-log's provider).
    public var metadataProvider: Logger.MetadataProvider?

    /// A handler for the logger labelled `label`, writing into `book` (the process's) the
    /// messages of `logLevel` (`.info`) and above.
    public init(label: String, book: LogBook = .shared, logLevel: Logger.Level = .info,
                metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider) {
        self.label = label
        self.book = book
        self.logLevel = logLevel
        self.metadataProvider = metadataProvider
    }

    /// Makes every `Logger` of the process write into `book` from now on, at `logLevel` and
    /// above; the environment's `NAVKIT_LOG_LEVEL` (trace, debug, info, notice, warning, error,
    /// critical) overrides `logLevel`. swift-log allows one bootstrap a process: call it once,
    /// in the program's main, instead of any other.
    public static func bootstrap(book: LogBook = .shared, logLevel: Logger.Level = .info) {
        let level = environmentLevel() ?? logLevel
        LoggingSystem.bootstrap({ label, provider in
            NavKitLogHandler(label: label, book: book, logLevel: level, metadataProvider: provider)
        }, metadataProvider: nil)
    }

    /// Gets or sets one item of the handler's metadata.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` into the book, stamped with the wall clock.
    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        if let error = event.error { merged["error"] = "\(error)" }
        var message = event.message.description
        if !merged.isEmpty {
            message += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        let now = Platform.wallClock()
        book.append(LogEntry(level: NavKitLogHandler.level(event.level), source: label, message: message,
                             time: now.seconds, utcOffset: now.utcOffset))
    }

    /// NavKit's level for swift-log's.
    static func level(_ level: Logger.Level) -> LogEntry.Level {
        switch level {
        case .trace: .trace
        case .debug: .debug
        case .info: .info
        case .notice: .notice
        case .warning: .warning
        case .error: .error
        case .critical: .critical
        }
    }

    /// The level `NAVKIT_LOG_LEVEL` names, if it is set to one.
    static func environmentLevel() -> Logger.Level? {
        guard let value = getenv("NAVKIT_LOG_LEVEL") else { return nil }
        return Logger.Level(rawValue: String(cString: value).lowercased())
    }
}
