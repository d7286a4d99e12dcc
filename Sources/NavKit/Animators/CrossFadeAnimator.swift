/// A cross-fade (dissolve): the new screen fades in over the old one. Also
/// the reduced-motion replacement for every moving animator.
public struct CrossFadeAnimator: ReversibleAnimator {
    public var name: String { "fade" }
    /// Seconds; 0.3 by default.
    public var duration: Double
    /// Ease-in-out by default.
    public var curve: TimingCurve

    /// Creates a cross-fade of `duration` seconds.
    public init(duration: Double = 0.3, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    public func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        TransitionLayout(from: .resting(in: size),
                         to: PaneLayout(frame: Rect(origin: .zero, size: size), opacity: progress),
                         toIsOnTop: true)
    }
}
