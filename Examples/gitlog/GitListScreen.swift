import NavKit

/// A list that one git command fills (the branches, the status), read each time the screen
/// appears and again with `r`; Enter or a click on a row calls `open` with its index. What the
/// command printed becomes rows by `read`, which also says what the status line counts (drawn
/// with the rows, which the list's observation draws).
final class GitListScreen: ComposedScreen {
    let title: String
    let parts = ListView(name: "gitList")
    private(set) var context: NavigationContext?
    private let git: Git
    private let command: [String]
    private let read: (String) -> (rows: ListRows, summary: String)
    private let openHint: KeyHint
    private var summary = ""

    /// A list titled `title` of what git prints for `command`, in `columns`, made rows by `read`;
    /// Enter runs `open` (`openHint` says what it does).
    init(_ title: String, git: Git, command: [String], columns: [ListColumn], openHint: KeyHint,
         read: @escaping (String) -> (rows: ListRows, summary: String),
         open: @escaping (GitListScreen, Int) -> Void) {
        self.title = title
        self.git = git
        self.command = command
        self.read = read
        self.openHint = openHint
        parts.columns = columns
        parts.placeholder = "Reading…"
        parts.onActivate = { [unowned self] index in
            open(self, index)
            return .handled
        }
    }

    var statusLine: StatusLine? {
        StatusLine(summary, hints: [openHint, KeyHint("r", "reload"), KeyHint("q", "quit")])
    }

    func didMove(to context: NavigationContext) { self.context = context }

    func willAppear(animated: Bool) { reload() }

    /// Reads the list again.
    func reload() {
        context?.task { [unowned self] in
            do {
                (parts.rows, summary) = read(try await git.text(command))
                parts.placeholder = summary   // shown when there are no rows: "0 branches", "clean"
            } catch {
                parts.placeholder = "⚠ \(error)"
            }
        }
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard event == .key(.character("r")) else { return parts.handle(event) ?? .ignored }
        reload()
        return .handled
    }
}
