import NavKit

/// Chooses each transition's animator: the page's own (`animator:` and
/// `curve:` in its file) or the one from the command line, slowed down ten
/// times while slow motion is on (the `s` key).
final class TourDelegate: NavigationControllerDelegate {
    /// The animator when a page does not name one.
    let standard: Animator
    /// A duration from the command line, applied to page animators too (seconds).
    let duration: Double?
    /// True while animations play 10× slower.
    var slowMotion = false
    /// How many times slower slow motion plays.
    static let slowFactor = 10.0
    /// Speed factor of the settle after a released swipe (`--completion-speed`).
    var completionSpeed = 1.0
    /// Curve of that settle, or nil to keep the release velocity (`--completion-curve`).
    var completionCurve: TimingCurve?

    init(standard: Animator, duration: Double?) {
        self.standard = standard
        self.duration = duration
    }

    func navigationController(_ controller: NavigationController,
                              interactionControllerFor animator: Animator) -> (any InteractionController)? {
        let interaction = PercentDrivenInteraction()
        interaction.completionSpeed = completionSpeed
        interaction.completionCurve = completionCurve
        return interaction
    }

    func navigationController(_ controller: NavigationController, animatorFor operation: NavigationOperation,
                              from: Screen, to: Screen) -> Animator? {
        let page = (operation == .push ? to : from) as? PageScreen
        let curve = page?.page.curve.flatMap(CurveArgument.init)?.curve
        var animator = standard
        if let name = page?.page.animator, let builtIn = BuiltInAnimator(rawValue: name) {
            animator = builtIn.make(duration: duration, curve: curve)
        } else if let curve {
            animator = BuiltInAnimator(rawValue: standard.name)?.make(duration: duration, curve: curve) ?? standard
        }
        return slowMotion ? SlowMotionAnimator(animator, factor: TourDelegate.slowFactor) : animator
    }
}
