import NavKit

/// The columns' slide (`ColumnsController`): one column deeper or back, animated with a push's
/// duration and curve, or following the pointer that caught it, and then let go to finish or
/// spring back by the back swipe's release rule.
struct ColumnShift {
    /// Which way the columns slide.
    enum Direction {
        /// Left, to a new column.
        case deeper
        /// Right, to the parent.
        case back
    }

    /// How a slide ended.
    enum Ending {
        /// It reached the other side.
        case finished
        /// It went back where it started.
        case cancelled
    }

    /// Which way the columns slide.
    let direction: Direction
    /// How far the slide has gone: 0 where it started, 1 at the other side.
    var progress: Double { motion.value }
    /// The slide's own motion, by itself or under the pointer.
    private var motion = InteractiveMotion()
    /// How long a whole slide takes (seconds) and how it moves over it: a push's.
    private let duration: Double, curve: TimingCurve

    /// A slide `direction`, starting at `context.time` with `context`'s push timing.
    init(direction: Direction, context: ContainerEventContext) {
        self.direction = direction
        duration = context.transitionDuration
        curve = context.transitionCurve
        motion.animate(to: 1, at: context.time, duration: duration, curve: curve)
    }

    /// True while the pointer moves it.
    var isTracking: Bool { motion.isTracking }

    /// The pointer caught it at `x` (cells) at `time` (seconds): it stays where it is and follows
    /// the pointer from there.
    mutating func catchIt(at x: Double, time: Double) {
        motion.catchIt(at: x, time: time)
    }

    /// The pointer is at `x` (cells) at `time`: the slide follows it, a whole slide being `travel`
    /// cells (leftward deeper, rightward back), within its two ends.
    mutating func follow(to x: Double, travel: Double, time: Double) {
        motion.follow(to: x, travel: signed(travel), time: time)
    }

    /// The pointer let go at `time`: the slide finishes when `rule` says the back swipe would
    /// (its progress and speed, projected), else it springs back; the rest takes the part of a
    /// push's duration that is left to go.
    mutating func letGo(rule: ReleaseRule, travel: Double, time: Double) {
        motion.letGo(rule: rule, travel: signed(travel), time: time, duration: duration, curve: curve)
    }

    /// Moves it on to `time` (seconds); how it ended when it reached an end by itself, nil while
    /// it moves or tracks.
    mutating func advance(to time: Double) -> Ending? {
        motion.step(to: time).map { $0 >= 1 ? .finished : .cancelled }
    }

    /// `travel` cells with the sign of the pointer's way toward the other side: leftward deeper.
    private func signed(_ travel: Double) -> Double { direction == .back ? travel : -travel }
}
