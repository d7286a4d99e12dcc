/// How fast a released scroll view slows down: the share of its speed it keeps each
/// millisecond (UIKit's `UIScrollView.DecelerationRate`).
public struct DecelerationRate: Hashable, Sendable {
    /// The speed kept per millisecond, 0 < value < 1.
    public var perMillisecond: Double

    /// A rate keeping `perMillisecond` of the speed each millisecond (0 < value < 1).
    public init(perMillisecond: Double) {
        precondition(perMillisecond > 0 && perMillisecond < 1, "a deceleration rate is between 0 and 1")
        self.perMillisecond = perMillisecond
    }

    /// UIKit's normal rate, 0.998: a fling coasts about half a second's worth of its speed.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's fast rate, 0.99: a fling stops soon (pickers, paging).
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// The speed's decay constant λ (per second): the speed t seconds after release is
    /// v · e^(−λt) = v · rate^(1000 t).
    public var decay: Double { -1000 * log(perMillisecond) }

    /// How far content released at `velocity` (cells per second) coasts before it rests
    /// (cells, signed as the velocity): v / λ, about v × 0.5 s at the normal rate.
    public func coastingDistance(velocity: Double) -> Double { velocity / decay }
}
