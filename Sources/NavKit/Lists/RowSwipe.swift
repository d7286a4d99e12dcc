/// How far a list row is swiped open to show its actions, as a function of time: following a
/// drag, then settling open or closed (eased out over `settleDuration`). It never reads a clock.
struct RowSwipe {
    /// The row swiped.
    let row: Int
    /// The width of its actions (cells): fully open.
    let width: Double
    /// Seconds a release or a key takes to settle it.
    static let settleDuration = 0.25
    /// A release projects the row's motion this many seconds on to decide open or closed.
    static let projection = 0.1

    private enum Phase {
        case dragging(start: Double, translation: Double)
        case settling(from: Double, to: Double, start: Double)
    }
    private var phase: Phase

    /// Row `row`, closed, about to be dragged; its actions `width` cells wide.
    init(row: Int, width: Int, from reveal: Double = 0) {
        self.row = row
        self.width = Double(width)
        phase = .dragging(start: reveal, translation: 0)
    }

    /// How many cells of the actions show at `time` (0 … `width`).
    func reveal(at time: Double) -> Double {
        switch phase {
        case let .dragging(start, translation):
            return min(max(0, start - translation), width)
        case let .settling(from, to, start):
            let eased = TimingCurve.easeOut.progress(at: (time - start) / RowSwipe.settleDuration,
                                                     duration: RowSwipe.settleDuration)
            return from + (to - from) * eased
        }
    }

    /// True while it settles by itself at `time`.
    func isMoving(at time: Double) -> Bool {
        if case let .settling(_, _, start) = phase { return time < start + RowSwipe.settleDuration }
        return false
    }

    /// True once it has settled shut at `time`: the row shows no actions.
    func isClosed(at time: Double) -> Bool {
        if case let .settling(_, to, _) = phase { return to == 0 && !isMoving(at: time) }
        return false
    }

    /// True when it is, or is settling, open.
    var opens: Bool {
        switch phase {
        case .dragging: return true
        case let .settling(_, to, _): return to > 0
        }
    }

    /// Follows the finger: `translation` cells along the row since the press (leftward negative).
    mutating func drag(translation: Double) {
        if case let .dragging(start, _) = phase { phase = .dragging(start: start, translation: translation) }
    }

    /// Let go at `time` moving at `velocity` (cells a second, leftward negative): settles open
    /// when it would be more than half open a moment on, else shut.
    mutating func release(velocity: Double, at time: Double) {
        let projected = reveal(at: time) - velocity * RowSwipe.projection
        settle(open: projected > width / 2, at: time)
    }

    /// Settles open (or shut) from where it is at `time`.
    mutating func settle(open: Bool, at time: Double) {
        phase = .settling(from: reveal(at: time), to: open ? width : 0, start: time)
    }
}
