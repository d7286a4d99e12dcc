/// Where a sheet's card is while the pointer or the keyboard moves it: following the drag (a
/// rubber band above its largest detent; strong resistance below its smallest when it may not be
/// dismissed), then settling on a detent or off the bottom, at the release's speed and coming to
/// rest there. Edges are rows from the container's top, with their fraction. It never reads a
/// clock: time comes from `advance(to:)`.
struct SheetMotion {
    /// Where the card goes when it is let go.
    enum Target: Equatable {
        /// It rests at this detent.
        case detent(SheetDetent)
        /// It leaves off the bottom: the sheet is dismissed.
        case dismissal
    }

    /// The card's top edge when the drag began (rows).
    let startEdge: Double
    /// The largest detent's edge: the highest the card rests (rows).
    let highest: Double
    /// The smallest detent's edge: the lowest the card rests (rows).
    let lowest: Double
    /// The container's height: the edge of a card off the bottom (rows).
    let bottom: Double
    /// True when the card may not leave (`isModalInPresentation`, or the delegate said no): below
    /// its lowest detent it moves only a little.
    var resists = false
    /// The card's top edge now (rows, with their fraction).
    private(set) var edge: Double

    private enum Phase: Equatable {
        case tracking
        case settling(origin: Double, target: Double, start: Double?, duration: Double, slope: Double)
    }
    private var phase = Phase.tracking

    /// Seconds the card takes to cross its whole travel when let go at rest (0.4, the slide of a
    /// presentation); a shorter way takes less, and a release's speed shortens it more.
    static let settleDuration = 0.4
    /// Downward speed (rows per second) past which a card let go below its lowest detent leaves,
    /// wherever the projection ends (25): UIKit's flick from the smallest detent.
    static let dismissalSpeed = 25.0
    /// How far below its lowest detent a card that may not leave can be pulled, at most, as a
    /// share of its travel from there (0.12): the resistance of `isModalInPresentation`.
    static let resistanceShare = 0.12

    /// A card resting at `edge`, whose detents' edges run from `highest` to `lowest`, in a
    /// container `bottom` rows tall.
    init(edge: Double, highest: Double, lowest: Double, bottom: Double) {
        startEdge = edge
        self.edge = edge
        self.highest = highest
        self.lowest = max(highest, lowest)
        self.bottom = max(self.lowest, bottom)
    }

    /// True while the pointer (or a key) holds the card.
    var isTracking: Bool { phase == .tracking }

    /// How much of the card shows, 0…1: 1 at its lowest detent and above, 0 off the bottom. The
    /// presenter's dimming follows it.
    var shown: Double {
        let travel = bottom - lowest
        return travel > 0 ? min(1, max(0, (bottom - edge) / travel)) : 1
    }

    /// Where the card would be for a pointer `translation` rows down from where it was grabbed:
    /// with it between the detents and below them, rubber-banded above the highest (less than the
    /// row above it), resisting below the lowest when it `resists`.
    func edge(forTranslation translation: Double) -> Double {
        let raw = startEdge + translation
        if raw < highest {
            return highest - ScrollMotion.rubberBand(highest - raw, length: max(0.5, highest))
        }
        if resists && raw > lowest {
            let reach = max(1, (bottom - lowest) * SheetMotion.resistanceShare)
            return lowest + ScrollMotion.rubberBand(raw - lowest, length: reach)
        }
        return min(bottom, raw)
    }

    /// The pointer moved the card `translation` rows down from where it was grabbed.
    mutating func drag(translation: Double) {
        phase = .tracking
        edge = edge(forTranslation: translation)
    }

    /// Where a card let go now, moving at `velocity` (rows per second, positive downward), goes,
    /// among `detents` (with their edges): it leaves when it `mayLeave` and its projected edge
    /// (UIKit's: where it would come to rest decelerating, `EngineConfiguration.projectionTime`
    /// of the velocity on) is past the middle of the way from the lowest detent to the bottom,
    /// or when it is below the lowest detent and moving down faster than `dismissalSpeed`; else
    /// it rests at the detent nearest the projection.
    func target(velocity: Double, detents: [(detent: SheetDetent, edge: Double)], mayLeave: Bool) -> Target {
        let projected = edge + velocity * EngineConfiguration.projectionTime
        if mayLeave && (projected > lowest + (bottom - lowest) / 2
                        || (edge > lowest && velocity > SheetMotion.dismissalSpeed)) {
            return .dismissal
        }
        let nearest = detents.min { abs($0.edge - projected) < abs($1.edge - projected) }
        return .detent(nearest?.detent ?? .large)
    }

    /// Lets the card go toward `target` (an edge, rows) at `velocity` (rows per second, positive
    /// downward) from `time` (seconds; nil: the next `advance`). The settle takes
    /// `settleDuration` for the whole travel and less for less, never longer than the way left at
    /// the release's speed; it starts at that speed when it points at the target.
    /// `atOnce` (the accessible look): it lands on the next `advance`.
    mutating func settle(toward target: Double, velocity: Double, at time: Double?, atOnce: Bool = false) {
        let travel = max(1, bottom - highest)  // the whole way, in rows
        var (duration, slope) = TimingCurve.settleTiming(remaining: abs(target - edge) / travel,
                                                         speed: (target > edge ? velocity : -velocity) / travel,
                                                         fullDuration: SheetMotion.settleDuration)
        if atOnce { duration = 0 }
        phase = .settling(origin: edge, target: target, start: time, duration: duration, slope: slope)
    }

    /// Moves a settling card to `now` (seconds). Returns true when it has just come to rest.
    mutating func advance(to now: Double) -> Bool {
        guard case let .settling(origin, target, start, duration, slope) = phase else { return false }
        let begin = start ?? now
        if start == nil { phase = .settling(origin: origin, target: target, start: now, duration: duration, slope: slope) }
        let fraction = duration > 0 ? (now - begin) / duration : 1
        edge = fraction >= 1 ? target : origin + (target - origin) * TimingCurve.settle(initialSlope: slope, at: fraction)
        return fraction >= 1
    }

    /// When the settle ends (seconds), once it has started.
    var endTime: Double? {
        guard case let .settling(_, _, start?, duration, _) = phase else { return nil }
        return start + duration
    }
}
