/// A value a container moves between 0 and 1 — a drawer's opening, columns sliding, a panel's
/// reveal — by itself or under the pointer, as the back swipe moves a push: animated to a value
/// over a duration, caught mid-way by the pointer and following it, let go to finish (1) or
/// spring back (0) by the back swipe's release rule, and caught again on its way (UIKit's
/// `UIViewPropertyAnimator`, scrubbed by a pan as `UIPercentDrivenInteractiveTransition` scrubs
/// a transition).
///
/// It reads no clock: the container passes the time its input handlers get
/// (`ContainerEventContext.time`) and the time of each `Container.step(to:)`, and returns
/// `isAnimating` from `step(to:)` so that frames come while it moves:
///
/// ```swift
/// func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
///     guard key == .function(2), !screenDeclined else { return .ignored }
///     reveal.animate(to: reveal.target == 1 ? 0 : 1, at: context.time,
///                    duration: context.transitionDuration, curve: context.transitionCurve)
///     return .handled
/// }
///
/// func step(to time: Double) -> Bool {
///     if reveal.step(to: time) == 0 { closeDrawer() }   // came to rest closed
///     return reveal.isAnimating
/// }
/// ```
public struct InteractiveMotion: Sendable {
    /// How it moves now.
    private enum Phase: Sendable {
        /// Still.
        case resting
        /// By itself from `from` to `to` over `duration` seconds from `start`, along `curve`.
        case animating(from: Double, to: Double, start: Double, duration: Double, curve: TimingCurve)
        /// With the pointer: the value was `value` when the pointer was at `pointer` (cells).
        case tracking(pointer: Double, value: Double)
    }

    /// The value now (0…1 under the pointer; an animation goes where it is told).
    public private(set) var value: Double
    private var phase = Phase.resting
    /// The pointer's speed while it tracks.
    private var velocity = VelocityTracker()

    /// A motion at rest at `value` (0 by default).
    public init(at value: Double = 0) {
        self.value = value
    }

    /// True while it moves by itself (toward `target`): frames are needed.
    public var isAnimating: Bool {
        if case .animating = phase { return true }
        return false
    }

    /// True while the pointer holds it (`catchIt(at:time:)` until `letGo`).
    public var isTracking: Bool {
        if case .tracking = phase { return true }
        return false
    }

    /// Where it is going: the animation's end while it animates, else where it is.
    public var target: Double {
        if case let .animating(_, to, _, _, _) = phase { return to }
        return value
    }

    /// Moves from where it is to `target`, starting at `time` (seconds): a whole way (from 0 to
    /// 1) takes `duration` seconds along `curve`, a shorter one its share of it (at least 0.05
    /// s), so a motion turned around mid-way takes the time the way back needs. A `duration` of
    /// 0 (reduced motion), or a motion to where it is, puts it there at once; either way the
    /// next `step(to:)` reports that it came to rest.
    public mutating func animate(to target: Double, at time: Double, duration: Double,
                                 curve: TimingCurve = .easeInOut) {
        var length = duration <= 0 ? 0 : max(0.05, duration * min(1, abs(target - value)))
        if target == value { length = 0 }
        if length == 0 { value = target }
        phase = .animating(from: value, to: target, start: time, duration: length, curve: curve)
    }

    /// The pointer caught it at `pointer` (cells, along the way it moves) at `time` (seconds): it
    /// stops where it is and follows the pointer from there.
    public mutating func catchIt(at pointer: Double, time: Double) {
        _ = step(to: time)
        phase = .tracking(pointer: pointer, value: value)
        velocity.reset()
        velocity.add(x: pointer, at: time)
    }

    /// The pointer is at `pointer` (cells) at `time` (seconds): the value follows it, `travel`
    /// cells of the pointer making the whole way from 0 to 1 (negative when the pointer moves
    /// toward smaller cells to go toward 1: leftward, upward), within 0…1.
    public mutating func follow(to pointer: Double, travel: Double, time: Double) {
        guard case let .tracking(start, startValue) = phase else { return }
        value = min(1, max(0, startValue + (pointer - start) / nonZero(travel)))
        velocity.add(x: pointer, at: time)
    }

    /// The pointer let go at `time` (seconds): it finishes (animates to 1) when `rule` says a
    /// back swipe would at this value and speed (projected), else springs back to 0, the way
    /// left taking its share of `duration` (seconds for a whole way) along `curve`. Returns where
    /// it goes.
    @discardableResult
    public mutating func letGo(rule: ReleaseRule, travel: Double, time: Double, duration: Double,
                               curve: TimingCurve = .easeInOut) -> Double {
        guard isTracking else { return target }
        let speed = velocity.cellsPerSecond / nonZero(travel)   // of the value, per second
        let finishes = rule.finishes(progress: value, velocity: speed, width: Int(abs(travel).rounded()),
                                     sampled: velocity.hasEnoughSamples, movedForward: speed > 0)
        let end = finishes ? 1.0 : 0.0
        phase = .resting
        animate(to: end, at: time, duration: duration, curve: curve)
        return end
    }

    /// Moves it on to `time` (seconds). Returns the value it came to rest at in this step (the
    /// animation's end); nil while it moves, follows the pointer, or was at rest already.
    @discardableResult
    public mutating func step(to time: Double) -> Double? {
        guard case let .animating(from, to, start, duration, curve) = phase else { return nil }
        let fraction = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
        guard fraction < 1 else {
            value = to
            phase = .resting
            return to
        }
        value = from + (to - from) * curve.progress(at: fraction, duration: duration)
        return nil
    }

    /// `travel`, never 0 (a cell).
    private func nonZero(_ travel: Double) -> Double {
        abs(travel) < 1 ? (travel < 0 ? -1 : 1) : travel
    }
}
