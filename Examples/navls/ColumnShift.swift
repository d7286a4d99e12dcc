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

    /// How it moves now.
    private enum Motion {
        /// By itself, from `from` to `to` (progress) over `duration` seconds from `start`.
        case animating(from: Double, to: Double, start: Double, duration: Double)
        /// With the pointer: it was at `progress` when the pointer was at `x` (cells).
        case tracking(x: Double, progress: Double)
    }

    /// Which way the columns slide.
    let direction: Direction
    /// How far the slide has gone: 0 where it started, 1 at the other side.
    private(set) var progress = 0.0
    private var motion: Motion
    /// How long a whole slide takes (seconds) and how it moves over it: a push's.
    private let duration: Double, curve: TimingCurve
    /// The pointer's speed while it tracks.
    private var velocity = VelocityTracker()

    /// A slide `direction`, starting at `context.time` with `context`'s push timing.
    init(direction: Direction, context: ContainerEventContext) {
        self.direction = direction
        duration = context.transitionDuration
        curve = context.transitionCurve
        motion = .animating(from: 0, to: 1, start: context.time, duration: context.transitionDuration)
    }

    /// True while the pointer moves it.
    var isTracking: Bool {
        if case .tracking = motion { return true }
        return false
    }

    /// The pointer caught it at `x` (cells) at `time` (seconds): it stays where it is and follows
    /// the pointer from there.
    mutating func catchIt(at x: Double, time: Double) {
        _ = advance(to: time)
        motion = .tracking(x: x, progress: progress)
        velocity.reset()
        velocity.add(x: x, at: time)
    }

    /// The pointer is at `x` (cells) at `time`: the slide follows it, a whole slide being `travel`
    /// cells (leftward deeper, rightward back), within its two ends.
    mutating func follow(to x: Double, travel: Double, time: Double) {
        guard case let .tracking(startX, startProgress) = motion else { return }
        let moved = (x - startX) * (direction == .back ? 1 : -1)
        progress = min(1, max(0, startProgress + moved / max(1, travel)))
        velocity.add(x: x, at: time)
    }

    /// The pointer let go at `time`: the slide finishes when `rule` says the back swipe would
    /// (its progress and speed, projected), else it springs back; the rest takes the part of a
    /// push's duration that is left to go.
    mutating func letGo(rule: ReleaseRule, travel: Double, time: Double) {
        guard case .tracking = motion else { return }
        let speed = velocity.cellsPerSecond * (direction == .back ? 1 : -1) / max(1, travel)
        let finishes = rule.finishes(progress: progress, velocity: speed, width: Int(travel.rounded()),
                                     sampled: velocity.hasEnoughSamples, movedForward: speed > 0)
        let target = finishes ? 1.0 : 0.0
        motion = .animating(from: progress, to: target, start: time,
                            duration: max(0.05, duration * abs(target - progress)))
    }

    /// Moves it on to `time` (seconds); how it ended when it reached an end by itself, nil while
    /// it moves or tracks.
    mutating func advance(to time: Double) -> Ending? {
        guard case let .animating(from, to, start, length) = motion else { return nil }
        let fraction = min(1, max(0, (time - start) / length))
        progress = from + (to - from) * curve.progress(at: fraction, duration: length)
        guard fraction >= 1 else { return nil }
        progress = to
        return to >= 1 ? .finished : .cancelled
    }
}
