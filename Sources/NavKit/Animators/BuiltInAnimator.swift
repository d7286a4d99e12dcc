/// The built-in animators by name, for settings and command lines.
public enum BuiltInAnimator: String, CaseIterable, Sendable {
    case slide, fade, cover, flip, zoom, none

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
