/// The shape of tree an engine is most often made with, as a convenience for
/// `Engine(root:size:configuration:)` (a split view or tabs: `Engine(root: SplitController(…))`,
/// `Engine(root: TabController(tabs:))`).
extension Engine {
    /// Creates an engine showing a stack rooted at `root` in a terminal of `size` cells.
    public convenience init(root: Screen, size: Size, configuration: EngineConfiguration = EngineConfiguration()) {
        self.init(root: NavigationController(root: root), size: size, configuration: configuration)
    }
}
