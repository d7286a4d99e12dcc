/// Where each input event goes (UIKit's `sendEvent`): a key through the back control's history,
/// the keys typed ahead while a transition animates, the containers around the focused stack,
/// the keyboard swipe, the sheet and the top screen; a pointer event through the containers'
/// controls, the top card, the history, the recognizers' arbitration and then the top screen;
/// a paste to the top screen. It owns the input parts (the back swipe, the sheet's input, the
/// top screen's input, the history, the held press, the keys typed ahead) and keeps what
/// routing needs from event to event (click counting, the arbitration's buffer, the last
/// pointer event). Events go one way: the engine hands each to it, and it calls down to the
/// window, the containers, the stacks and the screens (`ARCHITECTURE.md`, "One drag and one key, file by file").
@MainActor
final class EventRouter {
    /// The engine whose tree the events go to.
    unowned let engine: Engine
    /// The interactive back swipe: the edge pan, the content pan, the keyboard swipe.
    let backSwipe: BackSwipe
    /// The top screen's input: its keys, its pointer events, its bar items, its taps.
    let screenInput: ScreenInput
    /// The back control's history and the long press that opens it (`EventRouter+History`).
    let history = BackHistory()
    /// A press held in the content, which opens the screen's context menu there.
    var contextPress = ContextPress()
    /// Keys typed during a transition that animates by itself, for the screen then on top.
    var typeAhead = TypeAhead()
    /// Counts quick presses for `PointerEvent.clickCount`.
    var clickCounter = ClickCounter()
    /// The recognizers of the last pointer event, in priority order: the array is kept so that
    /// the next event fills it again without allocating.
    var arbitrated: [GestureRecognizer] = []
    /// The latest pointer event routed.
    var lastPointer: PointerEvent?
    /// The conflicts between key commands already reported in the trace (each once).
    var reportedConflicts: Set<KeyCommandConflict> = []
    /// The shown containers' own recognizers gathered at the last press, each with its
    /// container's top-left corner then (terminal cells), kept for the rest of the gesture
    /// (`EventRouter+Containers`).
    var containerRecognizers: [(recognizer: GestureRecognizer, origin: Point)] = []

    /// A router for `engine`'s events, its input parts pointed at the stack that takes input.
    init(engine: Engine) {
        self.engine = engine
        let navigation = engine.topNavigation
        backSwipe = BackSwipe(navigation: navigation)
        screenInput = ScreenInput(navigation: navigation, size: engine.size, layout: engine.contentLayout)
        engine.presentations.sheetInput.onMove = { [unowned engine] in engine.requestFrame() }
        edgePan.require(toFail: tap)
        contentPan.require(toFail: tap)
    }

    /// The swipe from the left edge.
    var edgePan: EdgePanGestureRecognizer { backSwipe.edgePan }
    /// The back swipe from anywhere in the content: a rightward drag pops. Active everywhere
    /// with `fullWidthSwipe`, and otherwise over the regions of the top screen's own
    /// recognizers, where it takes the drags they decline. It requires the edge pan and every
    /// screen recognizer to fail first.
    var contentPan: PanGestureRecognizer { backSwipe.contentPan }
    /// Taps: a press and a release on the same target (a link, the `‹ Back` control) that
    /// never moved past the tap's slop. Every pan requires it to fail.
    var tap: TapGestureRecognizer { screenInput.tap }
    /// The drag that moves the top sheet between its detents or down to dismiss it: vertical,
    /// from its grabber or top bar, or in its content where nothing scrolls first. It requires
    /// the tap to fail.
    var sheetPan: PanGestureRecognizer { sheetInput.pan }
    /// The sheet pan, a scroll view's hand-over to it and the sheet's keys: the presentations'.
    var sheetInput: SheetInput { presentations.sheetInput }

    /// True while held keys drag the keyboard swipe or a sheet: frames at the frame rate.
    var heldKeysMove: Bool { backSwipe.keyboardHolds || sheetInput.holdsKeys }

    /// True when the terminal reports key releases: held keys then drag like a finger.
    var followsHeldKeys: Bool {
        get { backSwipe.keyboard.followsHeldKeys }
        set {
            backSwipe.keyboard.followsHeldKeys = newValue
            sheetInput.followsHeldKeys = newValue
        }
    }

