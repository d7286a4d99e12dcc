/// A screen and the tabs it is in (UIKit's `tabBarController`).
extension NavigationContext {
    /// The tab controller this screen's engine shows, if its root is one (`Engine.tabs`): to
    /// select a tab (`Engine.selectTab`) or set a badge (`TabController.setBadge(_:forTabAt:)`).
    public var tabController: TabController? { engine?.tabs }

    /// Selects tab `index` of the engine's tabs (see `Engine.selectTab(_:)`); refused without tabs.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        return engine.selectTab(index)
    }
}
