/// Why a navigation request was refused.
public enum NavigationError: Error, Hashable, Sendable {
    /// The root screen cannot be popped.
    case cannotPopRoot
    /// The interactive back swipe cannot begin now (at the root, during a
    /// transition, disabled by the screen, or no interaction controller).
    case swipeNotAllowed
    /// The screen to pop to is not below the top of the stack.
    case notOnStack
    /// A stack must hold at least one screen.
    case emptyStack
    /// The engine the request was made through no longer exists.
    case engineGone
}
