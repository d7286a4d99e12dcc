/// What an engine keeps of its recent past for the inspector, a HUD and a test
/// (`Engine.recentPast`), each in a ring allocated once: the trace events, the presented frames'
/// figures, the motion's progress.
public struct RecentPast {
    /// The last 500 events traced, with their times.
    var traceRing = RecentValues<TraceRecord>(capacity: 500)
    /// The last 240 frames' figures.
    var frameRing = RecentValues<FrameStatistics>(capacity: 240)
    /// The running motion's progress at each of the last 240 frames (the inspector's timeline).
    var motion = RecentValues<MotionSample>(capacity: 240)

    /// The last 500 trace events with their times, oldest first: kept while `Engine.onTrace` is
    /// set, the inspector is open, or `Engine.keepsRecentTrace` is on.
    public var trace: [TraceRecord] { traceRing.elements }

    /// The figures of the last 240 frames presented, oldest first: the front end reports each
    /// frame it presents (NavKitCurses's run loop does).
    public var frames: [FrameStatistics] { frameRing.elements }

    /// The last frame's figures; nil before the first.
    public var lastFrame: FrameStatistics? { frameRing.last }

    /// Frames presented in the second up to the last one (frames per second); 0 before two.
    public var frameRate: Int {
        guard let newest = frameRing.last, frameRing.count > 1 else { return 0 }
        var count = 0
        frameRing.forEachNewestFirst { record in
            guard newest.time - record.time < 1 else { return false }
            count += 1
            return true
        }
        return count
    }

    /// The last `count` trace events that `isIncluded` keeps, oldest first (of `trace`).
    public func trace(last count: Int, where isIncluded: (TraceEvent) -> Bool) -> [TraceRecord] {
        var found: [TraceRecord] = []
        traceRing.forEachNewestFirst { record in
            if isIncluded(record.event) { found.append(record) }
            return found.count < count
        }
        return found.reversed()
    }

    /// Notes what a presented frame cost: the front end calls it (through `Engine.recentPast`)
    /// after each frame it presents; the inspector and navdemo's HUD show the figures with the
    /// next frame, which recording does not ask for (a frame showing its own cost would never end).
    package mutating func record(_ frame: FrameStatistics) {
        frameRing.append(frame)
    }
}
