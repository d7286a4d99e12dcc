/// Tabs (`TabController`) anywhere in the tree: the root, a card, a split's column… The selected
/// tab shows and takes input, a tab's own stack carrying the bar in its panes (a container above
/// the bar); selecting a tab (a click on the bar, Alt+1…9, F8; UIKit's callbacks, no animation),
/// and the selected tab selected again popping its stack to the root.
extension Engine {
    /// Creates an engine whose root is a tab controller (`TabController(tabs:)`): each tab shows
    /// its content (a stack of its own, a split view), the first selected, in a terminal of
    /// `size` cells.
    public convenience init(tabs: [Tab], size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        precondition(!tabs.isEmpty, "an engine with tabs needs a tab")
        self.init(root: TabController(tabs: tabs), size: size, configuration: configuration)
    }

    /// Selects tab `index` of the tabs nearest the stack that takes input (`topNavigation`) at
    /// once; see `select(_:in:)`. Refused (`.noSuchTab`) where there are none.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        guard let tabs = activeTabs else { return .refused(.noSuchTab) }
        return select(index, in: tabs)
    }

    /// Selects tab `index` of `tabs`, at once: the old tab's shown screens disappear and the new
    /// one's appear (UIKit's order: willDisappear, willAppear, didDisappear, didAppear, not
    /// animated), and input goes to the new tab. Selecting the selected tab pops its stack to the
    /// root, animated. Refused (`.tabBarBusy`) while a presentation covers the bar or one of the
    /// old tab's stacks is busy; keys typed then wait for it to end.
    @discardableResult
    func select(_ index: Int, in tabs: TabController) -> NavigationResult {
        guard tabs.contents.indices.contains(index) else { return .refused(.noSuchTab) }
        guard activeLayer.container.contains(stack: tabs.selectedStack), presentations.transition == nil else {
            return .refused(.tabBarBusy)
        }
        defer { requestFrame() }
        var result = NavigationResult.completed
        changingLayout {
            let selection = tabs.select(index, at: animationStart)
            result = selection.result
            return selection.changed
        }
        return result
    }

    /// The tabs that take input now: the nearest around the stack that takes input, in the top
    /// presentation's card or, with none, under the root (a presentation covers the root's bar).
    var activeTabs: TabController? {
        let layer = activeLayer.container
        for container in (layer.path(to: topNavigation) ?? []).reversed() {
            if let tabs = container as? TabController { return tabs }
        }
        return nil
    }

    /// The tab controller `stack` is in, if any: the nearest around it, in its own tree.
    func tabController(of stack: NavigationController) -> TabController? {
        let tree = presentations.presentation(of: stack)?.content ?? root
        for container in (tree.path(to: stack) ?? []).reversed() {
            if let tabs = container as? TabController { return tabs }
        }
        return nil
    }

    /// Draws `tabs`' bar again when a title or a badge changes (each tab's own stack draws the bar
    /// under the screens that show it).
    func configureBar(of tabs: TabController) {
        tabs.onChange = { [unowned self, unowned tabs] in barChanged(of: tabs) }
    }

    /// True when `screen`, on `stack`, shows a tab bar under it: `stack` is a tab's own, and the
    /// screen is its root or does not hide the bar (`hidesBottomBarWhenPushed`).
    func showsTabBar(_ screen: Screen, in stack: NavigationController) -> Bool {
        stack.composer.tabBar?(screen) != nil
    }

    /// Rows the tab bar takes under `screen` on `stack` (0 or `TabBar.height`): what its content
    /// area loses.
    func tabBarRows(under screen: Screen, in stack: NavigationController) -> Int {
        showsTabBar(screen, in: stack) ? TabBar.height : 0
    }

    /// `tabs`' titles, badges or selection changed: every pane that shows its bar is drawn again.
    func barChanged(of tabs: TabController) {
        for content in tabs.contents { content.forEachStack { $0.composer.invalidateAll() } }
        requestFrame()
    }
}
