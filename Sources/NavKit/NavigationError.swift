/// Why a navigation request was refused.
public enum NavigationError: Error, Hashable, Sendable {
    /// The root screen cannot be popped.
    case cannotPopRoot
    /// The interactive back swipe cannot begin now (at the root, during a transition, or disabled).
    case swipeNotAllowed
}
