/// The shapes of tree an engine is most often made with, as conveniences for
/// `Engine(root:size:configuration:)`.
extension Engine {
    /// Creates an engine showing a stack rooted at `root` in a terminal of `size` cells.
    public convenience init(root: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        self.init(root: NavigationController(root: root), size: size, configuration: configuration)
    }

    /// Creates an engine whose root is a split view (`SplitController(primary:secondary:)`):
    /// `primary` is the root of the primary column's stack (a list), `secondary` what the
    /// secondary column shows until a detail is shown (`NavigationContext.showDetail(_:animated:)`),
    /// in a terminal of `size` cells.
    public convenience init(primary: Screen, secondary: Screen, size: Size,
                            configuration: EngineConfiguration = EngineConfiguration()) {
        self.init(root: SplitController(primary: primary, secondary: secondary), size: size,
                  configuration: configuration)
    }

    /// Creates an engine whose root is a tab controller (`TabController(tabs:)`): each tab shows
    /// its content (a stack of its own, a split view), the first selected, in a terminal of
    /// `size` cells.
    public convenience init(tabs: [Tab], size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        precondition(!tabs.isEmpty, "an engine with tabs needs a tab")
        self.init(root: TabController(tabs: tabs), size: size, configuration: configuration)
    }
}
