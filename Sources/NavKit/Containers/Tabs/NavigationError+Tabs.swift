/// Why tabs refused a request (`NavigationContext.selectTab(_:)`, `Engine.selectTab(_:)`).
extension NavigationError {
    /// There is no tab at that index, or the engine has no tabs.
    public static let noSuchTab = NavigationError("noSuchTab")
    /// The tab cannot be switched now: a presentation covers the tab bar, or the selected tab's
    /// transition runs.
    public static let tabBarBusy = NavigationError("tabBarBusy")
}
