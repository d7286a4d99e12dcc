/// The navigation engine: events in, frames out, never reading a clock.
///
/// The front end calls `handle(_:at:)` for every input event and `frame(at:)`
/// whenever `needsFrame` is true (at the frame rate while `isAnimating`).
/// The same events at the same times always produce the same frames.
///
/// It coordinates its parts, each the one owner of its concern: the
/// `NavigationController` (the stack and its transitions), the back swipe
/// (`BackSwipe`: its recognizers, the interaction, re-grab), the tap, the top
/// bar's geometry (`TopBar`) and the frame (`FrameComposer`). A pointer event
/// goes one way: recognizers → interaction → transition → animator →
/// compositor; what no recognizer takes reaches the top screen.
@MainActor
public final class Engine {
    /// The stack of screens and its transitions.
    public let navigation: NavigationController
    /// The interactive back swipe from the left edge.
    public var edgePan: EdgePanGestureRecognizer { backSwipe.edgePan }
    /// The back swipe from anywhere in the content: a rightward drag pops. Active everywhere
    /// with `fullWidthSwipe`, and otherwise over the regions of the top screen's own
    /// recognizers, where it takes the drags they decline. It requires the edge pan and every
    /// screen recognizer to fail first.
    public var contentPan: PanGestureRecognizer { backSwipe.contentPan }
    /// The back swipe from the keyboard (Shift+→ or `]`).
    public var keyboardSwipe: KeyboardSwipeRecognizer { backSwipe.keyboard }
    /// Taps: a press and a release on the same target (a link, the `‹ Back` control) that
    /// never moved past the tap's slop. Every pan requires it to fail.
    public var tap: TapGestureRecognizer { screenInput.tap }
    /// Settings; the theme and animator apply from the next frame or transition.
    public var configuration: EngineConfiguration {
        didSet { applyConfiguration() }
    }
    /// What the terminal can show (effects, colours, sub-cell edges, the first frame's lead):
    /// written by the front end alone, when it starts.
    public package(set) var display = DisplayTraits() {
        didSet { applyConfiguration() }
    }
    /// The theme frames are drawn with: the configuration's, without colour where the terminal
    /// has none (`DisplayTraits.hasColor`).
    public var theme: Theme { display.hasColor ? configuration.theme : configuration.theme.withoutColor() }
    /// Told of everything the engine does (stack, transitions, callbacks, gestures).
    public var onTrace: ((TraceEvent) -> Void)? {
        didSet {
            navigation.onTrace = onTrace
            backSwipe.onTrace = onTrace
            screenInput.onTrace = onTrace
        }
    }
    /// The container (terminal) size in cells.
    public private(set) var size: Size
    /// The last time passed in (seconds).
    public private(set) var now: Double = 0

    /// Rows the top bar takes above a screen's content (1), when the screen shows one.
    public nonisolated static let topBarHeight = TopBar.height

    let backSwipe: BackSwipe
    let screenInput: ScreenInput
    let composer: FrameComposer
    /// Tells screens their content size (`Screen.layout(in:)`).
    let contentLayout = ContentLayout()
    /// Keys typed during a transition that animates by itself, for the screen then on top.
    private(set) var typeAhead = TypeAhead()
    /// The back control's history, while it is shown (`Engine+History`).
    var historyMenu: HistoryMenu?
    /// When a press landed on the back control at rest (seconds), while it is held there.
    private var backControlPressTime: Double?
    /// Values pushed screens will hand back, by screen (`Engine+Results`).
    var pendingResults: [ObjectIdentifier: PendingResult] = [:]
    /// Rendered panes, by entry (read by the memory tests).
    var panes: [EntryID: Canvas] { composer.panes }
    /// How many changes the frames must show have been asked for (`requestFrame()`, its one
    /// writer), and how many the last frame showed (`frame(at:)`, its one writer).
    private var requestedChanges = 1, drawnChanges = 0
    /// True when something changed that the next frame must show: derived, never set.
    var needsDisplay: Bool { requestedChanges != drawnChanges }

    /// Notes that something the next frame must show changed: the one way any part marks the
    /// picture stale. The first request after a frame tells `onFrameRequest`.
    func requestFrame() {
        let wasShowing = !needsDisplay
        requestedChanges &+= 1
        if wasShowing { onFrameRequest?() }
    }
    /// Called when the engine, showing its last frame, is asked for a new one: a screen's
    /// `setNeedsDisplay`, a push or a pop, from event handling or from anywhere else (a task,
    /// a timer, the main queue). A run loop asleep in its wait sets it to wake up and draw.
    public var onFrameRequest: (() -> Void)?

