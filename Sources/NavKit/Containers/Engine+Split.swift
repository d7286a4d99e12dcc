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
        split.secondaryColumn.forEachStack { $0.delegate = navigation.delegate }  // the app's animators in both columns
        var result = NavigationResult.completed
        changingLayout {
            let shown = split.showDetail(detail, animated: animated, at: animationStart)
            result = shown.result
            return shown.broughtForward
        }
        return result
    }

    /// A shown split whose primary column is `stack` learns that the stack's top changed
    /// (collapsed, a detail popped off it is gone). Walks without allocating: a resize moves
    /// screens between stacks, and each move tells its stack's top left.
    func primaryChanged(_ stack: NavigationController) {
        forEachShownContainerInEveryLayer { container, _ in
            if let split = container as? SplitController, split.primary === stack { split.primaryChanged() }
        }
    }
}
