/// When the next frame is due (seconds on the run loop's clock).
///
/// While an animation runs, frames fall on a fixed grid of `interval`: a frame
/// that comes a little late does not push the next one back, and one that
/// comes more than a frame late starts a new grid instead of catching up.
/// After input the next frame is due at once (at most every half interval),
/// and the grid restarts from it; but after pointer motion alone it comes no
/// sooner than an interval after the last frame, so motion reported faster
/// than the frame rate (a 120 Hz mouse) never makes frames closer than a
/// display shows, and the newest position is drawn.
struct FrameSchedule {
    /// Seconds between frames while something moves.
    let interval: Double
    /// When the next frame may be presented.
    private(set) var due: Double = -.infinity
    private var slot: Double = -.infinity
    private var last: Double = -.infinity

    /// A schedule with frames `interval` seconds apart.
    init(interval: Double) { self.interval = interval }

    /// Notes a frame presented at `time`; the next one is due one interval after its grid slot.
    mutating func presented(at time: Double) {
        if time >= slot - FrameSchedule.tolerance {
            slot += interval
            if slot <= time { slot = time + interval }  // more than a frame late: skip, never catch up
        } else {
            slot = time + interval                      // early (after input): the grid restarts here
        }
        last = time
        due = slot
    }

    /// Input changed something: the next frame is due now, or half an interval after the last
    /// one; after pointer motion alone (`motionOnly`), an interval after the last one.
    mutating func inputArrived(motionOnly: Bool = false) {
        due = motionOnly ? last + interval : min(slot, last + interval / 2)
    }

    /// How early a frame may come and still count as on its grid slot (seconds).
    static let tolerance = 0.002
}
