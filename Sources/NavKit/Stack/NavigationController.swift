/// A stack of screens with animated push and pop (UINavigationController).
///
/// Rules:
/// - The stack is never empty; popping the root is refused with
///   `.refused(.cannotPopRoot)` and causes no transition and no callback.
/// - At most one transition runs. A request made while one runs (or while an
///   interactive pop is in progress) is queued and played, in order, as soon
///   as it ends; a queued request that no longer makes sense when its turn
///   comes (a pop at the root) is refused then, and traced.
/// - The stack changes when a transition finishes; a cancelled one leaves it
///   as it was. Pop-to and replace run one transition from the old top to the
///   new one; screens in between get no callbacks (as in UIKit).
/// - A screen instance is on the stack at most once: pushing one that is already there, or
///   a `setStack` that names one twice, is refused (`.alreadyOnStack`, `.duplicateScreen`),
///   as UIKit refuses them. A queued push whose screen is on the stack when its turn comes is
///   refused then.
/// - Callbacks follow UIKit: from.willDisappear, to.willAppear, delegate
///   willShow at the start; from.didDisappear, to.didAppear, delegate didShow
///   at the end; a cancelled interactive pop undoes with to.willDisappear,
///   to.didDisappear, from.willAppear, from.didAppear and no didShow. The screen on top when
///   the stack is first shown (the engine's first frame or event) gets willAppear, willShow,
///   didAppear and didShow, not animated, as UIKit's root does when its window appears.
/// - An interactive transition left untouched for `stallTimeout` seconds is
///   cancelled and reported as `.transitionStalled`: a lost pointer release
///   can never freeze the UI.
@MainActor
public final class NavigationController {
    /// Asked for animators and interaction controllers, told what is shown; held weakly.
    public weak var delegate: NavigationControllerDelegate?
    /// Used when the delegate gives none (`EngineConfiguration.animator`, which the engine applies).
    public internal(set) var defaultAnimator: Animator = SlideAnimator()
    /// Replaces moving animators with a short cross-fade (`EngineConfiguration.reduceMotion`).
    public internal(set) var reduceMotion = false
    /// Replaces every animator of a push or a pop in code with none: the new screen shows in
    /// the next frame (`EngineConfiguration.isAccessible`). A swipe still follows the pointer.
    public internal(set) var removesMotion = false
    /// Seconds an interactive transition may stay untouched before it is cancelled (30;
    /// `EngineConfiguration.stallTimeout`).
    public internal(set) var stallTimeout: Double = 30
    /// Seconds a settle released by input counts as already running (`DisplayTraits.firstFrameLead`,
    /// which the engine applies).
    var inputLead = 0.0
    /// Told of everything the controller does.
    public var onTrace: ((TraceEvent) -> Void)?

    /// The stack, root first.
    public private(set) var entries: [StackEntry]
    /// The screens of `entries`, by identity: whether a screen is on the stack is known at once,
    /// however deep the stack (ten thousand pushes in a row stay linear). Changed with `entries`.
    private(set) var stacked: Set<ObjectIdentifier> = []
    /// The transition in flight, if any.
    public private(set) var transition: Transition?
    /// True once the stack has been shown (`appear()`): its top has been told it appeared.
    public private(set) var hasAppeared = false
    /// True while the stack is shown: its top has been told it appears with its stack, and not
    /// since that it disappears with it (a cover, an unselected tab, a collapsed split's hidden
    /// column make it false). A push or a pop inside it leaves it as it is.
    public private(set) var isVisible = false
    /// The transition of a container's own that its top screen has been told it is in
    /// (willAppear or willDisappear, animated, without the did yet: `Window.changingAppearance`);
    /// nil when none is.
    var appearanceTransition: AppearanceTransition?
    /// How many times the stack, shown, told a screen leaving its top that it disappears and the
    /// new top that it appears, itself (a push, a pop, `setStack`): a change of the tree that
    /// made one (`Window.changingAppearance`) tells those screens nothing again.
    private(set) var ownAppearanceChanges = 0
    /// True when a change before the stack was ever shown shows it (a stack before launch);
    /// false once the engine knows it starts hidden (it then appears when a container shows it).
    var showsOnFirstChange = true
    /// Draws the stack (its panes, its transitions), kept from frame to frame.
    let composer = FrameComposer(size: Size(width: 1, height: 1), layout: ContentLayout())

