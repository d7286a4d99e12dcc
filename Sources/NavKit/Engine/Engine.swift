/// The navigation engine: events in, frames out, never reading a clock.
///
/// The front end calls `handle(_:at:)` for every input event and `frame(at:)`
/// whenever `needsFrame` is true (at the frame rate while `isAnimating`).
/// The same events at the same times always produce the same frames.
///
/// It coordinates its parts, each the one owner of its concern: the `Window` (the tree of
/// containers under the presentations, `PresentationController`), the stacks
/// (`NavigationController`: screens and transitions), the `EventRouter` (where each event
/// goes: the back swipe, the sheet, the history, the containers' controls, the top screen),
/// the `LayoutSettler` (what a change of the tree's layout settles) and the `WindowComposer`
/// (the frame). Its own files: time (`Engine+Time`), what each stack is given (`Engine+Wiring`),
/// presentations (`Engine+Presentation`), selecting a tab (`Engine+Actions`), a screen's redraw
/// (`Engine+Context`) and the key commands
/// (`Engine+Commands`). What shows over the app (the menus, the accessible look's announcements,
/// the inspector) is an ordered list of overlays (`Overlay`), each in its own folder.
@MainActor
public final class Engine {
    /// What the window shows under any presentation: a stack, a split view, tabs (a tree of
    /// containers, `Container`).
    public var root: any Container { window.root }
    /// The root, the presentations over it and the terminal's size: the tree and its layers.
    let window: Window
    /// Puts frames together from the window's tree.
    let windowComposer = WindowComposer()
    /// The root's first stack: the root itself when it is a stack, a split view's primary column,
    /// the first tab's stack.
    public let navigation: NavigationController
    /// The presentations over the root, bottom first (`presentations.stacks`).
    let presentations: PresentationController
    /// The back swipe from the keyboard (Shift+→ or `]`).
    public var keyboardSwipe: KeyboardSwipeRecognizer { router.backSwipe.keyboard }
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
    public var theme: Theme {
        var theme = display.hasColor ? configuration.theme : configuration.theme.withoutColor()
        if configuration.isAccessible { theme.marksFocus = true }
        return theme
    }
    /// Told of everything the engine does (stack, transitions, callbacks, gestures).
    public var onTrace: ((TraceEvent) -> Void)? {
        didSet { wireTrace() }
    }
    /// What the engine's parts report to: `onTrace` and `recentPast`'s trace, while either has a reader
    /// (`onTrace` set, or the inspector open); nil otherwise, so no event is even made.
    var traceSink: ((TraceEvent) -> Void)?
    /// Keeps `recentPast.trace` even with no `onTrace` and the inspector closed (a HUD reads it); off
    /// by default, when no trace event is even made.
    public var keepsRecentTrace = false {
        didSet { wireTrace() }
    }
    /// What the engine keeps of its recent past: the trace (while read), the presented frames'
    /// figures, the motion's progress (a HUD's and a test's view; the inspector's).
    public package(set) var recentPast = RecentPast()
    /// The app's area in cells: the terminal's size (`terminalSize`), less the inspector's column
    /// while one shows beside the app.
    public var size: Size { window.size }
    /// The terminal's size in cells, the size of every frame (the last resize's).
    public internal(set) var terminalSize: Size
    /// The last time passed in (seconds).
    public internal(set) var now: Double = 0

    /// Rows the top bar takes above a screen's content (1), when the screen shows one.
    public nonisolated static let topBarHeight = TopBar.height

    /// Tells screens their content size (`Screen.layout(in:)`).
    let contentLayout = ContentLayout()
    /// Where each input event goes, and the input parts it goes through (`EventRouter`).
    private(set) lazy var router = EventRouter(engine: self)
    /// Settles what changes the tree's layout (`LayoutSettler`).
    private(set) lazy var layout = LayoutSettler(engine: self)
    /// Shows the menus over the app and gives the open one its events.
    let menuOverlay = MenuOverlay()
    /// What shows over the app, in the order drawn (`Overlay`): the menus, what the accessible
    /// look writes, the inspector; an event goes to them from the last down before the app.
    private(set) lazy var overlays: [any Overlay] = [menuOverlay, AccessibilityOverlay(), inspector]
    /// Values pushed screens will hand back.
    let pendingResults = PendingResults()
    /// The tasks and timers screens tied to their presence on the stack (`NavigationContext`).
    let screenWork = ScreenWork()
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
    /// What the front end that owns the terminal does for screens (run a program, copy to the
    /// clipboard, end the app with an answer): set by `TerminalRunLoop` and `HeadlessDriver`.
    public let frontEnd = FrontEnd()

    /// The app's key commands, the last level of the chain a key goes up (`KeyCommand`): keys
    /// the focused part, its screen and the containers did not take (e.g. a HUD's toggle). A
    /// status line without hints of its own hints them after the screen's.
    public var keyCommands: [KeyCommand] = [] {
        didSet {
            invalidateAllPanes()
            requestFrame()
        }
    }
    /// Commands the app offers in the command palette beside the chain's (`CommandSource`).
    public var commandSources: [any CommandSource] = []
    /// Where the last frame left the focus (`Canvas.focusPoint`), for the accessibility snapshot.
    var lastFocusPoint: Point?
    /// What the engine announces (`announcements`, `onAnnouncement`).
    let announcer = Announcer()

    /// Called when the engine, showing its last frame, is asked for a new one: a screen's
    /// `setNeedsDisplay`, a push or a pop, from event handling or from anywhere else (a task,
    /// a timer, the main queue). A run loop asleep in its wait sets it to wake up and draw.
    package var onFrameRequest: (() -> Void)?

