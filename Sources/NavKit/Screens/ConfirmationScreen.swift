/// A screen that asks before something is done (an alert's job): a message and two buttons,
/// Cancel first (it has the focus: Enter at once does nothing harmful) and the action. It
/// hands back true when the action is chosen, false on Cancel, nil when it is left any other
/// way (← , Esc, the back swipe): only `true` means go ahead.
///
/// ```swift
/// context.push(ConfirmationScreen("Delete “notes.txt”?", message: "It cannot be undone.",
///                                 action: "Delete", role: .destructive)) { confirmed in
///     if confirmed == true { delete() }
/// }
/// ```
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
        parts = Stack(.vertical, spacing: 1, padding: 1, [
            .fitting(Label(message)),
            .fitting(Divider()),
            .fitting(Stack(.horizontal, spacing: 2, [.fitting(cancel), .fitting(confirm), .flexible(Spacer())])),
        ])
        cancel.action = { [unowned self] in answer(false) }
        confirm.action = { [unowned self] in answer(true) }
    }

    public func didMove(to context: NavigationContext) { self.context = context }

    private func answer(_ confirmed: Bool) -> ScreenResponse {
        context?.pop(returning: confirmed)
        return .handled
    }
}