    /// The bar drawn at the bottom of each screen's pane, under its content, moving with the
    /// screen as it is pushed or popped (a tab controller's bar); nil for a screen that shows none
    /// (one that hides it when pushed). A container that owns the stack sets it; none by default.
    public var bottomBar: ((Screen) -> TabBar?)? {
        get { composer.tabBar }
        set { composer.tabBar = newValue }
    }

    /// Draws every screen of the stack again in the next frame, from scratch (what a container
    /// draws into their panes changed: its bar's titles or badges).
    public func redrawScreens() {
        composer.redrawAll()
    }

    private enum Request {
        case push(Screen, animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case popTo(Screen, animated: Bool)
        case setStack([Screen], animated: Bool)
    }
    private var queue: [Request] = []
    private var nextEntryID: UInt64 = 0
    /// Screens whose entries were just made, to be told they joined (`announceJoined`).
    private var joined: [Screen] = []
    /// True while a request is carried out: what a screen asks for from its callbacks then
    /// queues behind it instead of changing the controller half way.
    private var performing = false
    private var nextTransitionID: UInt64 = 0
    private var lastProgress: Double?
    /// Told of every screen that joins the stack (the engine hands it a `NavigationContext`).
    var onScreenAdded: ((Screen) -> Void)?
    /// Told of the screen that was on top when another one takes its place (pushed over,
    /// popped, replaced), after the stack changed.
    var onTopLeft: ((Screen) -> Void)?
    /// Told when a transition ended and no queued request started another, with the time it
    /// ended (seconds): what waited for the transition may start now, chained from that time.
    var onIdle: ((Double) -> Void)?
    /// Told of every transition as it begins, before the screens' callbacks.
    var onTransitionBegan: ((Transition) -> Void)?
    /// Told of the screens that left the stack (popped, replaced), once the change that removed
    /// them has settled: after the transition's last callbacks.
    var onScreensRemoved: (([Screen]) -> Void)?
    /// Asks the engine whether a presentation presented from this stack is up.
    var presentsSomething: (() -> Bool)?

    /// True while a presentation presented from this stack (a sheet, an alert, a cover) is up,
    /// until its dismissal ends (UIKit's `presentedViewController != nil`). A container does not
    /// remove such a stack, nor move its screens away: it waits until it is false.
    public var isPresenting: Bool { presentsSomething?() ?? false }
    /// Told when a push of `screen` is refused, at once or when its turn in the queue came
    /// (the screen had joined the stack meanwhile).
    var onPushRefused: ((Screen) -> Void)?
    /// Screens removed by the change under way, told of when it settles.
    private var removed: [Screen] = []

    /// Creates a controller whose stack holds `root` alone.
    public init(root: Screen) {
        entries = []
        entries = [makeEntry(root)]
        stacked = [ObjectIdentifier(root)]
        joined.removeAll()  // the root is on the stack from the start; its owner tells it
    }

    /// The screens, root first.
    public var screens: [Screen] { entries.map(\.screen) }
    /// The top screen of the stack.
    public var topScreen: Screen { entries[entries.count - 1].screen }
    /// Number of screens on the stack (at least 1).
    public var depth: Int { entries.count }
    /// Requests waiting for the running transition to end.
    public var queuedRequestCount: Int { queue.count }
    /// True while a transition runs or requests wait, or the stack is held by a presentation's
    /// transition.
    public var isBusy: Bool { transition != nil || !queue.isEmpty || performing || isHeld }
    /// True while a presentation's transition moves this stack's card or uncovers it: requests
    /// queue as they do behind a transition, and no back swipe begins (`hold()`, `release(at:)`).
    public private(set) var isHeld = false

    /// When the running interactive transition will be declared stalled (seconds), if one is tracking.
    public var stallDeadline: Double? {
        guard let transition, transition.isTracking, let touched = transition.lastTouched else { return nil }
        return touched + stallTimeout
    }

