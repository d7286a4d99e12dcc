/// A column of a split view (UISplitViewController.Column).
public enum SplitColumn: Sendable, Equatable {
    /// The column on the left: the list, a navigation stack (the engine's `navigation`).
    case primary
    /// The column on the right: the detail, a navigation stack of its own.
    case secondary
}
