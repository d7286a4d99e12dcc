/// Presentations (`PresentationController`): the stacks over the root one, which of them takes
/// input (the top one's card: pointer events are moved into its coordinates, and a press outside
/// it goes nowhere), and how their cards are drawn over what presents them.
extension Engine {
    /// The navigation stack input goes to: the top presentation's, or `navigation` when nothing
    /// is presented.
    public var topNavigation: NavigationController { presentations.activeStack }

    /// The stacks of the presentations shown over `navigation`, bottom first (empty when
    /// nothing is presented).
    public var presentedStacks: [NavigationController] { presentations.presentations.map(\.navigation) }

    /// Chooses the animator of every presentation and dismissal (UIKit's transitioning
    /// delegate): given the style and its own look (`PresentationAnimator`, or a fade with
    /// `reduceMotion`), returns it, a slower one (`SlowMotionAnimator`) or an animator of the
    /// app's. Nil (the default): the look itself.
    public var presentationAnimator: ((PresentationStyle, Animator) -> Animator)? {
        get { presentations.chooseAnimator }
        set { presentations.chooseAnimator = newValue }
    }

    /// Presents `screen` in `style` over the top stack (`topNavigation`), animated unless
    /// `animated` is false; queued while a transition runs. A screen presents with
    /// `NavigationContext.present(_:style:animated:)`.
    @discardableResult
    public func present(_ screen: Screen, style: PresentationStyle = .sheet, animated: Bool = true) -> NavigationResult {
        defer { requestFrame() }
        return presentations.present(NavigationController(root: screen), style: style, animated: animated, over: topNavigation, at: animationStart)
    }

    /// Dismisses the top presentation; refused (`.notPresented`) when nothing is presented.
    @discardableResult
    public func dismiss(animated: Bool = true) -> NavigationResult {
        guard let top = presentations.activePresentation else { return .refused(.notPresented) }
        defer { requestFrame() }
        return presentations.dismiss(top, animated: animated, at: animationStart)
    }

    /// The composer that draws the top stack.
    var activeComposer: FrameComposer { topNavigation.composer }

    /// Where the top stack is shown (container cells): its card inside its border, or the whole
    /// terminal.
    var activeCard: Rect { container(of: topNavigation.topScreen, in: topNavigation) }

    /// Where `screen` on `stack` is shown (container cells): `stack`'s card, less the tab bar's
    /// row under it when it shows one.
    func container(of screen: Screen, in stack: NavigationController) -> Rect {
        var frame = card(of: stack)
        frame.size.height = max(0, frame.size.height - tabBarRows(under: screen, in: stack))
        return frame
    }

    /// The stack `screen` is on (or being pushed onto), if any: the top one first.
    func stack(holding screen: Screen) -> NavigationController? {
        presentations.stacks.last { $0.holds(screen) }
    }

    /// Where `stack` is shown (container cells): where its container puts it in its card (inside
    /// the card's border) or in the terminal; the whole card or terminal when it is not shown.
    func card(of stack: NavigationController) -> Rect {
        if let presentation = presentations.presentation(of: stack) {
            let pane = presentation.paneFrame(in: size)
            let frame = presentation.content.frame(of: stack, in: pane.size) ?? Rect(origin: .zero, size: pane.size)
            return frame.offsetBy(dx: pane.minX, dy: pane.minY)
        }
        return root.frame(of: stack, in: size) ?? Rect(origin: .zero, size: size)
    }

    /// Sets the presentation controller's callbacks up.
    func wirePresentations() {
        presentations.onPresentationAdded = { [unowned self] presentation in
            for stack in presentation.stacks {
                stack.delegate = navigation.delegate  // the app's animators, inside cards too
                wire(stack)
                // Every screen on it gets its context: a container built before it was presented
                // may hold more than its roots.
                for screen in stack.screens { screen.didMove(to: NavigationContext(engine: self, screen: screen)) }
            }
            wireContainers(of: presentation.content)
            startHidden(presentation.content)
        }
        presentations.onPresentationRemoved = { [unowned self] presentation in
            for stack in presentation.stacks { stack.removeAll() }
            forgetCanvases(of: presentation.content)
            requestFrame()
        }
        presentations.onDismissalBegan = { [unowned self] leaving in
            deliverResults(of: leaving.map(\.root))
        }
        presentations.onActiveStackChanged = { [unowned self] in activeStackChanged() }
        presentations.onTransitionBegan = { [unowned self] _ in
            historyMenu = nil
            requestFrame()
        }
        presentations.onCardResized = { [unowned self] in
            fitInputToActiveCard()
            requestFrame()
        }
        presentations.onIdle = { [unowned self] time in deliverTypedAhead(start: time) }
        presentations.isShown = { [unowned self] screen in stack(holding: screen) != nil }
        presentations.isOnScreen = { [unowned self] stack in root.frame(of: stack, in: size) != nil }
        presentations.rootShownStacks = { [unowned self] in root.shownStacks(in: size) }
    }