    /// Creates an engine showing `root` in a container of `size` cells.
    public init(root: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        navigation = NavigationController(root: root)
        backSwipe = BackSwipe(navigation: navigation)
        screenInput = ScreenInput(navigation: navigation, size: size, layout: contentLayout)
        composer = FrameComposer(size: size, layout: contentLayout)
        self.configuration = configuration
        self.size = size
        applyConfiguration()
        backSwipe.resize(to: size.width)
        composer.onPaneChanged = { [unowned self] in requestFrame() }
        backSwipe.edgePan.require(toFail: screenInput.tap)
        backSwipe.contentPan.require(toFail: screenInput.tap)
        navigation.onScreenAdded = { [unowned self] screen in
            screen.didMove(to: NavigationContext(engine: self, screen: screen))
        }
        navigation.onTopLeft = { [unowned self] screen in
            historyMenu = nil
            releaseRecognizers(of: screen)
            requestFrame()
        }
        navigation.onIdle = { [unowned self] time in deliverTypedAhead(start: time) }
        navigation.onPushRefused = { [unowned self] screen in dropResult(of: screen) }  // nil, now
        navigation.onScreensRemoved = { [unowned self] screens in
            contentLayout.forget(screens)
            deliverResults(of: screens)
        }
        navigation.onTransitionBegan = { [unowned self] transition in
            historyMenu = nil
            backControlPressTime = nil
            composer.follow(transition)
            requestFrame()
        }
        root.didMove(to: NavigationContext(engine: self, screen: root))
    }

    /// When the engine next needs time to pass even without input (seconds), e.g. to cancel a
    /// stalled interactive transition or let go of a keyboard swipe; nil when it can sleep.
    public var nextDeadline: Double? {
        func earlier(_ a: Double?, _ b: Double?) -> Double? { a.map { a in b.map { min(a, $0) } ?? a } ?? b }
        let longPress = backControlPressTime.map { $0 + HistoryMenu.longPressDuration }
        return earlier(earlier(backSwipe.deadline, navigation.stallDeadline), longPress)
    }

    /// The top screen's content area (container cells): below its top bar, above its status
    /// line. Pointer events reach the screen relative to its top-left.
    public var contentArea: Rect { screenInput.contentArea }

    /// True when `frame(at:)` would show something new.
    public var needsFrame: Bool { needsDisplay || isAnimating }

    /// True while a transition, or something on the top screen (`Screen.step(to:)`), moves by
    /// itself: frames are needed at the frame rate.
    public var isAnimating: Bool { navigation.transition?.isMoving ?? screenMoves }

    /// True while the top screen at rest said something on it still moves (`Screen.step(to:)`).
    private var screenMoves = false

    /// What the engine shows and does now, as a value: for observers (a HUD, tests).
    public var snapshot: EngineSnapshot { EngineSnapshot(self) }

    /// Advances time to `time` (seconds) without making a frame (for deadlines).
    package func advance(to time: Double) {
        let before = navigation.transition?.isMoving
        passTime(to: time)
        if navigation.transition?.isMoving != before { requestFrame() }
    }

    /// Marks the top screen's content as changed, to be redrawn in the next frame.
    public func setNeedsDisplay() {
        if let top = navigation.entries.last { composer.invalidate(top.id) }
        requestFrame()
    }

    // MARK: - Input

    /// The latest pointer event handled (for a HUD: where the pointer is, with its fraction).
    public private(set) var lastPointer: PointerEvent?

    /// Where the running transition's upper pane's left edge was last drawn, in cells with
    /// their fraction; nil at rest.
    public var topPaneEdge: Double? {
        guard let transition = navigation.transition else { return nil }
        return lastLayout(of: transition).upper.preciseMinX
    }

    /// Handles one input event that happened at `time` (seconds, never decreasing).
    public func handle(_ event: Event, at time: Double) {
        passTime(to: time)
        switch event {
        case let .resize(newSize):
            historyMenu = nil
            backSwipe.resize(to: newSize.width)
            size = newSize
            screenInput.size = newSize
            composer.invalidateAll()
            requestFrame()
        case let .key(key):
            handleKey(key)
        case let .pointer(pointer):
            lastPointer = pointer
            handlePointer(pointer)
        case let .barItem(id):
            if navigation.transition == nil { act(on: screenInput.activateBarItem(id, start: animationStart)) }
        case let .paste(text):
            if transitionHoldsKeys {
                onTrace?(.refused(request: "paste", reason: "a push or pop is animating"))
            } else {
                act(on: screenInput.paste(text, start: animationStart))
            }
        }
        stepTopScreen()  // what the event set moving (a released scroll) keeps frames coming
        checkInvariants()
    }

