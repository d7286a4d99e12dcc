/// Two keys held like a finger, where the terminal reports releases: one moves a drag forward,
/// the other back, by itself while it is down, slowly at first and faster the longer it is held
/// (the speed grows as the square of the time held: half the length in `halfLengthTime`). The
/// newer key down wins; letting go of it while the other is still down turns the motion that
/// way. Positions are fractions of the length the drag runs along (the width for the back
/// swipe, the height for a sheet), kept within `lower…upper`. The back swipe
/// (`KeyboardSwipeRecognizer`) and the sheet (`SheetInput`) hold keys this way.
struct HeldKeys {
    /// Seconds a held key takes to move the drag half the length from rest.
    static let halfLengthTime = 0.6
    /// Seconds a held key may go without a press or repeat before its release counts as lost
    /// (terminals repeat a held key every few hundredths of a second).
    static let stallTimeout = 1.0
    /// The speed after one second held (lengths per second; after t seconds, this times t²).
    private static let growth = 3 * 0.5 / (halfLengthTime * halfLengthTime * halfLengthTime)

    /// When the key first went down (seconds).
    let pressedAt: Double
    /// When the key last pressed or repeated, or the last release (seconds).
    private(set) var lastReport: Double
    /// True while the forward key is down.
    private(set) var forwardDown = true
    /// True while the backward key is down.
    private(set) var backwardDown = false
    /// True once the backward key went down.
    private(set) var wasTurned = false
    private var since: Double
    private var position = 0.0
    private var direction = 1.0
    private let lower: Double
    private let upper: Double

    /// The forward key went down at `time` (seconds), the drag at rest at 0, to move within
    /// `lower…upper` (fractions of the length).
    init(forwardAt time: Double, lower: Double = 0, upper: Double = 1) {
        pressedAt = time
        lastReport = time
        since = time
        self.lower = lower
        self.upper = upper
    }

    /// When the release counts as lost (seconds): `stallTimeout` after the last report.
    var stallDeadline: Double { lastReport + HeldKeys.stallTimeout }

    /// Position and velocity (lengths per second, positive forward) at `time` (seconds); at an
    /// end of `lower…upper` the speed is spent.
    func state(at time: Double) -> (position: Double, velocity: Double) {
        let held = max(0, time - since)
        let moved = position + direction * HeldKeys.growth * held * held * held / 3
        if moved >= upper { return (upper, 0) }
        if moved <= lower { return (lower, 0) }
        return (moved, direction * HeldKeys.growth * held * held)
    }

    /// The forward (or backward) key pressed at `time`: a key already down is the terminal's
    /// repeat and only says it is still held; a newly pressed one turns the motion its way.
    mutating func press(forward: Bool, at time: Double) {
        let alreadyDown = forward ? forwardDown : backwardDown
        if !alreadyDown {
            turn(to: forward ? 1 : -1, at: time)
            if forward { forwardDown = true } else { backwardDown = true; wasTurned = true }
        }
        lastReport = time
    }

    /// The forward (or backward) key released at `time`. True when it was down; then, with the
    /// other key still down, the motion goes that way.
    mutating func release(forward: Bool, at time: Double) -> Bool {
        guard forward ? forwardDown : backwardDown else { return false }
        if forward { forwardDown = false } else { backwardDown = false }
        lastReport = time
        if forwardDown || backwardDown { turn(to: forwardDown ? 1 : -1, at: time) }
        return true
    }

    /// True while a key is down.
    var isHeld: Bool { forwardDown || backwardDown }

    /// The motion from `time` on, from rest, `direction`-ward (+1 forward), as a finger that
    /// turns back.
    private mutating func turn(to newDirection: Double, at time: Double) {
        guard newDirection != direction else { return }
        position = state(at: time).position
        since = time
        direction = newDirection
    }
}
