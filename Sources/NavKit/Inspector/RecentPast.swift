/// What an engine keeps of its recent past for the inspector and for a HUD, each in a ring
/// allocated once: the trace events, the presented frames' figures, the motion's progress.
struct RecentPast {
    /// The last 500 events traced (`Engine.recentTrace`).
    var trace = RecentValues<TraceRecord>(capacity: 500)
    /// The last 240 frames' figures (`Engine.recentFrames`).
    var frames = RecentValues<FrameStatistics>(capacity: 240)
    /// The running motion's progress at each of the last 240 frames (the inspector's timeline).
    var motion = RecentValues<MotionSample>(capacity: 240)

    /// Frames presented in the second up to the last one (frames per second); 0 before two.
    var frameRate: Int {
        guard let newest = frames.last, frames.count > 1 else { return 0 }
        var count = 0
        frames.forEachNewestFirst { record in
            guard newest.time - record.time < 1 else { return false }
            count += 1
            return true
        }
        return count
    }

    /// The last `count` trace events that `isIncluded` keeps, oldest first.
    func trace(last count: Int, where isIncluded: (TraceEvent) -> Bool) -> [TraceRecord] {
        var found: [TraceRecord] = []
        trace.forEachNewestFirst { record in
            if isIncluded(record.event) { found.append(record) }
            return found.count < count
        }
        return found.reversed()
    }
}
