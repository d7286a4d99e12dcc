/// Values handed back by pushed screens (`ResultScreen`): who waits for which screen's value,
/// and the value it was popped with, delivered once the screen has left the stack.
@MainActor
final class PendingResults {
    /// One screen's pending result.
    private struct Pending {
        /// The value given to `pop(returning:)`, if any yet.
        var value: Any?
        /// Hands the value (nil: none) to the screen that pushed this one.
        let deliver: (Any?) -> Void
    }

    /// The results waited for, by screen.
    private var pending: [ObjectIdentifier: Pending] = [:]

    /// Sends `screen`'s result to `deliver` once `screen` has left the stack (nil when it left
    /// without one). A screen already waited for is refused.
    func expect(from screen: Screen, deliver: @escaping (Any?) -> Void) -> Bool {
        let key = ObjectIdentifier(screen)
        guard pending[key] == nil else { return false }
        pending[key] = Pending(value: nil, deliver: deliver)
        return true
    }

    /// Keeps `value` as `screen`'s result, delivered when it leaves the stack.
    func keep(_ value: Any, for screen: Screen) {
        pending[ObjectIdentifier(screen)]?.value = value
    }

    /// Delivers the results of `screens`, which left the stack (or whose push was refused: nil).
    func deliver(for screens: [Screen]) {
        for screen in screens {
            guard let result = pending.removeValue(forKey: ObjectIdentifier(screen)) else { continue }
            result.deliver(result.value)
        }
    }

    /// Hands nil to every screen still waiting for a pushed screen's value: the app is ending,
    /// and no awaiting task is left suspended.
    func abandonAll() {
        let waiting = pending.values
        pending = [:]
        for result in waiting { result.deliver(nil) }
    }
}