    /// Pushes `screen`; animated unless `animated` is false. An animation starts at `time`
    /// (seconds), or at the next `advance` when nil.
    @discardableResult
    public func push(_ screen: Screen, animated: Bool = true, at time: Double? = nil) -> NavigationResult {
        onTrace?(.push(screen: screen.title))
        if holds(screen) { return refusePush(of: screen) }
        return request(.push(screen, animated: animated), at: time)
    }

    /// Pops the top screen; refused at the root. An animation starts at `time` (nil: the next `advance`).
    @discardableResult
    public func pop(animated: Bool = true, at time: Double? = nil) -> NavigationResult {
        request(.pop(animated: animated), at: time)
    }

    /// Pops every screen above the root in one transition; refused at the root.
    @discardableResult
    public func popToRoot(animated: Bool = true, at time: Double? = nil) -> NavigationResult {
        request(.popToRoot(animated: animated), at: time)
    }

    /// Pops every screen above `screen` in one transition; refused unless `screen` is below the top.
    @discardableResult
    public func pop(to screen: Screen, animated: Bool = true, at time: Double? = nil) -> NavigationResult {
        request(.popTo(screen, animated: animated), at: time)
    }

    /// Replaces the whole stack (root first). Screens already on the stack keep
    /// their ids. Animated as a push when the new top is new, as a pop when it was below.
    @discardableResult
    public func setStack(_ screens: [Screen], animated: Bool = true, at time: Double? = nil) -> NavigationResult {
        if let twice = Self.repeatedScreen(in: screens) {
            return refuse("setStack", .duplicateScreen, "'\(twice.title)' is in the stack twice")
        }
        return request(.setStack(screens, animated: animated), at: time)
    }

    /// Shows the stack for the first time: the top screen gets willAppear and didAppear (the
    /// delegate willShow and didShow), not animated. Called by the engine before its first frame
    /// or event; later calls do nothing, and so does this one when a push or pop asked for
    /// before it has already told its new top that it appears.
    func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        isVisible = true
        let top = topScreen
        performing = true  // what the top asks for from its callbacks waits for them to end
        willShow(top, animated: false)
        didShow(top, animated: false)
        performing = false
        startNextQueued(startTime: nil)
    }

    /// True when `entries` has the one entry `screen` is on (not counting a push in flight).
    func contains(_ screen: Screen) -> Bool { stacked.contains(ObjectIdentifier(screen)) }

    /// Holds the stack while a presentation's transition runs over it or with it: requests queue.
    func hold() { isHeld = true }

    /// Lets the held stack go at `time` (seconds): what queued meanwhile starts from then.
    func release(at time: Double?) {
        guard isHeld else { return }
        isHeld = false
        startNextQueued(startTime: time)
    }

    /// The top screen starts to appear with its stack (a presentation showing it, or uncovering
    /// it): willAppear, and the delegate's willShow when the stack shows for the first time.
    func beginAppearance(animated: Bool) {
        isVisible = true
        if hasAppeared {
            topScreen.willAppear(animated: animated); onTrace?(.willAppear(screen: topScreen.title))
        } else {
            willShow(topScreen, animated: animated)
        }
    }

    /// The top screen has appeared with its stack: didAppear (and the delegate's didShow the first
    /// time); the stack counts as shown from here.
    func endAppearance(animated: Bool) {
        if hasAppeared {
            topScreen.didAppear(animated: animated); onTrace?(.didAppear(screen: topScreen.title))
        } else {
            hasAppeared = true
            didShow(topScreen, animated: animated)
        }
    }

    /// The top screen starts to disappear with its stack (covered by a full-screen presentation,
    /// or its presentation dismissed): willDisappear.
    func beginDisappearance(animated: Bool) {
        isVisible = false
        topScreen.willDisappear(animated: animated); onTrace?(.willDisappear(screen: topScreen.title))
    }

    /// The top screen has disappeared with its stack: didDisappear.
    func endDisappearance(animated: Bool) {
        topScreen.didDisappear(animated: animated); onTrace?(.didDisappear(screen: topScreen.title))
    }

