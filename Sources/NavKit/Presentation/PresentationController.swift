/// The presentations over the root stack (UIKit's `present(_:animated:)` and
/// `dismiss(animated:)`): a stack of cards, each a navigation stack of its own, the top one the
/// one that takes input.
///
/// Rules:
/// - One presentation per presenter: a stack that already presents refuses to present again
///   (`.alreadyPresenting`); present from the presented screen instead. With nothing presented,
///   any stack the root shows may present (a split view's column without the focus too), and
///   the presentation covers the window. A dismissal dismisses
///   a presentation and every one above it in one transition, the top card animating.
/// - One transition at a time: a request made while a presentation's transition runs, or while
///   the top stack is busy (a push, a pop, a swipe), waits and is played in order when it can.
/// - While a presentation's transition runs, the stacks it moves are held: what they are asked
///   for queues, and no back swipe begins. The presenter of a sheet or an alert being dismissed
///   is not held: it learns the presented screen's answer as the dismissal begins, and what it
///   does then (a pop) moves with the card leaving, in one motion.
/// - Callbacks as UIKit's: the presented stack's top gets willAppear and didAppear (its delegate's
///   willShow and didShow the first time) and, on dismissal, willDisappear and didDisappear; the
///   presenter's top gets willDisappear and didDisappear only under a `.fullScreen` cover (and
///   willAppear and didAppear when it is dismissed), never under a sheet or an alert, which
///   leave it visible. The controller only says where each card is (`Presentation.appearance`);
///   the window tells the screens, from the one place a container's children are told
///   (`Window.changingAppearance`), so every stack a card shows, or a cover hides, is told.
@MainActor
final class PresentationController {
    /// The stack everything is presented over: the root stack, or a split view's focused column.
    var root: NavigationController
    /// The stacks under every presentation, `root` among them: the root stack, or a split view's
    /// two columns.
    var rootStacks: [NavigationController] {
        didSet { stacks = rootStacks + presentations.flatMap(\.stacks) }
    }
    /// The presentations, bottom first.
    private(set) var presentations: [Presentation] = [] {
        didSet { stacks = rootStacks + presentations.flatMap(\.stacks) }
    }
    /// Every stack: those under the presentations (`rootStacks`), then each presentation's,
    /// bottom first. Kept with `presentations` rather than built when read: the engine reads it
    /// every event and frame, and a frame allocates nothing.
    private(set) var stacks: [NavigationController]
    /// The presentation transition in flight (present: the card arrives; dismiss: it leaves).
    private(set) var transition: Transition?
    /// The presentation whose card the running transition moves.
    private(set) var moving: Presentation?
    /// The container's size in cells (the engine's): cards are laid out in it.
    var containerSize = Size(width: 1, height: 1)
    /// Cards fade in place instead of moving (`EngineConfiguration.reduceMotion`).
    var reduceMotion = false
    /// Cards show and go in one frame (`EngineConfiguration.isAccessible`).
    var removesMotion = false
    /// Seconds a transition started by input counts as already running (the display's lead).
    var inputLead = 0.0
    /// How the terminal draws the presenter's dimming under a card (the display's).
    var effects = EffectStyle.color
    /// Seconds a held sheet may go untouched before it is let go (`EngineConfiguration.stallTimeout`).
    var stallTimeout = 30.0
    /// Told of everything it does.
    var onTrace: ((TraceEvent) -> Void)?

