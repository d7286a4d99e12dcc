/// A stack of screens with animated push and pop (UINavigationController).
///
/// Rules:
/// - The stack is never empty; popping the root is refused with
///   `.refused(.cannotPopRoot)` and causes no transition and no callback.
/// - At most one transition runs. A push or pop requested while one runs (or
///   while an interactive pop is in progress) is queued and played, in order,
///   as soon as it ends; a queued pop that would pop the root is refused then.
/// - The stack changes when a transition finishes (a cancelled one leaves it as it was).
/// - Callbacks follow UIKit: from.willDisappear, to.willAppear, delegate
///   willShow at the start; from.didDisappear, to.didAppear, delegate didShow
///   at the end; a cancelled interactive pop undoes with to.willDisappear,
///   to.didDisappear, from.willAppear, from.didAppear and no didShow.
public final class NavigationController {
    /// Asked for animators and told what is shown; held weakly.
    public weak var delegate: NavigationControllerDelegate?
    /// Used when the delegate gives none.
    public var defaultAnimator: Animator = SlideAnimator()
    /// Told of everything the controller does.
    public var onTrace: ((TraceEvent) -> Void)?

    /// The stack, root first.
    public private(set) var entries: [StackEntry]
    /// The transition in flight, if any.
    public private(set) var transition: Transition?

    private enum Request {
        case push(Screen, animated: Bool)
        case pop(animated: Bool)
    }
    private var queue: [Request] = []
    private var nextEntryID: UInt64 = 0
    private var nextTransitionID: UInt64 = 0
    /// The time of the event being handled, used as the start of transitions it causes.
    var eventTime: Double?

    /// Creates a controller whose stack holds `root` alone.
    public init(root: Screen) {
        entries = []
        entries = [makeEntry(root)]
    }

    /// The screens, root first.
    public var screens: [Screen] { entries.map(\.screen) }
    /// The top screen of the stack.
    public var topScreen: Screen { entries[entries.count - 1].screen }
    /// Number of screens on the stack (at least 1).
    public var depth: Int { entries.count }
    /// Requests waiting for the running transition to end.
    public var queuedRequestCount: Int { queue.count }
    /// True while a transition runs or requests wait.
    public var isBusy: Bool { transition != nil || !queue.isEmpty }

    /// Pushes `screen`; animated unless `animated` is false. Queued while a transition runs.
    @discardableResult
    public func push(_ screen: Screen, animated: Bool = true) -> NavigationResult {
        onTrace?(.push(screen: screen.title))
        if isBusy {
            queue.append(.push(screen, animated: animated))
            return .queued
        }
        return perform(.push(screen, animated: animated), startTime: eventTime)
    }

    /// Pops the top screen; refused at the root. Queued while a transition runs.
    @discardableResult
    public func pop(animated: Bool = true) -> NavigationResult {
        if isBusy {
            onTrace?(.pop(screen: "(queued)"))
            queue.append(.pop(animated: animated))
            return .queued
        }
        onTrace?(.pop(screen: topScreen.title))
        return perform(.pop(animated: animated), startTime: eventTime)
    }

    /// Starts an interactive pop driven by `update`/`release` on the returned
    /// transition. Refused at the root, while busy, or when the top screen disallows it.
    public func beginInteractivePop() -> Result<Transition, NavigationError> {
        guard !isBusy, depth > 1, topScreen.allowsBackSwipe else { return .failure(.swipeNotAllowed) }
        onTrace?(.pop(screen: topScreen.title))
        return .success(begin(.pop, to: entries[entries.count - 2], interactive: true, startTime: nil))
    }

    /// Advances the running transition to `now` (seconds); finishes it and starts
    /// queued requests as their turn comes. Chained transitions start when the
    /// previous one ended, so a late frame never delays or slows them.
    public func advance(to now: Double) {
        while let current = transition {
            let before = current.progress
            let ended = current.advance(to: now)
            if current.progress != before { onTrace?(.transitionProgress(current.progress)) }
            guard ended else { return }
            end(current)
            let chainStart = min(now, current.endTime ?? now)
            startNextQueued(startTime: chainStart)
        }
    }

