/// What every swipe does with the interactive transition it drives, written once: the back
/// swipe (edge pan, content pan, keyboard scrub) and a screen's own pan (`SwipeTransitionDriver`)
/// hand it their recognizers' state changes. It starts the transition when the gesture begins,
/// moves it with the gesture (from where a caught settle was), and on release lets the
/// `ReleaseRule` decide whether it finishes; the transition applies the first frame's lead to
/// the release time (`Transition.release`).
@MainActor
final class SwipeDrive {
    /// When a released swipe finishes.
    var rule: ReleaseRule
    /// +1 when forward is rightward (a pop), −1 when it is leftward (a screen's push).
    let forward: Double
    /// The interaction the gesture moves, once started.
    private(set) var interaction: (any InteractionController)?
    /// The recognizer driving the transition, while one does.
    private(set) var driver: GestureRecognizer?
    /// Progress at which the transition was caught (a regrab); the pointer moves it from there.
    private var grabProgress = 0.0

    /// A drive releasing by `rule`, forward being rightward (`forward` +1) or leftward (−1).
    init(rule: ReleaseRule = ReleaseRule(), forward: Double = 1) {
        self.rule = rule
        self.forward = forward
    }

    /// The transition the drive moves, while it is not over.
    var transition: Transition? {
        guard let transition = interaction?.transition, !transition.isComplete else { return nil }
        return transition
    }

    /// Acts on `recognizer`'s new state, over a container `width` cells wide: a pan that begins
    /// while nothing drives starts the transition with `begin` (given the event's time, seconds;
    /// a failure cancels the pan); the driving recognizer moves it, and its end or cancel lets go.
    func recognizerChanged(_ recognizer: GestureRecognizer, width: Int,
                           begin: (Double) -> Result<any InteractionController, NavigationError>) {
        switch recognizer.state {
        case .began where driver == nil:
            switch begin(recognizer.eventTime) {
            case let .success(started):
                interaction = started
                grabProgress = 0
                driver = recognizer
                follow(recognizer, width: width)
            case .failure:
                recognizer.cancel()
            }
        case .began, .changed:
            if recognizer === driver { follow(recognizer, width: width) }
        case .ended where recognizer === driver:
            follow(recognizer, width: width)
            release(recognizer, width: width)
        case .cancelled where recognizer === driver:
            // Esc settles from its own time; a pan cancelled by its owner (turned off, a new
            // press) settles from the next frame, whenever the cancel came.
            driver = nil
            if transition?.isTracking == true {
                interaction?.cancel(velocity: 0, at: recognizer is KeyboardSwipeRecognizer ? recognizer.eventTime : nil)
            }
        default:
            break
        }
    }

    /// Catches the settling transition where it is: `recognizer` (tracking from now) moves it
    /// from its current progress.
    func catchSettling(with recognizer: GestureRecognizer) {
        guard let interaction, let transition else { return }
        interaction.pause()
        grabProgress = transition.progress
        driver = recognizer
    }

    /// The container is now `newWidth` cells wide: the transition keeps its progress, and the
    /// pointer moves it at the new width from there.
    func resize(to newWidth: Int) {
        guard let driver, !(driver is KeyboardSwipeRecognizer), let transition else { return }
        grabProgress = transition.progress - forward * driver.preciseTranslationX / Double(max(1, newWidth))
    }

    /// Lets go of the driving recognizer without touching the transition (the stall watchdog
    /// already settles it back), and cancels the recognizer.
    func abandon() {
        guard let stalled = driver else { return }
        driver = nil
        stalled.cancel()
    }

    /// Where `recognizer` puts the transition: the keyboard's steps, or the pointer's translation
    /// across `width` cells, from where it was caught.
    private func progress(of recognizer: GestureRecognizer, width: Int) -> Double {
        if let keyboard = recognizer as? KeyboardSwipeRecognizer { return keyboard.progress }
        return grabProgress + forward * recognizer.preciseTranslationX / Double(max(1, width))
    }

    private func follow(_ recognizer: GestureRecognizer, width: Int) {
        guard let interaction, transition != nil else { return }
        interaction.update(progress(of: recognizer, width: width))
    }

    /// The release rule (UIKit's, `docs/uikit-behaviour.md`, item 10) for a pointer: project
    /// where the pane would come to rest at the release velocity and finish past the rule's
    /// distance; with too few velocity samples, finish if it moved forward. Held keys are
    /// released by the same rule at their speed; the keyboard's steps finish past the rule's
    /// threshold. The rest settles from the release's time at its velocity.
    private func release(_ recognizer: GestureRecognizer, width: Int) {
        driver = nil
        guard let interaction, let transition else { return }
        let time = recognizer.eventTime
        let velocity: Double, finishes: Bool
        if let keyboard = recognizer as? KeyboardSwipeRecognizer {
            // Held keys: the pointer's rule at their speed; steps: past the threshold, at rest.
            velocity = keyboard.releaseVelocity ?? 0
            finishes = keyboard.releaseVelocity != nil
                ? rule.finishes(progress: keyboard.progress, velocity: velocity, width: width)
                : keyboard.progress > rule.threshold
        } else {
            velocity = forward * recognizer.velocity.widthsPerSecond(width: width)
            finishes = rule.finishes(progress: transition.progress, velocity: velocity, width: width,
                                     sampled: recognizer.velocity.hasEnoughSamples,
                                     movedForward: forward * recognizer.preciseTranslationX > 0)
        }
        if finishes {
            interaction.finish(velocity: velocity, at: time)
        } else {
            interaction.cancel(velocity: velocity, at: time)
        }
    }
}
