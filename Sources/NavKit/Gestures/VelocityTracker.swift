/// Estimates horizontal pointer velocity from timestamped samples.
///
/// Samples closer than `minimumInterval` to the previous one replace its
/// position instead of adding a sample, so a burst of events with the same
/// timestamp cannot produce an infinite or noisy velocity. The velocity is
/// measured over the last `window` intervals, ignoring samples older than
/// `maximumAge` before the newest one.
public struct VelocityTracker: Sendable {
    private var samples: [(time: Double, x: Double)] = []
    /// Samples closer than this (seconds) are merged: 0.010.
    public var minimumInterval = 0.010
    /// Intervals averaged over: 3.
    public var window = 3
    /// Samples older than this before the newest are ignored (seconds): 0.1.
    public var maximumAge = 0.1

    /// Creates an empty tracker.
    public init() {}

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Adds the pointer's column `x` (cells) at `time` (seconds).
    public mutating func add(x: Double, at time: Double) {
        if let last = samples.last, time - last.time < minimumInterval {
            samples[samples.count - 1].x = x
            return
        }
        samples.append((time, x))
        if samples.count > window + 1 { samples.removeFirst(samples.count - window - 1) }
    }

    /// Velocity in cells per second (positive = rightward); 0 with fewer than two usable samples.
    public var cellsPerSecond: Double {
        guard let newest = samples.last else { return 0 }
        guard let oldest = samples.first(where: { newest.time - $0.time <= maximumAge }),
              newest.time > oldest.time else { return 0 }
        return (newest.x - oldest.x) / (newest.time - oldest.time)
    }

    /// True once two samples at least `minimumInterval` apart were taken: a velocity (maybe 0,
    /// when the pointer stood still) is known. A flick whose events all came within
    /// `minimumInterval` has too few.
    public var hasEnoughSamples: Bool { samples.count >= 2 }

    /// Velocity in container widths per second, for a container `width` cells wide.
    public func widthsPerSecond(width: Int) -> Double {
        width > 0 ? cellsPerSecond / Double(width) : 0
    }
}
