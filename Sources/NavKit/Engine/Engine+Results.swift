/// Values handed back by pushed screens (`ResultScreen`): who waits for which screen's value,
/// and the value it was popped with, delivered once the screen has left the stack.
extension Engine {
    /// One screen's pending result.
    struct PendingResult {
        /// The value given to `pop(returning:)`, if any yet.
        var value: Any?
        /// Hands the value (nil: none) to the screen that pushed this one.
        let deliver: (Any?) -> Void
    }

    /// Sends `screen`'s result to `deliver` once `screen` has left the stack (nil when it left
    /// without one). A screen already waited for is refused.
    func expectResult(from screen: Screen, deliver: @escaping (Any?) -> Void) -> Bool {
        let key = ObjectIdentifier(screen)
        guard pendingResults[key] == nil else { return false }
        pendingResults[key] = PendingResult(value: nil, deliver: deliver)
        return true
    }

    /// Keeps `value` as `screen`'s result, delivered when it leaves the stack.
    func keepResult(_ value: Any, for screen: Screen) {
        pendingResults[ObjectIdentifier(screen)]?.value = value
    }

    /// Stops waiting for `screen`'s result (its push was refused): nil is delivered.
    func dropResult(of screen: Screen) {
        deliverResults(of: [screen])
    }

    /// Delivers the results of `screens`, which left the stack.
    func deliverResults(of screens: [Screen]) {
        for screen in screens {
            guard let pending = pendingResults.removeValue(forKey: ObjectIdentifier(screen)) else { continue }
            pending.deliver(pending.value)
        }
    }

    /// Hands nil to every screen still waiting for a pushed screen's value: the app is ending,
    /// and no awaiting task is left suspended.
    package func abandonPendingResults() {
        let pending = pendingResults.values
        pendingResults = [:]
        for result in pending { result.deliver(nil) }
    }
}
