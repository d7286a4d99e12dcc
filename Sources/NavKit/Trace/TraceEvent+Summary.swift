extension TraceEvent {
    /// The kinds of event, for a reader that shows some of them (the inspector's trace filter).
    public enum Category: String, CaseIterable, Sendable {
        /// Pushes, pops, presentations, dismissals, refusals and the stack after a change.
        case navigation
        /// Transitions beginning, moving, finishing, cancelled or stalled.
        case transition
        /// Appearance callbacks and the delegate's show callbacks.
        case lifecycle
        /// Gesture recognizers changing state.
        case gesture
    }

    /// The event's kind.
    public var category: Category {
        switch self {
        case .push, .pop, .present, .dismiss, .sheetDetent, .refused, .stack: .navigation
        case .transitionBegan, .transitionProgress, .transitionFinished, .transitionCancelled, .transitionStalled:
            .transition
        case .willShow, .didShow, .willAppear, .didAppear, .willDisappear, .didDisappear: .lifecycle
        case .gesture: .gesture
        }
    }

    /// The event in a few words, e.g. "push Detail", "transition 42 %", "edgePan began".
    public var summary: String {
        switch self {
        case let .push(screen): "push \(screen)"
        case let .pop(screen): "pop \(screen)"
        case let .present(screen, style): "present \(screen) (\(style))"
        case let .dismiss(screen): "dismiss \(screen)"
        case let .sheetDetent(screen, detent): "sheet \(screen) at \(detent)"
        case let .refused(request, reason): "refused \(request): \(reason)"
        case let .transitionBegan(operation, from, to, animator, interactive):
            "\(operation.rawValue) \(from) → \(to), \(animator)\(interactive ? ", interactive" : "")"
        case let .transitionProgress(progress): "transition \(Int((progress * 100).rounded())) %"
        case .transitionFinished: "transition finished"
        case .transitionCancelled: "transition cancelled"
        case let .transitionStalled(seconds): "transition stalled \(seconds) s"
        case let .willShow(screen): "willShow \(screen)"
        case let .didShow(screen): "didShow \(screen)"
        case let .willAppear(screen): "willAppear \(screen)"
        case let .didAppear(screen): "didAppear \(screen)"
        case let .willDisappear(screen): "willDisappear \(screen)"
        case let .didDisappear(screen): "didDisappear \(screen)"
        case let .gesture(recognizer, state): "\(recognizer) \(state.rawValue)"
        case let .stack(titles): "stack " + titles.joined(separator: " › ")
        }
    }
}
