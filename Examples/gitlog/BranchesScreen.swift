import NavKit
import Observation

/// The repository's branches, local then remote, the current one marked `*`, each with its
/// last commit's date and subject; Enter shows a branch's history, pushed in this tab. `r`
/// reads them again.
@Observable
final class BranchesScreen: ComposedScreen {
    let title = "Branches"
    @ObservationIgnored private let git: Git
    @ObservationIgnored private let now: Double
    @ObservationIgnored let parts = ListView(name: "branches")
    @ObservationIgnored private var context: NavigationContext?
    private var names: [String] = []

    /// The branches of `git`'s repository, dates told from `now`.
    init(git: Git, now: Double) {
        self.git = git
        self.now = now
        parts.columns = [ListColumn("", width: .fixed(1)), ListColumn("Branch", width: .fitting(max: 40)),
                         ListColumn("Date", width: .fitting(max: 15), priority: 1), ListColumn("Subject", width: .flexible(min: 10))]
        parts.placeholder = "Reading the branches…"
        parts.onActivate = { [unowned self] index in
            context?.push(HistoryScreen(git: git, revision: names[index], now: now))
            return .handled
        }
    }

    var statusLine: StatusLine? {
        StatusLine("\(names.count) branches", hints: [KeyHint("↵", "history"), KeyHint("r", "reload"), KeyHint("q", "quit")])
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        reload()
    }

    /// Reads the branches again.
    func reload() {
        context?.task { [unowned self] in
            do {
                let format = "--format=%(HEAD)%1f%(refname:short)%1f%(committerdate:unix)%1f%(subject)"
                let refs = try await git.lines(["for-each-ref", format, "refs/heads", "refs/remotes"])
                    .map { $0.split(separator: "\u{1f}", maxSplits: 3, omittingEmptySubsequences: false) }.filter { $0.count == 4 }
                names = refs.map { String($0[1]) }
                parts.placeholder = "No branches"
                parts.rows = ListRows(refs, id: \.[1]) { ref in
                    ListRow(cells: [ListCell(String(ref[0])), ListCell(String(ref[1])),
                                    ListCell(relativeDate(Double(ref[2]) ?? 0, now: self.now)), ListCell(String(ref[3]))],
                            kind: ref[0] == "*" ? .highlight : .plain)
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
