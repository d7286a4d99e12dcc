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

    let backSwipe: BackSwipe
    let screenInput: ScreenInput
    let composer: FrameComposer
    /// Keys typed during a transition that animates by itself, for the screen then on top.
    private(set) var typeAhead = TypeAhead()
    /// The back control's history, while it is shown (`Engine+History`).
    var historyMenu: HistoryMenu?
    /// When a press landed on the back control at rest (seconds), while it is held there.
    private var backControlPressTime: Double?
    /// Rendered panes, by entry (read by the memory tests).
    var panes: [EntryID: Canvas] { composer.panes }
    /// True when something changed that the next frame must show.
    var needsDisplay = true

    /// Creates an engine showing `root` in a container of `size` cells.
    public init(root: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        navigation = NavigationController(root: root)
        backSwipe = BackSwipe(navigation: navigation)
        screenInput = ScreenInput(navigation: navigation, size: size)
        composer = FrameComposer(size: size)
        self.configuration = configuration
        self.size = size
        applyConfiguration()
        backSwipe.resize(to: size.width)
        backSwipe.onMove = { [unowned self] in needsDisplay = true }
        screenInput.onChange = { [unowned self] entry in
            if let entry { composer.invalidate(entry) }
            needsDisplay = true
        }
        backSwipe.edgePan.require(toFail: screenInput.tap)
        backSwipe.contentPan.require(toFail: screenInput.tap)
        navigation.onScreenAdded = { [unowned self] screen in
            screen.didMove(to: NavigationContext(engine: self, screen: screen))
        }
        navigation.onTopLeft = { [unowned self] screen in
            historyMenu = nil
            releaseRecognizers(of: screen)
        }
        navigation.onIdle = { [unowned self] time in deliverTypedAhead(start: time) }
        navigation.onTransitionBegan = { [unowned self] transition in
            historyMenu = nil
            backControlPressTime = nil
            composer.follow(transition)
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

    /// True when `frame(at:)` would show something new.
    public var needsFrame: Bool { needsDisplay || isAnimating }

    /// True while a transition moves by itself: frames are needed at the frame rate.
    public var isAnimating: Bool { navigation.transition?.isMoving ?? false }

    /// What the engine shows and does now, as a value: for observers (a HUD, tests).
    public var snapshot: EngineSnapshot { EngineSnapshot(self) }

    /// Advances time to `time` (seconds) without making a frame (for deadlines).
    public func advance(to time: Double) {
        let before = navigation.transition?.isMoving
        passTime(to: time)
        if navigation.transition?.isMoving != before { needsDisplay = true }
    }

    /// Marks the top screen's content as changed, to be redrawn in the next frame.
    public func setNeedsDisplay() {
        if let top = navigation.entries.last { composer.invalidate(top.id) }
        needsDisplay = true
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
            needsDisplay = true
        case let .key(key):
            handleKey(key)
        case let .pointer(pointer):
            lastPointer = pointer
            handlePointer(pointer)
        case let .barItem(id):
            if navigation.transition == nil { screenInput.activateBarItem(id, start: animationStart) }
        }
        checkInvariants()
    }

    /// When an animation that starts now counts as started: `firstFrameLead` seconds ago, so
    /// the frame drawn at once already shows it moving.
    var animationStart: Double { now - configuration.firstFrameLead }

    private func passTime(to time: Double) {
        now = max(now, time)
        backSwipe.advance(to: now)
        let wasTracking = navigation.transition?.isTracking == true
        navigation.advance(to: now)
        // Only the stall watchdog lets go of a tracking transition while time passes.
        if wasTracking, navigation.transition?.isTracking != true { cancelStalledGestures() }
        if let pressed = backControlPressTime, now >= pressed + HistoryMenu.longPressDuration {
            backControlPressTime = nil
            showHistory()
        }
    }

    /// The stall watchdog let go of an interactive transition that nothing touched for
    /// `stallTimeout` seconds: the pointer's release was lost (or the pointer is held and
    /// still). The gestures that drove it are cancelled too, so none stays recognized with
    /// nothing to drive: the keyboard swipe, a new press and the screen's own pans work at once.
    private func cancelStalledGestures() {
        backSwipe.abandonStalledSwipe()
        for recognizer in navigation.topScreen.gestureRecognizers where recognizer.isActive { recognizer.cancel() }
        needsDisplay = true
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
        if backSwipe.handle(key, at: time) {
            needsDisplay = true
            return
        }
        // Also during a swipe: what the screen asks for queues behind it.
        if screenInput.handle(key, start: start) { return }
        if key.isBackKey {
            pop(levels: 1 + typeAhead.takeBackKeys(), at: start)
            needsDisplay = true
        }
    }

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
        needsDisplay = true
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
            needsDisplay = true
            return
        }
        let isPress = event.kind == .press
        let own = screenInput.screenRecognizers(forPress: isPress, edgePan: edgePan)
        if isPress { prepareContentPan(over: own) }
        screenInput.discardTap()
        let consumed = GestureArbiter().handle(event, at: now, recognizers: [edgePan] + own + [contentPan, tap])
        if own.contains(where: { $0.isActive || $0.state == .ended }) {
            setNeedsDisplay()  // a screen's own gesture (a carousel) moved its content
        }
        if consumed || navigation.transition != nil { return }  // no pointer input to screens in transitions
        screenInput.route(event, start: animationStart)
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
        needsDisplay = false
        var frame = composer.compose(navigation, size: size, configuration: configuration)
        historyMenu?.draw(into: &frame, theme: configuration.theme)
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
        backSwipe.lead = configuration.firstFrameLead
        composer.invalidateAll()
        needsDisplay = true
    }
}
