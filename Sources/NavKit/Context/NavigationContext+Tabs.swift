/// A screen and the tabs it is in (UIKit's `tabBarController`).
extension NavigationContext {
    /// The tab controller this screen is in (its stack is one of its tabs'), the root's or a
    /// presented one; nil outside tabs. To set a badge: `TabController.setBadge(_:forTabAt:)`.
    public var tabController: TabController? {
        guard let engine, let stack = ownStack else { return nil }
        return engine.window.nearest(TabController.self, around: stack, crossingPresentations: false)
    }

    /// Selects tab `index` of the tabs this screen is in, at once (UIKit's callbacks, not
    /// animated); the selected tab again pops its stack to the root. Refused outside tabs
    /// (`.noSuchTab`), and while a presentation covers the bar or the tab's transition runs
    /// (`.tabBarBusy`).
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        guard let stack = ownStack else { return .refused(.noSuchTab) }
        return engine.router.send(.selectTab(index), from: stack) ?? .refused(.noSuchTab)
    }

    /// Presents `tabs` in `style` over this screen's stack (a full-screen cover by default): a
    /// tab controller whose tabs each have a stack of their own, the first selected, with its
    /// bar at the card's bottom. Esc dismisses it, as any presentation; queued while a
    /// transition runs.
    ///
    /// ```swift
    /// context.present(tabs: [Tab("Inbox", root: InboxScreen(), badge: .count(3)),
    ///                        Tab("Settings", root: SettingsScreen())])
    /// ```
    @discardableResult
    public func present(tabs: [Tab], style: PresentationStyle = .fullScreen, animated: Bool = true) -> NavigationResult {
        guard engine != nil else { return .refused(.engineGone) }
        guard !tabs.isEmpty else { return .refused(.emptyStack) }
        return present(TabController(tabs: tabs), style: style, animated: animated)
    }
}
