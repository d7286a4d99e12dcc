/// The inspector (F12): the tree of what the app shows, the details of a node, the log; a column
/// beside the app on a wide terminal (the app laid out in what is left), a sheet over it on a
/// narrow one.
extension Engine {
    /// True while the inspector shows.
    public var isInspectorOpen: Bool { inspector.isOpen }

    /// Shows the inspector or hides it; shown, it takes the keys when `takingKeys` (as after
    /// F12), else the app keeps them (as with `NAVKIT_INSPECT=1`). Nothing when the configuration
    /// turns it off (`EngineConfiguration.allowsInspector`).
    public func setInspectorOpen(_ open: Bool, takingKeys: Bool = true) {
        guard open != inspector.isOpen, !open || configuration.allowsInspector else { return }
        inspector.isOpen = open
        inspector.isFocused = open && takingKeys
        if open { inspector.watch(log) { [weak self] in self?.requestFrame() } } else { inspector.stopWatching() }
        wireTrace()
        layOut(in: terminalSize)
    }

    /// The tree the inspector shows: the window, the root container's tree (containers, stacks,
    /// screens) with where each shows, and each presentation over it; `●` marks the focus path.
    public func inspectorTree() -> InspectorNode { InspectedEngine(engine: self).tree() }
}

/// What the engine keeps of its recent past for the inspector and for a HUD: trace events,
/// frames' figures, the motion's progress.
extension Engine {
    /// The last 500 trace events with their times, oldest first: kept while `onTrace` is set, the
    /// inspector is open, or `keepsRecentTrace` is on.
    public var recentTrace: [TraceRecord] { recentPast.trace.elements }

    /// The figures of the last 240 frames presented, oldest first (`recordFrame(_:)`).
    public var recentFrames: [FrameStatistics] { recentPast.frames.elements }

    /// The last frame's figures (`recordFrame(_:)`); nil before the first.
    public var lastFrame: FrameStatistics? { recentPast.frames.last }

    /// Frames presented in the second up to the last one (frames per second); 0 before two.
    public var frameRate: Int { recentPast.frameRate }

    /// The last `count` trace events that `isIncluded` keeps, oldest first (of `recentTrace`).
    public func recentTrace(last count: Int, where isIncluded: (TraceEvent) -> Bool) -> [TraceRecord] {
        recentPast.trace(last: count, where: isIncluded)
    }

    /// Notes what a presented frame cost: the front end calls it after each frame it presents
    /// (NavKitCurses's run loop does); the inspector and navdemo's HUD show the figures with the
    /// next frame (asking for none: a frame showing its own cost would never end).
    package func recordFrame(_ statistics: FrameStatistics) {
        recentPast.frames.append(statistics)
    }

    /// Points every part's trace at `traceSink`: one that records and tells `onTrace`, or none
    /// when nobody reads.
    func wireTrace() {
        if onTrace != nil || inspector.isOpen || keepsRecentTrace {
            traceSink = { [unowned self] event in
                recentPast.trace.append(TraceRecord(time: now, event: event))
                onTrace?(event)
            }
        } else {
            traceSink = nil
        }
        for stack in presentations.stacks { stack.onTrace = traceSink }
        presentations.onTrace = traceSink
        router.trace(to: traceSink)
    }
}
