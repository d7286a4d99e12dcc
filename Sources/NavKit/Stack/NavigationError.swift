/// Why a navigation request was refused.
public enum NavigationError: Error, Hashable, Sendable {
    /// The root screen cannot be popped.
    case cannotPopRoot
    /// The interactive back swipe cannot begin now (at the root, during a
    /// transition, disabled by the screen, or no interaction controller).
    case swipeNotAllowed
    /// The screen to pop to is not below the top of the stack.
    case notOnStack
    /// The screen is already on the stack (or being pushed): a screen instance can be there once.
    case alreadyOnStack
    /// The stack asked for names the same screen instance twice.
    case duplicateScreen
    /// A stack must hold at least one screen.
    case emptyStack
    /// The screen's stack already presents another: present from the presented one (UIKit's
    /// "is already presenting").
    case alreadyPresenting
    /// Nothing is presented that the request could dismiss.
    case notPresented
    /// The user may not dismiss the presentation now: a screen on its stack is
    /// `isModalInPresentation`, or its `PresentationDelegate` said no.
    case dismissalPrevented
    /// There is no tab at that index, or the engine has no tabs.
    case noSuchTab
    /// The tab cannot be switched now: a presentation covers the tab bar, or the selected tab's
    /// transition runs.
    case tabBarBusy
    /// The container that would take the request is moving its children (an app's column view
    /// sliding): ask again when it is at rest.
    case containerBusy
    /// The engine the request was made through no longer exists.
    case engineGone
}
