import NavKit
import Observation

/// The history of a revision (HEAD, a branch): a table of commits, newest first, streamed from
/// `git log` as it runs, so the first rows show at once and the table scrolls while the rest
/// come. Beside it on a wide terminal the selected commit's detail follows the selection; Enter
/// shows it (pushed on a narrow one). `/` filters by subject or author as you type, `y` copies
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
    /// The commits the filter lets through, by index in `log` (nil: no filter, all of them).
    @ObservationIgnored private var shown: [Int]?
    private var loading = true
    private var message: String?
    /// How many commits there are; observed, so the status line follows the stream.
    private var counted = 0
    @ObservationIgnored private let list = ListView(name: "history")
    @ObservationIgnored private let filter = TextField(placeholder: "/ to filter by subject or author")
    @ObservationIgnored let parts: Stack
    @ObservationIgnored private var context: NavigationContext?
    @ObservationIgnored private var reading: Task<Void, Never>?
    @ObservationIgnored private var filtering: Task<Void, Never>?
    /// How many of the commits read the filter has looked at.
    @ObservationIgnored private var checked = 0

    /// The history of `revision` (nil: HEAD) in `git`'s repository, dates told from `now`.
    init(git: Git, revision: String? = nil, now: Double) {
        self.git = git
        self.revision = revision
        self.now = now
        title = revision ?? "History"
        parts = Stack(.vertical, [.fixed(1, Stack(.horizontal, [.fixed(1, Spacer()), .flexible(filter)])), .flexible(list)])
        list.columns = [ListColumn("Commit", width: .fixed(8)), ListColumn("Author", width: .fitting(max: 16), priority: 1),
                        ListColumn("Date", width: .fitting(max: 15), priority: 2), ListColumn("Subject", width: .flexible(min: 20))]
        list.placeholder = "Reading the history…"
        filter.onChange = { [unowned self] _ in applyFilter() }
    }

    var statusLine: StatusLine? {
        let total = "\(grouped(counted)) commits"
        let text = message ?? (loading ? "loading… \(total)" : shown.map { "\(grouped($0.count)) of \(total)" } ?? total)
        let hints = filter.isFocused ? [KeyHint("esc", "clear")]
            : [KeyHint("↵", "show"), KeyHint("/", "filter"), KeyHint("y", "copy hash"), KeyHint("r", "reload"), KeyHint("q", "quit")]
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
        applyFilter()
        reading = context?.task { [unowned self] in
            do {
                // `where`: a run that came as `r` cancelled this reading goes into no later log.
                for try await lines in git.run(["log", CommitLog.format] + (revision.map { [$0, "--"] } ?? [])) where !Task.isCancelled {
                    log.append(lines)
                    refresh()
                }
            } catch {
                if !Task.isCancelled { message = "⚠ \(error)" }
            }
            if !Task.isCancelled { loading = false }
        }
    }

    /// Shows the commits read so far (the filter's matches, while it filters), and sets the
    /// filter to the new ones.
    private func refresh() {
        counted = log.count
        if shown != nil, filtering == nil, checked < log.count { keepFiltering() }
        let shown = self.shown   // the rows' count and order as they are now; `log` only grows
        list.rows = ListRows(count: shown?.count ?? log.count, id: { shown?[$0] ?? $0 }) { [unowned self] row in
            let index = shown?[row] ?? row, record = log.record(index)
            return ListRow(cells: [ListCell(String(log.hash(of: index).prefix(7))), ListCell(log.authors[Int(record.author)]),
                                   ListCell(relativeDate(Double(record.time), now: now)), ListCell(log.subjects[index])])
        }
    }

    /// Narrows the table to the commits whose subject or author contains the filter's text
    /// (empty: all of them), from the first.
    private func applyFilter() {
        filtering?.cancel()
        filtering = nil
        checked = 0
        shown = filter.text.isEmpty ? nil : []
        refresh()
        list.select(0)
    }

    /// Looks through the commits the filter has not seen, a slice at a time so that frames
    /// and keys go on between slices; the matches show as they are found.
    private func keepFiltering() {
        let text = filter.text
        filtering = context?.task { [unowned self] in
            while checked < log.count, !Task.isCancelled {
                shown?.append(contentsOf: log.matches(text, in: checked..<checked + 20_000))
                checked = min(log.count, checked + 20_000)
                refresh()
                await Task.yield()
            }
            guard !Task.isCancelled else { return }
            filtering = nil
            refresh()
        }
    }

    /// The index in `log` of the commit on `row`, if there is one.
    private func commit(atRow row: Int) -> Int? { row < (shown?.count ?? log.count) ? shown?[row] ?? row : nil }

    func handle(_ event: Event) -> ScreenResponse {
        if filter.isFocused, event == .key(.escape) || event == .key(.enter) {
            if event == .key(.escape) {
                filter.text = ""
                applyFilter()
            }
            parts.focus(nil)
            return .handled
        }
        if filter.isFocused { return parts.handle(event) ?? .ignored }
        switch event {
        case .key(.character("/")):
            parts.focus(filter)
        case .key(.character("r")):
            message = nil
            reload()
        case .key(.tab), .key(.backTab):
            return .ignored                              // `/` opens the filter; Tab goes to the detail
        case .key(.enter) where HistoryScreen.picks:      // gitlog --pick: the hash to the shell
            if let index = list.selection.flatMap(commit(atRow:)) { context?.finish(with: log.hash(of: index)) }
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