    /// Tells `screen`, one of this stack's, that it starts to disappear while the stack stays
    /// shown (screens were put over it with no transition: a split collapsing).
    func screenWillDisappear(_ screen: Screen) {
        screen.willDisappear(animated: false); onTrace?(.willDisappear(screen: screen.title))
    }

    /// Tells `screen` that it has disappeared (after `screenWillDisappear`).
    func screenDidDisappear(_ screen: Screen) {
        screen.didDisappear(animated: false); onTrace?(.didDisappear(screen: screen.title))
    }

    /// Tells `screen`, now this stack's top, that it starts to appear while the stack stays
    /// shown (the screens over it were taken off with no transition: a split expanding).
    func screenWillAppear(_ screen: Screen) {
        screen.willAppear(animated: false); onTrace?(.willAppear(screen: screen.title))
    }

    /// Tells `screen` that it has appeared (after `screenWillAppear`).
    func screenDidAppear(_ screen: Screen) {
        screen.didAppear(animated: false); onTrace?(.didAppear(screen: screen.title))
    }

    /// Marks the stack shown or hidden without telling any screen: its top moved to or from
    /// another stack, shown there before and after (a split collapsing or expanding).
    func markShown(_ shown: Bool) {
        isVisible = shown
        if shown { hasAppeared = true }
    }

    /// Every screen leaves with the stack (its presentation was dismissed): each is told of as
    /// removed (`onScreensRemoved`), top first, and nothing queued is played.
    func removeAll() {
        queue.removeAll()
        onScreensRemoved?(entries.reversed().map(\.screen))
    }

    /// Takes the screens above the first `depth` off the stack and puts `screens` on top, with no
    /// transition and no callback: for a container that moves screens between its stacks (a split
    /// view collapsing puts the detail's screens on the list's stack, and expanding takes them
    /// back). The screens neither arrive nor leave: each taken screen must go onto another stack
    /// of the tree in the same change, and each screen put on top must come from one (a stack the
    /// container drops in that change may still list it: the engine lets go only of the screens
    /// no stack holds). Returns
    /// the screens taken, root first. The stack must be at rest (no transition, nothing queued)
    /// and must not end up empty.
    ///
    /// ```swift
    /// let detail = secondary.exchangeScreens(above: 0, for: [placeholder])
    /// _ = primary.exchangeScreens(above: primary.depth, for: detail)
    /// ```
    @discardableResult
    public func exchangeScreens(above depth: Int, for screens: [Screen]) -> [Screen] {
        precondition(transition == nil && queue.isEmpty, "screens move between stacks at rest")
        precondition(depth + screens.count > 0, "a stack needs a screen")
        let oldTop = entries.last
        let taken = entries[depth...].map(\.screen)
        for screen in taken { stacked.remove(ObjectIdentifier(screen)) }
        entries.removeSubrange(depth...)
        for screen in screens {
            nextEntryID += 1
            entries.append(StackEntry(id: EntryID(rawValue: nextEntryID), screen: screen))
            stacked.insert(ObjectIdentifier(screen))
        }
        if let oldTop, oldTop.id != entries.last?.id { onTopLeft?(oldTop.screen) }
        onTrace?(.stack(entries.map(\.screen.title)))
        return taken
    }

    /// True when an interactive pop may begin now: nothing runs or waits, the top is not the
    /// root, and the top screen allows the back swipe.
    public var canBeginInteractivePop: Bool { !isBusy && depth > 1 && topScreen.allowsBackSwipe }

    /// Starts an interactive pop at `time` (seconds) and returns the interaction controller that
    /// drives it. Refused unless `canBeginInteractivePop`, or when the delegate gives no
    /// interaction controller.
    public func beginInteractivePop(at time: Double? = nil) -> Result<any InteractionController, NavigationError> {
        guard canBeginInteractivePop else { return .failure(.swipeNotAllowed) }
        let to = entries[entries.count - 2]
        return beginInteractive(.pop, to: to, resultingStack: Array(entries.dropLast()), at: time)
    }

