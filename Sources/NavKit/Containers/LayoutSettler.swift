/// The tree of containers at rest: each container fits the size it is given, and what changed
/// its layout (its own input, an action, a resize, its own motion) is settled in one place: the
/// stacks a container added are wired, those it removed released, the screens hidden or shown
/// told, and input pointed where the focus now leads. The engine and its router hand every such
/// change here (`Engine.layout`).
@MainActor
final class LayoutSettler {
    /// The engine whose tree this settles.
    unowned let engine: Engine

    /// Settles `engine`'s tree.
    init(engine: Engine) {
        self.engine = engine
    }

    /// The engine's window: its tree, its layers, what shows where.
    private var window: Window { engine.window }

    /// Lets every shown container of the root and of each card fit the size it is given (a split
    /// collapses or expands on its own width, when its stacks are at rest; else again after the
    /// next event or frame): screens move, nothing animates, the screens hidden or shown get
    /// their callbacks (`Window.changingAppearance`), and the next frame shows the new layout
    /// whole. Not while a presentation's transition runs (the screens under it are on their way
    /// in or out): after it.
    func adaptContainers() {
        guard engine.presentations.transition == nil else { return }
        changingLayout(window.adaptShownContainers)
    }

    /// Runs `change`, which may change the layout of the tree (and says whether it did); after a
    /// change the stacks a container added get what every stack gets and those it removed leave,
    /// the containers fit their sizes again (a split in a tab just selected), the screens hidden
    /// or shown are told, and input goes where the focus now leads.
    func changingLayout(_ change: () -> Bool) {
        var removed: [NavigationController] = []
        let changed = window.changingAppearance {
            guard change() else { return false }
            removed = adoptStacks()
            _ = window.adaptShownContainers()
            removed += adoptStacks()
            return true
        }
        release(removed)
        if changed { containerLayoutChanged() }
    }

    /// Moves what the shown containers animate by themselves (`Container.step(to:)`) to now. What
    /// their motion changed in the tree (a child added, a column that slid out of sight, one
    /// removed as its slide ended) is settled as a container's input is; frames come while they
    /// move, and once more when they stop; then the keys typed meanwhile go where the focus is.
    /// A key typed ahead that starts a container's motion again is stepped at once, so that frames
    /// keep coming (and the keys behind it wait) while that motion runs.
    func stepContainers() {
        let wasMoving = window.motion.containersMove
        var moves = stepContainerMotion()
        if wasMoving && !moves {
            engine.router.deliverTypedAhead(start: engine.now)
            moves = window.motion.containersMove  // a key delivered may have set one moving again
        }
        if moves || wasMoving { engine.requestFrame() }
    }

    /// Moves the shown containers' own motion to now and settles what it changed in the tree (a
    /// child shown or hidden, one a container's motion brings in or takes out:
    /// `Container.appearanceTransition(of:)`); true while one still moves
    /// (`WindowMotion.containersMove`).
    @discardableResult
    func stepContainerMotion() -> Bool {
        var moves = false
        var context = engine.router.containerEventContext
        context.time = engine.now
        changingLayout {
            let shown = window.shownFingerprint, stacks = window.stacksFingerprint
            moves = window.stepContainers(in: context)
            return window.shownFingerprint != shown || window.stacksFingerprint != stacks
        }
        return moves
    }

    /// Gives the stacks a container added since the last look what every stack gets (`wire`, a
    /// context for each screen; hidden until a container shows it), and returns those it removed,
    /// to be released once their screens were told they disappeared. Walks the tree without
    /// allocating when nothing was added or removed.
    func adoptStacks() -> [NavigationController] {
        let fingerprint = window.stacksFingerprint
        guard fingerprint != window.wiredStacks else { return [] }
        window.wiredStacks = fingerprint
        let before = engine.presentations.stacks
        engine.presentations.refreshStacks(root: engine.root.navigationStacks)
        let after = engine.presentations.stacks
        for stack in after where !before.contains(where: { $0 === stack }) {
            engine.wire(stack)
            if !window.isShown(stack) { stack.showsOnFirstChange = false }
            for screen in stack.screens { screen.didMove(to: NavigationContext(engine: engine, screen: screen)) }
        }
        return before.filter { old in !after.contains { $0 === old } }
    }

    /// Lets the screens of `stacks`, which a container removed, leave: their work ends and the
    /// results they were to hand back are delivered (nil), as when they are popped. A screen the
    /// container moved onto another stack of the tree first (`exchangeScreens`) stays. A stack
    /// that presents may not be removed (dismiss its presentation first).
    func release(_ stacks: [NavigationController]) {
        for stack in stacks {
            precondition(!stack.isPresenting, "a container removed a stack that presents: dismiss its presentation first")
            let leaving = stack.screens.reversed().filter { window.stack(holding: $0) == nil }
            if !leaving.isEmpty { stack.onScreensRemoved?(leaving) }
        }
    }

    /// A container's layout changed (a split collapsed, expanded or moved its focus or divider,
    /// a tab was selected): input goes to the stack the focus now leads to, measured against its
    /// frame, and every pane is drawn again.
    func containerLayoutChanged() {
        engine.presentations.root = engine.root.focusedStack
        if engine.router.screenInput.navigation !== engine.topNavigation { engine.router.activeStackChanged() }
        engine.router.fitInputToActiveCard()
        engine.invalidateAllPanes()
        engine.requestFrame()
    }
}
