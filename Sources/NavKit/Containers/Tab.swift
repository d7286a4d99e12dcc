/// One tab of a `TabController`: its title on the tab bar, its badge, and the screen at the root
/// of its navigation stack (UIKit's tab's view controller and its `tabBarItem`).
@MainActor
public struct Tab {
    /// What the tab bar says for it.
    public var title: String
    /// What shows after the title (nil: nothing).
    public var badge: TabBadge?
    /// The root of the tab's navigation stack.
    public let root: Screen

    /// A tab titled `title`, its stack rooted at `root`, with `badge` if given.
    public init(_ title: String, root: Screen, badge: TabBadge? = nil) {
        self.title = title
        self.root = root
        self.badge = badge
    }
}
