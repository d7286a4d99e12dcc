import NavKitPlatform
import NavKit

/// Seconds from a monotonic clock, counted from when it was created.
/// The only clock in NavKit: the run loop reads it and passes the time on.
package struct MonotonicClock: TimeSource, Sendable {
    private let origin: Double

    /// Starts the clock at 0.
    package init() { origin = MonotonicClock.raw() }

    /// Seconds since creation.
    package var now: Double { MonotonicClock.raw() - origin }

    private static func raw() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
