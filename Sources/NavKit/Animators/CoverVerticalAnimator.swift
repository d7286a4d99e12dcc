/// The modal look: the new screen slides up from the bottom over the old one,
/// which dims a little; pop slides it back down.
public struct CoverVerticalAnimator: ReversibleAnimator {
    public var name: String { "cover" }
    /// The pane carries its own top bar.
    public var keepsTopBarInPlace: Bool { false }
    /// Seconds; 0.4 by default.
    public var duration: Double
    /// Ease-in-out by default.
    public var curve: TimingCurve
    /// Black over the covered screen when fully covered, alpha (0.2).
    public var dimming: Double

    /// Creates the cover animator.
    public init(duration: Double = 0.4, curve: TimingCurve = .easeInOut, dimming: Double = 0.2) {
        self.duration = duration
        self.curve = curve
        self.dimming = dimming
    }

    public func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        let edge = Double(size.height) * (1 - progress)
        let y = Int(edge.rounded())
        return TransitionLayout(from: PaneLayout(frame: Rect(origin: .zero, size: size), dimming: dimming * progress),
                                to: PaneLayout(frame: Rect(origin: Point(x: 0, y: y), size: size),
                                               subcellOffsetY: edge - Double(y)),
                                toIsOnTop: true)
    }
}
