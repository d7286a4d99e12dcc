/// Counts quick presses at one place, for `PointerEvent.clickCount`: a press less than
/// `interval` seconds after the last, at most a cell away from it, is the next click of its run.
struct ClickCounter: Sendable {
    /// The longest pause between the clicks of a double click (seconds), as desktops have it.
    static let interval = 0.5
    private var last: (position: Point, time: Double, count: Int)?

    /// The count of a press at `position` at `time` (seconds).
    mutating func count(at position: Point, time: Double) -> Int {
        var count = 1
        if let last, time - last.time < Self.interval,
           abs(position.x - last.position.x) <= 1, abs(position.y - last.position.y) <= 1 {
            count = last.count + 1
        }
        last = (position, time, count)
        return count
    }
}
