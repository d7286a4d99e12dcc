/// Presentations (`PresentationController`): the stacks over the root one, and which of them
/// takes input (the top one's card: pointer events are moved into its coordinates, and a press
/// outside it goes nowhere). `WindowComposer` draws their cards.
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
    var activeCard: Rect { window.activeCard }

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
            window.startHidden(presentation)
        }
        presentations.onPresentationRemoved = { [unowned self] presentation in
            for stack in presentation.stacks { stack.removeAll() }
            windowComposer.forgetCanvases(of: presentation)
            requestFrame()
        }
        presentations.onDismissalBegan = { [unowned self] leaving in
            pendingResults.deliver(for: leaving.map(\.root))
        }
        presentations.onActiveStackChanged = { [unowned self] in router.activeStackChanged() }
        presentations.onTransitionBegan = { [unowned self] _ in
            router.history.close()
            requestFrame()
        }
        presentations.onCardResized = { [unowned self] in
            router.fitInputToActiveCard()
            requestFrame()
        }
        presentations.onIdle = { [unowned self] time in router.deliverTypedAhead(start: time) }
    }
}