    /// Starts an interactive push of `screen` at `time` (seconds), e.g. from a screen's own
    /// leftward swipe, and returns the interaction controller that drives it. Refused while a
    /// transition runs or requests wait, or when the delegate gives no interaction controller.
    public func beginInteractivePush(_ screen: Screen, at time: Double? = nil)
        -> Result<any InteractionController, NavigationError> {
        guard !isBusy else { return .failure(.swipeNotAllowed) }
        onTrace?(.push(screen: screen.title))
        if holds(screen) {
            _ = refusePush(of: screen)
            return .failure(.alreadyOnStack)
        }
        let to = makeEntry(screen)
        return beginInteractive(.push, to: to, resultingStack: entries + [to], at: time)
    }

    private func beginInteractive(_ operation: NavigationOperation, to: StackEntry, resultingStack: [StackEntry],
                                  at time: Double?) -> Result<any InteractionController, NavigationError> {
        let animator = chooseAnimator(operation, from: entries[entries.count - 1].screen, to: to.screen)
        let controller = delegate.map { $0.navigationController(self, interactionControllerFor: animator) }
            ?? PercentDrivenInteraction()
        guard let controller else { return .failure(.swipeNotAllowed) }
        if operation == .pop { onTrace?(.pop(screen: topScreen.title)) }
        let transition = begin(operation, to: to, resultingStack: resultingStack, animator: animator,
                               interactive: true, startTime: time)
        controller.startInteractiveTransition(transition)
        return .success(controller)
    }

    /// Advances the running transition to `now` (seconds); finishes it and starts
    /// queued requests as their turn comes. Chained transitions start when the
    /// previous one ended, so a late frame never delays or slows them.
    package func advance(to now: Double) {
        while let current = transition {
            checkStall(current, now: now)
            let ended = current.advance(to: now)
            if current.progress != lastProgress {
                lastProgress = current.progress
                onTrace?(.transitionProgress(current.progress))
            }
            guard ended else { return }
            end(current)
            let endTime = min(now, current.endTime ?? now)
            startNextQueued(startTime: endTime)
            if transition == nil { onIdle?(endTime) }
        }
    }

    // MARK: - Performing requests

    private func request(_ request: Request, at time: Double?) -> NavigationResult {
        if isBusy {
            queue.append(request)
            return .queued
        }
        let result = perform(request, startTime: time)
        startNextQueued(startTime: time)  // what the screens asked for meanwhile, if nothing runs
        return result
    }

    private func perform(_ request: Request, startTime: Double?) -> NavigationResult {
        performing = true
        defer {
            announceJoined()  // entries that went on the stack below an unchanged top
            performing = false
        }
        let target: [StackEntry]
        let animated: Bool
        switch request {
        case let .push(screen, isAnimated):
            if holds(screen) { return refusePush(of: screen) }  // it joined the stack while this waited
            target = entries + [makeEntry(screen)]
            animated = isAnimated
        case let .pop(isAnimated):
            guard depth > 1 else { return refuse("pop", .cannotPopRoot, "the root screen cannot be popped") }
            target = Array(entries.dropLast())
            animated = isAnimated
        case let .popToRoot(isAnimated):
            guard depth > 1 else { return refuse("popToRoot", .cannotPopRoot, "already at the root") }
            target = [entries[0]]
            animated = isAnimated
        case let .popTo(screen, isAnimated):
            guard let index = entries.firstIndex(where: { $0.screen === screen }), index < depth - 1 else {
                return refuse("popTo", .notOnStack, "'\(screen.title)' is not below the top")
            }
            target = Array(entries[...index])
            animated = isAnimated
        case let .setStack(screens, isAnimated):
            guard !screens.isEmpty else { return refuse("setStack", .emptyStack, "a stack needs a screen") }
            target = screens.map { screen in entries.first { $0.screen === screen } ?? makeEntry(screen) }
            animated = isAnimated
        }
        let from = entries[entries.count - 1], to = target[target.count - 1]
        if case .push = request {} else { onTrace?(.pop(screen: from.screen.title)) }
        if to.id == from.id {                       // same top: the stack below changes silently
            replaceEntries(with: target)
            onTrace?(.stack(entries.map(\.screen.title)))
            settle()
            return .completed
        }
        // A screen is on the stack once, as one entry: the top to come is below when its screen is.
        let operation: NavigationOperation = stacked.contains(ObjectIdentifier(to.screen)) ? .pop : .push
        if animated {
            let animator = chooseAnimator(operation, from: from.screen, to: to.screen)
            begin(operation, to: to, resultingStack: target, animator: animator, interactive: false,
                  startTime: startTime)
            return .started
        }
        replaceEntries(with: target)
        announceJoined()
        startCallbacks(from: from.screen, to: to.screen, animated: false)
        finishCallbacks(from: from.screen, to: to.screen, animated: false)
        onTrace?(.stack(entries.map(\.screen.title)))
        settle()
        return .completed
    }

