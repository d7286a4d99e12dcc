/// A timer a screen set with `NavigationContext.every(_:_:)`: it fires while the screen is on
/// the stack, and stops by itself when the screen leaves it. Keep it only to stop it sooner.
@MainActor
public struct ScreenTimer {
    private weak var work: ScreenWork?
    private let id: UInt64

    init(work: ScreenWork?, id: UInt64) {
        self.work = work
        self.id = id
    }

    /// Stops the timer now (nothing happens when it has already stopped).
    public func cancel() { work?.removeTimer(id) }
}
