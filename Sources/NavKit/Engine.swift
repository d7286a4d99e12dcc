/// The navigation engine: events in, frames out, never reading a clock.
///
/// The front end calls `handle(_:at:)` for every input event and `frame(at:)`
/// whenever `needsFrame` is true (at the frame rate while `isAnimating`).
/// The same events at the same times always produce the same frames.
public final class Engine {
    /// The stack of screens and its transitions.
    public let navigation: NavigationController
    /// The interactive back swipe from the left edge.
    public let edgePan: EdgePanGestureRecognizer
    /// The back swipe from anywhere in the content: a rightward drag pops. Active
    /// everywhere with `fullWidthSwipe`, and otherwise over the regions of the top
    /// screen's own recognizers, where it takes the drags they decline (a
    /// rightward drag on a carousel already at its left end). It requires the
    /// edge pan and every screen recognizer to fail first.
    public let contentPan: PanGestureRecognizer
    /// Taps: a press and a release on the same target (a link, the `‹ Back` control) that
    /// never moved past the tap's slop. Every pan (the edge pan, the content pan, a
    /// screen's own) requires it to fail, so a drag is never a click and a click never a drag.
    public let tap: TapGestureRecognizer
    /// Settings; the theme and animator apply from the next frame or transition.
    public var configuration: EngineConfiguration {
        didSet {
            applyConfiguration()
            panes.removeAll()
            needsDisplay = true
        }
    }
    /// Told of everything the engine does (stack, transitions, callbacks, gestures).
    public var onTrace: ((TraceEvent) -> Void)? {
        didSet { navigation.onTrace = onTrace }
    }

    /// The container (terminal) size in cells.
    public private(set) var size: Size
    /// The last time passed in (seconds).
    public private(set) var now: Double = 0

    private var frameCanvas: Canvas
    /// Rendered panes, by entry: only the visible screens keep one (read by the memory tests).
    private(set) var panes: [EntryID: Canvas] = [:]
    /// True once a keyboard swipe has ended (its next one first reports `possible`).
    private var keyboardSwipeEnded = false
    private var needsDisplay = true
    private var grabProgress = 0.0
    private var interaction: PercentDrivenInteraction?
    /// The recognizer driving the interactive pop, while one does.
    private var popRecognizer: GestureRecognizer?
    /// When the last scrub key came, while the keyboard drives an interactive pop.
    private var lastScrubKey: Double?
    private var pressedInContent = false
    /// Where the tap just recognized landed (container cells), until the engine acts on it.
    private var recognizedTap: Point?

    /// Creates an engine showing `root` in a container of `size` cells.
    public init(root: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        self.navigation = NavigationController(root: root)
        self.edgePan = EdgePanGestureRecognizer(edgeWidth: configuration.edgeWidth)
        self.contentPan = PanGestureRecognizer(name: "contentPan", direction: .rightward)
        self.tap = TapGestureRecognizer()
        self.configuration = configuration
        self.size = size
        self.frameCanvas = Canvas(size: size)
        applyConfiguration()
        for recognizer in [edgePan, contentPan] {
            recognizer.shouldBegin = { [unowned self] _ in
                !navigation.isBusy && navigation.depth > 1 && navigation.topScreen.allowsBackSwipe
            }
            recognizer.onStateChange = { [unowned self] recognizer in
                onTrace?(.gesture(recognizer: recognizer.name, state: recognizer.state))
            }
        }
        contentPan.require(toFail: edgePan)
        navigation.onScreenAdded = { [unowned self] screen in
            screen.didMove(to: NavigationContext(engine: self, screen: screen))
        }
        root.didMove(to: NavigationContext(engine: self, screen: root))
        edgePan.require(toFail: tap)
        contentPan.require(toFail: tap)
        tap.target = { [unowned self] point in tapTarget(at: point).map(AnyHashable.init) }
        tap.shouldBegin = { [unowned self] _ in navigation.transition == nil }  // no taps during transitions
        tap.onStateChange = { [unowned self] tap in
            onTrace?(.gesture(recognizer: tap.name, state: tap.state))
            if tap.state == .ended { recognizedTap = self.tap.tapLocation }
        }
    }

    /// When the engine next needs time to pass even without input (seconds), e.g.
    /// to cancel a stalled interactive transition; nil when it can sleep.
    public var nextDeadline: Double? {
        if let lastScrubKey { return lastScrubKey + EngineConfiguration.scrubReleaseDelay }
        return navigation.stallDeadline
    }

    /// Advances time to `time` without making a frame (for deadlines).
    public func advance(to time: Double) {
        now = max(now, time)
        releaseIdleScrub()
        let before = navigation.transition?.isMoving
        navigation.advance(to: now)
        if navigation.transition?.isMoving != before { needsDisplay = true }
    }

