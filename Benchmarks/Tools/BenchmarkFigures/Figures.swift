// What the benchmark tools share: a duration in seconds and a percentile of measurements.

/// `duration` in seconds.
public func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The `p` percentile (0…1) of `values` (seconds, or anything): the smallest value that at
/// least a share `p` of them do not exceed.
public func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}