    /// True when `screen` is on the stack or being pushed.
    func holds(_ screen: Screen) -> Bool {
        stacked.contains(ObjectIdentifier(screen)) || transition?.to.screen === screen
    }

    private func refusePush(of screen: Screen) -> NavigationResult {
        onPushRefused?(screen)
        return refuse("push", .alreadyOnStack, "'\(screen.title)' is already on the stack")
    }

    /// The first screen that `screens` holds twice, if any.
    private static func repeatedScreen(in screens: [Screen]) -> Screen? {
        var seen = Set<ObjectIdentifier>()
        return screens.first { !seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Makes `target` the stack and tells who left the top; notes who left the stack.
    private func replaceEntries(with target: [StackEntry]) {
        let oldTop = entries.last
        // Stacks can be deep: a push keeps every entry and a pop keeps a prefix, so only a new
        // stack is searched, by set.
        let common = min(entries.count, target.count)
        var shared = 0
        while shared < common && entries[shared].id == target[shared].id { shared += 1 }
        if shared == target.count || shared == entries.count {
            let left = entries[shared...].map(\.screen)
            removed += left
            for screen in left { stacked.remove(ObjectIdentifier(screen)) }
            for entry in target[shared...] { stacked.insert(ObjectIdentifier(entry.screen)) }
        } else {
            let kept = Set(target.map(\.id))
            removed += entries.filter { !kept.contains($0.id) }.map(\.screen)
            stacked = Set(target.map { ObjectIdentifier($0.screen) })
        }
        entries = target
        if let oldTop, oldTop.id != entries.last?.id { onTopLeft?(oldTop.screen) }
    }

    /// The change under way has settled: tells who left the stack.
    private func settle() {
        guard !removed.isEmpty else { return }
        let left = removed
        removed = []
        onScreensRemoved?(left)
    }

    private func refuse(_ request: String, _ error: NavigationError, _ reason: String) -> NavigationResult {
        onTrace?(.refused(request: request, reason: reason))
        return .refused(error)
    }

    private func chooseAnimator(_ operation: NavigationOperation, from: Screen, to: Screen) -> Animator {
        let animator = delegate?.navigationController(self, animatorFor: operation, from: from, to: to)
            ?? defaultAnimator
        if removesMotion { return NoAnimator() }
        if reduceMotion && !(animator is CrossFadeAnimator) && !(animator is NoAnimator) {
            return CrossFadeAnimator(duration: 0.2)
        }
        return animator
    }

    @discardableResult
    private func begin(_ operation: NavigationOperation, to: StackEntry, resultingStack: [StackEntry],
                       animator: Animator, interactive: Bool, startTime: Double?) -> Transition {
        let from = entries[entries.count - 1]
        nextTransitionID += 1
        let transition = Transition(id: nextTransitionID, operation: operation, from: from, to: to,
                                    resultingStack: resultingStack, animator: animator,
                                    interactive: interactive, startTime: startTime, inputLead: inputLead)
        transition.landsAtOnce = removesMotion
        self.transition = transition
        lastProgress = nil
        announceJoined()  // the pushed screen is in the transition: it may use its context now
        onTransitionBegan?(transition)
        onTrace?(.transitionBegan(operation: operation, from: from.screen.title, to: to.screen.title,
                                  animator: animator.name, interactive: interactive))
        startCallbacks(from: from.screen, to: to.screen, animated: true)
        return transition
    }

    private func checkStall(_ transition: Transition, now: Double) {
        guard transition.isTracking else { return }
        if transition.lastTouched == nil || transition.progress != lastProgress {
            transition.lastTouched = now
        } else if let touched = transition.lastTouched, now - touched >= stallTimeout {
            onTrace?(.transitionStalled(seconds: now - touched))
            transition.settle(finish: false, velocity: 0, from: now)
        }
    }

    private func end(_ finished: Transition) {
        transition = nil
        finished.completeAlongside()
        let from = finished.from.screen, to = finished.to.screen
        if finished.wasCancelled {
            if isVisible {
                to.willDisappear(animated: true); onTrace?(.willDisappear(screen: to.title))
                to.didDisappear(animated: true); onTrace?(.didDisappear(screen: to.title))
                from.willAppear(animated: true); onTrace?(.willAppear(screen: from.title))
                from.didAppear(animated: true); onTrace?(.didAppear(screen: from.title))
            }
            // A push called off leaves its screen off the stack: it is told of as removed.
            if finished.operation == .push, !stacked.contains(ObjectIdentifier(to)) { removed.append(to) }
            onTrace?(.transitionCancelled)
        } else {
            replaceEntries(with: finished.resultingStack)
            finishCallbacks(from: from, to: to, animated: true)
            onTrace?(.transitionFinished)
        }
        onTrace?(.stack(entries.map(\.screen.title)))
        settle()
    }

    private func startNextQueued(startTime: Double?) {
        while transition == nil, !queue.isEmpty {
            _ = perform(queue.removeFirst(), startTime: startTime)
        }
    }

    /// A change begins: `from` will disappear and `to` appear, while the stack is shown. A change
    /// before the stack was ever shown shows it (before launch), unless the engine said it starts
    /// hidden (`showsOnFirstChange`: an unselected tab's, a collapsed split's secondary). A hidden
    /// stack tells its screens nothing: they appear when it does. The delegate hears of it either way.
    private func startCallbacks(from: Screen, to: Screen, animated: Bool) {
        if !hasAppeared && showsOnFirstChange {
            isVisible = true
            hasAppeared = true  // `to` is told it appears: a change before launch shows the stack
        }
        if isVisible {
            ownAppearanceChanges &+= 1
            from.willDisappear(animated: animated); onTrace?(.willDisappear(screen: from.title))
        }
        willShow(to, animated: animated)
    }

    private func finishCallbacks(from: Screen, to: Screen, animated: Bool) {
        if isVisible { from.didDisappear(animated: animated); onTrace?(.didDisappear(screen: from.title)) }
        didShow(to, animated: animated)
    }

    /// `screen` is about to be shown: its willAppear (while the stack is shown), then the
    /// delegate's willShow.
    private func willShow(_ screen: Screen, animated: Bool) {
        if isVisible { screen.willAppear(animated: animated); onTrace?(.willAppear(screen: screen.title)) }
        delegate?.navigationController(self, willShow: screen, animated: animated)
        onTrace?(.willShow(screen: screen.title))
    }

    /// `screen` is shown: its didAppear (while the stack is shown), then the delegate's didShow.
    private func didShow(_ screen: Screen, animated: Bool) {
        if isVisible { screen.didAppear(animated: animated); onTrace?(.didAppear(screen: screen.title)) }
        delegate?.navigationController(self, didShow: screen, animated: animated)
        onTrace?(.didShow(screen: screen.title))
    }

    /// A new entry for `screen`. The screen is told it joined (`onScreenAdded`) only once the
    /// request that made the entry has changed the controller (`announceJoined`), so what it
    /// does from there (a push) sees a consistent controller and queues behind that request.
    private func makeEntry(_ screen: Screen) -> StackEntry {
        nextEntryID += 1
        joined.append(screen)
        return StackEntry(id: EntryID(rawValue: nextEntryID), screen: screen)
    }

    /// Tells the screens whose entries the last request made that they joined (nobody, before an
    /// engine shows the stack: it gives every screen its context then).
    private func announceJoined() {
        while !joined.isEmpty {
            let screen = joined.removeFirst()  // taken first: with no listener, `onScreenAdded?(…)` evaluates nothing
            onScreenAdded?(screen)
        }
    }
}
