/// The split's own input: the divider's drag, a press that moves the focus to the other column,
/// F6 (and Tab or a back key the screen leaves) that moves it from the keyboard; and the detail
/// its screens (or the screens they present) show.
extension SplitController {
    /// Takes `.showDetail`: beside the list when expanded (it replaces the secondary column's
    /// stack) or pushed when collapsed; with a container in a column, in the secondary column's
    /// focused stack, brought forward when collapsed.
    public func perform(_ action: ContainerAction, from stack: NavigationController,
                        context: ContainerEventContext) -> ContainerAction.Outcome? {
        guard action.name == .showDetail, let detail = action.screen else { return nil }
        let shown = showDetail(detail, animated: action.animated, at: context.time)
        return ContainerAction.Outcome(shown.result, changesLayout: shown.broughtForward)
    }

    /// Expanded: a press on the divider and its drag (the primary column follows the pointer,
    /// within its limits) and release; a press or a wheel turn in the column without the focus
    /// gives it the focus and goes on to it. Not while a column's push or pop runs, nor, for the
    /// focus, while keys typed ahead wait for it.
    public func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse {
        guard !isCollapsed else { return .ignored }
        let dividerX = frame(of: .primary, in: size).maxX
        if divider.isTracking {
            switch event.kind {
            case .drag:
                return divider.follow(to: event.position.x, time: context.time) ? .handledChangingLayout : .handled
            case .release:
                divider.letGo()
                return .handled
            case .press, .tap, .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
                divider.letGo()  // the release was lost: this is new input
            }
        }
        guard Rect(origin: .zero, size: size).contains(event.position) else { return .ignored }
        switch event.kind {
        case .press where event.position.x == dividerX:
            // Caught where it is, also on its way where a key sent it.
            if !columnMoves {
                divider.catchIt(at: event.position.x, width: dividerX, range: dividerRange(in: size.width),
                                time: context.time)
            }
            return .handled
        case .press, .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
            // Not while a column's transition runs: keys typed meanwhile wait for its stack.
            guard !columnMoves, !context.keysAreWaiting, event.position.x != dividerX else { return .ignored }
            return focus(event.position.x < dividerX ? .primary : .secondary) ? .passedOnChangingLayout : .ignored
        case .drag, .release, .tap:
            return .ignored
        }
    }

    /// Expanded and at rest: F6 moves the focus to the other column; Ctrl+← and Ctrl+→ move the
    /// divider `SplitDivider.keyStep` cells, animated, as a drag of it does (key commands, so
    /// before the screen's `handle(_:)` unless the screen's own commands take the keys; a text
    /// field being edited takes Ctrl+← and Ctrl+→ first, a word at a time). The commands are made
    /// once: a key walks them without allocating; their actions act at `context`'s time.
    public func keyCommands(in context: ContainerEventContext) -> [KeyCommand] {
        guard !isCollapsed, !columnMoves else { return [] }
        commandContext = context
        return ownKeyCommands
    }

    /// The split's key commands (`keyCommands(in:)`), acting at `commandContext`'s time.
    func makeKeyCommands() -> [KeyCommand] {
        [KeyCommand("Other column", key: .function(6), detail: "The focus to the list or the detail",
                    group: "Split") { [unowned self] in
            _ = focus(focusedColumn == .primary ? .secondary : .primary)
            return .handled
        }, KeyCommand("Divider left", key: .wordLeft, detail: "The divider 4 columns to the left",
                      group: "Split") { [unowned self] in
            moveDivider(by: -SplitDivider.keyStep, context: commandContext) ? .handled : .ignored
        }, KeyCommand("Divider right", key: .wordRight, detail: "The divider 4 columns to the right",
                      group: "Split") { [unowned self] in
            moveDivider(by: SplitDivider.keyStep, context: commandContext) ? .handled : .ignored
        }]
    }

    /// Expanded and at rest: Tab and Shift-Tab move the focus to the other column when the screen
    /// did not take them; a back key at the secondary column's root goes back to the primary.
    public func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        if isCollapsed, !movesScreens, focusedColumn == .secondary, key.isBackKey, screenDeclined,
           secondaryColumn.focusedStack.depth == 1, !columnMoves {
            focusedColumn = .primary  // back from the detail's column, shown whole, to the list's
            return .handledChangingLayout
        }
        guard !isCollapsed, !columnMoves else { return .ignored }
        switch key {
        case .tab, .backTab:
            guard screenDeclined else { return .ignored }
        case _ where key.isBackKey:
            guard screenDeclined, focusedColumn == .secondary, secondaryColumn.focusedStack.depth == 1 else {
                return .ignored
            }
        default:
            return .ignored
        }
        return focus(focusedColumn == .primary ? .secondary : .primary) ? .handledChangingLayout : .handled
    }
}

extension SplitController {
    /// Each shown column, called `primaryColumnLabel` or `secondaryColumnLabel`, around its content.
    public func accessibilityElement(children: [(container: any Container, element: AccessibilityElement)],
                                     size: Size) -> AccessibilityElement {
        let columns = children.map { child in
            let primary = child.container === primaryColumn
            return AccessibilityElement(.column, label: primary ? primaryColumnLabel : secondaryColumnLabel,
                                        frame: child.element.frame, children: [child.element])
        }
        return AccessibilityElement(.group, label: "", frame: Rect(origin: .zero, size: size), children: columns)
    }
}
