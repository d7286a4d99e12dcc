extension Platform {
    /// The wall clock: seconds since 1970-01-01 00:00 UTC, and the local time zone's offset from
    /// UTC at that moment in seconds (east positive), for stamping log entries.
    package static func wallClock() -> (seconds: Double, utcOffset: Int) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var whole = now.tv_sec
        var local = tm()
        let offset = localtime_r(&whole, &local) == nil ? 0 : Int(local.tm_gmtoff)
        return (Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000, offset)
    }
}