    /// Takes its motion and the held sheet's stall timeout from `configuration`, and the lead of
    /// a transition started by input and how dimming is drawn from `display`, and gives every stack it holds the same.
    func configure(_ configuration: EngineConfiguration, display: DisplayTraits) {
        reduceMotion = configuration.reduceMotion
        removesMotion = configuration.isAccessible
        inputLead = display.firstFrameLead
        effects = display.effects
        stallTimeout = configuration.stallTimeout
        for stack in stacks { stack.configure(configuration, display: display) }
    }
    /// Told of a new presentation before its screen gets any callback: the engine gives its stack
    /// what every stack gets, and its root a context.
    var onPresentationAdded: ((Presentation) -> Void)?
    /// Told of a presentation whose dismissal ended, once it is off the list.
    var onPresentationRemoved: ((Presentation) -> Void)?
    /// Told of the presentations a dismissal takes away as it begins (top last): their results
    /// are delivered then.
    var onDismissalBegan: (([Presentation]) -> Void)?
    /// Told when the stack that takes input changed (a presentation began to arrive or to leave).
    var onActiveStackChanged: (() -> Void)?
    /// Told of every presentation transition as it begins.
    var onTransitionBegan: ((Transition) -> Void)?
    /// Told when a sheet came to rest at another detent: its card has a new frame.
    var onCardResized: (() -> Void)?
    /// Told when a transition ended and no queued request started another, with its end time.
    var onIdle: ((Double) -> Void)?
    /// Chooses each presentation's and dismissal's animator from the style's own look
    /// (`Engine.presentationAnimator`); nil: the look itself.
    var chooseAnimator: ((PresentationStyle, Animator) -> Animator)?
    /// True when `screen` is on a stack already (it cannot be presented).
    var isShown: ((Screen) -> Bool)?
    /// True when the root shows `stack` (a column, the selected tab): it may present when nothing is.
    var isOnScreen: ((NavigationController) -> Bool)?
    /// Runs a change of the cards' appearance (`Presentation.appearance`, `hasLeft`) and tells the
    /// screens it shows or hides, `animated` or not, from the window's one place for appearance
    /// (`Window.changingAppearance`); unset, the change is made and nobody is told.
    var changingAppearance: ((_ animated: Bool, _ change: () -> Void) -> Void)?

    private enum Request {
        case present(any Container, style: PresentationStyle, animated: Bool, presenter: NavigationController)
        case dismiss(Presentation, animated: Bool)
    }
    /// The sheet the pointer or the keys move, while they hold it and while it settles.
    var sheetDrag: SheetDrag?
    /// The user's hold on the top sheet: its drag, which each sheet's card lists as its own
    /// gesture recognizer (`Presentation.gestureRecognizers(in:context:)`), a scroll view's
    /// hand-over to it, and its keys (UIKit's sheet presentation controller owns its pan).
    private(set) lazy var sheetInput = SheetInput(presentations: self)
    private var queue: [Request] = []
    private var performing = false
    private var nextTransitionID: UInt64 = 0
    private var lastProgress: Double?
    /// What the running transition does when it ends.
    private var ending: ((Double?) -> Void)?

    /// Reads the stacks again after a container added or removed a child: `root` (every stack
    /// under the presentations) and each presentation's own.
    func refreshStacks(root: [NavigationController]) {
        for presentation in presentations { presentation.stacks = presentation.content.navigationStacks }
        rootStacks = root
    }

    /// Presentations over `root`.
    init(root: NavigationController) {
        self.root = root
        rootStacks = [root]
        stacks = [root]
    }


    /// The stack that takes input: the top presentation's that is not being dismissed, else the root's.
    var activeStack: NavigationController { activePresentation?.navigation ?? root }

    /// The top presentation not being dismissed, if any.
    var activePresentation: Presentation? { presentations.last { !$0.isDismissing } }

    /// The presentation whose stack is `navigation`, if any.
    func presentation(of navigation: NavigationController) -> Presentation? {
        presentations.first { $0.stacks.contains { $0 === navigation } }
    }

    /// True while a transition runs, requests wait, or the top stack is busy.
    var isBusy: Bool { transition != nil || sheetDrag != nil || !queue.isEmpty || performing || activeStack.isBusy }

    /// Requests waiting their turn.
    var queuedRequestCount: Int { queue.count }

    /// Presents `content` (a stack rooted at the presented screen, tabs, a split view) in `style`
    /// over `presenter`'s stack, animated unless `animated` is false, from `time` (seconds; nil:
    /// the next `advance`).
    @discardableResult
    func present(_ content: any Container, style: PresentationStyle, animated: Bool,
                 over presenter: NavigationController, at time: Double?) -> NavigationResult {
        onTrace?(.present(screen: content.focusedStack.topScreen.title, style: style.description))
        return request(.present(content, style: style, animated: animated, presenter: presenter), at: time)
    }

