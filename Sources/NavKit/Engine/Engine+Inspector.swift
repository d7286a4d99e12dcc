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
    public func inspectorTree() -> InspectorNode {
        let focus = topNavigation
        var children = [inspectorNode(of: root, frame: Rect(origin: .zero, size: size), focus: focus)]
        for presentation in presentations.presentations where !presentation.isDismissing {
            let pane = presentation.paneFrame(in: size)
            let content = inspectorNode(of: presentation.content, frame: presentation.isHidden ? nil : pane,
                                        focus: focus)
            let name = presentation.style.isSheet ? "sheet (\(presentation.detent))" : "\(presentation.style)"
            children.append(InspectorNode(kind: .presentation, name: name, typeName: "Presentation",
                                          frame: presentation.isHidden ? nil : pane,
                                          isOnFocusPath: content.isOnFocusPath,
                                          details: ["presented from “\(presentation.presenter.topScreen.title)”"],
                                          children: [content]))
        }
        let recognizers: [GestureRecognizer] = [edgePan, contentPan, sheetPan, keyboardSwipe, tap]
        return InspectorNode(kind: .window, name: "Window", typeName: "Window", frame: Rect(origin: .zero, size: size),
                             isOnFocusPath: true,
                             details: recognizers.map { "recognizer \($0.name): \($0.state.rawValue)" },
                             children: children)
    }

    private func inspectorNode(of container: any Container, frame: Rect?, focus: NavigationController) -> InspectorNode {
        let typeName = String(describing: type(of: container))
        if let stack = container as? NavigationController {
            let screens = stack.screens
            let onPath = stack === focus
            let children = screens.enumerated().map { index, screen in
                let top = index == screens.count - 1
                return InspectorNode(kind: .screen, name: screen.title, typeName: String(describing: type(of: screen)),
                                     frame: top ? frame : nil, isOnFocusPath: onPath && top,
                                     details: top && frame != nil ? inspectorDetails(of: screen, at: frame!) : [])
            }
            var details = ["\(screens.count) \(screens.count == 1 ? "screen" : "screens")"]
            details += stack.transition.map { describe($0, kind: "transition") } ?? ["at rest"]
            return InspectorNode(kind: .stack, name: typeName, typeName: typeName, frame: frame, isOnFocusPath: onPath,
                                 details: details, children: children)
        }
        var shown: [ObjectIdentifier: Rect] = [:]
        if let frame {
            container.forEachShownChild(in: frame.size) { child, rect in
                shown[ObjectIdentifier(child)] = rect.offsetBy(dx: frame.minX, dy: frame.minY)
            }
        }
        let children = container.children.map { inspectorNode(of: $0, frame: shown[ObjectIdentifier($0)], focus: focus) }
        return InspectorNode(kind: .container, name: typeName, typeName: typeName, frame: frame,
                             isOnFocusPath: children.contains { $0.isOnFocusPath },
                             details: ["\(children.count) \(children.count == 1 ? "child" : "children"), "
                                       + "\(shown.count) shown"],
                             children: children)
    }

    /// A shown screen's key commands, and its parts, from what it says it shows (its
    /// accessibility elements), with their frames in the app's area.
    private func inspectorDetails(of screen: Screen, at frame: Rect) -> [String] {
        // Its key commands first ("key ⌦: Delete…"), then its parts.
        var lines = screen.keyCommands.map { command in
            "key \(command.keys.map(\.displayName).joined(separator: ", ")): \(command.title)"
        }
        guard let elements = screen.accessibilityElements else { return lines + ["draws its own rows"] }
        let content = contentLayout.prepare(screen, in: frame.size)
        func walk(_ element: AccessibilityElement, depth: Int) {
            let place = element.frame?.offsetBy(dx: frame.minX + content.minX, dy: frame.minY + content.minY)
            let label = element.label.isEmpty ? "" : " “\(TerminalText.prefix(element.label, fitting: 24))”"
            lines.append(String(repeating: "  ", count: depth) + "\(element.role.rawValue)\(label) "
                         + InspectorNode.describe(place))
            for child in element.children.prefix(12) { walk(child, depth: depth + 1) }
        }
        for element in elements.prefix(24) { walk(element, depth: 0) }
        return lines
    }

    /// Where the inspector shows in a terminal of `terminal` cells, and whether as a column beside
    /// the app (else a sheet over it); nil while it is closed.
    func inspectorPlacement(in terminal: Size) -> (rect: Rect, isColumn: Bool)? {
        guard inspector.isOpen else { return nil }
        if terminal.width >= Inspector.columnTerminalWidth {
            let width = min(Inspector.columnWidth.upperBound, max(Inspector.columnWidth.lowerBound, terminal.width / 3))
            return (Rect(x: terminal.width - width, y: 0, width: width, height: terminal.height), true)
        }
        let height = min(terminal.height, max(Inspector.sheetMinimumHeight, terminal.height * 2 / 5))
        return (Rect(x: 0, y: terminal.height - height, width: terminal.width, height: height), false)
    }

    /// The app's area in a terminal of `terminal` cells: all of it, but the inspector's column.
    func appSize(in terminal: Size) -> Size {
        guard let placement = inspectorPlacement(in: terminal), placement.isColumn else { return terminal }
        return Size(width: terminal.width - placement.rect.size.width, height: terminal.height)
    }

    /// Handles `event` when it is the inspector's (F12; keys while it has them; the pointer on
    /// it); false: the app's.
    func inspectorTakes(_ event: Event) -> Bool {
        switch event {
        case .key(.function(12)) where configuration.allowsInspector:
            if !inspector.isOpen { setInspectorOpen(true) }
            else if !inspector.isFocused { inspector.isFocused = true }
            else { setInspectorOpen(false) }
            requestFrame()
            return true
        case let .key(key) where inspector.isOpen && inspector.isFocused:
            if key == .escape {
                inspector.isFocused = false
                inspector.isPicking = false
            } else {
                inspector.handle(key)
            }
            requestFrame()
            return true
        case let .pointer(pointer) where inspector.isOpen:
            guard let placement = inspectorPlacement(in: terminalSize) else { return false }
            let inside = placement.rect.contains(pointer.position)
            if inspector.isPicking, !inside, pointer.kind == .press || pointer.kind == .tap {
                pick(at: pointer.position)
                inspector.holdsPointer = pointer.kind == .press   // its drag and release are the pick's too
                requestFrame()
                return true
            }
            if inspector.holdsPointer, !inside {
                if pointer.kind == .release { inspector.holdsPointer = false }
                return true
            }
            if pointer.kind == .press || pointer.kind == .secondaryPress || pointer.kind == .tap {
                inspector.holdsPointer = inside
                if inspector.isFocused != inside {
                    inspector.isFocused = inside
                    requestFrame()
                }
            }
            guard inside || inspector.holdsPointer else { return false }
            if pointer.kind == .release { inspector.holdsPointer = false }
            inspector.handle(pointer, at: Point(x: pointer.position.x - placement.rect.minX,
                                                y: pointer.position.y - placement.rect.minY))
            requestFrame()
            return true
        default:
            return false
        }
    }

    /// Draws the inspector into the frame of the terminal: beside the app's frame, or over it.
    func drawInspector(over app: Canvas) -> Canvas {
        guard let placement = inspectorPlacement(in: terminalSize) else { return app }
        var frame = app
        if placement.isColumn {
            frame = Canvas(size: terminalSize, theme: app.theme)
            frame.draw(app, at: .zero)
            frame.cursor = app.cursor
            frame.focusPoint = app.focusPoint
        }
        inspector.draw(into: &frame, in: placement.rect, engine: self, theme: theme)
        if inspector.isFocused {
            frame.cursor = nil
            frame.focusPoint = inspector.focusPoint.map { Point(x: $0.x + placement.rect.minX, y: $0.y + placement.rect.minY) }
        }
        return frame
    }
}

