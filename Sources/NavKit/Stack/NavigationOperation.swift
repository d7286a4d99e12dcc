/// Which way a navigation transition goes.
public enum NavigationOperation: String, Hashable, Sendable {
    /// A screen is added on top.
    case push
    /// The top screen is removed.
    case pop
}
