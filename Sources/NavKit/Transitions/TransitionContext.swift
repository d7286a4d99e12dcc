/// A snapshot of a transition as UIKit's transition context describes it.
public struct TransitionContext {
    /// Push or pop.
    public let operation: NavigationOperation
    /// The screen being left.
    public let from: Screen
    /// The screen being shown.
    public let to: Screen
    /// The container's size in cells.
    public let containerSize: Size
    /// Where the from and to panes are at progress 0.
    public let initialFrames: (from: Rect, to: Rect)
    /// Where the from and to panes are at progress 1.
    public let finalFrames: (from: Rect, to: Rect)
    /// Progress 0…1.
    public let progress: Double
    /// True for a gesture- or key-driven transition.
    public let isInteractive: Bool
    /// True once an interactive transition was let go toward its start.
    public let wasCancelled: Bool
}
