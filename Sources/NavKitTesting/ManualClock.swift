import NavKit

/// A clock that only moves when told to. Time starts at 0 seconds.
public final class ManualClock: TimeSource {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: Double) { now += max(0, seconds) }

    /// Moves the clock forward to `time` (an earlier time is ignored: the clock never goes back).
    public func advance(to time: Double) { now = max(now, time) }
}
