/// Says how a transition looks: its duration, its curve, and where each pane
/// sits at any progress (the counterpart of UIViewControllerAnimatedTransitioning).
///
/// `layout` is a pure function of its arguments, so a transition can be
/// scrubbed to any progress, which is what interactive transitions do.
public protocol Animator: Sendable {
    /// A short name for traces and the HUD, e.g. "slide".
    var name: String { get }
    /// Duration of the non-interactive animation, in seconds.
    var duration: Double { get }
    /// Timing curve of the non-interactive animation.
    var curve: TimingCurve { get }
    /// Where the panes sit at `progress` (0 = start, 1 = end) of `operation` in a container of `size`.
    func layout(for operation: NavigationOperation, progress: Double, in size: Size) -> TransitionLayout
    /// True when the top bar stays in place while the panes move, its titles animating as
    /// UINavigationBar's do (a slide, a fade); false when each pane carries its own bar (a
    /// cover, a flip, a zoom). Default true.
    var keepsTopBarInPlace: Bool { get }
}

extension Animator {
    public var keepsTopBarInPlace: Bool { true }
}
