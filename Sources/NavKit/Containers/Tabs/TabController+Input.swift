/// The tabs' own input: a press on the bar selects a tab; Alt+1…9 select that tab, F8 the next
/// (key commands);
/// a screen inside selects one (`NavigationContext.selectTab(_:)`).
extension TabController {
    /// Takes `.selectTab` (see `select(_:at:)`): refused (`.tabBarBusy`) while a presentation
    /// covers the bar.
    public func perform(_ action: ContainerAction, from stack: NavigationController,
                        context: ContainerEventContext) -> ContainerAction.Outcome? {
        guard let index = action.tabIndex else { return nil }
        guard contents.indices.contains(index) else { return ContainerAction.Outcome(.refused(.noSuchTab), changesLayout: false) }
        guard !context.isCovered else { return ContainerAction.Outcome(.refused(.tabBarBusy), changesLayout: false) }
        let selection = select(index, at: context.time)
        return ContainerAction.Outcome(selection.result, changesLayout: selection.changed)
    }

    /// A press on a tab of the bar (the bottom row, where it shows) selects it; the press's drag
    /// and release go nowhere.
    public func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse {
        if pressedOnBar {
            if event.kind == .release { pressedOnBar = false }
            if event.kind == .drag || event.kind == .release { return .handled }
            pressedOnBar = false
        }
        let stack = selectedStack
        let barShows = barIsInPanes ? stack.transition == nil && showsBar(under: stack.topScreen, in: stack) : true
        guard event.position.y == size.height - TabBar.height, size.height > TabBar.height,
              Rect(origin: .zero, size: size).contains(event.position), barShows else { return .ignored }
        guard event.kind == .press else { return .handled }
        pressedOnBar = true
        guard let index = bar.tab(at: event.position.x, width: size.width) else { return .handled }
        return select(index, at: context.time).changed ? .handledChangingLayout : .handled
    }

    /// Alt+1…9 select that tab, F8 the next one (round to the first); selecting the selected tab
    /// pops its stack to the root. Made again only when the tabs' titles change: every key asks.
    public func keyCommands(in context: ContainerEventContext) -> [KeyCommand] {
        commandTime = context.time
        if let made = madeCommands, made.titles.elementsEqual(tabs.lazy.map(\.title)) { return made.commands }
        var commands = tabs.prefix(9).enumerated().map { index, tab in
            KeyCommand("\(tab.title) tab", key: .alt(Character(String(index + 1))), detail: "Again: its first screen",
                       group: "Tabs") { [unowned self] in
                _ = select(index, at: commandTime)
                return .handled
            }
        }
        commands.append(KeyCommand("Next tab", key: .function(8), detail: "Round to the first", group: "Tabs") {
            [unowned self] in
            _ = select((selectedIndex + 1) % tabs.count, at: commandTime)
            return .handled
        })
        madeCommands = (tabs.map(\.title), commands)
        return commands
    }

    /// Selects tab `index` at `time` (seconds): input goes to it, each tab's stacks kept as they
    /// are. Selecting the selected tab pops its stack to the root, animated. Refused
    /// (`.tabBarBusy`) while one of the selected tab's stacks is busy. `changed`: the selection
    /// moved (the engine then tells the screens hidden and shown).
    func select(_ index: Int, at time: Double) -> (result: NavigationResult, changed: Bool) {
        guard contents.indices.contains(index) else { return (.refused(.noSuchTab), false) }
        if index == selectedIndex {
            let stack = selectedStack
            return (stack.depth > 1 ? stack.popToRoot(animated: true, at: time) : .completed, false)
        }
        guard !selectedContent.navigationStacks.contains(where: \.isBusy) else { return (.refused(.tabBarBusy), false) }
        selectedIndex = index
        return (.completed, true)
    }
}

extension TabController {
    /// The selected tab's content, then the tab bar (where the screen over it shows one): each
    /// tab its title, its badge the value, "tab 1 of 3", the selected one selected.
    public func accessibilityElement(children: [(container: any Container, element: AccessibilityElement)],
                                     size: Size) -> AccessibilityElement {
        var elements = children.map(\.element)
        let bar = self.bar
        let shown = selectedContent as? NavigationController
        if shown.map({ showsBar(under: $0.topScreen, in: $0) }) ?? true, size.height > TabBar.height {
            let y = size.height - TabBar.height
            let tabs = bar.tabs.indices.map { index in
                let segment = TabBar.segment(index, of: bar.tabs.count, width: size.width)
                return AccessibilityElement(.tab, label: bar.tabs[index].title, value: bar.tabs[index].badge.map(\.spokenText),
                                            position: (index + 1, bar.tabs.count), isSelected: index == selectedIndex,
                                            frame: Rect(x: segment.x, y: y, width: segment.width, height: TabBar.height))
            }
            elements.append(AccessibilityElement(.tabBar, label: "", frame: Rect(x: 0, y: y, width: size.width, height: 1),
                                                 children: tabs))
        }
        return AccessibilityElement(.tabs, label: "", frame: Rect(origin: .zero, size: size), children: elements)
    }
}
