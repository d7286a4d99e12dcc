/// The new screen grows from the middle and fades in; the old one dims.
public struct ZoomAnimator: ReversibleAnimator {
    public var name: String { "zoom" }
    /// The pane carries its own top bar.
    public var keepsTopBarInPlace: Bool { false }
    /// Seconds; 0.35 by default.
    public var duration: Double
    /// Ease-out by default.
    public var curve: TimingCurve
    /// Size the new screen starts at, as a fraction of the container (0.5).
    public var startScale: Double

    /// Creates the zoom animator.
    public init(duration: Double = 0.35, curve: TimingCurve = .easeOut, startScale: Double = 0.5) {
        self.duration = duration
        self.curve = curve
        self.startScale = startScale
    }

    public func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        let scale = startScale + (1 - startScale) * progress
        let width = Int((Double(size.width) * scale).rounded())
        let height = Int((Double(size.height) * scale).rounded())
        let frame = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        return TransitionLayout(from: PaneLayout(frame: Rect(origin: .zero, size: size), dimming: 0.2 * progress),
                                to: PaneLayout(frame: frame, opacity: min(1, progress * 1.5)),
                                toIsOnTop: true)
    }
}