    /// True when `frame(at:)` would show something new.
    public var needsFrame: Bool { needsDisplay || isAnimating }

    /// True while a transition moves by itself: frames are needed at the frame rate.
    public var isAnimating: Bool { navigation.transition?.isMoving ?? false }

    /// Marks the top screen's content as changed, to be redrawn in the next frame.
    public func setNeedsDisplay() {
        if let top = navigation.entries.last { panes[top.id] = nil }
        needsDisplay = true
    }

    /// Marks `screen`'s content as changed (wherever it is on the stack or in a transition).
    public func setNeedsDisplay(_ screen: Screen) {
        for entry in navigation.entries where entry.screen === screen { panes[entry.id] = nil }
        if let transition = navigation.transition {
            for entry in [transition.from, transition.to] where entry.screen === screen { panes[entry.id] = nil }
        }
        needsDisplay = true
    }

    /// Makes a navigation request outside event handling (a screen's context, an app's timer)
    /// and schedules a frame to show it.
    func navigate(_ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        let result = request(navigation)
        needsDisplay = true
        return result
    }

    /// When an animation that starts now counts as started: `firstFrameLead` seconds ago, so
    /// the frame drawn at once already shows it moving.
    private var animationStart: Double { now - configuration.firstFrameLead }

    // MARK: - Input

    /// Handles one input event that happened at `time` (seconds, never decreasing).
    public func handle(_ event: Event, at time: Double) {
        now = max(now, time)
        releaseIdleScrub()
        navigation.advance(to: now)
        navigation.eventTime = animationStart
        defer { navigation.eventTime = nil }
        switch event {
        case let .resize(newSize):
            if let recognizer = popRecognizer, let transition = navigation.transition {
                // The swipe keeps its progress; from here on the pointer moves it at the new width.
                grabProgress = transition.progress - Double(recognizer.translation.x) / Double(max(1, newSize.width))
            }
            size = newSize
            panes.removeAll()
            needsDisplay = true
        case let .key(key):
            handleKey(key)
        case let .pointer(pointer):
            handlePointer(pointer)
        }
        checkInvariants()
    }

    private func handleKey(_ key: Key) {
        if handleScrubKey(key) { return }
        if navigation.transition == nil {
            let top = navigation.entries[navigation.entries.count - 1]
            let response = top.screen.handle(.key(key))
            if case .ignored = response {} else {
                apply(response, from: top)
                return
            }
        }
        switch key {
        case .left, .backspace, .escape:
            navigation.pop()
            needsDisplay = true
        default:
            break
        }
    }

    // MARK: - Keyboard scrubbing

    /// Shift+→ or `]` starts or advances a keyboard-driven back swipe by a tenth
    /// of the width, Shift+← or `[` moves it back; Enter releases it (the
    /// threshold decides), Esc cancels it; 0.6 s without a scrub key releases it.
    private func handleScrubKey(_ key: Key) -> Bool {
        let forward = key == .shiftRight || key == .character("]")
        let backward = key == .shiftLeft || key == .character("[")
        guard lastScrubKey != nil else {
            guard forward, !edgePan.isActive, navigation.transition == nil,
                  case let .success(started) = navigation.beginInteractivePop() else { return forward || backward }
            interaction = started
            // Like a recognizer, the keyboard swipe goes back to possible when the next one starts.
            if keyboardSwipeEnded { onTrace?(.gesture(recognizer: "keyboard", state: .possible)) }
            keyboardSwipeEnded = false
            onTrace?(.gesture(recognizer: "keyboard", state: .began))
            scrub(to: 0.1)
            return true
        }
        guard let interaction else { return false }
        switch key {
        case _ where forward:
            scrub(to: interaction.percentComplete + 0.1)
        case _ where backward:
            scrub(to: interaction.percentComplete - 0.1)
        case .enter:
            releaseScrub(finish: interaction.percentComplete > configuration.swipeThreshold)
        case .escape:
            releaseScrub(finish: false)
        default:
            return true  // other keys wait until the swipe is released
        }
        return true
    }

    private func scrub(to progress: Double) {
        let steps = (min(1, max(0, progress)) * 10).rounded()
        interaction?.update(steps / 10)
        lastScrubKey = now
        needsDisplay = true
        onTrace?(.gesture(recognizer: "keyboard", state: .changed))
    }

    private func releaseScrub(finish: Bool) {
        lastScrubKey = nil
        keyboardSwipeEnded = true
        onTrace?(.gesture(recognizer: "keyboard", state: finish ? .ended : .cancelled))
        if finish { interaction?.finish(at: animationStart) } else { interaction?.cancel(at: animationStart) }
        needsDisplay = true
    }

