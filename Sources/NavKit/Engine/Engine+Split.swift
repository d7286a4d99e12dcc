/// The split view (`SplitController`): its two columns drawn side by side with the divider, the
/// focused column taking input, the divider the pointer drags, and collapsing or expanding when
/// the terminal's width crosses `expandedMinimumWidth`, with no transition played for it.
extension Engine {
    /// Creates an engine whose root is a split view (`SplitController(primary:secondary:)`):
    /// `primary` is the root of the primary column's stack (a list), `secondary` what the
    /// secondary column shows until a detail is shown (`NavigationContext.showDetail(_:animated:)`),
    /// in a terminal of `size` cells.
    public convenience init(primary: Screen, secondary: Screen, size: Size,
                            configuration: EngineConfiguration = EngineConfiguration()) {
        self.init(root: SplitController(primary: primary, secondary: secondary), size: size,
                  configuration: configuration)
    }

    /// The split view the root is, if it is one.
    var rootSplit: SplitController? { root as? SplitController }

    /// Shows `detail` (UIKit's `showDetailViewController`): with a split view, beside the list
    /// when expanded (it replaces the secondary column's stack) or pushed when collapsed; without
    /// one, pushed onto the stack `sender` is on.
    @discardableResult
    func showDetail(_ detail: Screen, from sender: Screen, animated: Bool) -> NavigationResult {
        guard let split = rootSplit else { return navigate(from: sender) { $0.push(detail, animated: animated, at: animationStart) } }
        defer { requestFrame() }
        split.secondary.delegate = navigation.delegate  // the app's animators in both columns
        return split.showDetail(detail, animated: animated, at: animationStart)
    }

    /// Collapses or expands the split for the terminal's width when it must and both its stacks
    /// are at rest (else again after the next event or frame): screens move, nothing animates,
    /// and the next frame shows the new layout whole.
    func adaptSplit() {
        guard let split = rootSplit, split.isCollapsed != (size.width < split.expandedMinimumWidth) else { return }
        guard split.adapt(toWidth: size.width) else { return }
        splitLayoutChanged()
    }

    /// The columns changed (a collapse, an expansion, a new focus, the divider moved): input goes
    /// to the focused column, measured against its frame, and every pane is drawn again.
    func splitLayoutChanged() {
        guard let split = rootSplit else { return }
        if presentations.root !== split.focusedStack {
            presentations.root = split.focusedStack
            if presentations.activePresentation == nil { activeStackChanged() }
        }
        fitInputToActiveCard()
        invalidateAllPanes()
        requestFrame()
    }

    /// Takes a pointer event meant for the split itself: a press on the divider and its drag
    /// (the primary column follows the pointer, within its limits) and release; a press or a
    /// wheel turn in the column without the focus first gives it the focus (and then goes on to
    /// it). True when the event was the divider's.
    func handleSplitPointer(_ event: PointerEvent) -> Bool {
        guard let split = rootSplit, !split.isCollapsed, presentations.activePresentation == nil, historyMenu == nil else {
            return false
        }
        let dividerX = split.frame(of: .primary, in: size).maxX
        if split.isDraggingDivider {
            switch event.kind {
            case .drag:
                if split.dragDivider(to: event.position.x, in: size.width) { splitLayoutChanged() }
                return true
            case .release:
                split.isDraggingDivider = false
                requestFrame()
                return true
            case .press, .tap, .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
                split.isDraggingDivider = false  // the release was lost: this is new input
            }
        }
        switch event.kind {
        case .press where event.position.x == dividerX:
            guard !split.columnMoves else { return true }
            split.isDraggingDivider = true
            requestFrame()
            return true
        case .press, .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
            // Not while a column's transition runs: keys typed meanwhile wait for its stack.
            guard !split.columnMoves, typeAhead.isEmpty else { return false }
            if event.position.x != dividerX, split.focus(event.position.x < dividerX ? .primary : .secondary) {
                splitLayoutChanged()
            }
            return false
        case .drag, .release, .tap:
            return false
        }
    }

    /// Takes the split's keys: F6 moves the focus to the other column at any time; Tab and
    /// Shift-Tab do when the screen did not take them; a back key at the secondary column's root
    /// goes back to the primary. True when the key was the split's.
    func handleSplitKey(_ key: Key, screenDeclined: Bool) -> Bool {
        guard let split = rootSplit, !split.isCollapsed, presentations.activePresentation == nil, !split.columnMoves else {
            return false
        }
        let other: SplitColumn = split.focusedColumn == .primary ? .secondary : .primary
        switch key {
        case .function(6):
            break
        case .tab, .backTab:
            guard screenDeclined else { return false }
        case _ where key.isBackKey:
            guard screenDeclined, split.focusedColumn == .secondary, split.secondary.depth == 1 else { return false }
        default:
            return false
        }
        if split.focus(other) { splitLayoutChanged() }
        return true
    }
}
