/// Actions sent up the tree from the app (`ContainerAction`; the router sends them,
/// `EventRouter+Actions`).
extension Engine {
    /// Selects tab `index` of the tabs nearest the stack that takes input (`topNavigation`) at
    /// once (`TabController.perform(_:from:context:)`). Refused (`.noSuchTab`) where there are none.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationResult {
        router.send(.selectTab(index), from: topNavigation) ?? .refused(.noSuchTab)
    }
}
