/// An action a row reveals when swiped left (UIContextualAction's job): "Delete", "Archive".
/// A tap on it, or Enter while the row's actions are open from the keyboard, runs `handler`
/// with the row's index; its answer goes to the screen (`.handled`, a push asking to confirm).
public struct ListAction {
    /// The words on the action.
    public var title: String
    /// What it does (`.destructive` draws it red).
    public var role: ActionRole
    /// Runs the action on a row (its index); the answer goes to the screen.
    public var handler: @MainActor (Int) -> ScreenResponse

    /// An action showing `title`, of `role`, running `handler` on the row it was revealed on.
    public init(_ title: String, role: ActionRole = .normal, handler: @escaping @MainActor (Int) -> ScreenResponse) {
        self.title = title
        self.role = role
        self.handler = handler
    }

    /// Its width in cells: the title and a blank each side.
    var width: Int { TerminalText.width(of: title) + 2 }

    /// Its style in `theme`.
    func style(in theme: Theme) -> Style { role == .destructive ? ListAction.destructiveStyle : theme.selection }

    /// The width in cells of `actions` side by side.
    static func width(of actions: [ListAction]) -> Int { actions.reduce(0) { $0 + $1.width } }

    /// White on iOS's red, bold.
    static let destructiveStyle = Style(foreground: .rgb(255, 255, 255), background: .rgb(255, 59, 48), attributes: .bold)
}
