import Dispatch
import Observation

/// Watches what a screen's drawing reads (Swift's Observation: the properties of `@Observable`
/// objects) and reports the first change to any of it, on the main actor.
///
/// A change made on the main actor (a screen's own state always is: screens live there) is
/// reported at once, while it is being made, so the frame after it shows it; a change made on
/// another thread (a model object a background task fills) is reported by a main-actor task.
enum StateObservation {
    /// Runs `body`, then calls `onChange` once when anything `body` read of observable state
    /// changes.
    @MainActor
    static func track<Value>(_ body: () -> Value, onChange: @escaping @MainActor @Sendable () -> Void) -> Value {
        withObservationTracking(body) {
            if DispatchQueue.getSpecific(key: mainQueue.key) != nil {
                MainActor.assumeIsolated { onChange() }
            } else {
                Task { @MainActor in onChange() }
            }
        }
    }

    /// Marks the main queue (the main actor's) so a change can tell where it is made.
    private static let mainQueue = MainQueueMark()

    /// A key set on the main queue: `DispatchQueue.getSpecific` finds it only on the main queue.
    private final class MainQueueMark: Sendable {
        let key = DispatchSpecificKey<Bool>()
        init() { DispatchQueue.main.setSpecific(key: key, value: true) }
    }
}
