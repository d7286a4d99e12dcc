/// No animation: the new screen replaces the old one at once (duration 0).
public struct NoAnimator: ReversibleAnimator {
    public var name: String { "none" }
    public var duration: Double { 0 }
    public var curve: TimingCurve { .linear }

    /// Creates the animator that does not animate.
    public init() {}

    public func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        TransitionLayout(from: .resting(in: size),
                         to: PaneLayout(frame: Rect(origin: .zero, size: size), opacity: progress >= 1 ? 1 : 0),
                         toIsOnTop: true)
    }
}
