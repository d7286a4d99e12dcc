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
        for (stack, composer) in zip(controller.stacks, controller.composers).dropFirst() {
            wire(stack, composer: composer)
            stack.topScreen.didMove(to: NavigationContext(engine: self, screen: stack.topScreen))
        }
        controller.onChange = { [unowned self] in requestFrame() }
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
        return .completed
    }

    /// The composer that draws `stack` when it is one of the tabs'.
    func tabComposer(of stack: NavigationController) -> FrameComposer? {
        guard let tabs, let index = tabs.index(of: stack) else { return nil }
        return tabs.composers[index]
    }

    /// Where `stack` shows when it is one of the tabs' (container cells): above the bar.
    func tabFrame(of stack: NavigationController) -> Rect? {
        guard let tabs, tabs.index(of: stack) != nil else { return nil }
        return tabs.contentFrame(in: size)
    }

    /// The frame of the tabs: the selected tab's stack drawn above the bar by its own composer,
    /// and the bar on the bottom row; the terminal's cursor where the tab has it.
    func composeTabs(_ tabs: TabController) -> Canvas {
        let content = tabs.contentFrame(in: size)
        let stack = tabs.selectedStack
        let canvas = tabs.composers[tabs.selectedIndex].compose(stack, size: content.size, minimum: .zero,
                                                                 theme: theme, display: display)
        if tabs.frame.size != size { tabs.frame.reset(size: size, style: theme.backdrop) }
        tabs.frame.draw(canvas, at: content.origin)
        tabs.bar.draw(into: &tabs.frame, row: content.maxY, theme: theme)
        tabs.frame.cursor = canvas.cursor
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
        let barRow = tabs.contentFrame(in: size).maxY
        guard event.position.y == barRow, size.height > TabBar.height else { return false }
        switch event.kind {
        case .press:
            tabs.pressedOnBar = true
            if let index = tabs.bar.tab(at: event.position.x, width: size.width), tabs.selectedStack.transition == nil {
                selectTab(index)
            }
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
