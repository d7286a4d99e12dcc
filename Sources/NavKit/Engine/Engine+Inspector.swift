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

/// Where the engine's parts report what they do (`onTrace`, `recentPast`).
extension Engine {
    /// Points every part's trace at `traceSink`: one that records and tells `onTrace`, or none
    /// when nobody reads.
    func wireTrace() {
        if onTrace != nil || inspector.isOpen || keepsRecentTrace {
            traceSink = { [unowned self] event in
                recentPast.traceRing.append(TraceRecord(time: now, event: event))
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
