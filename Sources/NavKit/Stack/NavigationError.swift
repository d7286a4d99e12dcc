/// Why a navigation request was refused (`NavigationResult.refused`). Each reason is a static
/// member, declared beside what refuses it: the stack's and presentation's here, the tabs' with
/// the tabs (`noSuchTab`, `tabBarBusy`), and an app's container can declare its own
/// (`extension NavigationError { static let drawerLocked = NavigationError("drawerLocked") }`).
/// Compare with `==`, or match in a `switch` (`case .refused(.cannotPopRoot)`), with a `default`.
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason's name ("cannotPopRoot"), unique among an app's reasons.
    public let name: String

    /// The reason named `name`.
    public init(_ name: String) { self.name = name }

    /// The name, as a log prints it.
    public var description: String { name }

    /// The root screen cannot be popped.
    public static let cannotPopRoot = NavigationError("cannotPopRoot")
    /// The interactive back swipe cannot begin now (at the root, during a
    /// transition, disabled by the screen, or no interaction controller).
    public static let swipeNotAllowed = NavigationError("swipeNotAllowed")
    /// The screen to pop to is not below the top of the stack.
    public static let notOnStack = NavigationError("notOnStack")
    /// The screen is already on the stack (or being pushed): a screen instance can be there once.
    public static let alreadyOnStack = NavigationError("alreadyOnStack")
    /// The stack asked for names the same screen instance twice.
    public static let duplicateScreen = NavigationError("duplicateScreen")
    /// A stack must hold at least one screen.
    public static let emptyStack = NavigationError("emptyStack")
    /// The screen's stack already presents another: present from the presented one (UIKit's
    /// "is already presenting").
    public static let alreadyPresenting = NavigationError("alreadyPresenting")
    /// Nothing is presented that the request could dismiss.
    public static let notPresented = NavigationError("notPresented")
    /// The user may not dismiss the presentation now: a screen on its stack is
    /// `isModalInPresentation`, or its `PresentationDelegate` said no.
    public static let dismissalPrevented = NavigationError("dismissalPrevented")
    /// The container that would take the request is moving its children (an app's column view
    /// sliding): ask again when it is at rest.
    public static let containerBusy = NavigationError("containerBusy")
    /// The engine the request was made through no longer exists.
    public static let engineGone = NavigationError("engineGone")
}
