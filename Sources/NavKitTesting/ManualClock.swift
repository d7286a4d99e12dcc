import NavKit
import Synchronization

/// A clock that only moves when told to. Time starts at 0 seconds. Tasks can sleep on it
/// (`sleep(for:)`): they wake when the clock is moved to their time, never by themselves, so a
/// test decides exactly when a screen's awaited work completes.
public final class ManualClock: TimeSource, Sendable {
    private struct Sleeper {
        let time: Double
        /// Resumed with true: the task slept.
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var now: Double
        var sleepers: [Sleeper] = []
        /// Sleepers woken whose tasks have not run on since.
        var woken = 0
    }

    private let state: Mutex<State>

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) { state = Mutex(State(now: start)) }

    /// The current time in seconds.
    public var now: Double { state.withLock { $0.now } }

    /// The earliest time a sleeping task waits for (seconds), if any sleeps.
    public var nextWakeUp: Double? { state.withLock { $0.sleepers.map(\.time).min() } }

    /// Yields until every task this clock woke has run on from its sleep (to its next
    /// suspension): an actor's queue need not run jobs in the order they came, so one yield
    /// is not enough.
    public func runWokenTasks() async {
        while state.withLock({ $0.woken > 0 }) { await Task.yield() }
    }

    /// Moves the clock forward by `seconds` (negative values are ignored), waking the tasks
    /// whose time has come.
    @discardableResult
    public func advance(by seconds: Double) -> Int { advance(to: now + max(0, seconds)) }

    /// Moves the clock forward to `time` (an earlier time is ignored: the clock never goes back),
    /// waking the tasks whose time has come, earliest first. Returns how many it woke: each
    /// runs on its actor as soon as that actor is free (on the main actor, once the caller
    /// suspends; `runWokenTasks()` waits until all have).
    @discardableResult
    public func advance(to time: Double) -> Int {
        let due = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, time)
            let now = state.now
            let due = state.sleepers.filter { $0.time <= now }
            state.sleepers.removeAll { $0.time <= now }
            state.woken += due.count
            return due
        }
        for sleeper in due.sorted(by: { $0.time < $1.time }) { sleeper.continuation.resume(returning: true) }
        return due.count
    }

    /// Suspends the calling task until the clock reads `time` seconds (at once if it does);
    /// it resumes on the caller's actor. Not cancellable: only the clock ends the sleep.
    public func sleep(until time: Double, isolation: isolated (any Actor)? = #isolation) async {
        let slept = await withCheckedContinuation(isolation: isolation) { continuation in
            let due = state.withLock { state in
                if state.now >= time { return true }
                state.sleepers.append(Sleeper(time: time, continuation: continuation))
                return false
            }
            if due { continuation.resume(returning: false) }
        }
        // Running on: from here to its next suspension the task's job runs whole.
        if slept { state.withLock { $0.woken -= 1 } }
    }

    /// Suspends the calling task for `seconds` on this clock (see `sleep(until:)`).
    public func sleep(for seconds: Double, isolation: isolated (any Actor)? = #isolation) async {
        await sleep(until: now + max(0, seconds), isolation: isolation)
    }
}
