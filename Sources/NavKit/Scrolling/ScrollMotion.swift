/// The motion of a scroll view's content along one axis, as a function of time, as UIKit
/// moves it: following a drag (rubber-banded past the ends), coasting after a release at the
/// finger's speed and slowing at the `DecelerationRate`, bouncing off an end it reaches,
/// springing back when released past one, or settling on a page. It never reads a clock:
/// every call takes the time (seconds), so the same inputs give the same offsets.
///
/// Offsets are in cells from the start of the content; 0 shows its start, `maximumOffset` its
/// end. A finger's translation is positive toward the end of the axis (down, right), which
/// moves the content back toward its start, as on a phone.
public struct ScrollMotion: Hashable, Sendable {
    /// The farthest offset (cells): the content's length less the viewport's, at least 0.
    public var maximumOffset: Double
    /// The viewport's length along the axis (cells): how far a rubber band can stretch.
    public var viewportLength: Double
    /// How fast a released scroll slows down.
    public var decelerationRate: DecelerationRate
    /// The page length (cells) when paging: a release settles on a page, at most one from the
    /// one the drag began on. Nil: no paging.
    public var pageLength: Double?

    /// UIKit's rubber-band constant: past an end, the content moves (1 − 1 / (x·c / d + 1)) · d
    /// for a finger x past it, d the viewport's length.
    public static let rubberBandConstant = 0.55
    /// Below this speed (cells per second) coasting content is at rest.
    public static let restingSpeed = 0.1
    /// The spring that brings content back to an end or onto a page: critically damped, with
    /// this natural frequency (per second); it settles in about 0.4 s.
    public static let springFrequency = 15.0

    /// What the content is doing.
    private enum Phase: Hashable, Sendable {
        /// Still at `offset`.
        case resting(offset: Double)
        /// Following a finger: the offset the finger would give without the rubber band, when
        /// the drag began.
        case dragging(start: Double, translation: Double)
        /// Released at `velocity` (cells per second) from `offset` at `time`, slowing down.
        case coasting(offset: Double, velocity: Double, time: Double)
        /// Pulled to `target` by the spring, from `offset` at `velocity` at `time`.
        case springing(target: Double, offset: Double, velocity: Double, time: Double)
    }

    private var phase: Phase = .resting(offset: 0)

    /// Content at rest at offset 0, `maximumOffset` cells of travel, in a viewport `viewportLength`
    /// cells long.
    public init(maximumOffset: Double, viewportLength: Double, decelerationRate: DecelerationRate = .normal,
                pageLength: Double? = nil) {
        self.maximumOffset = max(0, maximumOffset)
        self.viewportLength = max(1, viewportLength)
        self.decelerationRate = decelerationRate
        self.pageLength = pageLength
    }

    // MARK: - Reading

    /// The offset at `time` (cells; past 0 or `maximumOffset` while rubber-banding or bouncing).
    public func offset(at time: Double) -> Double { state(at: time).offset }

    /// The content's velocity at `time` (cells per second; 0 at rest or while dragging).
    public func velocity(at time: Double) -> Double { state(at: time).velocity }

    /// True while the content moves by itself (coasting, bouncing, springing back, paging).
    public func isMoving(at time: Double) -> Bool {
        switch phase {
        case .resting, .dragging: return false
        case .coasting, .springing: return !hasSettled(at: time)
        }
    }

    /// True while a finger holds the content.
    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    // MARK: - Driving

    /// A finger went down at `time`: the content stops where it is (a press on coasting
    /// content catches it) and follows the finger from there.
    public mutating func beginDrag(at time: Double) {
        let offset = offset(at: time)
        phase = .dragging(start: unstretched(offset), translation: 0)
    }

    /// The finger is `translation` cells from where it went down (positive toward the end of
    /// the axis: the content moves back toward its start); past an end, the content follows
    /// it less and less (the rubber band).
    public mutating func drag(translation: Double) {
        guard case let .dragging(start, _) = phase else { return }
        phase = .dragging(start: start, translation: translation)
    }

    /// The finger came up at `time` moving at `velocity` (cells per second, positive toward the
    /// end of the axis). The content coasts at the finger's speed and slows down; released past
    /// an end it springs back; with paging it settles on the page the release chose.
    public mutating func endDrag(velocity fingerVelocity: Double, at time: Double) {
        guard case let .dragging(start, translation) = phase else { return }
        let offset = stretched(start - translation)
        let velocity = -fingerVelocity
        if let pageLength, pageLength > 0 {
            let startPage = (start / pageLength).rounded()
            let projected = offset + decelerationRate.coastingDistance(velocity: velocity)
            let page = min(max((projected / pageLength).rounded(), startPage - 1), startPage + 1)
            let target = min(max(page * pageLength, 0), maximumOffset)
            phase = .springing(target: target, offset: offset, velocity: velocity, time: time)
        } else if offset < 0 || offset > maximumOffset {
            phase = .springing(target: offset < 0 ? 0 : maximumOffset, offset: offset, velocity: velocity, time: time)
        } else {
            phase = .coasting(offset: offset, velocity: velocity, time: time)
        }
    }

    /// Puts the content at once where the motion under way (a coast, a bounce, a spring back, a
    /// page settling) would come to rest: the accessible look's "no motion".
    public mutating func land() {
        switch phase {
        case let .coasting(_, _, start), let .springing(_, _, _, start):
            phase = .resting(offset: clamped(offset(at: start + ScrollMotion.longestMotion)))
        case .resting, .dragging:
            break
        }
    }