    /// When an animation that starts now counts as started: `firstFrameLead` seconds ago, so
    /// the frame drawn at once already shows it moving.
    var animationStart: Double { now - display.firstFrameLead }

    private func passTime(to time: Double) {
        now = max(now, time)
        let swipeWasDriving = backSwipe.isDriving
        backSwipe.advance(to: now)   // a keyboard swipe left alone lets go: it settles from here
        if swipeWasDriving != backSwipe.isDriving { requestFrame() }
        let wasTracking = navigation.transition?.isTracking == true
        navigation.advance(to: now)
        // Only the stall watchdog lets go of a tracking transition while time passes.
        if wasTracking, navigation.transition?.isTracking != true { cancelStalledGestures() }
        if let pressed = backControlPressTime, now >= pressed + HistoryMenu.longPressDuration {
            backControlPressTime = nil
            showHistory()
        }
        stepTopScreen()
    }

    /// Moves the top screen's own motion to `now` when nothing else moves it; while it moves
    /// (and once more when it stops) its pane is drawn again.
    private func stepTopScreen() {
        let moved = navigation.transition == nil && navigation.topScreen.step(to: now)
        if moved || screenMoves { setNeedsDisplay() }
        screenMoves = moved
    }

    /// The stall watchdog let go of an interactive transition that nothing touched for
    /// `stallTimeout` seconds: the pointer's release was lost (or the pointer is held and
    /// still). The gestures that drove it are cancelled too, so none stays recognized with
    /// nothing to drive: the keyboard swipe, a new press and the screen's own pans work at once.
    private func cancelStalledGestures() {
        backSwipe.abandonStalledSwipe()
        for recognizer in navigation.topScreen.gestureRecognizers where recognizer.isActive { recognizer.cancel() }
        requestFrame()
    }

    /// True while a transition animates by itself (a push or pop, not a swipe): keys typed
    /// now wait for the screen that will be on top when it ends.
    private var transitionHoldsKeys: Bool {
        guard let transition = navigation.transition else { return false }
        return !transition.isInteractive
    }

    private func handleKey(_ key: Key) {
        if historyMenu != nil { return handleHistoryKey(key) }
        guard !transitionHoldsKeys && typeAhead.isEmpty else {
            if !typeAhead.append(key) { onTrace?(.refused(request: "key", reason: "too many keys typed ahead")) }
            return
        }
        respond(to: key, at: now, start: animationStart)
    }

    /// Gives `key`, pressed at `time`, to the keyboard swipe, else to the top screen; a back key
    /// that neither takes pops, together with the back keys typed ahead right behind it. Requests
    /// start at `start` (seconds).
    private func respond(to key: Key, at time: Double, start: Double) {
        // A screen editing text gets its keys first, the swipe's too; else the swipe does.
        let screenFirst = navigation.topScreen.isEditingText && !backSwipe.keyboardIsActive
        if screenFirst, give(key, start: start) { return }
        if backSwipe.handle(key, at: time) {
            requestFrame()
            return
        }
        // Also during a swipe: what the screen asks for queues behind it.
        if !screenFirst, give(key, start: start) { return }
        if key.isBackKey {
            pop(levels: 1 + typeAhead.takeBackKeys(), at: start)
            requestFrame()
        }
    }

    /// Gives `key` to the top screen; true when it took it.
    private func give(_ key: Key, start: Double) -> Bool {
        let outcome = screenInput.handle(key, start: start)
        act(on: outcome)
        return outcome.handled
    }

    /// True while the top screen edits text (`Screen.isEditingText`) and no transition runs:
    /// the front end's quit keys then go to it as keys.
    public var topScreenIsEditingText: Bool { navigation.transition == nil && navigation.topScreen.isEditingText }

    /// Pops `levels` screens (at most down to the root) in one transition starting at `start`.
    private func pop(levels: Int, at start: Double) {
        let depth = navigation.depth
        if levels <= 1 || depth <= 2 {
            navigation.pop(at: start)
        } else if levels >= depth - 1 {
            navigation.popToRoot(at: start)
        } else {
            navigation.pop(to: navigation.entries[depth - 1 - levels].screen, at: start)
        }
    }

    /// The transition the typed-ahead keys waited for ended at `start` (seconds): they go, in
    /// order, to the screen now on top, until one starts another transition.
    private func deliverTypedAhead(start: Double) {
        guard !typeAhead.isEmpty else { return }
        while !transitionHoldsKeys, let key = typeAhead.takeFirst() {
            respond(to: key, at: start, start: start)
        }
        requestFrame()
    }