    private func releaseIdleScrub() {
        guard let last = lastScrubKey, now - last >= EngineConfiguration.scrubReleaseDelay,
              let interaction else { return }
        releaseScrub(finish: interaction.percentComplete > configuration.swipeThreshold)
    }

    // MARK: - Pointer

    private func handlePointer(_ event: PointerEvent) {
        if lastScrubKey != nil { return }  // the keyboard drives the swipe until it is released
        if event.kind == .press, regrabIfOnPane(event) { return }
        let recognizers = installRecognizers(forPress: event.kind == .press)
        let before = [edgePan.state, contentPan.state]
        recognizedTap = nil
        let consumed = GestureArbiter().handle(event, at: now, recognizers: recognizers)
        trackGesture(edgeBefore: before[0], contentBefore: before[1])
        if recognizers.dropFirst().dropLast(2).contains(where: { $0.isActive || $0.state == .ended }) {
            setNeedsDisplay()  // a screen's own gesture (a carousel) moved its content
        }
        if consumed { return }
        guard navigation.transition == nil else { return }  // no pointer input to screens during transitions
        let top = navigation.entries[navigation.entries.count - 1]
        let barHeight = top.screen.showsTopBar ? PaneRenderer.barHeight : 0
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
        if let point = recognizedTap {
            recognizedTap = nil
            if tapTarget(at: point) == .backControl {
                navigation.pop()
                needsDisplay = true
            } else {
                deliver(PointerEvent(.tap, at: point), to: top, barHeight: barHeight)
            }
        }
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
        let barHeight = top.screen.showsTopBar ? PaneRenderer.barHeight : 0
        if point.y < barHeight {
            let backRange = PaneRenderer.backControlRange(backTitle: backTitle(for: top), width: size.width)
            return point.y == 0 && backRange?.contains(point.x) == true ? .backControl : nil
        }
        return top.screen.tapTarget(at: Point(x: point.x, y: point.y - barHeight)).map(TapTarget.content)
    }

    /// A press on a pane that is settling after a release catches it where it is.
    private func regrabIfOnPane(_ event: PointerEvent) -> Bool {
        guard let transition = navigation.transition, transition.isInteractive, transition.isMoving,
              transition.operation == .pop else { return false }
        let layout = transition.animator.layout(for: .pop, progress: transition.progress, in: size)
        guard layout.from.isVisible, event.position.x >= layout.from.frame.minX - 1,
              event.position.x < layout.from.frame.maxX else { return false }
        if let interaction, interaction.transition === transition { interaction.pause() } else { transition.regrab() }
        grabProgress = transition.progress
        edgePan.beginTracking(at: event.position, time: now)
        popRecognizer = edgePan
        needsDisplay = true
        return true
    }

    /// The recognizers for the next pointer event, in priority order: the edge
    /// pan, the top screen's own, the content pan. On a press their regions and
    /// failure requirements are set up for the screen now on top.
    private func installRecognizers(forPress isPress: Bool) -> [GestureRecognizer] {
        let top = navigation.entries[navigation.entries.count - 1].screen
        let own = navigation.transition == nil ? top.gestureRecognizers : []
        if isPress {
            let barHeight = top.showsTopBar ? PaneRenderer.barHeight : 0
            let content = Rect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
            var popRegion = configuration.fullWidthSwipe ? content : Rect(x: 0, y: 0, width: 0, height: 0)
            for recognizer in own {
                recognizer.eventOffset = Point(x: 0, y: -barHeight)
                recognizer.require(toFail: edgePan)
                recognizer.require(toFail: tap)
                contentPan.require(toFail: recognizer)
                if !configuration.fullWidthSwipe {
                    let area = recognizer.region.map { $0.offsetBy(dx: 0, dy: barHeight) } ?? content
                    popRegion = popRegion.isEmpty ? area : popRegion.union(area)
                }
            }
            contentPan.region = popRegion
            edgePan.containerWidth = size.width
        }
        return [edgePan] + own + [contentPan, tap]
    }

    /// Drives the interactive pop from the state of whichever back-swipe recognizer began.
    private func trackGesture(edgeBefore: GestureState, contentBefore: GestureState) {
        for (recognizer, before) in [(edgePan as PanGestureRecognizer, edgeBefore), (contentPan, contentBefore)]
            where recognizer.state == .began && before != .began && navigation.transition == nil {
            switch navigation.beginInteractivePop() {
            case let .success(started):
                interaction = started
                grabProgress = 0
                popRecognizer = recognizer
            case .failure:
                recognizer.cancel()
            }
        }
        guard let recognizer = popRecognizer, let interaction, let transition = interaction.transition,
              transition === navigation.transition else { return }
        let before = recognizer === edgePan ? edgeBefore : contentBefore
        let width = Double(max(1, size.width))
        switch recognizer.state {
        case .began, .changed:
            interaction.update(grabProgress + Double(recognizer.translation.x) / width)
            needsDisplay = true
        case .ended where before != .ended:
            popRecognizer = nil
            interaction.update(grabProgress + Double(recognizer.translation.x) / width)
            let velocity = recognizer.velocity.widthsPerSecond(width: size.width)
            let projected = transition.progress + velocity * transition.animator.duration
            if projected > configuration.swipeThreshold {
                interaction.finish(velocity: velocity, at: animationStart)
            } else {
                interaction.cancel(velocity: velocity, at: animationStart)
            }
            needsDisplay = true
        case .cancelled where before != .cancelled:
            popRecognizer = nil
            interaction.cancel(at: now)
            needsDisplay = true
        default:
            break
        }
    }

