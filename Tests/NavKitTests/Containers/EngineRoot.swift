import NavKit

/// The engine's root as the container a test made it with.
extension Engine {
    /// The split view at the root, when the test made one.
    var split: SplitController? { root as? SplitController }
    /// The tabs at the root, when the test made them.
    var tabs: TabController? { root as? TabController }
}
