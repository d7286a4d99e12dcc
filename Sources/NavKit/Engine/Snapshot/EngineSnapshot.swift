/// What an engine shows and does at one moment, as a value: observers (a HUD, tests) read
/// this and cannot change the engine through it.
public struct EngineSnapshot: Sendable {
    /// The running transition, as observers see it.
    public struct TransitionState: Sendable {
        /// Push or pop.
        public var operation: NavigationOperation
        /// Titles of the screen being left and the screen being shown.
        public var from: String, to: String
        /// The animator's name, e.g. "slide".
        public var animator: String
        /// Progress 0…1.
        public var progress: Double
        /// True when a gesture or the keyboard drives it.
        public var isInteractive: Bool
        /// True while it moves by itself (animating or settling).
        public var isMoving: Bool
        /// True for a presentation's transition: a push presents, a pop dismisses.
        public var isPresentation: Bool
    }

    /// A sheet the user moves (held by the pointer or the keys, or let go and settling), as
    /// observers see it.
    public struct SheetState: Sendable {
        /// The card's top edge, in rows with their fraction.
        public var edge: Double
        /// How far toward dismissal it is: 0 at its smallest detent and above, 1 off the bottom.
        public var dismissal: Double
        /// The pointer's vertical velocity, in rows per second (positive downward).
        public var velocity: Double
        /// True while the pointer or the keys hold it; false once let go (settling).
        public var isTracking: Bool
    }

    /// The titles of the stack that takes input under any presentation, root first: the root
    /// stack, the selected tab's, the focused column's (`Container.focusedStack` of the root).
    public var stack: [String]
    /// Each presentation's stack (titles, root first), bottom presentation first; empty when
    /// nothing is presented.
    public var presented: [[String]]
    /// The style of each presentation in `presented`, in the same order.
    public var presentedStyles: [PresentationStyle]
    /// The detent the top presentation rests at, when it is a sheet.
    public var sheetDetent: SheetDetent?
    /// The sheet the user moves, while one moves.
    public var sheet: SheetState?
    /// The running transition of the top stack, if any, or of a presentation (then its animator
    /// is the style's: "sheet", "alert", "fullScreen").
    public var transition: TransitionState?
    /// Requests waiting for the running transition to end (the top stack's and the
    /// presentations').
    public var queuedRequests: Int
    /// Keys typed during a transition, waiting for the screen that will be on top.
    public var typedAheadKeys: Int
    /// The state of each of the engine's recognizers, by name (edgePan, contentPan, keyboard,
    /// sheetPan, tap).
    public var gestures: [String: GestureState]
    /// The pointer's horizontal velocity in the back swipe, in container widths per second.
    public var swipeVelocity: Double
    /// The container's size in cells.
    public var size: Size
    /// The last time passed to the engine (seconds).
    public var time: Double
    /// The latest pointer event, with the fraction of a cell it is into its cell.
    public var pointer: PointerEvent?
    /// The running transition's upper pane's left edge, in cells with their fraction; nil at rest.
    public var topPaneEdge: Double?

    @MainActor init(_ engine: Engine) {
        let navigation = engine.topNavigation
        stack = engine.root.focusedStack.screens.map(\.title)
        presented = engine.presentedStacks.map { $0.screens.map(\.title) }
        presentedStyles = engine.presentations.presentations.map(\.style)
        let top = engine.presentations.presentations.last
        sheetDetent = top?.sheetDetent
        sheet = engine.presentations.sheetDrag.map { drag in
            SheetState(edge: drag.motion.edge, dismissal: 1 - drag.motion.shown,
                       velocity: engine.router.sheetPan.verticalVelocity.cellsPerSecond, isTracking: drag.motion.isTracking)
        }
        let presenting = engine.presentations.transition
        transition = (presenting ?? navigation.transition).map {
            TransitionState(operation: $0.operation, from: $0.from.screen.title, to: $0.to.screen.title,
                            animator: $0.animator.name, progress: $0.progress, isInteractive: $0.isInteractive,
                            isMoving: $0.isMoving, isPresentation: presenting != nil)
        }
        queuedRequests = navigation.queuedRequestCount + engine.presentations.queuedRequestCount
        typedAheadKeys = engine.router.typeAhead.count
        let recognizers: [GestureRecognizer] = [engine.router.edgePan, engine.router.contentPan, engine.keyboardSwipe,
                                                 engine.router.sheetPan, engine.router.tap]
        gestures = Dictionary(uniqueKeysWithValues: recognizers.map { ($0.name, $0.state) })
        let pan: GestureRecognizer = engine.router.edgePan.isActive ? engine.router.edgePan : engine.router.contentPan
        swipeVelocity = pan.velocity.widthsPerSecond(width: engine.size.width)
        size = engine.size
        time = engine.now
        pointer = engine.lastPointer
        topPaneEdge = engine.topPaneEdge
    }
}
