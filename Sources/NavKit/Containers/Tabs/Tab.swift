/// One tab of a `TabController`: its title on the tab bar, its badge, and what it shows (UIKit's
/// tab's view controller and its `tabBarItem`): a navigation stack, or any container (a split
/// view beside its detail).
@MainActor
public struct Tab {
    /// What the tab bar says for it.
    public var title: String
    /// What shows after the title (nil: nothing).
    public var badge: TabBadge?
    /// What the tab shows: a stack (`NavigationController`), a split view, or another container.
    public let content: any Container

    /// A tab titled `title` showing `content` (a split view, a stack), with `badge` if given.
    public init(_ title: String, content: any Container, badge: TabBadge? = nil) {
        self.title = title
        self.content = content
        self.badge = badge
    }

    /// A tab titled `title`, its stack rooted at `root`, with `badge` if given.
    public init(_ title: String, root: Screen, badge: TabBadge? = nil) {
        self.init(title, content: NavigationController(root: root), badge: badge)
    }

    /// The screen at the root of the tab's first stack.
    public var root: Screen { content.focusedStack.entries[0].screen }
}
