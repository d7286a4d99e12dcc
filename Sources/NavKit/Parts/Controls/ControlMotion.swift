/// A control's value as it is shown while it moves to the value it has: a switch's knob, a
/// segmented control's selection, a progress bar's end. Shares of the control's travel (0…1 for
/// a knob), eased over a duration in proportion to the way left, so a change in mid-flight
/// (interrupting it) turns around from where the knob is, in the time the shorter way takes.
///
/// It reads no clock: the control's `step(to:)` tells it the time. A motion asked for starts at
/// the next step, so the frame after the event that set it moving is its first; one asked for
/// before the control was ever stepped (a screen that does not forward `step(to:)`) jumps, so
/// a value is never left drawn half-way.
struct ControlMotion: Sendable, Equatable {
    /// The value drawn now.
    private(set) var value: Double
    /// Where the motion goes.
    private(set) var target: Double
    /// Where it started, when (seconds; nil until the next step) and for how long (seconds).
    private var origin: Double, start: Double?, duration = 0.0
    /// The last time stepped to (seconds); nil before the first step.
    private var now: Double?
    /// How it eases.
    let curve: TimingCurve

    /// At rest at `value`, easing with `curve`.
    init(at value: Double, curve: TimingCurve = .easeInOut) {
        self.value = value
        target = value
        origin = value
        self.curve = curve
    }

    /// True while the shown value has yet to reach the target.
    var isMoving: Bool { value != target }

    /// Shows `value` at once, stopping any motion.
    mutating func jump(to value: Double) {
        self.value = value
        target = value
        origin = value
        start = nil
    }

    /// Moves from the value shown now to `target`, over `fullDuration` seconds for a way of
    /// `fullDistance` (shorter ways take their share of it, at least one sixtieth of a second).
    mutating func move(to target: Double, fullDuration: Double, fullDistance: Double = 1) {
        guard now != nil else { return jump(to: target) }
        guard target != value else { return jump(to: target) }
        origin = value
        self.target = target
        duration = max(1.0 / 60, fullDuration * min(1, abs(target - value) / max(fullDistance, 1e-9)))
        start = nil
    }

    /// Moves the shown value to `time` (seconds); true while it still moves.
    mutating func step(to time: Double) -> Bool {
        now = max(now ?? time, time)
        guard isMoving, let now else { return false }
        let begun = start ?? now
        start = begun
        let fraction = duration > 0 ? (now - begun) / duration : 1
        if fraction >= 1 {
            value = target
        } else {
            value = origin + (target - origin) * curve.progress(at: fraction, duration: duration)
        }
        return isMoving
    }
}