    /// `screen` left the top: its recognizers are cancelled (as UIKit cancels the touches of a
    /// view that leaves the screen) and the content pan no longer waits on them.
    private func releaseRecognizers(of screen: Screen) {
        for recognizer in screen.gestureRecognizers {
            recognizer.cancel()
            contentPan.removeRequirement(recognizer)
        }
    }

    private func handlePointer(_ event: PointerEvent) {
        if historyMenu != nil { return handleHistoryPointer(event) }
        if backSwipe.keyboardIsActive { return }  // the keyboard drives the swipe until it is let go
        let atRest = navigation.transition == nil
        switch event.kind {
        case .secondaryPress:
            if atRest && screenInput.isOnBackControl(event.position) { return showHistory() }
        case .press:
            backControlPressTime = atRest && screenInput.isOnBackControl(event.position) ? now : nil
        case .drag where !screenInput.isOnBackControl(event.position), .release:
            backControlPressTime = nil
        default:
            break
        }
        if event.kind == .press, let transition = navigation.transition,
           backSwipe.regrab(at: event.position, subcellX: event.subcellX, time: now, layout: lastLayout(of: transition)) {
            requestFrame()
            return
        }
        let isPress = event.kind == .press
        let own = screenInput.screenRecognizers(forPress: isPress, edgePan: edgePan)
        if isPress { prepareContentPan(over: own) }
        let swipeWasDriving = backSwipe.isDriving
        let arbitration = GestureArbiter().handle(event, at: now, recognizers: [edgePan] + own + [contentPan, tap])
        if arbitration.consumed || swipeWasDriving || backSwipe.isDriving
            || arbitration.finished.contains(where: { $0 === edgePan || $0 === contentPan }) {
            requestFrame()  // a swipe moved, began, ended or let go
        }
        if own.contains(where: { $0.isActive || $0.state == .ended }) {
            setNeedsDisplay()  // a screen's own gesture (a carousel) moved its content
        }
        if arbitration.consumed || navigation.transition != nil { return }  // no pointer input to screens in transitions
        let tapped = arbitration.recognized.contains { $0 === tap } ? tap.tapLocation : nil
        act(on: screenInput.route(event, tapped: tapped, start: animationStart))
    }

    /// Draws again what input to the top screen changed.
    private func act(on outcome: ScreenInput.Outcome) {
        if let entry = outcome.changedScreen { composer.invalidate(entry) }
        if outcome.needsFrame { requestFrame() }
    }

    /// Sets the content pan up for a press: it covers what the screen's own recognizers cover
    /// (all the content with `fullWidthSwipe`) and waits for them to fail.
    private func prepareContentPan(over own: [GestureRecognizer]) {
        let content = screenInput.contentArea
        var region: Rect? = configuration.fullWidthSwipe ? content : nil
        for recognizer in own {
            contentPan.require(toFail: recognizer)
            if !configuration.fullWidthSwipe {
                let area = recognizer.region.map { $0.offsetBy(dx: 0, dy: content.minY) } ?? content
                region = region.map { $0.union(area) } ?? area
            }
        }
        backSwipe.prepare(containerWidth: size.width, contentRegion: region)
    }

    // MARK: - Frames

    /// Advances time to `time` (seconds) and returns the frame to show then.
    public func frame(at time: Double) -> Canvas {
        passTime(to: time)
        drawnChanges = requestedChanges  // what changes from here on asks for another frame
        var frame = composer.compose(navigation, size: size, minimum: configuration.minimumSize, theme: theme,
                                     display: display)
        historyMenu?.draw(into: &frame, theme: theme)
        checkInvariants(frame: frame)
        return frame
    }

    /// Where `transition`'s panes were last drawn (what the user sees), else where they are now.
    private func lastLayout(of transition: Transition) -> TransitionLayout {
        if let last = composer.lastLayout, last.transition == transition.id { return last.layout }
        return transition.animator.layout(for: transition.operation, progress: transition.progress, in: size)
    }

    private func applyConfiguration() {
        navigation.defaultAnimator = configuration.animator
        navigation.reduceMotion = configuration.reduceMotion
        navigation.stallTimeout = configuration.stallTimeout
        backSwipe.edgePan.edgeWidth = configuration.edgeWidth
        backSwipe.rule = configuration.releaseRule
        navigation.inputLead = display.firstFrameLead
        composer.invalidateAll()
        requestFrame()
    }
}