    private func apply(_ response: ScreenResponse, from entry: StackEntry) {
        switch response {
        case .ignored:
            return
        case .handled:
            panes[entry.id] = nil
        case let .push(screen, animated):
            navigation.push(screen, animated: animated)
        case let .pop(animated):
            navigation.pop(animated: animated)
        case let .sequence(responses):
            for response in responses { apply(response, from: entry) }
        }
        needsDisplay = true
    }

    // MARK: - Frames

    /// Advances time to `time` (seconds) and returns the frame to show then.
    public func frame(at time: Double) -> Canvas {
        now = max(now, time)
        releaseIdleScrub()
        navigation.advance(to: now)
        needsDisplay = false
        if size.width < configuration.minimumSize.width || size.height < configuration.minimumSize.height {
            drawTooSmallNotice()
            checkInvariants(frame: frameCanvas)
            return frameCanvas
        }
        if frameCanvas.size != size { frameCanvas.reset(size: size, style: configuration.theme.backdrop) }
        prunePanes()
        let compositor = Compositor(theme: configuration.theme, effects: configuration.effects)
        if let transition = navigation.transition {
            let layout = transition.animator.layout(for: transition.operation, progress: transition.progress,
                                                    in: size)
            let from = pane(for: transition.from), to = pane(for: transition.to)
            if layout.toIsOnTop {
                compositor.compose(into: &frameCanvas, below: from, belowLayout: layout.from,
                                   above: to, aboveLayout: layout.to)
            } else {
                compositor.compose(into: &frameCanvas, below: to, belowLayout: layout.to,
                                   above: from, aboveLayout: layout.from)
            }
        } else {
            frameCanvas.draw(pane(for: navigation.entries[navigation.entries.count - 1]), at: .zero)
        }
        checkInvariants(frame: frameCanvas)
        return frameCanvas
    }

    private func applyConfiguration() {
        navigation.defaultAnimator = configuration.animator
        navigation.reduceMotion = configuration.reduceMotion
        navigation.stallTimeout = configuration.stallTimeout
        edgePan.edgeWidth = configuration.edgeWidth
    }

    /// The title shown in `entry`'s back control: the screen below it, if any.
    private func backTitle(for entry: StackEntry) -> String? {
        let entries = navigation.entries
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            return index > 0 ? entries[index - 1].screen.title : nil
        }
        return entries.last?.screen.title  // a pushed screen not yet on the stack
    }

    private func pane(for entry: StackEntry) -> Canvas {
        if let cached = panes[entry.id], cached.size == size { return cached }
        var canvas = panes.removeValue(forKey: entry.id) ?? Canvas(size: size)
        PaneRenderer(theme: configuration.theme).render(entry.screen, backTitle: backTitle(for: entry),
                                                         size: size, into: &canvas)
        panes[entry.id] = canvas
        return canvas
    }

    /// Keeps rendered panes only for the screens that can be seen: the top and the transition's two.
    private func prunePanes() {
        let top = navigation.entries.last?.id
        let transition = navigation.transition
        func isLive(_ id: EntryID) -> Bool {
            id == top || id == transition?.from.id || id == transition?.to.id
        }
        if panes.keys.contains(where: { !isLive($0) }) {
            panes = panes.filter { isLive($0.key) }
        }
    }

    private func drawTooSmallNotice() {
        let theme = configuration.theme
        frameCanvas.reset(size: size, style: theme.content)
        let wordings = ["terminal too small", "too small", "small", "!"]
        let notice = wordings.first { TerminalText.width(of: $0) <= size.width } ?? ""
        let lines = [notice, "\(size.width)x\(size.height), need \(configuration.minimumSize)"]
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let shown = TerminalText.prefix(line, fitting: size.width)
            let x = (size.width - TerminalText.width(of: shown)) / 2
            frameCanvas.write(shown, at: Point(x: x, y: top + index), style: theme.content)
        }
    }
}

/// What a tap lands on: the back control in the top bar, or one of the top screen's targets.
private enum TapTarget: Hashable {
    case backControl
    case content(AnyHashable)
}
