/// Tabs (`TabController`), at the root or presented: the selected tab's stack shown and taking
/// input, each screen's pane carrying the bar under it when it shows one; selecting a tab (a
/// click on the bar, Alt+1…9, F8; UIKit's callbacks, no animation), and the selected tab selected
/// again popping its stack to the root.
extension Engine {
    /// Creates an engine whose root is a tab controller (`TabController(tabs:)`): one navigation
    /// stack per tab, rooted at its `root`, the first selected, in a terminal of `size` cells.
    public convenience init(tabs: [Tab], size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        precondition(!tabs.isEmpty, "an engine with tabs needs a tab")
        self.init(root: TabController(tabs: tabs), size: size, configuration: configuration)
    }

    /// The tabs the root is, if it is a tab controller.
    var rootTabs: TabController? { root as? TabController }

    /// Selects tab `index` of the root's tabs (`tabs`) at once; see `select(_:in:)`.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        guard let tabs = rootTabs else { return .refused(.noSuchTab) }
        return select(index, in: tabs)
    }

    /// Selects tab `index` of `tabs`, at once: the old tab's top screen disappears and the new
    /// one's appears (UIKit's order: willDisappear, willAppear, didDisappear, didAppear, not
    /// animated), and input goes to the new tab's stack. Selecting the selected tab pops its
    /// stack to the root, animated. Refused (`.tabBarBusy`) while a presentation covers the bar
    /// or the selected tab's transition runs; keys typed then wait for it to end.
    @discardableResult
    func select(_ index: Int, in tabs: TabController) -> NavigationResult {
        guard tabs.stacks.indices.contains(index) else { return .refused(.noSuchTab) }
        guard tabs === activeTabs, presentations.transition == nil else { return .refused(.tabBarBusy) }
        let old = tabs.selectedStack, new = tabs.stacks[index]
        defer { requestFrame() }
        if old === new { return new.depth > 1 ? new.popToRoot(animated: true, at: animationStart) : .completed }
        guard !old.isBusy else { return .refused(.tabBarBusy) }
        let shown = old.hasAppeared
        if shown {
            old.beginDisappearance(animated: false)
            new.beginAppearance(animated: false)
        }
        tabs.selectedIndex = index
        if shown {
            old.endDisappearance(animated: false)
            new.endAppearance(animated: false)
        }
        if tabs === rootTabs { presentations.root = new }  // a presentation's follows its selection
        activeStackChanged()
        barChanged(of: tabs)
        return .completed
    }

    /// The tabs that take input now: the top presentation's, else the root's when nothing is
    /// presented (a presentation covers the root's bar).
    var activeTabs: TabController? {
        if let presentation = presentations.activePresentation { return presentation.tabs }
        return rootTabs
    }

    /// The tab controller `stack` is a tab of, if any: the root's or a presentation's.
    func tabController(of stack: NavigationController) -> TabController? {
        if let tabs = rootTabs, tabs.index(of: stack) != nil { return tabs }
        return presentations.presentation(of: stack)?.tabs
    }

    /// Draws `tabs`' bar again when a title or a badge changes (each tab's composer draws the bar
    /// under the screens that show it).
    func configureBar(of tabs: TabController) {
        tabs.onChange = { [unowned self, unowned tabs] in barChanged(of: tabs) }
    }

    /// True when `screen`, on `stack`, shows a tab bar under it: `stack` is a tab's, and the
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
        for stack in tabs.stacks { stack.composer.invalidateAll() }
        requestFrame()
    }

    /// Takes a pointer event on the active tabs' bar: a press on a tab selects it (its drag and
    /// release go nowhere). True when the event was the bar's.
    func handleTabPointer(_ event: PointerEvent) -> Bool {
        guard let tabs = activeTabs, presentations.transition == nil, historyMenu == nil else { return false }
        if tabs.pressedOnBar {
            if event.kind == .release { tabs.pressedOnBar = false }
            if event.kind == .drag || event.kind == .release { return true }
            tabs.pressedOnBar = false
        }
        let stack = tabs.selectedStack, host = card(of: stack)
        guard event.position.y == host.maxY - TabBar.height, host.size.height > TabBar.height,
              host.contains(event.position), stack.transition == nil, showsTabBar(stack.topScreen, in: stack) else {
            return false
        }
        switch event.kind {
        case .press:
            tabs.pressedOnBar = true
            if let index = tabs.bar.tab(at: event.position.x - host.minX, width: host.size.width) {
                select(index, in: tabs)
            }
            return true
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight, .secondaryPress, .tap, .drag, .release:
            return true
        }
    }

    /// Takes the tab keys: Alt+1…9 select that tab, F8 the next one (round to the first). True
    /// when the key was the tabs'.
    func handleTabKey(_ key: Key) -> Bool {
        guard let tabs = activeTabs else { return false }
        switch key {
        case let .alt(character):
            guard let digit = character.wholeNumberValue, (1...9).contains(digit), digit <= tabs.tabs.count else {
                return false
            }
            select(digit - 1, in: tabs)
        case .function(8):
            select((tabs.selectedIndex + 1) % tabs.tabs.count, in: tabs)
        default:
            return false
        }
        return true
    }
}
