/// Customises a navigation controller (UINavigationControllerDelegate). Held weakly:
/// a delegate that has gone away is simply absent.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for `operation` from `from` to `to`; nil for the default.
    func navigationController(_ controller: NavigationController, animatorFor operation: NavigationOperation,
                              from: Screen, to: Screen) -> Animator?
    /// The interaction controller for an interactive transition using `animator` (default: a
    /// `PercentDrivenInteraction`); nil refuses the interactive transition (no back swipe).
    func navigationController(_ controller: NavigationController,
                              interactionControllerFor animator: Animator) -> (any InteractionController)?
    /// `screen` is about to become the top screen.
    func navigationController(_ controller: NavigationController, willShow screen: Screen, animated: Bool)
    /// `screen` has become the top screen (not called when an interactive pop is cancelled).
    func navigationController(_ controller: NavigationController, didShow screen: Screen, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ controller: NavigationController, animatorFor operation: NavigationOperation,
                                     from: Screen, to: Screen) -> Animator? { nil }
    public func navigationController(_ controller: NavigationController,
                                     interactionControllerFor animator: Animator) -> (any InteractionController)? {
        PercentDrivenInteraction()
    }
    public func navigationController(_ controller: NavigationController, willShow screen: Screen, animated: Bool) {}
    public func navigationController(_ controller: NavigationController, didShow screen: Screen, animated: Bool) {}
}
