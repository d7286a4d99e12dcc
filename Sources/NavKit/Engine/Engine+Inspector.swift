/// The inspector (F12): the tree of what the app shows, the details of a node, the log; a column
/// beside the app on a wide terminal (the app laid out in what is left), a sheet over it on a
/// narrow one.
extension Engine {
    /// True while the inspector shows.
    public var isInspectorOpen: Bool { inspector.isOpen }

    /// Shows the inspector (with the keys) or hides it; nothing when the configuration turns it
    /// off (`EngineConfiguration.allowsInspector`).
    public func setInspectorOpen(_ open: Bool) {
        guard open != inspector.isOpen, !open || configuration.allowsInspector else { return }
        inspector.isOpen = open
        inspector.isFocused = open
        if open { inspector.watch(log) { [weak self] in self?.requestFrame() } } else { inspector.stopWatching() }
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
            if let transition = stack.transition {
                details.append("\(transition.operation) “\(transition.from.screen.title)” → “\(transition.to.screen.title)” "
                               + "\(Int((transition.progress * 100).rounded())) % "
                               + "\(String(describing: type(of: transition.animator)))"
                               + (transition.isInteractive ? ", interactive" : ""))
            } else {
                details.append("at rest")
            }
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

    /// A shown screen's parts, from what it says it shows (its accessibility elements), with
    /// their frames in the app's area.
    private func inspectorDetails(of screen: Screen, at frame: Rect) -> [String] {
        guard let elements = screen.accessibilityElements else { return ["draws its own rows"] }
        let content = contentLayout.prepare(screen, in: frame.size)
        var lines: [String] = []
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
            if key == .escape { inspector.isFocused = false } else { inspector.handle(key) }
            requestFrame()
            return true
        case let .pointer(pointer) where inspector.isOpen:
            guard let placement = inspectorPlacement(in: terminalSize) else { return false }
            let inside = placement.rect.contains(pointer.position)
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
        inspector.draw(into: &frame, in: placement.rect, tree: inspectorTree(), log: log.entries, theme: theme)
        if inspector.isFocused {
            frame.cursor = nil
            frame.focusPoint = inspector.focusPoint.map { Point(x: $0.x + placement.rect.minX, y: $0.y + placement.rect.minY) }
        }
        return frame
    }
}
