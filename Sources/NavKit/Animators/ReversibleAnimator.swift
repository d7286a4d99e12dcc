/// An animator defined by its push alone: the pop is the push played
/// backwards, with the roles of the two screens swapped.
public protocol ReversibleAnimator: Animator {
    /// The push at `progress` (0…1) in a container of `size`: `from` is the
    /// screen being covered, `to` the screen arriving.
    func pushLayout(progress: Double, in size: Size) -> TransitionLayout
}

extension ReversibleAnimator {
    public func layout(for operation: NavigationOperation, progress: Double, in size: Size) -> TransitionLayout {
        let p = min(1, max(0, progress))
        switch operation {
        case .push:
            return pushLayout(progress: p, in: size)
        case .pop:
            let push = pushLayout(progress: 1 - p, in: size)
            return TransitionLayout(from: push.to, to: push.from, toIsOnTop: !push.toIsOnTop)
        }
    }
}
