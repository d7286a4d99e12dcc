/// What the inspector reads of an engine, as it is now: the tree of what it shows (containers,
/// stacks, screens, presentations, with their frames and details), the motions running, and what
/// a pick at a cell finds. The engine keeps no inspector code of its own but where the inspector
/// plugs in (`Engine+Inspector`).
@MainActor
struct InspectedEngine {
    /// The engine read.
    unowned let engine: Engine

    /// The tree the inspector shows (`Engine.inspectorTree()`).
    func tree() -> InspectorNode {
        let focus = engine.topNavigation
        var children = [node(of: engine.root, frame: Rect(origin: .zero, size: engine.size), focus: focus)]
        for presentation in engine.presentations.presentations where !presentation.isDismissing {
            let pane = presentation.paneFrame(in: engine.size)
            let content = node(of: presentation.content, frame: presentation.isHidden ? nil : pane,
                                        focus: focus)
            children.append(InspectorNode(kind: .presentation, name: presentation.name, typeName: "Presentation",
                                          frame: presentation.isHidden ? nil : pane,
                                          isOnFocusPath: content.isOnFocusPath,
                                          details: ["presented from “\(presentation.presenter.topScreen.title)”"],
                                          children: [content]))
        }
        let recognizers: [GestureRecognizer] = [engine.router.edgePan, engine.router.contentPan, engine.router.sheetPan,
                                                engine.keyboardSwipe, engine.router.tap]
        return InspectorNode(kind: .window, name: "Window", typeName: "Window",
                             frame: Rect(origin: .zero, size: engine.size),
                             isOnFocusPath: true,
                             details: recognizers.map { "recognizer \($0.name): \($0.state.rawValue)" },
                             children: children)
    }

    private func node(of container: any Container, frame: Rect?, focus: NavigationController) -> InspectorNode {
        let typeName = String(describing: type(of: container))
        if let stack = container as? NavigationController {
            let screens = stack.screens
            let onPath = stack === focus
            let children = screens.enumerated().map { index, screen in
                let top = index == screens.count - 1
                return InspectorNode(kind: .screen, name: screen.title, typeName: String(describing: type(of: screen)),
                                     frame: top ? frame : nil, isOnFocusPath: onPath && top,
                                     details: top && frame != nil ? screenDetails(of: screen, at: frame!) : [])
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
        let children = container.children.map { node(of: $0, frame: shown[ObjectIdentifier($0)], focus: focus) }
        return InspectorNode(kind: .container, name: typeName, typeName: typeName, frame: frame,
                             isOnFocusPath: children.contains { $0.isOnFocusPath },
                             details: ["\(children.count) \(children.count == 1 ? "child" : "children"), "
                                       + "\(shown.count) shown"],
                             children: children)
    }

    /// A shown screen's key commands, and its parts, from what it says it shows (its
    /// accessibility elements), with their frames in the app's area.
    private func screenDetails(of screen: Screen, at frame: Rect) -> [String] {
        // Its key commands first ("key ⌦: Delete…"), then its parts.
        var lines = screen.keyCommands.map { command in
            "key \(command.keys.map(\.displayName).joined(separator: ", ")): \(command.title)"
        }
        guard let elements = screen.accessibilityElements else { return lines + ["draws its own rows"] }
        let content = engine.contentLayout.prepare(screen, in: frame.size)
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

    /// The motions running now: each stack's transition and a presentation's (two lines: what
    /// moves, then its progress, animator and curve), a held or settling sheet, a screen moving
    /// by itself (a list coasting).
    func runningMotions() -> [String] {
        var lines: [String] = []
        if let transition = engine.presentations.transition {
            lines += describe(transition, kind: "card")
        }
        for stack in engine.presentations.stacks {
            if let transition = stack.transition { lines += describe(transition, kind: "stack") }
        }
        if engine.presentations.sheetMoves { lines.append("sheet moving (held or settling)") }
        if engine.window.screensMove { lines.append("a screen moves by itself (scrolling, coasting)") }
        return lines
    }

    private func describe(_ transition: Transition, kind: String) -> [String] {
        ["\(kind): \(transition.operation.rawValue) “\(transition.from.screen.title)” → “\(transition.to.screen.title)”",
         "  \(Int((transition.progress * 100).rounded())) % · \(String(describing: type(of: transition.animator)))"
            + " · \(InspectedEngine.curveName(transition.animator.curve))" + (transition.isInteractive ? " · interactive" : "")]
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

    /// The node of `tree()` that shows at `point` (cells, in the app's area), the deepest and
    /// topmost whose frame holds it, by its index in the tree's order, and a line naming it and
    /// the part of the screen there.
    func picked(at point: Point) -> (index: Int, description: String) {
        var nodes: [InspectorNode] = []
        tree().forEach { node, _ in nodes.append(node) }
        let index = nodes.lastIndex { $0.frame?.contains(point) == true } ?? 0
        var picked = "picked \(point.x),\(point.y): \(nodes[index].name)"
        if let (screen, frame) = screenShown(at: point) {
            let element = AccessibleEngine(engine: engine).screenElement(screen, size: frame.size)
            let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
            if let part = InspectedEngine.deepest(in: element, at: local), part.role != .screen {
                let place = part.frame.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
                picked += " › \(part.role.rawValue) “\(TerminalText.prefix(part.label, fitting: 30))” "
                    + InspectorNode.describe(place)
            }
        }
        return (index, picked)
    }

    /// The screen shown at `point` and where its stack shows: a card's over the root's.
    private func screenShown(at point: Point) -> (Screen, Rect)? {
        for presentation in engine.presentations.presentations.reversed()
            where !presentation.isHidden && !presentation.isDismissing {
            let card = presentation.cardFrame(in: engine.size)
            guard presentation.paneFrame(inCard: card).contains(point) else { continue }
            var found: (Screen, Rect)?
            presentation.forEachShownStack(in: card.size) { stack, frame in
                let placed = frame.offsetBy(dx: card.minX, dy: card.minY)
                if found == nil, placed.contains(point) { found = (stack.topScreen, placed) }
            }
            return found
        }
        var found: (Screen, Rect)?
        engine.root.forEachShownStack(in: engine.size) { stack, frame in
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