/// What the engine keeps of its recent past for the inspector and for a HUD: trace events,
/// frames' figures, the motion's progress.
extension Engine {
    /// The last 500 trace events with their times, oldest first: kept while `onTrace` is set, the
    /// inspector is open, or `keepsRecentTrace` is on.
    public var recentTrace: [TraceRecord] { traceRecords.elements }


    /// The figures of the last 240 frames presented, oldest first (`recordFrame(_:)`).
    public var recentFrames: [FrameStatistics] { frameRecords.elements }

    /// The last frame's figures (`recordFrame(_:)`); nil before the first.
    public var lastFrame: FrameStatistics? { frameRecords.last }

    /// Frames presented in the second up to the last one (frames per second); 0 before two.
    public var frameRate: Int {
        guard let newest = frameRecords.last, frameRecords.count > 1 else { return 0 }
        var count = 0
        frameRecords.forEachNewestFirst { record in
            guard newest.time - record.time < 1 else { return false }
            count += 1
            return true
        }
        return count
    }

    /// The last `count` trace events that `isIncluded` keeps, oldest first (of `recentTrace`).
    public func recentTrace(last count: Int, where isIncluded: (TraceEvent) -> Bool) -> [TraceRecord] {
        var found: [TraceRecord] = []
        traceRecords.forEachNewestFirst { record in
            if isIncluded(record.event) { found.append(record) }
            return found.count < count
        }
        return found.reversed()
    }

    /// Notes what a presented frame cost: the front end calls it after each frame it presents
    /// (NavKitCurses's run loop does); the inspector and navdemo's HUD show the figures with the
    /// next frame (asking for none: a frame showing its own cost would never end).
    public func recordFrame(_ statistics: FrameStatistics) {
        frameRecords.append(statistics)
    }

