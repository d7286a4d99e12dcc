/// The built-in animators by name, for settings and command lines.
public enum BuiltInAnimator: String, CaseIterable, Sendable {
    /// The iOS push: the new screen slides in over the old one, which moves with parallax and
    /// dims (`SlideAnimator`).
    case slide
    /// The new screen fades in over the old one in place (`CrossFadeAnimator`).
    case fade
    /// The new screen slides up from the bottom over the old one (`CoverVerticalAnimator`).
    case cover
    /// A card flip: the old screen squeezes to a line in the middle, the new one widens from it
    /// (`FlipAnimator`).
    case flip
    /// The new screen grows from the middle and fades in; the old one dims (`ZoomAnimator`).
    case zoom
    /// No animation: the new screen shows in one frame (`NoAnimator`).
    case none

    /// The animator, with its own default duration and curve unless given. With a spring curve
    /// and no duration, it lasts as long as the spring takes to settle.
    public func make(duration: Double? = nil, curve: TimingCurve? = nil) -> Animator {
        let duration = duration ?? curve?.settlingDuration
        switch self {
        case .slide: return SlideAnimator(duration: duration ?? 0.35, curve: curve ?? .easeInOut)
        case .fade: return CrossFadeAnimator(duration: duration ?? 0.3, curve: curve ?? .easeInOut)
        case .cover: return CoverVerticalAnimator(duration: duration ?? 0.4, curve: curve ?? .easeInOut)
        case .flip: return FlipAnimator(duration: duration ?? 0.5, curve: curve ?? .easeInOut)
        case .zoom: return ZoomAnimator(duration: duration ?? 0.35, curve: curve ?? .easeOut)
        case .none: return NoAnimator()
        }
    }
}
