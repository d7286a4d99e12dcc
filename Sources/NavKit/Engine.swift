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
    public let tap = TapGestureRecognizer()
    /// Settings; the theme and animator apply from the next frame or transition.
    public var configuration: EngineConfiguration {
        didSet { applyConfiguration() }
    }
    /// Told of everything the engine does (stack, transitions, callbacks, gestures).
    public var onTrace: ((TraceEvent) -> Void)? {
        didSet {
            navigation.onTrace = onTrace
            backSwipe.onTrace = onTrace
        }
    }
    /// The container (terminal) size in cells.
    public private(set) var size: Size
    /// The last time passed in (seconds).
    public private(set) var now: Double = 0

    let backSwipe: BackSwipe
    let composer: FrameComposer
    /// Rendered panes, by entry (read by the memory tests).
    var panes: [EntryID: Canvas] { composer.panes }
    private var needsDisplay = true
    private var pressedInContent = false
    /// Where the tap just recognized landed (container cells), until the engine acts on it.
    private var recognizedTap: Point?

    /// Creates an engine showing `root` in a container of `size` cells.
    public init(root: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        navigation = NavigationController(root: root)
        backSwipe = BackSwipe(navigation: navigation)
        composer = FrameComposer(size: size)
        self.configuration = configuration
        self.size = size
        applyConfiguration()
        backSwipe.resize(to: size.width)
        backSwipe.onMove = { [unowned self] in needsDisplay = true }
        backSwipe.edgePan.require(toFail: tap)
        backSwipe.contentPan.require(toFail: tap)
        tap.target = { [unowned self] point in tapTarget(at: point).map(AnyHashable.init) }
        tap.shouldBegin = { [unowned self] _ in navigation.transition == nil }  // no taps during transitions
        tap.onStateChange = { [unowned self] tap in
            onTrace?(.gesture(recognizer: tap.name, state: tap.state))
            if tap.state == .ended { recognizedTap = self.tap.tapLocation }
        }
        navigation.onScreenAdded = { [unowned self] screen in
            screen.didMove(to: NavigationContext(engine: self, screen: screen))
        }
        root.didMove(to: NavigationContext(engine: self, screen: root))
    }

    /// When the engine next needs time to pass even without input (seconds), e.g. to cancel a
    /// stalled interactive transition or let go of a keyboard swipe; nil when it can sleep.
    public var nextDeadline: Double? { backSwipe.deadline ?? navigation.stallDeadline }

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

    /// Marks `screen`'s content as changed (wherever it is on the stack or in a transition).
    public func setNeedsDisplay(_ screen: Screen) {
        let transition = navigation.transition
        for entry in navigation.entries + [transition?.from, transition?.to].compactMap({ $0 })
            where entry.screen === screen {
            composer.invalidate(entry.id)
        }
        needsDisplay = true
    }

    /// Makes a navigation request outside event handling (a screen's context, an app's timer).
    func navigate(_ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        defer { needsDisplay = true }
        return request(navigation)
    }

    // MARK: - Input

    /// Handles one input event that happened at `time` (seconds, never decreasing).
    public func handle(_ event: Event, at time: Double) {
        passTime(to: time)
        switch event {
        case let .resize(newSize):
            backSwipe.resize(to: newSize.width)
            size = newSize
            composer.invalidateAll()
            needsDisplay = true
        case let .key(key):
            handleKey(key)
        case let .pointer(pointer):
            handlePointer(pointer)
        }
        checkInvariants()
    }

    /// When an animation that starts now counts as started: `firstFrameLead` seconds ago, so
    /// the frame drawn at once already shows it moving.
    private var animationStart: Double { now - configuration.firstFrameLead }

    private func passTime(to time: Double) {
        now = max(now, time)
        backSwipe.advance(to: now)
        navigation.advance(to: now)
    }

    private func handleKey(_ key: Key) {
        if backSwipe.handle(key, at: now) {
            needsDisplay = true
            return
        }
        if navigation.transition == nil {
            let top = navigation.entries[navigation.entries.count - 1]
            if apply(top.screen.handle(.key(key)), from: top) { return }
        }
        if key == .left || key == .backspace || key == .escape {
            navigation.pop(at: animationStart)
            needsDisplay = true
        }
    }

    private func handlePointer(_ event: PointerEvent) {
        if backSwipe.keyboardIsActive { return }  // the keyboard drives the swipe until it is let go
        if event.kind == .press, let transition = navigation.transition,
           backSwipe.regrab(at: event.position, time: now, layout: lastLayout(of: transition)) {
            needsDisplay = true
            return
        }
        let top = navigation.entries[navigation.entries.count - 1]
        let barHeight = TopBar.height(for: top.screen, in: size)
        let own = navigation.transition == nil ? top.screen.gestureRecognizers : []
        if event.kind == .press { prepare(own, barHeight: barHeight) }
        recognizedTap = nil
        let consumed = GestureArbiter().handle(event, at: now, recognizers: [edgePan] + own + [contentPan, tap])
        if own.contains(where: { $0.isActive || $0.state == .ended }) {
            setNeedsDisplay()  // a screen's own gesture (a carousel) moved its content
        }
        if consumed || navigation.transition != nil { return }  // no pointer input to screens in transitions
        switch event.kind {
        case .press:
            pressedInContent = event.position.y >= barHeight
            deliver(event, to: top, barHeight: barHeight)
        case .drag, .release:
            guard pressedInContent else { break }  // a press in the top bar keeps its drag and release
            if event.kind == .release { pressedInContent = false }
            deliver(event, to: top, barHeight: barHeight)
        case .scrollUp, .scrollDown:
            deliver(event, to: top, barHeight: barHeight)
        case .tap:
            break  // taps come from the tap recognizer, never from the terminal
        }
        guard let point = recognizedTap else { return }
        recognizedTap = nil
        if tapTarget(at: point) == .backControl {
            navigation.pop(at: animationStart)
            needsDisplay = true
        } else {
            deliver(PointerEvent(.tap, at: point), to: top, barHeight: barHeight)
        }
    }

    /// Sets the recognizers up for a press on the screen now on top: the screen's own work in
    /// content coordinates and wait for the edge pan and the tap; the content pan covers what
    /// they cover (or all the content with `fullWidthSwipe`) and waits for them.
    private func prepare(_ own: [GestureRecognizer], barHeight: Int) {
        let content = Rect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
        var region: Rect? = configuration.fullWidthSwipe ? content : nil
        for recognizer in own {
            recognizer.eventOffset = Point(x: 0, y: -barHeight)
            recognizer.require(toFail: edgePan)
            recognizer.require(toFail: tap)
            contentPan.require(toFail: recognizer)
            if !configuration.fullWidthSwipe {
                let area = recognizer.region.map { $0.offsetBy(dx: 0, dy: barHeight) } ?? content
                region = region.map { $0.union(area) } ?? area
            }
        }
        backSwipe.prepare(containerWidth: size.width, contentRegion: region)
    }

    /// Gives `event` (container cells) to `entry`'s screen in content coordinates, if it is in the content.
    private func deliver(_ event: PointerEvent, to entry: StackEntry, barHeight: Int) {
        guard event.position.y >= barHeight else { return }
        let local = PointerEvent(event.kind, at: Point(x: event.position.x, y: event.position.y - barHeight))
        apply(entry.screen.handle(.pointer(local)), from: entry)
    }

    /// What a tap at `point` (container cells) would activate: the top bar's back control, or a
    /// target the top screen declares (`Screen.tapTarget(at:)`); nil where nothing can be tapped.
    private func tapTarget(at point: Point) -> TapTarget? {
        let top = navigation.entries[navigation.entries.count - 1]
        let barHeight = TopBar.height(for: top.screen, in: size)
        guard point.y >= barHeight else {
            let bar = TopBar(title: top.screen.title, backTitle: FrameComposer.backTitle(for: top, in: navigation),
                             width: size.width)
            return bar.isOnBackControl(point) ? .backControl : nil
        }
        return top.screen.tapTarget(at: Point(x: point.x, y: point.y - barHeight)).map(TapTarget.content)
    }

    /// Applies what a screen answered; returns false when it ignored the event.
    @discardableResult
    private func apply(_ response: ScreenResponse, from entry: StackEntry) -> Bool {
        switch response {
        case .ignored:
            return false
        case .handled:
            composer.invalidate(entry.id)
        case let .push(screen, animated):
            navigation.push(screen, animated: animated, at: animationStart)
        case let .pop(animated):
            navigation.pop(animated: animated, at: animationStart)
        case let .sequence(responses):
            for response in responses { apply(response, from: entry) }
        }
        needsDisplay = true
        return true
    }

    // MARK: - Frames

    /// Advances time to `time` (seconds) and returns the frame to show then.
    public func frame(at time: Double) -> Canvas {
        passTime(to: time)
        needsDisplay = false
        let frame = composer.compose(navigation, size: size, configuration: configuration)
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
        backSwipe.threshold = configuration.swipeThreshold
        backSwipe.lead = configuration.firstFrameLead
        composer.invalidateAll()
        needsDisplay = true
    }
}

/// What a tap lands on: the back control in the top bar, or one of the top screen's targets.
private enum TapTarget: Hashable {
    case backControl
    case content(AnyHashable)
}
