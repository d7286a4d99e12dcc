/// A trace event with the engine's time when it happened (`RecentPast.trace`).
public struct TraceRecord: Hashable, Sendable {
    /// Seconds on the engine's clock (`Engine.now`).
    public var time: Double
    /// What happened.
    public var event: TraceEvent

    /// A record of `event` at `time`.
    public init(time: Double, event: TraceEvent) {
        self.time = time
        self.event = event
    }
}
