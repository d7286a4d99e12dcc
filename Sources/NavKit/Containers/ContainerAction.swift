/// An action a screen sends up the tree of containers, through its stack's parents and then its
/// presenter's (UIKit's `targetViewController(forAction:sender:)`): the nearest container that
/// takes it (`Container.perform(_:from:context:)`) performs it.
public enum ContainerAction {
    /// Show `screen` the way the container shows what its screens open
    /// (`NavigationContext.show(_:animated:)`, UIKit's `show(_:sender:)`): a column browser adds
    /// a column. Without a taker the screen is pushed onto the sender's stack.
    case show(Screen, animated: Bool)
    /// Show `screen` as the detail of what the sender lists (`NavigationContext.showDetail(_:animated:)`):
    /// a split view takes it. Without a taker the screen is pushed onto the sender's stack.
    case showDetail(Screen, animated: Bool)
    /// Select the tab at this index (`NavigationContext.selectTab(_:)`, `Engine.selectTab(_:)`):
    /// tabs take it. It goes no further than the sender's own tree (not to a presenter's tabs).
    case selectTab(Int)

    /// What a container that took an action did.
    public struct Outcome: Equatable, Sendable {
        /// What the sender is told (`.completed`, or why it was refused).
        public var result: NavigationResult
        /// True when which child shows, which has the focus, or where they show changed: the
        /// engine fits the tree again and tells the screens hidden or shown, as after
        /// `ContainerResponse.changesLayout`.
        public var changesLayout: Bool

        /// An outcome telling the sender `result`, the layout changed or not (`changesLayout`).
        public init(_ result: NavigationResult, changesLayout: Bool) {
            self.result = result
            self.changesLayout = changesLayout
        }
    }

    /// True when the action may go on past the sender's own tree, to the containers of the
    /// screen that presented it (a detail from a sheet goes to the split behind it).
    var crossesPresentations: Bool {
        if case .showDetail = self { return true }
        return false
    }
}
