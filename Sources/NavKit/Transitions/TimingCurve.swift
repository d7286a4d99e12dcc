/// Maps the fraction of a transition's time that has passed (0…1) to progress (0…1).
public enum TimingCurve: Hashable, Sendable {
    /// Progress equals time.
    case linear
    /// Starts slowly: cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Ends slowly: cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Starts and ends slowly: cubic Bézier (0.42, 0, 0.58, 1), UIKit's default.
    case easeInOut
    /// A cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1); x1 and x2 in 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring with no bounce (critically or over-damped; less damping is raised to
    /// critical): mass (kg), stiffness (N/m), damping (N·s/m). A real spring, released at rest:
    /// it runs its own course to `settlingDuration`, when it is within 0.1 % of the end, and is
    /// played over a transition's duration (an animator given none lasts that long).
    case spring(mass: Double, stiffness: Double, damping: Double)

    /// A spring as UIKit names one: `dampingRatio` (1 = critically damped, the fastest with no
    /// bounce; below 1 is raised to 1) and `response` (seconds, the undamped period), mass 1.
    public static func spring(dampingRatio: Double, response: Double) -> TimingCurve {
        let omega = 2 * Double.pi / max(response, 1e-3)
        return .spring(mass: 1, stiffness: omega * omega, damping: 2 * max(1, dampingRatio) * omega)
    }

    /// The navigation spring: critically damped, response 0.5 s; it settles in about 0.74 s.
    public static let navigationSpring = TimingCurve.spring(dampingRatio: 1, response: 0.5)

    /// How long the motion takes by itself (seconds): a spring's time to come within 0.1 % of
    /// the end; nil for the other curves, which take whatever duration they are given.
    public var settlingDuration: Double? {
        guard case let .spring(mass, stiffness, damping) = self else { return nil }
        var high = 0.05
        while 1 - TimingCurve.spring(high, mass: mass, stiffness: stiffness, damping: damping) > 0.001 && high < 1e4 {
            high *= 2
        }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if 1 - TimingCurve.spring(middle, mass: mass, stiffness: stiffness, damping: damping) > 0.001 {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    /// Progress (0…1) at `fraction` (0…1) of the duration, `duration` seconds long.
    public func progress(at fraction: Double, duration: Double = 0.35) -> Double {
        let t = min(1, max(0, fraction))
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return TimingCurve.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return TimingCurve.bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return TimingCurve.bezier(t, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            return TimingCurve.bezier(t, min(1, max(0, x1)), y1, min(1, max(0, x2)), y2)
        case let .spring(mass, stiffness, damping):
            // The spring's own motion, played over the transition's duration; the last 0.1 % is snapped.
            let settle = settlingDuration ?? 1
            return min(1, TimingCurve.spring(t * settle, mass: mass, stiffness: stiffness, damping: damping))
        }
    }

    /// The settle after a release: a cubic that leaves 0 with `initialSlope` (the release
    /// velocity in units of the distance over the settle's duration, 0…3 keeps it monotone) and
    /// arrives at 1 at rest, at `fraction` (0…1) of the settle.
    public static func settle(initialSlope: Double, at fraction: Double) -> Double {
        let u = min(1, max(0, fraction)), s = min(3, max(0, initialSlope))
        return s * u + (3 - 2 * s) * u * u + (s - 2) * u * u * u
    }

    /// How long the settle after a release takes and how fast it starts, the way left measured
    /// as a share of the whole way: `remaining` (0…1) of it at `speed` (shares of the whole way a
    /// second, toward the target; 0 or less: from rest), a whole way taking `fullDuration`
    /// seconds, all of it `speedFactor` times faster. The settle never takes longer than the
    /// rest of the animation, and a fast release keeps its pace: min(D·r, r / v) / factor. The
    /// slope is the release speed in units of the way left over the settle's duration, as
    /// `settle(initialSlope:at:)` takes it. The back swipe's release and a sheet's share it.
    static func settleTiming(remaining: Double, speed: Double, fullDuration: Double,
                             speedFactor: Double = 1) -> (duration: Double, slope: Double) {
        var duration = fullDuration * remaining
        let speed = max(0, speed)
        if speed > 0.0001 { duration = min(duration, remaining / speed) }
        duration /= max(0.01, speedFactor)
        return (duration, remaining > 0 ? speed * duration / remaining : 0)
    }

    /// Cubic Bézier easing: solves x(s) = t for s (Newton, then bisection), returns y(s).
    private static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - t
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<40 {
            let x = coordinate(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// Position (0…1) at `time` seconds of a damped spring released at rest at 0 toward 1.
    private static func spring(_ time: Double, mass: Double, stiffness: Double, damping: Double) -> Double {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9), t = max(0, time)
        let omega = (k / m).squareRoot()
        let zeta = max(1, damping / (2 * (k * m).squareRoot()))  // no bounce
        if zeta - 1 < 1e-9 {
            return 1 - (1 + omega * t) * exp(-omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        // x(0) = 0, x'(0) = 0 toward target 1.
        let c2 = r1 / (r2 - r1), c1 = -1 - c2
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
}
