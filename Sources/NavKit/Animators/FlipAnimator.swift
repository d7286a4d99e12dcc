/// A card flip about the vertical axis (UIViewAnimationTransitionFlipFromLeft):
/// the old screen squeezes to a line in the middle, then the new one widens from it.
public struct FlipAnimator: ReversibleAnimator {
    public var name: String { "flip" }
    /// The pane carries its own top bar.
    public var keepsTopBarInPlace: Bool { false }
    /// Seconds; 0.5 by default.
    public var duration: Double
    /// Ease-in-out by default.
    public var curve: TimingCurve

    /// Creates the flip animator.
    public init(duration: Double = 0.5, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    public func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        let firstHalf = progress < 0.5
        let fraction = firstHalf ? 1 - 2 * progress : 2 * progress - 1
        // Edge-on, the card is still a one-column line, never nothing.
        let width = max(min(1, size.width), Int((Double(size.width) * fraction).rounded()))
        let visible = Rect(x: (size.width - width) / 2, y: 0, width: width, height: size.height)
        let hidden = Rect(x: size.width / 2, y: 0, width: 0, height: size.height)
        // The edge-on card is darker, as if turned away from the light.
        let shade = 0.3 * (1 - fraction)
        return TransitionLayout(from: PaneLayout(frame: firstHalf ? visible : hidden, dimming: shade),
                                to: PaneLayout(frame: firstHalf ? hidden : visible, dimming: shade),
                                toIsOnTop: true)
    }
}
