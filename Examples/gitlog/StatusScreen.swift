import NavKit
import Observation

/// What `git status` says, in sections: staged, unstaged and untracked files, each with its
/// change (modified, added, deleted, renamed); Enter shows a file's diff (beside the list
/// from 100 columns), `r` reads the status again, as does coming back to the tab.
@Observable
final class StatusScreen: ComposedScreen {
    let title = "Status"
    @ObservationIgnored private let git: Git
    @ObservationIgnored let parts = ListView(name: "status")
    @ObservationIgnored private var context: NavigationContext?
    /// The files as listed: section, then path.
    private var files: [(section: Int, change: String, path: String)] = []
    static let sections = ["Staged", "Unstaged", "Untracked"]

    /// The status of `git`'s repository.
    init(git: Git) {
        self.git = git
        parts.columns = [ListColumn("Change", width: .fixed(9)), ListColumn("File", width: .flexible(min: 10))]
        parts.placeholder = "Reading the status…"
        parts.onActivate = { [unowned self] index in
            let file = files[index]
            let arguments = [["diff", "--cached", "--", file.path], ["diff", "--", file.path],
                             ["diff", "--no-index", "--", "/dev/null", file.path]][file.section]
            context?.showDetail(DiffScreen(git: git, title: file.path, arguments: arguments))
            return .handled
        }
    }

    var statusLine: StatusLine? {
        StatusLine(files.isEmpty ? "clean" : "\(files.count) files", hints: [KeyHint("↵", "diff"), KeyHint("r", "reload"), KeyHint("q", "quit")])
    }

    func didMove(to context: NavigationContext) { self.context = context }

    func willAppear(animated: Bool) { reload() }

    /// Reads the status again.
    func reload() {
        context?.task { [unowned self] in
            do {
                let names = ["M": "modified", "A": "added", "D": "deleted", "R": "renamed", "C": "copied", "T": "type", "U": "conflict"]
                var found: [(section: Int, change: String, path: String)] = []
                for line in try await git.text(["status", "--porcelain=v1", "-z"]).split(separator: "\0") where line.count > 3 {
                    let (staged, unstaged, path) = (line.first!, line.dropFirst().first!, String(line.dropFirst(3)))
                    if staged == "?" { found.append((2, "new", path)); continue }
                    if let change = names[String(staged)] { found.append((0, change, path)) }
                    if let change = names[String(unstaged)] { found.append((1, change, path)) }
                }
                files = found.sorted { ($0.section, $0.path) < ($1.section, $1.path) }
                parts.placeholder = "Nothing to commit, working tree clean"
                let sections = (0..<3).map { section in ListSection(Self.sections[section], count: files.filter { $0.section == section }.count) }
                parts.rows = ListRows(sections: sections.filter { $0.count > 0 }, id: { [files] in "\(files[$0].section) \(files[$0].path)" }) {
                    [files] in ListRow(cells: [ListCell(files[$0].change), ListCell(files[$0].path)])
                }
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