    /// The user asks to dismiss `presentation` (Esc): refused when it may not go
    /// (`Presentation.mayBeDismissedByUser()`; its delegate hears of the attempt), else its
    /// delegate hears that it will go, and then that it has gone.
    @discardableResult
    func dismissByUser(_ presentation: Presentation, at time: Double?) -> NavigationResult {
        guard presentation.mayBeDismissedByUser() else {
            presentation.delegate?.presentationDidAttemptToDismiss(presentation.root)
            return refuse("dismiss", .dismissalPrevented, "'\(presentation.root.title)' asks to stay")
        }
        presentation.isDismissedByUser = true
        presentation.delegate?.presentationWillDismiss(presentation.root)
        return dismiss(presentation, animated: true, at: time)
    }

    /// Dismisses `presentation` and every presentation above it.
    @discardableResult
    func dismiss(_ presentation: Presentation, animated: Bool, at time: Double?) -> NavigationResult {
        onTrace?(.dismiss(screen: presentation.root.title))
        return request(.dismiss(presentation, animated: animated), at: time)
    }

    /// Advances the running transition to `now` (seconds); ends it and plays what waited.
    func advance(to now: Double) {
        if sheetDrag != nil {
            advanceSheet(to: now)
        } else if let current = transition {
            let ended = current.advance(to: now)
            if current.progress != lastProgress {
                lastProgress = current.progress
                onTrace?(.transitionProgress(current.progress))
            }
            guard ended else { return }
            let endTime = min(now, current.endTime ?? now)
            end(current, at: endTime)
            startNextQueued(at: endTime)
            if transition == nil { onIdle?(endTime) }
        } else if !queue.isEmpty, !activeStack.isBusy, sheetDrag == nil {
            startNextQueued(at: now)
        }
    }

    // MARK: - Performing requests

    private func request(_ request: Request, at time: Double?) -> NavigationResult {
        if isBusy {
            queue.append(request)
            return .queued
        }
        let result = perform(request, at: time)
        startNextQueued(at: time)  // what the callbacks asked for, when nothing runs
        return result
    }

    func startNextQueued(at time: Double?) {
        while transition == nil, sheetDrag == nil, !activeStack.isBusy, !queue.isEmpty {
            _ = perform(queue.removeFirst(), at: time)
        }
    }

    private func perform(_ request: Request, at time: Double?) -> NavigationResult {
        performing = true
        defer { performing = false }
        switch request {
        case let .present(content, style, animated, presenter):
            guard stacks.contains(where: { $0 === presenter }) else {
                return refuse("present", .notPresented, "the presenting screen is no longer shown")
            }
            let presents = presenter === activeStack
                || (activePresentation == nil && presentations.isEmpty && isOnScreen?(presenter) == true)
            guard presents else {
                return refuse("present", .alreadyPresenting, "'\(presenter.topScreen.title)' is already presenting")
            }
            let roots = content.navigationStacks.flatMap(\.screens)
            if let shown = roots.first(where: { isShown?($0) == true }) {
                return refuse("present", .alreadyOnStack, "'\(shown.title)' is already shown")
            }
            return performPresent(content, style: style, animated: animated, over: presenter, at: time)
        case let .dismiss(presentation, animated):
            guard let index = presentations.firstIndex(where: { $0 === presentation }), !presentation.isDismissing else {
                return refuse("dismiss", .notPresented, "'\(presentation.root.title)' is not presented")
            }
            return performDismiss(from: index, animated: animated, at: time)
        }
    }

    private func performPresent(_ content: any Container, style: PresentationStyle, animated: Bool,
                                over presenter: NavigationController, at time: Double?) -> NavigationResult {
        let presentation = Presentation(content, style: style, presenter: presenter)
        if style.isSheet { presentation.ownRecognizers = [sheetInput.pan] }
        let presented = presentation.navigation
        // Every stack the card shows begins to appear with it (a presented split's two columns),
        // and what a cover hides begins to disappear (a split's other column too).
        changeAppearance(animated: animated) {
            presentations.append(presentation)
            onPresentationAdded?(presentation)
            onActiveStackChanged?()
            presenter.hold()
            for stack in presentation.stacks { stack.hold() }
        }
        let finish = { [unowned self] (time: Double?) in
            changeAppearance(animated: animated) { presentation.appearance = nil }
            presenter.release(at: time)
            for stack in presentation.stacks { stack.release(at: time) }
            onTrace?(.stack(presented.screens.map(\.title)))
        }
        return play(.push, of: presentation, from: presenter.entries[presenter.depth - 1], to: presented.entries[0],
                    animated: animated, at: time, then: finish)
    }

