/// Tabs, each the root of a navigation stack of its own, and a tab bar on the bottom row, as
/// UITabBarController has them.
///
/// Switching tabs keeps each tab's stack as it was (its pushed screens, their scroll, selection
/// and focus) and is instant: the old tab's top screen gets `willDisappear` and the new one's
/// `willAppear`, then `didDisappear` and `didAppear`, not animated. Selecting the tab that is
/// already selected pops its stack to the root, animated. A click on a tab selects it; so do
/// Alt+1 … Alt+9 (the tab of that number) and F8 (the next tab, round to the first), which no
/// text editing uses. A presentation covers the bar, and keys then go to it.
///
/// An engine shows one as its root (`Engine(root:size:configuration:)`, or `TerminalApp(tabs:)`); `NavigationContext.present(tabs:style:animated:)` presents
/// one (a full-screen cover, usually).
/// A screen in a tab reaches its controller through `NavigationContext.tabController`, to set a
/// badge, and selects with `NavigationContext.selectTab(_:)`.
@MainActor
public final class TabController {
    /// The tabs, in the bar's order: titles, badges and roots.
    public private(set) var tabs: [Tab]
    /// The tab shown and taking input.
    public internal(set) var selectedIndex = 0
    /// What each tab shows, in the tabs' order: a stack, or a container (a split view).
    public let contents: [any Container]
    /// The tabs' key commands as last made, with the titles they were made for
    /// (`keyCommands(in:)`), and the time of the event they last answered (seconds).
    var madeCommands: (titles: [String], commands: [KeyCommand])?
    var commandTime = 0.0
    /// Each tab's first navigation stack, in the tabs' order: the tab's own when it shows a stack.
    public let stacks: [NavigationController]
    /// True while a press that landed on the bar is held: its drag and release go nowhere.
    var pressedOnBar = false

    /// Tabs, each showing its content (a stack of its own, or a container), the first selected.
    public init(tabs: [Tab]) {
        precondition(!tabs.isEmpty, "a tab controller needs a tab")
        self.tabs = tabs
        contents = tabs.map(\.content)
        stacks = contents.map(\.focusedStack)
        for content in contents {
            guard let stack = content as? NavigationController else { continue }
            stack.bottomBar = { [unowned self, unowned stack] screen in showsBar(under: screen, in: stack) ? bar : nil }
        }
    }

    /// True when `screen`, on `stack` (a tab's own stack), shows the tab bar under it: it is the
    /// stack's root or does not hide the bar (`hidesBottomBarWhenPushed`).
    func showsBar(under screen: Screen, in stack: NavigationController) -> Bool {
        stack.entries.first?.screen === screen || !screen.hidesBottomBarWhenPushed
    }

    /// The selected tab's content.
    public var selectedContent: any Container { contents[selectedIndex] }

    /// The stack that takes input in the selected tab.
    public var selectedStack: NavigationController { contents[selectedIndex].focusedStack }

    /// The tab whose content is or holds `stack`, if one does.
    func index(of stack: NavigationController) -> Int? { contents.firstIndex { $0.contains(stack: stack) } }

    /// True when the selected tab's content is a stack of its own, whose panes carry the bar;
    /// otherwise the bar is drawn on the bottom row, under the content.
    var barIsInPanes: Bool { contents[selectedIndex] is NavigationController }

    /// Shows `badge` after tab `index`'s title (nil: none).
    public func setBadge(_ badge: TabBadge?, forTabAt index: Int) {
        guard tabs.indices.contains(index), tabs[index].badge != badge else { return }
        tabs[index].badge = badge
        barChanged()
    }

    /// Calls tab `index` `title` on the bar.
    public func setTitle(_ title: String, forTabAt index: Int) {
        guard tabs.indices.contains(index), tabs[index].title != title else { return }
        tabs[index].title = title
        barChanged()
    }

    /// A title or a badge changed: every pane that shows the bar is drawn again (which asks for a
    /// frame, also where the bar is drawn under a container).
    private func barChanged() {
        for content in contents { content.forEachStack { $0.redrawScreens() } }
    }

    /// The bar as it is drawn now.
    var bar: TabBar { TabBar(tabs: tabs, selectedIndex: selectedIndex) }
}

extension TabController: Container {
    /// What each tab shows, in the bar's order.
    public var children: [any Container] { contents }

    /// The selected tab's content.
    public var focusedChild: (any Container)? { contents[selectedIndex] }

    /// The selected tab's content: a stack over the whole frame (its panes carry the bar on their
    /// bottom row), a container above the bar.
    public func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        let rows = barIsInPanes ? size.height : max(0, size.height - TabBar.height)
        body(contents[selectedIndex], Rect(x: 0, y: 0, width: size.width, height: rows))
    }

    /// The bar on the bottom row, when the selected tab shows a container rather than a stack.
    public func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        guard !barIsInPanes, size.height > TabBar.height else { return }
        bar.draw(into: &canvas, row: size.height - TabBar.height, theme: theme)
    }
}
