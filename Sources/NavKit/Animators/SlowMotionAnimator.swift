/// Another animator played `factor` times slower (like the iOS simulator's
/// slow animations): the same layout at every progress, a longer duration.
public struct SlowMotionAnimator: Animator {
    /// The animator slowed down.
    public var base: Animator
    /// How many times longer the animation takes (e.g. 10).
    public var factor: Double

    /// Slows `base` down by `factor` (≥ 1).
    public init(_ base: Animator, factor: Double) {
        self.base = base
        self.factor = max(1, factor)
    }

    /// The base animator's name.
    public var name: String { base.name }
    /// As the base animator.
    public var keepsTopBarInPlace: Bool { base.keepsTopBarInPlace }
    /// The base duration times `factor`, in seconds.
    public var duration: Double { base.duration * factor }
    /// The base animator's curve.
    public var curve: TimingCurve { base.curve }

    /// The base animator's layout at `progress`.
    public func layout(for operation: NavigationOperation, progress: Double, in size: Size) -> TransitionLayout {
        base.layout(for: operation, progress: progress, in: size)
    }
}