    // MARK: - Performing requests

    private func perform(_ request: Request, startTime: Double?) -> NavigationResult {
        switch request {
        case let .push(screen, animated):
            let entry = makeEntry(screen)
            if animated {
                begin(.push, to: entry, interactive: false, startTime: startTime)
                return .started
            }
            let from = entries[entries.count - 1]
            startCallbacks(from: from.screen, to: screen, animated: false)
            entries.append(entry)
            finishCallbacks(from: from.screen, to: screen, animated: false)
            onTrace?(.stack(entries.map(\.screen.title)))
            return .completed
        case let .pop(animated):
            guard depth > 1 else {
                onTrace?(.refused(request: "pop", reason: "the root screen cannot be popped"))
                return .refused(.cannotPopRoot)
            }
            let to = entries[entries.count - 2]
            if animated {
                begin(.pop, to: to, interactive: false, startTime: startTime)
                return .started
            }
            let from = entries.removeLast()
            startCallbacks(from: from.screen, to: to.screen, animated: false)
            finishCallbacks(from: from.screen, to: to.screen, animated: false)
            onTrace?(.stack(entries.map(\.screen.title)))
            return .completed
        }
    }

    @discardableResult
    private func begin(_ operation: NavigationOperation, to: StackEntry, interactive: Bool,
                       startTime: Double?) -> Transition {
        let from = entries[entries.count - 1]
        let animator = delegate?.navigationController(self, animatorFor: operation, from: from.screen,
                                                      to: to.screen) ?? defaultAnimator
        nextTransitionID += 1
        let transition = Transition(id: nextTransitionID, operation: operation, from: from, to: to,
                                    animator: animator, interactive: interactive, startTime: startTime)
        self.transition = transition
        onTrace?(.transitionBegan(operation: operation, from: from.screen.title, to: to.screen.title,
                                  animator: animator.name, interactive: interactive))
        startCallbacks(from: from.screen, to: to.screen, animated: true)
        return transition
    }

    private func end(_ finished: Transition) {
        transition = nil
        let from = finished.from.screen, to = finished.to.screen
        if finished.wasCancelled {
            to.willDisappear(animated: true); onTrace?(.willDisappear(screen: to.title))
            to.didDisappear(animated: true); onTrace?(.didDisappear(screen: to.title))
            from.willAppear(animated: true); onTrace?(.willAppear(screen: from.title))
            from.didAppear(animated: true); onTrace?(.didAppear(screen: from.title))
            onTrace?(.transitionCancelled)
        } else {
            switch finished.operation {
            case .push: entries.append(finished.to)
            case .pop: entries.removeLast()
            }
            finishCallbacks(from: from, to: to, animated: true)
            onTrace?(.transitionFinished)
        }
        onTrace?(.stack(entries.map(\.screen.title)))
    }

    private func startNextQueued(startTime: Double) {
        while transition == nil, !queue.isEmpty {
            let request = queue.removeFirst()
            if case .pop = request { onTrace?(.pop(screen: topScreen.title)) }
            _ = perform(request, startTime: startTime)
        }
    }

    private func startCallbacks(from: Screen, to: Screen, animated: Bool) {
        from.willDisappear(animated: animated); onTrace?(.willDisappear(screen: from.title))
        to.willAppear(animated: animated); onTrace?(.willAppear(screen: to.title))
        delegate?.navigationController(self, willShow: to, animated: animated)
        onTrace?(.willShow(screen: to.title))
    }

    private func finishCallbacks(from: Screen, to: Screen, animated: Bool) {
        from.didDisappear(animated: animated); onTrace?(.didDisappear(screen: from.title))
        to.didAppear(animated: animated); onTrace?(.didAppear(screen: to.title))
        delegate?.navigationController(self, didShow: to, animated: animated)
        onTrace?(.didShow(screen: to.title))
    }

    private func makeEntry(_ screen: Screen) -> StackEntry {
        nextEntryID += 1
        return StackEntry(id: EntryID(rawValue: nextEntryID), screen: screen)
    }
}
