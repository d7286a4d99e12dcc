/// A screen that asks before something is done: a message and two buttons, Cancel first (it
/// has the focus: Enter at once does nothing harmful) and the action. Presented as an alert
/// (a card over the screen that asks, which shows around it), ← and → move between the buttons,
/// and Enter presses the focused one. It hands back true when the action is chosen, false on
/// Cancel, nil when it is left any other way (Esc; pushed: ←, the back swipe): only `true`
/// means go ahead.
///
/// ```swift
/// context.present(ConfirmationScreen("Delete “notes.txt”?", message: "It cannot be undone.",
///                                    action: "Delete", role: .destructive), style: .alert) { confirmed in
///     if confirmed == true { delete() }
/// }
/// ```
///
/// Pushed instead (`context.push(_:completion:)`), it is a screen of its own with a back control.
public final class ConfirmationScreen: ComposedScreen, ResultScreen {
    /// True: the action was chosen.
    public typealias Result = Bool

    public let title: String
    /// The message, the divider and the two buttons.
    public let parts: Stack
    private var context: NavigationContext?

    /// Asks `title` (the top bar's), explaining with `message`, offering `action` (its button's
    /// words; `.destructive` draws it red) against Cancel.
    public init(_ title: String, message: String, action: String, role: ActionRole = .normal) {
        self.title = title
        let cancel = Button("Cancel") { .handled }
        let confirm = Button(action, role: role) { .handled }
        // The message gives way where the rows are few (a short terminal, an inline strip): the
        // buttons always show.
        parts = Stack(.vertical, spacing: 1, padding: 1, [
            .shrinking(Label(message)),
            .fitting(Divider()),
            .fitting(Stack(.horizontal, spacing: 2, [.fitting(cancel), .fitting(confirm), .flexible(Spacer())])),
        ])
        cancel.action = { [unowned self] in answer(false) }
        confirm.action = { [unowned self] in answer(true) }
    }

    public func didMove(to context: NavigationContext) { self.context = context }

    /// Presented, ← and → move the focus between the buttons; the rest goes to the parts.
    public func handle(_ event: Event) -> ScreenResponse {
        if context?.presentationStyle != nil, case let .key(key) = event, key == .left || key == .right {
            parts.moveFocus(forward: key == .right)
            return .handled
        }
        return parts.handle(event) ?? .ignored
    }

    /// Hands `confirmed` back: dismissed when presented, popped when pushed.
    private func answer(_ confirmed: Bool) -> ScreenResponse {
        if context?.presentationStyle != nil {
            context?.dismiss(returning: confirmed)
        } else {
            context?.pop(returning: confirmed)
        }
        return .handled
    }
}
