/// A source of the current time in seconds, never decreasing. The engine never reads one:
/// a front end reads it and passes the time in with every event and frame. NavKit has two:
/// `MonotonicClock` (NavKitCurses) for the terminal, `ManualClock` (NavKitTesting) for tests.
public protocol TimeSource {
    /// The current time in seconds.
    var now: Double { get }
}