    /// Points every part's trace at `traceSink`: one that records and tells `onTrace`, or none
    /// when nobody reads.
    func wireTrace() {
        if onTrace != nil || inspector.isOpen || keepsRecentTrace {
            traceSink = { [unowned self] event in
                traceRecords.append(TraceRecord(time: now, event: event))
                onTrace?(event)
            }
        } else {
            traceSink = nil
        }
        for stack in presentations.stacks { stack.onTrace = traceSink }
        presentations.onTrace = traceSink
        backSwipe.onTrace = traceSink
        screenInput.onTrace = traceSink
        sheetInput.onTrace = traceSink
    }

    /// Notes the running motion's progress at `time` for the inspector's timeline, while it shows.
    func sampleMotion(at time: Double) {
        guard inspector.isOpen else { return }
        let progress = presentations.transition?.progress ?? topNavigation.transition?.progress
        let moving = progress != nil || presentations.sheetMoves || window.screensMove || window.transitionMoves
        guard moving || motionSamples.last?.isMoving == true else { return }
        motionSamples.append(MotionSample(time: time, progress: progress, isMoving: moving))
    }

    /// The motions running now: each stack's transition and a presentation's (two lines: what
    /// moves, then its progress, animator and curve), a held or settling sheet, a screen moving
    /// by itself (a list coasting).
    func runningMotions() -> [String] {
        var lines: [String] = []
        if let transition = presentations.transition {
            lines += describe(transition, kind: "card")
        }
        for stack in presentations.stacks {
            if let transition = stack.transition { lines += describe(transition, kind: "stack") }
        }
        if presentations.sheetMoves { lines.append("sheet moving (held or settling)") }
        if window.screensMove { lines.append("a screen moves by itself (scrolling, coasting)") }
        return lines
    }

    private func describe(_ transition: Transition, kind: String) -> [String] {
        ["\(kind): \(transition.operation.rawValue) “\(transition.from.screen.title)” → “\(transition.to.screen.title)”",
         "  \(Int((transition.progress * 100).rounded())) % · \(String(describing: type(of: transition.animator)))"
            + " · \(Engine.curveName(transition.animator.curve))" + (transition.isInteractive ? " · interactive" : "")]
    }

    /// A timing curve's name, short: "easeInOut", "spring", "cubic Bézier".
    private static func curveName(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier: "cubic Bézier"
        case .spring: "spring"
        }
    }
}

/// Pick mode: `p` in the inspector, then a press on the app selects what drew that cell.
extension Engine {
    /// Selects in the inspector the node that shows at `point` (cells, in the app's area): the
    /// deepest and topmost whose frame holds it; and names the part of the screen there.
    func pick(at point: Point) {
        var nodes: [InspectorNode] = []
        inspectorTree().forEach { node, _ in nodes.append(node) }
        let index = nodes.lastIndex { $0.frame?.contains(point) == true } ?? 0
        var picked = "picked \(point.x),\(point.y): \(nodes[index].name)"
        if let (screen, frame) = screenShown(at: point) {
            let element = screenElement(screen, size: frame.size)
            let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
            if let part = Engine.deepest(in: element, at: local), part.role != .screen {
                let place = part.frame.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
                picked += " › \(part.role.rawValue) “\(TerminalText.prefix(part.label, fitting: 30))” "
                    + InspectorNode.describe(place)
            }
        }
        inspector.showPicked(index: index, description: picked)
    }

    /// The screen shown at `point` and where its stack shows: a card's over the root's.
    private func screenShown(at point: Point) -> (Screen, Rect)? {
        for presentation in presentations.presentations.reversed() where !presentation.isHidden && !presentation.isDismissing {
            let pane = presentation.paneFrame(in: size)
            guard pane.contains(point) else { continue }
            var found: (Screen, Rect)?
            presentation.content.forEachShownStack(in: pane.size) { stack, frame in
                let placed = frame.offsetBy(dx: pane.minX, dy: pane.minY)
                if found == nil, placed.contains(point) { found = (stack.topScreen, placed) }
            }
            return found
        }
        var found: (Screen, Rect)?
        root.forEachShownStack(in: size) { stack, frame in
            if found == nil, frame.contains(point) { found = (stack.topScreen, frame) }
        }
        return found
    }

    /// The deepest element under `element` whose frame holds `point`.
    private static func deepest(in element: AccessibilityElement, at point: Point) -> AccessibilityElement? {
        guard element.frame?.contains(point) ?? true else { return nil }
        for child in element.children.reversed() {
            if let found = deepest(in: child, at: point) { return found }
        }
        return element.frame == nil ? nil : element
    }
}
