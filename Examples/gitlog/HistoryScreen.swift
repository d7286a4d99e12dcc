import NavKit
import Observation

/// The history of a revision (HEAD, a branch): a table of commits, newest first, streamed from
/// `git log` as it runs, so the first rows show at once and the table scrolls while the rest
/// come. Beside it on a wide terminal the selected commit's detail follows the selection; Enter
/// shows it (pushed on a narrow one). `/` searches subjects and authors as you type, `y` copies
/// the selected hash to the terminal's clipboard, `r` reads the history again.
@Observable
final class HistoryScreen: ComposedScreen {
    /// True for `gitlog --pick`: Enter ends the app with the selected commit's hash.
    static var picks = false
    let title: String
    @ObservationIgnored private let git: Git
    @ObservationIgnored private let revision: String?
    @ObservationIgnored private let now: Double
    /// The commits read so far.
    @ObservationIgnored private var log = CommitLog()
    private var loading = true
    private var message: String?
    /// How many commits there are; observed, so the status line follows the stream.
    private var counted = 0
    @ObservationIgnored private let list = ListView(name: "history")
    var parts: ListView { list }
    @ObservationIgnored private var context: NavigationContext?
    @ObservationIgnored private var reading: Task<Void, Never>?

    /// The history of `revision` (nil: HEAD) in `git`'s repository, dates told from `now`.
    init(git: Git, revision: String? = nil, now: Double) {
        self.git = git
        self.revision = revision
        self.now = now
        title = revision ?? "History"
        list.columns = [ListColumn("Commit", width: .fixed(8)),
                        ListColumn("Author", width: .fitting(max: 16), priority: 1),
                        ListColumn("Date", width: .fitting(max: 15), priority: 2),
                        ListColumn("Subject", width: .flexible(min: 20))]
        list.placeholder = "Reading the history…"
        list.search = ListSearch(prompt: "Filter by subject or author") { [unowned self] index, text in
            log.commit(index, contains: text)
        }
    }

    var statusLine: StatusLine? {
        let total = "\(grouped(counted)) commits"
        let text = message ?? (loading ? "loading… \(total)" : total)
        let hints = list.isSearching ? [KeyHint("↵", "done"), KeyHint("esc", "clear")]
            : [KeyHint("↵", "show"), KeyHint("/", "filter"), KeyHint("y", "copy hash"),
               KeyHint("r", "reload"), KeyHint("q", "quit")]
        return StatusLine(text, hints: hints)
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        // The selected commit beside the table; Enter pushes it where the table is alone.
        context.showDetail(following: list) { [unowned self] row in
            commit(atRow: row).map { CommitScreen(git: git, hash: log.hash(of: $0), now: now) }
        }
        reload()
    }

    /// Reads the history again from the start (the reading under way is cancelled: its git ends).
    func reload() {
        reading?.cancel()
        log = CommitLog()
        loading = true
        refresh()
        reading = context?.task { [unowned self] in
            do {
                // `where`: a run that came as `r` cancelled this reading goes into no later log.
                let arguments = ["log", CommitLog.format] + (revision.map { [$0, "--"] } ?? [])
                for try await lines in git.run(arguments) where !Task.isCancelled {
                    log.append(lines)
                    refresh()
                }
            } catch {
                if !Task.isCancelled { message = "⚠ \(error)" }
            }
            if !Task.isCancelled { loading = false }
        }
    }

    /// Shows the commits read so far (those the search finds, while it searches): the new ones
    /// added after those shown, so that a search looks only at them.
    private func refresh() {
        let shown = list.rows.count
        counted = log.count
        let rows = ListRows(count: log.count, id: { $0 }) { [unowned self] index in
            let record = log.record(index)
            return ListRow(cells: [ListCell(String(log.hash(of: index).prefix(7))),
                                   ListCell(log.authors[Int(record.author)]),
                                   ListCell(relativeDate(Double(record.time), now: now)),
                                   ListCell(log.subjects[index])])
        }
        guard shown > 0, log.count > shown else { return list.rows = rows }
        list.update(to: rows, inserting: Array(shown..<log.count))
    }

    /// The index in `log` of the commit on `row`, if there is one.
    private func commit(atRow row: Int) -> Int? { row < log.count ? row : nil }

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.character("r")):
            message = nil
            reload()
        case .key(.tab), .key(.backTab):
            return .ignored                              // Tab goes to the detail
        case .key(.enter) where HistoryScreen.picks:      // gitlog --pick: the hash to the shell
            if let index = list.selection.flatMap(commit(atRow:)) {
                context?.finish(with: log.hash(of: index))
            }
        case .key(.character("y")):
            guard let index = list.selection.flatMap(commit(atRow:)) else { return .handled }
            context?.copyToClipboard(log.hash(of: index))
            message = "copied \(log.hash(of: index).prefix(7))"
        default:
            message = nil
            return parts.handle(event) ?? .ignored
        }
        return .handled
    }
}
