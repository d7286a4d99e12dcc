/// The interactive back swipe: the recognizers that start it (the edge pan, the content pan,
/// the keyboard scrub), the percent-driven interaction that drives the pop, and catching a
/// settling pane. Recognizers tell it of their state changes; it moves the interaction, and
/// the interaction moves the transition. Nothing else writes an interactive transition's
/// progress (the controller only advances time).
final class BackSwipe {
    /// The swipe from the left edge.
    let edgePan = EdgePanGestureRecognizer(edgeWidth: 2)
    /// The swipe from anywhere in the content (full-width swipe, or what a screen's pan declines).
    let contentPan = PanGestureRecognizer(name: "contentPan", direction: .rightward)
    /// The swipe from the keyboard.
    let keyboard = KeyboardSwipeRecognizer()

    /// Told of every recognizer state change.
    var onTrace: ((TraceEvent) -> Void)?
    /// Told whenever the swipe moved the transition (a frame is due).
    var onMove: (() -> Void)?
    /// When a released swipe finishes.
    var rule = ReleaseRule()
    /// Seconds an animation started by input counts as already running (the engine's lead).
    var lead = 0.0

    private let navigation: NavigationController
    private var width = 1
    private var interaction: (any InteractionController)?
    /// The recognizer driving the pop, while one does.
    private var driver: GestureRecognizer?
    /// Progress at which the pane was caught (re-grab); the pointer moves it from there.
    private var grabProgress = 0.0

    /// A back swipe popping `navigation`'s top screen.
    init(navigation: NavigationController) {
        self.navigation = navigation
        for recognizer in [edgePan, contentPan, keyboard] as [GestureRecognizer] {
            recognizer.onStateChange = { [unowned self] in recognizerChanged($0) }
        }
        edgePan.shouldBegin = { [unowned self] _ in self.navigation.canBeginInteractivePop }
        contentPan.shouldBegin = { [unowned self] _ in self.navigation.canBeginInteractivePop }
        keyboard.shouldBegin = { [unowned self] _ in !edgePan.isActive && navigation.canBeginInteractivePop }
        contentPan.require(toFail: edgePan)
    }

    /// True while the keyboard drives the swipe (the pointer then waits).
    var keyboardIsActive: Bool { keyboard.isActive }

    /// When the swipe needs time to pass without input: the keyboard swipe's release.
    var deadline: Double? { keyboard.releaseDeadline }

    /// Sets the pointer pans up for a press in a container `size` wide: the content pan covers
    /// `contentRegion` (nil: nowhere).
    func prepare(containerWidth: Int, contentRegion: Rect?) {
        edgePan.containerWidth = containerWidth
        contentPan.region = contentRegion ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Takes `key` pressed at `time` if it belongs to the keyboard swipe.
    func handle(_ key: Key, at time: Double) -> Bool { keyboard.handle(key, at: time) }

    /// Lets time pass: a keyboard swipe left alone lets go, and a swipe on a screen that has
    /// meanwhile turned the back swipe off is cancelled at once.
    func advance(to time: Double) {
        keyboard.advance(to: time)
        if let driver, !navigation.topScreen.allowsBackSwipe { driver.cancel() }
    }

    /// The transition the swipe drove was let go by the stall watchdog: its recognizer is
    /// cancelled without touching the transition again (it already settles back).
    func abandonStalledSwipe() {
        guard let stalled = driver else { return }
        driver = nil
        stalled.cancel()
    }

    /// The container is now `newWidth` cells wide: a swipe keeps its progress, and the pointer
    /// moves it at the new width from here.
    func resize(to newWidth: Int) {
        if let driver, driver !== keyboard, let transition = interaction?.transition {
            grabProgress = transition.progress - driver.preciseTranslationX / Double(max(1, newWidth))
        }
        width = max(1, newWidth)
    }

    /// A press at `point` (cells) at `time` on a pane that is settling after a release catches
    /// it where it is. `layout` is where the panes were last drawn.
    func regrab(at point: Point, subcellX: Double = 0, time: Double, layout: TransitionLayout) -> Bool {
        guard let transition = navigation.transition, transition.isInteractive, transition.isMoving,
              transition.operation == .pop, let interaction, interaction.transition === transition,
              layout.from.isVisible, point.x >= layout.from.frame.minX - 1, point.x < layout.from.frame.maxX
        else { return false }
        interaction.pause()
        grabProgress = transition.progress
        driver = edgePan
        edgePan.beginTracking(at: point, subcellX: subcellX, time: time)
        return true
    }

    // MARK: - Driven by the recognizers

    private func recognizerChanged(_ recognizer: GestureRecognizer) {
        onTrace?(.gesture(recognizer: recognizer.name, state: recognizer.state))
        defer { if driver != nil || recognizer.state == .ended || recognizer.state == .cancelled { onMove?() } }
        switch recognizer.state {
        case .began where driver == nil:
            switch navigation.beginInteractivePop(at: recognizer.eventTime) {
            case let .success(started):
                interaction = started
                grabProgress = 0
                driver = recognizer
                follow(recognizer)
            case .failure:
                recognizer.cancel()
            }
        case .began, .changed:
            if recognizer === driver { follow(recognizer) }
        case .ended where recognizer === driver:
            follow(recognizer)
            release(recognizer)
        case .cancelled where recognizer === driver:
            // Esc starts the settle at once (with the lead); a pan cancelled by its owner (turned
            // off, a new press) settles from the next frame, whenever the cancel came.
            driver = nil
            interaction?.cancel(velocity: 0, at: recognizer === keyboard ? recognizer.eventTime - lead : nil)
        default:
            break
        }
    }

    /// Scrubs the pop to where `recognizer` says: the keyboard's steps, or the pointer's translation.
    private func follow(_ recognizer: GestureRecognizer) {
        guard let interaction, interaction.transition === navigation.transition else { return }
        if recognizer === keyboard {
            interaction.update(keyboard.progress)
        } else {
            interaction.update(grabProgress + recognizer.preciseTranslationX / Double(width))
        }
    }

    /// The release rule (UIKit's, `../shared/docs/uikit-behaviour.md` §10): project where the
    /// pane would come to rest at the release velocity, p + v · `projectionTime`, and finish
    /// when that passes min(`finishDistance` / width, `threshold`); with too few velocity
    /// samples (a flick faster than they are taken), finish if the pointer moved right. The
    /// rest settles from the release's time (plus the lead), at the release velocity.
    private func release(_ recognizer: GestureRecognizer) {
        driver = nil
        guard let interaction, let transition = interaction.transition, transition === navigation.transition
        else { return }
        let start = recognizer.eventTime - lead
        if recognizer === keyboard {
            if keyboard.progress > rule.threshold {
                interaction.finish(velocity: 0, at: start)
            } else {
                interaction.cancel(velocity: 0, at: start)
            }
            return
        }
        let velocity = recognizer.velocity.widthsPerSecond(width: width)
        if rule.finishes(progress: transition.progress, velocity: velocity, width: width,
                         sampled: recognizer.velocity.hasEnoughSamples, movedForward: recognizer.preciseTranslationX > 0) {
            interaction.finish(velocity: velocity, at: start)
        } else {
            interaction.cancel(velocity: velocity, at: start)
        }
    }
}