    /// Seconds after which any coast or spring has come to rest (a coast at the fastest flick a
    /// terminal reports, at the slowest deceleration, settles within a few).
    static let longestMotion = 60.0

    /// Stops the content where it is at `time`, within the ends.
    public mutating func stop(at time: Double) {
        phase = .resting(offset: clamped(offset(at: time)))
    }

    /// Moves the content to `offset` (clamped to the ends) at once: keys, the wheel, code.
    public mutating func jump(to offset: Double) {
        phase = .resting(offset: clamped(offset))
    }

    // MARK: - The motion

    /// Where the content is and how fast it moves at `time`.
    private func state(at time: Double) -> (offset: Double, velocity: Double) {
        switch phase {
        case let .resting(offset):
            return (offset, 0)
        case let .dragging(start, translation):
            return (stretched(start - translation), 0)
        case let .coasting(offset, velocity, start):
            return coast(from: offset, velocity: velocity, for: max(0, time - start))
        case let .springing(target, offset, velocity, start):
            return spring(to: target, from: offset, velocity: velocity, for: max(0, time - start))
        }
    }

    /// Coasting from `offset` at `velocity` for `elapsed` seconds: v(t) = v·e^(−λt),
    /// x(t) = x + v/λ · (1 − e^(−λt)). Reaching an end, it bounces: the spring takes over there
    /// with the speed it arrived at.
    private func coast(from offset: Double, velocity: Double, for elapsed: Double) -> (offset: Double, velocity: Double) {
        let decay = decelerationRate.decay
        let rest = offset + velocity / decay
        if let (edge, arrival) = edgeCrossing(from: offset, velocity: velocity, rest: rest), elapsed > arrival {
            let entering = velocity * exp(-decay * arrival)
            return spring(to: edge, from: edge, velocity: entering, for: elapsed - arrival)
        }
        if abs(velocity) * exp(-decay * elapsed) < ScrollMotion.restingSpeed { return (rest, 0) }
        let factor = exp(-decay * elapsed)
        return (offset + velocity / decay * (1 - factor), velocity * factor)
    }

    /// The end coasting from `offset` reaches, and after how many seconds; nil when it comes to
    /// rest within the ends.
    private func edgeCrossing(from offset: Double, velocity: Double, rest: Double) -> (Double, Double)? {
        let edge: Double
        if rest > maximumOffset && velocity > 0 { edge = maximumOffset } else if rest < 0 && velocity < 0 { edge = 0 } else { return nil }
        // x(t) = edge  ⇔  1 − e^(−λt) = (edge − x)·λ / v.
        let share = (edge - offset) * decelerationRate.decay / velocity
        guard share > 0 && share < 1 else { return (edge, 0) }
        return (edge, -log(1 - share) / decelerationRate.decay)
    }

    /// The critically damped spring to `target` from `offset` at `velocity`, `elapsed` seconds on:
    /// x(t) = target + (a + b·t)·e^(−ωt), a = offset − target, b = velocity + ω·a.
    private func spring(to target: Double, from offset: Double, velocity: Double,
                        for elapsed: Double) -> (offset: Double, velocity: Double) {
        let omega = ScrollMotion.springFrequency
        let a = offset - target, b = velocity + omega * a
        let factor = exp(-omega * elapsed)
        let x = (a + b * elapsed) * factor
        let v = (b - omega * (a + b * elapsed)) * factor
        if abs(x) < 0.01 && abs(v) < ScrollMotion.restingSpeed * 10 { return (target, 0) }
        return (target + x, v)
    }

    /// True when the motion has ended at `time` (the content rests at its final offset).
    private func hasSettled(at time: Double) -> Bool {
        let (offset, velocity) = state(at: time)
        guard velocity == 0 else { return false }
        switch phase {
        case let .springing(target, _, _, _): return offset == target
        case .coasting: return offset >= 0 && offset <= maximumOffset
        default: return true
        }
    }

    // MARK: - The rubber band

    /// The offset shown for a finger that would put the content at `raw`: itself within the ends,
    /// rubber-banded past them.
    public func stretched(_ raw: Double) -> Double {
        if raw < 0 { return -ScrollMotion.rubberBand(-raw, length: viewportLength) }
        if raw > maximumOffset { return maximumOffset + ScrollMotion.rubberBand(raw - maximumOffset, length: viewportLength) }
        return raw
    }

    /// The finger offset that gives the shown `offset` (the rubber band undone).
    private func unstretched(_ offset: Double) -> Double {
        if offset < 0 { return -ScrollMotion.unstretch(-offset, length: viewportLength) }
        if offset > maximumOffset { return maximumOffset + ScrollMotion.unstretch(offset - maximumOffset, length: viewportLength) }
        return offset
    }

    /// How far past an end content shows for a finger `distance` cells past it, in a viewport
    /// `length` cells long: (1 − 1 / (x·0.55 / d + 1)) · d, always less than `length`.
    public static func rubberBand(_ distance: Double, length: Double) -> Double {
        (1 - 1 / (distance * rubberBandConstant / length + 1)) * length
    }

    /// The finger distance past an end that shows `shown` cells past it.
    private static func unstretch(_ shown: Double, length: Double) -> Double {
        let ratio = min(shown / length, 0.999_999)
        return (1 / (1 - ratio) - 1) * length / rubberBandConstant
    }

    private func clamped(_ offset: Double) -> Double { min(max(offset, 0), maximumOffset) }
}