    /// Input goes to another stack (a presentation's card began to arrive or leave, or a split
    /// view's focus moved): what was under way is let go, and the input parts are pointed at it.
    func activeStackChanged() {
        historyMenu = nil
        backControlPressTime = nil
        for stack in presentations.stacks { releaseRecognizers(of: stack.topScreen) }
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

    /// Moves `event` into the top card's coordinates; nil when it goes nowhere: a press, a
    /// wheel turn or a right-click outside the card (UIKit's alerts are not dismissed by a tap
    /// outside, and nothing reaches the presenter), and the drag and release of such a press.
    func eventInActiveCard(_ event: PointerEvent) -> PointerEvent? {
        let card = activeCard
        // A sheet's grabber, above its stack, is in the card; an alert's border is not.
        let sheet = presentations.activePresentation.flatMap { $0.style.isSheet ? $0.cardFrame(in: size) : nil }
        let inside = (sheet ?? card).contains(event.position)
        switch event.kind {
        case .press:
            pressedOutsideCard = !inside
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
            if !inside { return nil }
        case .drag, .release, .tap:
            break
        }
        if pressedOutsideCard {
            if event.kind == .release { pressedOutsideCard = false }
            return nil
        }
        var local = event
        local.position = Point(x: event.position.x - card.minX, y: event.position.y - card.minY)
        return local
    }

    /// Draws each presentation's card over what presents it, as its animator lays it out (the
    /// presenter dimmed in place; at rest as at the end of the presentation), a sheet the user
    /// moves where it is.
    func composePresentations(into frame: inout Canvas) {
        let shown = presentations.presentations.filter { !$0.isHidden }
        guard !shown.isEmpty else {
            lastCardEdge = nil
            return
        }
        let renderer = Compositor(theme: theme, effects: display.effects)
        let moving = presentations.transition
        for presentation in shown {
            // Worked out once a frame: an alert's height asks its screen to measure its content.
            let card = presentation.cardFrame(in: size), pane = presentation.paneFrame(inCard: card)
            let canvas = compose(presentation.content, size: pane.size)
            var compositor = renderer
            let layout: TransitionLayout
            if let moving, presentation === presentations.moving {
                layout = moving.animator.layout(for: moving.operation, progress: moving.progress, in: size)
                let cardLayout = moving.operation == .push ? layout.to : layout.from
                compositor.subcellEdges = display.subcellEdges && isSlow(moving.id, edge: cardLayout.preciseMinY)
            } else if let position = presentations.sheetPosition(of: presentation) {
                layout = PresentationAnimator(style: presentation.style, card: card)
                    .layout(cardEdge: position.edge, shown: position.shown, in: size)
                compositor.subcellEdges = display.subcellEdges && isSlow(0, edge: position.edge)
            } else {
                layout = presentation.animator(card: card, reduceMotion: configuration.reduceMotion)
                    .layout(for: .push, progress: 1, in: size)
            }
            let onTop = layout.toIsOnTop
            var cardLayout = onTop ? layout.to : layout.from
            var cardSize = card.size  // an alert's layout may scale it: drawn at its size, then squeezed
            if presentation.style.isSheet {  // pulled above where it rests, its paper shows below
                cardLayout.frame.size.height = max(cardLayout.frame.size.height, size.height - cardLayout.frame.minY)
                cardSize = cardLayout.frame.size
            }
            drawCard(of: presentation, pane: canvas, size: cardSize)
            compositor.present(presentation.cardCanvas, at: cardLayout, over: onTop ? layout.from : layout.to, into: &frame)
            let atRest = moving == nil && !presentations.sheetMoves && presentation === presentations.activePresentation
            frame.cursor = atRest ? canvas.cursor.map { Point(x: $0.x + pane.minX, y: $0.y + pane.minY) } : nil
        }
        if moving == nil && !presentations.sheetMoves { lastCardEdge = nil }
    }

    /// True when the card of transition `id` (0: a sheet the user moves) moved less than
    /// `FrameComposer.subcellSpeedLimit` rows since the last frame, its top edge now at `edge`:
    /// slow enough for its sub-cell edge to be seen.
    private func isSlow(_ id: UInt64, edge: Double) -> Bool {
        let step = lastCardEdge.flatMap { $0.transition == id ? abs(edge - $0.edge) : nil } ?? 0
        lastCardEdge = (id, edge)
        return step < FrameComposer.subcellSpeedLimit
    }

    /// Draws `presentation`'s card, `size` cells, into its `cardCanvas` (kept from frame to frame,
    /// so a card at rest allocates nothing): `pane` (its stack) in a rounded border for an alert,
    /// under a grabber row for a sheet, on the content's paper where the pane does not reach.
    private func drawCard(of presentation: Presentation, pane: Canvas, size: Size) {
        let style = presentation.style
        let inset = Point(x: style.borderWidth, y: style.borderWidth + style.grabberHeight)
        if inset == .zero && size == pane.size {
            presentation.cardCanvas = pane
            return
        }
        presentation.cardCanvas.reset(size: size, style: theme.content)
        if style.borderWidth > 0 { presentation.cardCanvas.drawBorder(presentation.cardCanvas.bounds, style: theme.content) }
        if style.grabberHeight > 0 {
            let width = min(PresentationStyle.grabber.count, size.width)
            presentation.cardCanvas.write(PresentationStyle.grabber.prefix(width), at: Point(x: (size.width - width) / 2, y: 0),
                                          style: theme.secondary)
        }
        presentation.cardCanvas.draw(pane, at: inset)
    }
}
