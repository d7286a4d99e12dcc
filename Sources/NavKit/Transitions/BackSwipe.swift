/// The interactive back swipe: the recognizers that start it (the edge pan, the content pan,
/// the keyboard scrub), when they may, and catching a settling pane. Recognizers tell it of
/// their state changes; its `SwipeDrive` (the driver every swipe shares) moves the interaction,
/// and the interaction moves the transition. Only drivers write an interactive transition's
/// progress (the controller only advances time, and its stall watchdog lets go).
@MainActor
final class BackSwipe {
    /// The swipe from the left edge.
    let edgePan = EdgePanGestureRecognizer(edgeWidth: 2)
    /// The swipe from anywhere in the content (full-width swipe, or what a screen's pan declines).
    let contentPan = PanGestureRecognizer(name: "contentPan", direction: .rightward)
    /// The swipe from the keyboard.
    let keyboard = KeyboardSwipeRecognizer()

    /// Told of every recognizer state change.
    var onTrace: ((TraceEvent) -> Void)?
    /// When a released swipe finishes.
    var rule: ReleaseRule {
        get { drive.rule }
        set { drive.rule = newValue }
    }

    /// The stack it pops (the top presentation's, or the root's); changed only at rest.
    var navigation: NavigationController
    private var width = 1
    /// Starts, moves and releases the pop (the logic every swipe shares).
    private let drive = SwipeDrive(forward: 1)

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

    /// True while a recognizer drives the pop.
    var isDriving: Bool { drive.driver != nil }

    /// True while the keyboard drives the swipe (the pointer then waits).
    var keyboardIsActive: Bool { keyboard.isActive }

    /// When the swipe needs time to pass without input: the keyboard swipe's release.
    var deadline: Double? { keyboard.releaseDeadline }

    /// Sets the pointer pans up for a press in a container `containerWidth` cells wide, whose
    /// screen's content is at `content`: the content pan covers what the screen's `own`
    /// recognizers cover (all the content with `fullWidth`) and waits for them to fail.
    func prepare(containerWidth: Int, content: Rect, over own: [GestureRecognizer], fullWidth: Bool) {
        var region: Rect? = fullWidth ? content : nil
        for recognizer in own {
            contentPan.require(toFail: recognizer)
            if !fullWidth {
                let area = recognizer.region.map { $0.offsetBy(dx: 0, dy: content.minY) } ?? content
                region = region.map { $0.union(area) } ?? area
            }
        }
        edgePan.containerWidth = containerWidth
        contentPan.region = region ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// `screen` left the top: its recognizers are cancelled (as UIKit cancels the touches of a
    /// view that leaves the screen) and the content pan no longer waits on them.
    func release(_ screen: Screen) {
        for recognizer in screen.gestureRecognizers {
            recognizer.cancel()
            contentPan.removeRequirement(recognizer)
        }
    }

    /// Takes `key` pressed at `time` if it belongs to the keyboard swipe.
    func handle(_ key: Key, at time: Double) -> Bool { keyboard.handle(key, at: time) }

    /// Takes the release of `key` at `time` if it is one of the keys holding the keyboard swipe.
    func handleRelease(_ key: Key, at time: Double) -> Bool { keyboard.handleRelease(key, at: time) }

    /// True while held keys move the keyboard swipe by themselves.
    var keyboardHolds: Bool { keyboard.isHolding }

    /// Lets time pass: a keyboard swipe left alone lets go, and a swipe on a screen that has
    /// meanwhile turned the back swipe off is cancelled at once.
    func advance(to time: Double) {
        keyboard.advance(to: time)
        if let driver = drive.driver, !navigation.topScreen.allowsBackSwipe { driver.cancel() }
    }

    /// The transition the swipe drove was let go by the stall watchdog: its recognizer is
    /// cancelled without touching the transition again (it already settles back).
    func abandonStalledSwipe() { drive.abandon() }

    /// The container is now `newWidth` cells wide: a swipe keeps its progress, and the pointer
    /// moves it at the new width from here.
    func resize(to newWidth: Int) {
        width = max(1, newWidth)
        drive.resize(to: width)
    }

    /// A press at `point` (cells) at `time` on a pane that is settling after a release catches
    /// it where it is. `layout` is where the panes were last drawn.
    func regrab(at point: Point, subcellX: Double = 0, time: Double, layout: TransitionLayout) -> Bool {
        guard let transition = navigation.transition, transition.isInteractive, transition.isMoving,
              transition.operation == .pop, drive.transition === transition,
              layout.from.isVisible, point.x >= layout.from.frame.minX - 1, point.x < layout.from.frame.maxX
        else { return false }
        drive.catchSettling(with: edgePan)
        edgePan.beginTracking(at: point, subcellX: subcellX, time: time)
        return true
    }

    // MARK: - Driven by the recognizers

    private func recognizerChanged(_ recognizer: GestureRecognizer) {
        onTrace?(.gesture(recognizer: recognizer.name, state: recognizer.state))
        drive.recognizerChanged(recognizer, width: width) { [navigation] time in
            navigation.beginInteractivePop(at: time)
        }
    }
}