    /// When the input parts need time to pass without input (seconds): a keyboard swipe's or a
    /// sheet's held keys let go, the back control's long press, a held press's context menu.
    var nextDeadline: Double? {
        earlier(earlier(backSwipe.deadline, sheetInput.heldKeysDeadline),
                earlier(history.deadline, contextPress.deadline))
    }

    /// Moves the back swipe on to `time` (seconds): a keyboard swipe left alone lets go.
    func advanceSwipe(to time: Double) {
        let wasDriving = backSwipe.isDriving
        backSwipe.advance(to: time)
        if wasDriving != backSwipe.isDriving { requestFrame() }
    }

    /// Points the input parts' trace at `sink`.
    func trace(to sink: ((TraceEvent) -> Void)?) {
        backSwipe.onTrace = sink
        screenInput.onTrace = sink
        sheetInput.onTrace = sink
    }

    /// Applies the configuration and the display's first-frame lead to the input parts.
    func configure(_ configuration: EngineConfiguration, inputLead: Double) {
        sheetInput.inputLead = inputLead
        edgePan.edgeWidth = configuration.edgeWidth
        backSwipe.rule = configuration.releaseRule
    }

    /// Input goes to another stack (a presentation's card began to arrive or leave, or a split
    /// view's focus moved): what was under way is let go, and the input parts are pointed at it.
    func activeStackChanged() {
        history.reset()
        for stack in presentations.stacks { backSwipe.release(stack.topScreen) }
        for recognizer in [edgePan, contentPan, tap] as [GestureRecognizer] { recognizer.cancel() }
        backSwipe.navigation = topNavigation
        screenInput.navigation = topNavigation
        fitInputToActiveCard()
        requestFrame()
    }

    /// The input parts measure what they take against the top stack's card.
    func fitInputToActiveCard() {
        let card = activeCard
        screenInput.size = card.size
        backSwipe.resize(to: card.size.width)
    }

    /// Gives `event` (any but a resize, which the engine lays out) to its path: a key, a key's
    /// release, a pointer event, a bar item, a paste.
    func handle(_ event: Event) {
        switch event {
        case .resize: break
        case let .key(key): self.key(key)
        case let .keyUp(key): keyUp(key)
        case let .pointer(pointer):
            lastPointer = pointer
            self.pointer(pointer)
        case let .barItem(id): barItem(id)
        case let .paste(text): paste(text)
        }
    }

    /// Gives a paste to the top screen whole; refused while a push or pop animates by itself.
    func paste(_ text: String) {
        if transitionHoldsKeys {
            onTrace?(.refused(request: "paste", reason: "a push or pop is animating"))
        } else {
            act(on: screenInput.paste(text, start: animationStart))
        }
    }

    /// Gives the top bar's item `id` (a click on it, or its key) to the top screen, at rest.
    func barItem(_ id: String) {
        guard topNavigation.transition == nil, presentations.transition == nil else { return }
        act(on: screenInput.activateBarItem(id, start: animationStart))
    }

    /// Draws again what input to the top screen changed, opens the menu it asked for, and asks
    /// before going back from unsaved changes.
    func act(on outcome: ScreenInput.Outcome) {
        if outcome.backWithUnsavedChanges {
            let stack = screenInput.navigation
            _ = askedToDiscard(on: stack, then: { stack.pop(at: $0) })
        }
        if let entry = outcome.changedScreen { activeComposer.invalidate(entry) }
        if outcome.needsFrame { requestFrame() }
        if let (menu, anchor) = outcome.menu {
            engine.showMenu(menu, from: anchor.offsetBy(dx: activeCard.minX, dy: activeCard.minY))
        }
    }

    // The engine's tree and state the paths read, by the names the engine gives them.
    var topNavigation: NavigationController { engine.topNavigation }
    var presentations: PresentationController { engine.presentations }
    var window: Window { engine.window }
    var now: Double { engine.now }
    var animationStart: Double { engine.animationStart }
    var activeCard: Rect { engine.activeCard }
    var onTrace: ((TraceEvent) -> Void)? { engine.onTrace }
    func requestFrame() { engine.requestFrame() }
    func setNeedsDisplay() { engine.setNeedsDisplay() }
    func changingLayout(_ change: () -> Bool) { engine.layout.changingLayout(change) }
    var configuration: EngineConfiguration { engine.configuration }
    var activeComposer: FrameComposer { engine.activeComposer }
}
