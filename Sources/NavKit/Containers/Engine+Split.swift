/// Split views (`SplitController`) anywhere in the tree: the root, a tab, a card. The focused
/// column takes input; a press in the other column focuses it, the divider drags, F6 (and Tab
/// or a back key the screen leaves) moves the focus; each split collapses or expands on the width
/// it is given, when its stacks are at rest, with no transition played for it.
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

    /// Shows `detail` (UIKit's `showDetailViewController`) in the nearest split view around
    /// `sender` (its own tree's, else its presenter's): beside the list when expanded (it
    /// replaces the secondary column's stack) or pushed when collapsed; without one, pushed onto
    /// the stack `sender` is on.
    @discardableResult
    func showDetail(_ detail: Screen, from sender: Screen, animated: Bool) -> NavigationResult {
        guard let stack = stack(holding: sender), let split = nearest(SplitController.self, around: stack) else {
            return navigate(from: sender) { $0.push(detail, animated: animated, at: animationStart) }
        }
        defer { requestFrame() }
        split.secondary.delegate = navigation.delegate  // the app's animators in both columns
        return split.showDetail(detail, animated: animated, at: animationStart)
    }

    /// A shown split whose primary column is `stack` learns that the stack's top changed
    /// (collapsed, a detail popped off it is gone). Walks without allocating: a resize moves
    /// screens between stacks, and each move tells its stack's top left.
    func primaryChanged(_ stack: NavigationController) {
        root.forEachShownContainer(in: size) { container, _ in
            if let split = container as? SplitController, split.primary === stack { split.primaryChanged() }
        }
        for presentation in presentations.presentations where !(presentation.content is NavigationController) {
            presentation.content.forEachShownContainer(in: size) { container, _ in
                if let split = container as? SplitController, split.primary === stack { split.primaryChanged() }
            }
        }
    }

    /// Takes a pointer event meant for a split in the active layer: a press on a divider and its
    /// drag (the primary column follows the pointer, within its limits) and release; a press or
    /// a wheel turn in a column without the focus first gives it the focus (and then goes on to
    /// it). True when the event was a divider's.
    func handleSplitPointer(_ event: PointerEvent) -> Bool {
        guard presentations.transition == nil, historyMenu == nil else { return false }
        let layer = activeLayer
        var taken = false, focused = false, relaid = false
        layer.container.forEachShownContainer(in: layer.frame.size) { container, local in
            guard !taken, let split = container as? SplitController, !split.isCollapsed else { return }
            let frame = local.offsetBy(dx: layer.frame.minX, dy: layer.frame.minY)
            let dividerX = frame.minX + split.frame(of: .primary, in: frame.size).maxX
            if split.isDraggingDivider {
                switch event.kind {
                case .drag:
                    relaid = split.dragDivider(to: event.position.x - frame.minX, in: frame.size.width)
                    return taken = true
                case .release:
                    split.isDraggingDivider = false
                    requestFrame()
                    return taken = true
                case .press, .tap, .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
                    split.isDraggingDivider = false  // the release was lost: this is new input
                }
            }
            guard frame.contains(event.position) else { return }
            switch event.kind {
            case .press where event.position.x == dividerX:
                taken = true
                guard !split.columnMoves else { return }
                split.isDraggingDivider = true
                requestFrame()
            case .press, .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress:
                // Not while a column's transition runs: keys typed meanwhile wait for its stack.
                guard !split.columnMoves, typeAhead.isEmpty, event.position.x != dividerX else { return }
                if split.focus(event.position.x < dividerX ? .primary : .secondary) { focused = true }
            case .drag, .release, .tap:
                return
            }
        }
        if relaid || focused { containerLayoutChanged() }
        return taken
    }

    /// Takes the keys of the splits around the stack that takes input, the nearest first: F6
    /// moves the focus to the other column at any time; Tab and Shift-Tab do when the screen did
    /// not take them; a back key at the secondary column's root goes back to the primary. True
    /// when the key was a split's.
    func handleSplitKey(_ key: Key, screenDeclined: Bool) -> Bool {
        let input = topNavigation
        guard let path = activeLayer.container.path(to: input) else { return false }
        for container in path.reversed() {
            guard let split = container as? SplitController, !split.isCollapsed, !split.columnMoves else { continue }
            let other: SplitColumn = split.focusedColumn == .primary ? .secondary : .primary
            switch key {
            case .function(6):
                break
            case .tab, .backTab:
                guard screenDeclined else { return false }
            case _ where key.isBackKey:
                guard screenDeclined, split.focusedColumn == .secondary, split.secondary.depth == 1,
                      split.secondary === input else { return false }
            default:
                return false
            }
            if split.focus(other) { containerLayoutChanged() }
            return true
        }
        return false
    }
}
