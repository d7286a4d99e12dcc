/// A pan that only begins when the press lands within `edgeWidth` cells of the
/// left edge and the first movement is rightward (UIScreenEdgePanGestureRecognizer).
///
/// Feed it pointer events with their times; read `state`, `translation` and
/// `velocity`. Every state change goes through `move(to:)`, which refuses
/// illegal moves (a debug-build precondition).
public final class EdgePanGestureRecognizer {
    /// Width of the edge region in cells (2 by default).
    public var edgeWidth: Int
    /// Disabling the recognizer mid-gesture cancels the gesture.
    public var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { move(to: .cancelled) } }
    }
    /// Asked when the gesture would begin; returning false makes it fail.
    public var shouldBegin: () -> Bool = { true }
    /// Told of every state change (for traces and the HUD).
    public var onStateChange: ((GestureState) -> Void)?

    /// The current state.
    public private(set) var state: GestureState = .possible
    /// Where the gesture's press landed (cells), while one is tracked.
    public private(set) var start: Point?
    /// The pointer's latest position (cells).
    public private(set) var location: Point?
    /// Pointer velocity, sampled on every move.
    public private(set) var velocity = VelocityTracker()
    private var armed = false

    /// Creates a recognizer for the left edge, `edgeWidth` cells wide.
    public init(edgeWidth: Int = 2) {
        self.edgeWidth = max(1, edgeWidth)
    }

    /// Horizontal movement since the press, in cells (positive = rightward).
    public var translation: Int {
        guard let start, let location else { return 0 }
        return location.x - start.x
    }

    /// True while the gesture is recognised (began or changed).
    public var isActive: Bool { state == .began || state == .changed }

    /// Feeds a pointer event at `time` (seconds). Returns true when the event is
    /// part of this gesture and must not reach the screen below.
    @discardableResult
    public func handle(_ event: PointerEvent, at time: Double) -> Bool {
        switch event.kind {
        case .press:
            if isActive { move(to: .cancelled) }  // a press with no release before it
            resetIfFinished()
            guard state == .possible else { return false }
            arm(at: event.position, time: time)
            if !armed { move(to: .failed) }
            return false
        case .drag:
            if state == .possible && !armed && start == nil {
                arm(at: event.position, time: time)  // the press was lost: start here
                if !armed { move(to: .failed); return false }
                return true
            }
            guard armed else { return false }
            location = event.position
            velocity.add(x: Double(event.position.x), at: time)
            switch state {
            case .possible:
                let dx = translation, dy = abs(event.position.y - (start?.y ?? 0))
                if dx > 0 && dx >= dy {
                    move(to: shouldBegin() ? .began : .failed)
                } else if dx < 0 || dy > 1 {
                    move(to: .failed)
                }
                return state != .failed
            case .began, .changed:
                move(to: .changed)
                return true
            default:
                return false
            }
        case .release:
            guard armed else { return false }
            location = event.position
            velocity.add(x: Double(event.position.x), at: time)
            armed = false
            switch state {
            case .began, .changed:
                move(to: .ended)
                return true
            case .possible:
                move(to: .failed)  // a tap at the edge: the screen gets it
                return false
            default:
                return false
            }
        case .scrollUp, .scrollDown:
            return isActive
        }
    }

    /// Starts tracking at once from `point`, as if the gesture had already begun
    /// there (used to re-grab a settling pane).
    public func beginTracking(at point: Point, time: Double) {
        if isActive { move(to: .cancelled) }
        resetIfFinished()
        start = point
        location = point
        armed = true
        velocity.reset()
        velocity.add(x: Double(point.x), at: time)
        move(to: .began)
    }

    /// Cancels a recognised gesture (e.g. the transition was refused).
    public func cancel() {
        if isActive { move(to: .cancelled) }
        armed = false
    }

    private func arm(at point: Point, time: Double) {
        armed = isEnabled && point.x >= 0 && point.x < edgeWidth
        start = point
        location = point
        velocity.reset()
        if armed { velocity.add(x: Double(point.x), at: time) }
    }

    private func resetIfFinished() {
        if state.isFinal {
            move(to: .possible)
            start = nil
            location = nil
            armed = false
        }
    }

    private func move(to next: GestureState) {
        assert(state.canMove(to: next), "illegal gesture move \(state) → \(next)")
        guard state.canMove(to: next) else { return }
        state = next
        onStateChange?(next)
    }
}
