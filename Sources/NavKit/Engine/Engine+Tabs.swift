/// Tabs (`TabController`): the selected tab's stack drawn above the tab bar and taking input,
/// selecting a tab (a click on the bar, Alt+1…9, F8; UIKit's callbacks, no animation), and the
/// selected tab selected again popping its stack to the root.
extension Engine {
    /// Creates an engine whose root is a tab controller (`tabs`): one navigation stack per tab,
    /// rooted at its `root`, the first selected, in a container of `size` cells. `navigation` is
    /// the first tab's stack.
    public convenience init(tabs: [Tab], size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        precondition(!tabs.isEmpty, "an engine with tabs needs a tab")
        self.init(root: tabs[0].root, size: size, configuration: configuration)
        let controller = TabController(tabs: tabs, first: navigation, firstComposer: composer, layout: contentLayout)
        self.tabs = controller
        presentations.rootStacks = controller.stacks
        for (index, (stack, composer)) in zip(controller.stacks, controller.composers).enumerated() {
            composer.tabBar = { [unowned self, unowned stack] screen in
                showsTabBar(screen, in: stack) ? self.tabs?.bar : nil
            }
            guard index > 0 else { continue }
            wire(stack, composer: composer)
            stack.topScreen.didMove(to: NavigationContext(engine: self, screen: stack.topScreen))
        }
        controller.onChange = { [unowned self] in tabBarChanged() }
        fitInputToActiveCard()
    }

    /// Selects tab `index`, at once: the old tab's top screen disappears and the new one's
    /// appears (UIKit's order: willDisappear, willAppear, didDisappear, didAppear, not
    /// animated), and input goes to the new tab's stack. Selecting the selected tab pops its
    /// stack to the root, animated. Refused (`.tabBarBusy`) while a presentation covers the bar
    /// or the selected tab's transition runs; keys typed then wait for it to end.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        guard let tabs, tabs.stacks.indices.contains(index) else { return .refused(.noSuchTab) }
        guard presentations.activePresentation == nil, presentations.transition == nil else {
            return .refused(.tabBarBusy)
        }
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
        presentations.root = new
        activeStackChanged()
        tabBarChanged()
        return .completed
    }

    /// True when `screen`, on `stack`, shows the tab bar under it: `stack` is a tab's, and the
    /// screen is its root or does not hide the bar (`hidesBottomBarWhenPushed`).
    func showsTabBar(_ screen: Screen, in stack: NavigationController) -> Bool {
        guard let tabs, tabs.index(of: stack) != nil else { return false }
        return stack.entries.first?.screen === screen || !screen.hidesBottomBarWhenPushed
    }

    /// Rows the tab bar takes under `screen` on `stack` (0 or `TabBar.height`): what its content
    /// area loses.
    func tabBarRows(under screen: Screen, in stack: NavigationController) -> Int {
        showsTabBar(screen, in: stack) ? TabBar.height : 0
    }

    /// The bar's titles, badges or selection changed: every pane that shows it is drawn again.
    func tabBarChanged() {
        for composer in tabs?.composers ?? [] { composer.invalidateAll() }
        requestFrame()
    }

    /// The composer that draws `stack` when it is one of the tabs'.
    func tabComposer(of stack: NavigationController) -> FrameComposer? {
        guard let tabs, let index = tabs.index(of: stack) else { return nil }
        return tabs.composers[index]
    }

    /// The frame of the tabs: the selected tab's stack, each of its screens' panes with the bar
    /// under it when it shows one (so the bar slides with a screen whose neighbour hides it);
    /// during a transition between two screens that show it, the bar stays in place over them,
    /// as UIKit's does.
    func composeTabs(_ tabs: TabController) -> Canvas {
        let stack = tabs.selectedStack
        tabs.frame = tabs.composers[tabs.selectedIndex].compose(stack, size: size, minimum: .zero, theme: theme,
                                                                 display: display)
        if let transition = stack.transition, size.height > TabBar.height,
           showsTabBar(transition.from.screen, in: stack), showsTabBar(transition.to.screen, in: stack) {
            tabs.bar.draw(into: &tabs.frame, row: size.height - TabBar.height, theme: theme)
        }
        return tabs.frame
    }

    /// Takes a pointer event on the tab bar: a press on a tab selects it (its drag and release
    /// go nowhere). True when the event was the bar's.
    func handleTabPointer(_ event: PointerEvent) -> Bool {
        guard let tabs, presentations.activePresentation == nil, historyMenu == nil else { return false }
        if tabs.pressedOnBar {
            if event.kind == .release { tabs.pressedOnBar = false }
            if event.kind == .drag || event.kind == .release { return true }
            tabs.pressedOnBar = false
        }
        let stack = tabs.selectedStack
        guard event.position.y == size.height - TabBar.height, size.height > TabBar.height,
              stack.transition == nil, showsTabBar(stack.topScreen, in: stack) else { return false }
        switch event.kind {
        case .press:
            tabs.pressedOnBar = true
            if let index = tabs.bar.tab(at: event.position.x, width: size.width) { selectTab(index) }
            return true
        case .scrollUp, .scrollDown, .secondaryPress, .tap, .drag, .release:
            return true
        }
    }

    /// Takes the tab keys: Alt+1…9 select that tab, F8 the next one (round to the first). True
    /// when the key was the tabs'.
    func handleTabKey(_ key: Key) -> Bool {
        guard let tabs, presentations.activePresentation == nil else { return false }
        switch key {
        case let .alt(character):
            guard let digit = character.wholeNumberValue, (1...9).contains(digit), digit <= tabs.tabs.count else {
                return false
            }
            selectTab(digit - 1)
        case .function(8):
            selectTab((tabs.selectedIndex + 1) % tabs.tabs.count)
        default:
            return false
        }
        return true
    }
}
