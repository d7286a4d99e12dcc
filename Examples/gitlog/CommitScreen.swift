import NavKit

/// One commit: its message, author and dates, and the files it changed with their `+`/`-`
/// line counts, from `git show --numstat` (a renamed file as its removal and its addition, a
/// merge against its first parent). ↑/↓ select a file, Enter shows its diff in a sheet
/// (Esc or a drag down closes it); the wheel or PgUp/PgDn scroll the message. What it reads
/// is drawn as it comes: the text view and the list are observed.
final class CommitScreen: ComposedScreen {
    let hash: String
    var title: String { String(hash.prefix(7)) }
    private let git: Git
    private let now: Double
    private let message = TextView("Reading the commit…")
    private let files = ListView(name: "files")
    let parts: Stack
    private var context: NavigationContext?
    private var paths: [String] = []

    /// Commit `hash` (40 digits) in `git`'s repository, dates told from `now`.
    init(git: Git, hash: String, now: Double) {
        self.git = git
        self.hash = hash
        self.now = now
        parts = Stack(.vertical, [.flexible(message), .flexible(files)])
        files.columns = [ListColumn("+", width: .fitting(max: 7), alignment: .trailing),
                         ListColumn("-", width: .fitting(max: 7), alignment: .trailing),
                         ListColumn("File", width: .flexible(min: 10))]
        files.onActivate = { [unowned self] index in
            let arguments = ["show", "--format=", "--no-renames", "--diff-merges=first-parent", hash, "--",
                             paths[index]]
            context?.present(DiffScreen(git: git, title: paths[index], arguments: arguments))
            return .handled
        }
    }

    var statusLine: StatusLine? {
        StatusLine("\(paths.count) \(paths.count == 1 ? "file" : "files")",
                   hints: [KeyHint("↑↓", "file"), KeyHint("↵", "diff"), KeyHint("pgup pgdn", "message")])
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        context.task { [unowned self] in
            do {
                let format = "--format=%an <%ae>%x1f%at%x1f%cn <%ce>%x1f%ct%x1f%B%x00"
                let output = try await git.text(["show", "--numstat", "--no-color", "--no-renames",
                                                 "--diff-merges=first-parent", format, hash])
                let (head, stat) = (output.prefix { $0 != "\0" }, output.drop { $0 != "\0" }.dropFirst())
                let fields = head.split(separator: "\u{1f}", maxSplits: 4, omittingEmptySubsequences: false)
                guard fields.count == 5 else { return message.text = "Not a commit: \(hash)" }
                func date(_ field: Substring) -> String { relativeDate(Double(field) ?? 0, now: now) }
                message.text = "commit \(hash)\nAuthor: \(fields[0]), \(date(fields[1]))\n"
                    + "Commit: \(fields[2]), \(date(fields[3]))\n\n\(fields[4])"
                let changes = stat.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 2) }
                    .filter { $0.count == 3 }
                paths = changes.map { String($0[2]) }
                files.rows = ListRows(changes) { change in
                    ListRow(cells: [ListCell("+" + change[0], style: Style(foreground: .palette(2))),
                                    ListCell("-" + change[1], style: Style(foreground: .palette(1))),
                                    ListCell(String(change[2]))])
                }
            } catch {
                message.text = "⚠ \(error)"
            }
        }
    }

    /// ↑↓ Home End and Enter are the files'; PgUp PgDn and the rest the message's.
    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.up), .key(.down), .key(.home), .key(.end), .key(.enter):
            return files.handle(event) ?? .ignored
        case .key(.pageUp), .key(.pageDown): return message.handle(event) ?? .ignored
        default: return parts.handle(event) ?? .ignored
        }
    }
}
