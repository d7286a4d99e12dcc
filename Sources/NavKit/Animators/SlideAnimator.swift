/// The iOS push/pop look: the top screen slides the full width, the screen
/// underneath moves with parallax and is dimmed, and the top screen casts a
/// shadow from its leading edge. Pop is push played backwards.
public struct SlideAnimator: ReversibleAnimator {
    public var name: String { "slide" }
    /// Seconds; 0.35 by default.
    public var duration: Double
    /// Ease-in-out by default.
    public var curve: TimingCurve
    /// How far the lower screen moves left when fully covered, as a fraction of the width (0.3).
    public var parallax: Double
    /// Black over the lower screen when fully covered, alpha (0.1).
    public var dimming: Double

    /// Creates the slide; defaults are UIKit's reported values.
    public init(duration: Double = 0.35, curve: TimingCurve = .easeInOut,
                parallax: Double = 0.3, dimming: Double = 0.1) {
        self.duration = duration
        self.curve = curve
        self.parallax = parallax
        self.dimming = dimming
    }

    public func pushLayout(progress: Double, in size: Size) -> TransitionLayout {
        let width = Double(size.width)
        let lowerX = -Int((parallax * width * progress).rounded())
        let edge = width * (1 - progress)
        let upperX = Int(edge.rounded())
        let lower = PaneLayout(frame: Rect(origin: Point(x: lowerX, y: 0), size: size), dimming: dimming * progress)
        let upper = PaneLayout(frame: Rect(origin: Point(x: upperX, y: 0), size: size), shadow: progress,
                               subcellOffsetX: edge - Double(upperX))
        return TransitionLayout(from: lower, to: upper, toIsOnTop: true)
    }
}
