/// An action a screen sends up the tree of containers, through its stack's parents and then its
/// presenter's (UIKit's `targetViewController(forAction:sender:)`): the nearest container that
/// takes it (`Container.perform(_:from:context:)`) performs it.
///
/// An action is named (`name`) and carries what it needs: a screen, a value, whether to animate.
/// NavKit's own are `show(_:animated:)`, `showDetail(_:animated:)` and `selectTab(_:)`; an app's
/// container defines its own name and takes it in its `perform`, and a screen sends it with
/// `NavigationContext.send(_:)`:
///
/// ```swift
/// extension ContainerAction.Name {
///     static let openDrawer = ContainerAction.Name("openDrawer")
/// }
/// // In a screen:   context?.send(ContainerAction(.openDrawer))
/// // In the drawer: guard action.name == .openDrawer else { return nil }
/// ```
public struct ContainerAction {
    /// What an action asks for, by name: NavKit's are static members (`.show`, `.showDetail`,
    /// `.selectTab`); an app's container defines its own.
    public struct Name: Hashable, Sendable {
        /// The name's text, unique among the actions of an app ("openDrawer").
        public let rawValue: String

        /// The action named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Show a screen the way the container shows what its screens open
        /// (`NavigationContext.show(_:animated:)`, UIKit's `show(_:sender:)`): a column browser
        /// adds a column. Without a taker the screen is pushed onto the sender's stack.
        public static let show = Name("show")
        /// Show a screen as the detail of what the sender lists
        /// (`NavigationContext.showDetail(_:animated:)`): a split view takes it. Without a taker
        /// the screen is pushed onto the sender's stack.
        public static let showDetail = Name("showDetail")
        /// Select the tab at an index (`NavigationContext.selectTab(_:)`, `Engine.selectTab(_:)`):
        /// tabs take it. It goes no further than the sender's own tree (not to a presenter's tabs).
        public static let selectTab = Name("selectTab")
    }

    /// What the action asks for.
    public var name: Name
    /// The screen it shows (`show`, `showDetail`, an app's own), if it carries one.
    public var screen: Screen?
    /// What else it carries (`selectTab`'s index, an app's own value), if anything.
    public var value: (any Sendable)?
    /// True when what it changes is animated.
    public var animated: Bool
    /// True when the action may go on past the sender's own tree, to the containers of the
    /// screen that presented it (a detail from a sheet goes to the split behind it).
    public var crossesPresentations: Bool

    /// The action `name`, carrying `screen` and `value`, animated or not, going on to a
    /// presenter's containers when `crossesPresentations`.
    public init(_ name: Name, screen: Screen? = nil, value: (any Sendable)? = nil, animated: Bool = true,
                crossesPresentations: Bool = false) {
        self.name = name
        self.screen = screen
        self.value = value
        self.animated = animated
        self.crossesPresentations = crossesPresentations
    }

    /// Show `screen` the way the container shows what its screens open (`Name.show`).
    public static func show(_ screen: Screen, animated: Bool) -> ContainerAction {
        ContainerAction(.show, screen: screen, animated: animated)
    }

    /// Show `screen` as the detail of what the sender lists (`Name.showDetail`); it may go on to a
    /// presenter's split.
    public static func showDetail(_ screen: Screen, animated: Bool) -> ContainerAction {
        ContainerAction(.showDetail, screen: screen, animated: animated, crossesPresentations: true)
    }

    /// Select the tab at `index` (`Name.selectTab`).
    public static func selectTab(_ index: Int) -> ContainerAction {
        ContainerAction(.selectTab, value: index, animated: false)
    }

    /// The index a `selectTab` action carries (nil for any other).
    public var tabIndex: Int? { name == .selectTab ? value as? Int : nil }

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
}
