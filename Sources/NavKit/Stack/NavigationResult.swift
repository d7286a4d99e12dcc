/// What became of a push or pop request.
public enum NavigationResult: Hashable, Sendable {
    /// The stack changed at once (not animated).
    case completed
    /// An animated transition started.
    case started
    /// A transition is running; the request waits its turn and is played after it.
    case queued
    /// The request was refused and nothing changed.
    case refused(NavigationError)
}
