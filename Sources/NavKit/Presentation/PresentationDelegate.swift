/// Hears of the user's attempts to dismiss a presentation (UIKit's
/// `UIAdaptivePresentationControllerDelegate`): a sheet dragged down, Shift+↓ at its smallest
/// detent, or Esc. A dismissal made in code (`NavigationContext.dismiss`) asks nothing and tells
/// nothing. Set it with `NavigationContext.presentationDelegate`, usually from the presented
/// screen itself, to ask "Discard changes?" before an editor goes.
///
/// Every member has a default: dismissals are allowed, and nothing is done on being told.
@MainActor
public protocol PresentationDelegate: AnyObject {
    /// Whether the user may dismiss the presentation of `presented` now (true by default);
    /// asked as a drag first takes the sheet below its smallest detent, or as Esc is pressed.
    /// Refused, the sheet resists and springs back, and `presentationDidAttemptToDismiss` is told.
    func presentationShouldDismiss(_ presented: Screen) -> Bool
    /// The user began to dismiss the presentation of `presented`: a drag took the sheet below
    /// its smallest detent (it may still spring back), or Esc was pressed.
    func presentationWillDismiss(_ presented: Screen)
    /// The presentation of `presented` was dismissed by the user (a drag, a key), once its card
    /// has gone.
    func presentationDidDismiss(_ presented: Screen)
    /// The user tried to dismiss the presentation of `presented`, which may not go now: a screen
    /// on its stack is `isModalInPresentation`, or `presentationShouldDismiss` said no. The place
    /// to ask what to do with unsaved changes.
    func presentationDidAttemptToDismiss(_ presented: Screen)
}

extension PresentationDelegate {
    public func presentationShouldDismiss(_ presented: Screen) -> Bool { true }
    public func presentationWillDismiss(_ presented: Screen) {}
    public func presentationDidDismiss(_ presented: Screen) {}
    public func presentationDidAttemptToDismiss(_ presented: Screen) {}
}
