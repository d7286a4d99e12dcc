/// Where each input event goes (UIKit's `sendEvent`): a key through the back control's history,
/// the keys typed ahead while a transition animates, the containers around the focused stack,
/// the keyboard swipe, the sheet and the top screen; a pointer event through the containers'
/// controls, the top card, the history, the recognizers' arbitration and then the top screen;
/// a paste to the top screen. It keeps what routing needs from event to event (the keys typed
/// ahead, click counting, the arbitration's buffer, the last pointer event); the engine owns the
/// parts it routes to and the tree (`Engine.changingLayout`).
@MainActor
final class EventRouter {
    /// The engine whose parts the events go to.
    unowned let engine: Engine
    /// Keys typed during a transition that animates by itself, for the screen then on top.
    var typeAhead = TypeAhead()
    /// Counts quick presses for `PointerEvent.clickCount`.
    var clickCounter = ClickCounter()
    /// The recognizers of the last pointer event, in priority order: the array is kept so that
    /// the next event fills it again without allocating.
    var arbitrated: [GestureRecognizer] = []
    /// The latest pointer event routed.
    var lastPointer: PointerEvent?
    /// The shown containers' own recognizers gathered at the last press, each with its
    /// container's top-left corner then (terminal cells), kept for the rest of the gesture
    /// (`EventRouter+Containers`).
    var containerRecognizers: [(recognizer: GestureRecognizer, origin: Point)] = []

    /// A router for `engine`'s events.
    init(engine: Engine) {
        self.engine = engine
    }

    /// Gives a paste to the top screen whole; refused while a push or pop animates by itself.
    func paste(_ text: String) {
        if transitionHoldsKeys {
            onTrace?(.refused(request: "paste", reason: "a push or pop is animating"))
        } else {
            act(on: screenInput.paste(text, start: animationStart))
        }
    }

    // The engine's parts and state the paths read, by the names the engine gives them.
    var topNavigation: NavigationController { engine.topNavigation }
    var presentations: PresentationController { engine.presentations }
    var window: Window { engine.window }
    var backSwipe: BackSwipe { engine.backSwipe }
    var screenInput: ScreenInput { engine.screenInput }
    var sheetInput: SheetInput { engine.sheetInput }
    var history: BackHistory { engine.history }
    var edgePan: EdgePanGestureRecognizer { engine.edgePan }
    var contentPan: PanGestureRecognizer { engine.contentPan }
    var tap: TapGestureRecognizer { engine.tap }
    var sheetPan: PanGestureRecognizer { engine.sheetPan }
    var now: Double { engine.now }
    var animationStart: Double { engine.animationStart }
    var activeCard: Rect { engine.activeCard }
    var onTrace: ((TraceEvent) -> Void)? { engine.onTrace }
    func requestFrame() { engine.requestFrame() }
    func act(on outcome: ScreenInput.Outcome) {
        if outcome.backWithUnsavedChanges {
            let stack = screenInput.navigation
            _ = askedToDiscard(on: stack, then: { stack.pop(at: $0) })
        }
        engine.act(on: outcome)
    }
    func setNeedsDisplay() { engine.setNeedsDisplay() }
    func changingLayout(_ change: () -> Bool) { engine.layout.changingLayout(change) }
    var configuration: EngineConfiguration { engine.configuration }
    var activeComposer: FrameComposer { engine.activeComposer }
}
