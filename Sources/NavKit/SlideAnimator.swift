/// The iOS push/pop look: the top screen slides the full width, the screen
/// underneath moves with parallax and is dimmed, and the top screen casts a
/// shadow from its leading edge. Pop is push played backwards.
public struct SlideAnimator: Animator {
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

    public func layout(for operation: NavigationOperation, progress: Double, in size: Size) -> TransitionLayout {
        let p = min(1, max(0, progress))
        // covered: how far the upper screen has covered the lower one (push: p; pop: 1 - p).
        let covered = operation == .push ? p : 1 - p
        let width = Double(size.width)
        let lower = PaneLayout(offset: Point(x: -Int((parallax * width * covered).rounded()), y: 0),
                               dimming: dimming * covered)
        let upper = PaneLayout(offset: Point(x: Int((width * (1 - covered)).rounded()), y: 0),
                               shadow: covered)
        switch operation {
        case .push: return TransitionLayout(from: lower, to: upper, toIsOnTop: true)
        case .pop: return TransitionLayout(from: upper, to: lower, toIsOnTop: false)
        }
    }
}