    private func performDismiss(from index: Int, animated: Bool, at time: Double?) -> NavigationResult {
        let leaving = Array(presentations[index...])
        let top = leaving[leaving.count - 1]
        let presenter = leaving[0].presenter
        let finish = beginDismissal(from: index, animated: animated)
        return play(.pop, of: top, from: top.navigation.entries[top.navigation.depth - 1],
                    to: presenter.entries[presenter.depth - 1], animated: animated, at: time, then: finish)
    }

    /// Begins dismissing the presentation at `index` and every one above it: they take no more
    /// input, the screens their cards show begin to disappear (the top card's may have already: a
    /// drag took it down) and what a cover among them hid begins to appear again, their results
    /// are delivered. Returns what ends the dismissal, given its end time: the screens have
    /// disappeared and the presentations are gone.
    func beginDismissal(from index: Int, animated: Bool) -> (Double?) -> Void {
        let leaving = Array(presentations[index...])
        let top = leaving[leaving.count - 1]
        let presenter = leaving[0].presenter
        changeAppearance(animated: animated) {
            for presentation in leaving {
                presentation.isDismissing = true
                presentation.isHidden = presentation !== top
                presentation.appearance = .disappearing
                for stack in presentation.stacks { stack.hold() }
            }
            onActiveStackChanged?()
            if leaving[0].hidesPresenter { presenter.hold() }
        }
        onDismissalBegan?(leaving)
        return { [unowned self] (time: Double?) in
            changeAppearance(animated: animated) {
                for presentation in leaving { presentation.hasLeft = true }
            }
            presentations.removeSubrange(index...)
            for presentation in leaving.reversed() { onPresentationRemoved?(presentation) }
            presenter.release(at: time)
            onTrace?(.stack(presenter.screens.map(\.title)))
            for presentation in leaving.reversed() where presentation.isDismissedByUser {
                presentation.delegate?.presentationDidDismiss(presentation.root)
            }
        }
    }

    /// Makes `change` to the cards and has the window tell the screens it shows or hides,
    /// `animated` or not (`changingAppearance`).
    func changeAppearance(animated: Bool, _ change: () -> Void) {
        if let changingAppearance { changingAppearance(animated, change) } else { change() }
    }

    /// Runs `finish` at once when not `animated`; else moves `presentation`'s card (`operation`:
    /// a push presents, a pop dismisses) from `time`, and runs `finish` when it has arrived.
    private func play(_ operation: NavigationOperation, of presentation: Presentation, from: StackEntry,
                      to: StackEntry, animated: Bool, at time: Double?,
                      then finish: @escaping (Double?) -> Void) -> NavigationResult {
        guard animated else {
            finish(time)
            return .completed
        }
        moving = presentation
        begin(operation, from: from, to: to, animator: animator(for: presentation), at: time, then: finish)
        return .started
    }

    /// The animator that moves `presentation`'s card: its style's look, as the app's chooser
    /// has it.
    private func animator(for presentation: Presentation) -> Animator {
        let look = presentation.animator(card: presentation.cardFrame(in: containerSize), reduceMotion: reduceMotion,
                                         removesMotion: removesMotion)
        return chooseAnimator?(presentation.style, look) ?? look
    }

    private func begin(_ operation: NavigationOperation, from: StackEntry, to: StackEntry, animator: Animator,
                       at time: Double?, then finish: @escaping (Double?) -> Void) {
        nextTransitionID += 1
        let transition = Transition(id: nextTransitionID, operation: operation, from: from, to: to, resultingStack: [],
                                    animator: animator, interactive: false, startTime: time, inputLead: inputLead)
        self.transition = transition
        ending = finish
        lastProgress = nil
        onTransitionBegan?(transition)
        onTrace?(.transitionBegan(operation: operation, from: from.screen.title, to: to.screen.title,
                                  animator: animator.name, interactive: false))
    }

    private func end(_ finished: Transition, at time: Double) {
        transition = nil
        moving = nil
        finished.completeAlongside()
        onTrace?(.transitionFinished)
        let finish = ending
        ending = nil
        performing = true  // what the callbacks ask for waits for the change to be complete
        finish?(time)
        performing = false
    }

    func refuse(_ request: String, _ error: NavigationError, _ reason: String) -> NavigationResult {
        onTrace?(.refused(request: request, reason: reason))
        return .refused(error)
    }
}
