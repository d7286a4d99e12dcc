/// One message in a `LogBook`: what a logger said (through NavKitLogging's handler), or a line
/// the app wrote to standard output or error while the screen was up.
public struct LogEntry: Hashable, Sendable {
    /// How much a message matters, least first: swift-log's seven levels.
    public enum Level: Int, Hashable, Sendable, Comparable, CaseIterable {
        /// The finest detail, for following a run step by step.
        case trace
        /// What helps find a bug.
        case debug
        /// What happened, as it should.
        case info
        /// Worth knowing, not an error.
        case notice
        /// Something went wrong and was worked around.
        case warning
        /// Something failed.
        case error
        /// The app cannot go on.
        case critical

        /// The level's name as logs write it ("warning").
        public var name: String {
            switch self {
            case .trace: "trace"
            case .debug: "debug"
            case .info: "info"
            case .notice: "notice"
            case .warning: "warning"
            case .error: "error"
            case .critical: "critical"
            }
        }

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The source given to captured output lines.
    public static let outputSource = "output"

    /// How much it matters.
    public var level: Level
    /// Who said it: the logger's label ("com.example.app"), or `outputSource` for a line the app
    /// wrote to standard output or error.
    public var source: String
    /// What was said, on one line (line breaks shown as `⏎`), with any metadata after it.
    public var message: String
    /// When, in seconds since 1970-01-01 00:00 UTC (the wall clock of whoever wrote it).
    public var time: Double
    /// The local time's offset from UTC where it was written, in seconds (east positive).
    public var utcOffset: Int

    /// An entry; line breaks in `message` become `⏎`, so each entry is one line.
    public init(level: Level, source: String, message: String, time: Double, utcOffset: Int = 0) {
        self.level = level
        self.source = source
        self.message = message.contains(where: \.isNewline)
            ? String(message.map { $0.isNewline ? "⏎" : $0 }) : message
        self.time = time
        self.utcOffset = utcOffset
    }

    /// The local time of day to the millisecond, "17:05:03.123".
    public var clockText: String {
        let civil = CivilTime(time + Double(utcOffset))
        return "\(civil.twoDigits(civil.hour)):\(civil.twoDigits(civil.minute)):\(civil.twoDigits(civil.second))"
            + ".\(civil.milliseconds)"
    }

    /// The entry as a log file's line: "2026-11-27T17:05:03.123+01:00 warning navls: message".
    public var fileLine: String {
        let civil = CivilTime(time + Double(utcOffset))
        let offset = abs(utcOffset) / 60
        let zone = (utcOffset < 0 ? "-" : "+") + civil.twoDigits(offset / 60) + ":" + civil.twoDigits(offset % 60)
        return "\(civil.year)-\(civil.twoDigits(civil.month))-\(civil.twoDigits(civil.day))T\(clockText)\(zone) "
            + "\(level.name) \(source): \(message)"
    }
}

/// A moment's calendar date and time of day (proleptic Gregorian), from seconds since 1970,
/// without the C library (the engine reads no clock and no time zone).
private struct CivilTime {
    var year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0
    /// Milliseconds, three digits.
    var milliseconds = "000"

    init(_ seconds: Double) {
        let whole = Int(seconds.rounded(.down))
        let millis = min(999, max(0, Int(((seconds - Double(whole)) * 1000).rounded(.down))))
        milliseconds = String(repeating: "0", count: 3 - String(millis).count) + String(millis)
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = whole - days * 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        // Days to a civil date: Howard Hinnant's algorithm (eras of 400 years from 0000-03-01).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