    /// The app's recent log messages and captured output (the inspector shows them):
    /// `LogBook.shared`, where NavKitLogging's handler and `TerminalApp` write, unless set to
    /// another (a test's own).
    public var log: LogBook = .shared
    /// The inspector's panel (F12).
    let inspector = Inspector()

    /// Creates an engine showing `root` (a stack, a split view, tabs, or a tree of them) in a
    /// terminal of `size` cells.
    public init(root: any Container, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        let stacks = root.navigationStacks
        precondition(!stacks.isEmpty, "the root container shows no navigation stack")
        terminalSize = size
        navigation = stacks[0]
        let focused = root.focusedStack
        presentations = PresentationController(root: focused)
        window = Window(root: root, presentations: presentations, size: size)
        presentations.rootStacks = stacks
        self.configuration = configuration
        presentations.containerSize = size
        for stack in stacks { wire(stack) }
        window.wiredStacks = window.stacksFingerprint
        wirePresentations()
        applyConfiguration()
        // Every screen already on a stack (its root, and what an app set before) gets its context.
        for stack in stacks {
            for screen in stack.screens { screen.didMove(to: NavigationContext(engine: self, screen: screen)) }
        }
        layout.adaptContainers()
        window.startHidden(root)
        router.fitInputToActiveCard()
    }

    /// The top screen's content area (container cells): below its top bar, above its status
    /// line. Pointer events reach the screen relative to its top-left.
    public var contentArea: Rect {
        let card = activeCard
        return router.screenInput.contentArea.offsetBy(dx: card.minX, dy: card.minY)
    }

    /// True when `frame(at:)` would show something new.
    public var needsFrame: Bool { needsDisplay || isAnimating }

    /// True while a transition, or something on a shown screen (`Screen.step(to:)`), moves by
    /// itself, or held keys drag the keyboard swipe or a sheet: frames are needed at the frame rate.
    public var isAnimating: Bool {
        window.transitionMoves || window.screensMove || router.heldKeysMove
    }

    /// True when the terminal reports a key's release (`Event.keyUp`; the kitty keyboard
    /// protocol): Shift+→ and Shift+← held then move the keyboard swipe like a finger, Shift+↓
    /// held drags a sheet down, and letting go lets go (`KeyboardSwipeRecognizer.followsHeldKeys`).
    /// False: each press steps.
    public var reportsKeyReleases: Bool {
        get { router.followsHeldKeys }
        set {
            guard newValue != reportsKeyReleases else { return }
            router.followsHeldKeys = newValue
            requestFrame()   // what shows the keys (help, a HUD) may say so
        }
    }

    /// What the engine shows and does now, as a value: for observers (a HUD, tests).
    public var snapshot: EngineSnapshot { EngineSnapshot(self) }

    /// Marks the top screen's content as changed, to be redrawn in the next frame.
    public func setNeedsDisplay() {
        if let top = topNavigation.entries.last { activeComposer.invalidate(top.id) }
        requestFrame()
    }

    /// The latest pointer event handled (for a HUD: where the pointer is, with its fraction).
    public var lastPointer: PointerEvent? { router.lastPointer }

    /// True while the top screen edits text (`Screen.isEditingText`) and no transition runs:
    /// the front end's quit keys then go to it as keys.
    public var topScreenIsEditingText: Bool {
        topNavigation.transition == nil && presentations.transition == nil && topNavigation.topScreen.isEditingText
    }

    /// Where the running transition's upper pane's left edge was last drawn, in cells with
    /// their fraction; nil at rest.
    public var topPaneEdge: Double? {
        guard let transition = topNavigation.transition else { return nil }
        return router.lastLayout(of: transition).upper.preciseMinX + Double(activeCard.minX)
    }

    /// Handles one input event that happened at `time` (seconds, never decreasing).
    public func handle(_ event: Event, at time: Double) {
        passTime(to: time)
        if !overlays.reversed().contains(where: { $0.takes(event, in: self) }) {
            if case let .resize(newSize) = event { layOut(in: newSize) } else { router.handle(event) }
            stepShown()  // what the event set moving (a released scroll, a container's slide) keeps frames coming
        }
        checkInvariants()
    }

    /// Lays the app out in a terminal of `terminal` cells (all of it but the inspector's column).
    func layOut(in terminal: Size) {
        terminalSize = terminal
        let newSize = inspector.appSize(in: terminal)
        router.history.close()
        window.size = newSize
        presentations.endSheetMotionForResize(at: now)
        presentations.containerSize = newSize
        layout.adaptContainers()
        router.fitInputToActiveCard()
        invalidateAllPanes()
        requestFrame()
    }

    /// Advances time to `time` (seconds) and returns the frame to show then.
    public func frame(at time: Double) -> Canvas {
        passTime(to: time)
        let requested = needsDisplay      // not a frame of motion alone: state changed
        drawnChanges = requestedChanges  // what changes from here on asks for another frame
        let fits = size.width >= configuration.minimumSize.width && size.height >= configuration.minimumSize.height
        // The root alone when nothing is presented: its canvas is the frame, not copied.
        let shown: any Container = presentations.presentations.isEmpty ? root : window.layers
        var frame = if fits {
            windowComposer.compose(shown, size: size, theme: theme, display: display)
        } else {  // the notice that the terminal is too small
            navigation.composer.compose(navigation, size: size, minimum: configuration.minimumSize, theme: theme,
                                        display: display)
        }
        let moment = OverlayMoment(time: time, stateChanged: requested, fits: fits)
        for overlay in overlays { overlay.draw(over: &frame, in: self, moment: moment) }
        checkInvariants(frame: frame)
        return frame
    }
}
