/// The command palette: a field over a list of every command of where the focus was, found by
/// typing a few letters of its title (`FuzzyMatch`), chosen with ↑ ↓ and Enter or a click. The
/// engine presents it as a sheet on Ctrl+P, and on `:` where no text is focused
/// (`EngineConfiguration.showsCommandPalette`); choosing a command closes the palette and runs
/// the command on the screen that had the focus. Esc closes it.
@MainActor
public final class CommandPaletteScreen: ComposedScreen {
    /// One command the palette offers, and the level of the chain (or the source) it came from.
    public struct Entry {
        /// The level's kind (`.source` for an app's `CommandSource`).
        public var kind: KeyCommandLevel.Kind
        /// The level's title, shown at the right ("Notes", "Split", "Recent folders").
        public var level: String
        /// The command.
        public var command: KeyCommand
    }

    /// The keys that present it: Ctrl+P, and `:` (where no text takes it).
    public static let keys: [Key] = [.control("p"), .character(":")]

    /// "Commands".
    public let title = "Commands"
    /// The field and the list under it.
    public let parts: Stack
    /// The field the query is typed into.
    public let field = TextField(placeholder: "Type a command")
    /// The matches, best first: each command's title with the matched letters emphasized, its
    /// keys and where it comes from at the right.
    let list = ListView(name: "commands")
    /// Every command offered, in the chain's order, the most specific first.
    public let entries: [Entry]
    /// The entries the query matches, in the list's order, with where it matched.
    private var matches: [(entry: Entry, match: FuzzyMatch)] = []
    /// Runs a chosen entry, after the palette is gone.
    private let run: (Entry) -> Void

    /// A palette offering the discoverable commands of `levels`; `run` runs the one chosen.
    init(levels: [KeyCommandLevel], run: @escaping (Entry) -> Void) {
        entries = levels.flatMap { level in
            level.commands.filter(\.isDiscoverable).map { Entry(kind: level.kind, level: level.title, command: $0) }
        }
        self.run = run
        parts = Stack(.vertical, spacing: 1, padding: 0, [.fitting(field), .flexible(list)])
        parts.focus(field)
        list.placeholder = "No command matches"
        field.onChange = { [unowned self] query in filter(query) }
        field.onSubmit = { [unowned self] _ in choose(list.selection) }
        list.onActivate = { [unowned self] index in choose(index) }
        filter("")
    }

    /// The titles of the commands that match the query, best first (what the list shows).
    public var matchingTitles: [String] { matches.map(\.entry.command.title) }

    /// Shows the entries whose titles match `query`, best first, equal matches in the chain's
    /// order (every entry in that order while the query is empty), the best selected.
    private func filter(_ query: String) {
        let found = entries.enumerated().compactMap { index, entry in
            FuzzyMatch(query, in: entry.command.title).map { (index, (entry: entry, match: $0)) }
        }
        let ranked = query.contains(where: { !$0.isWhitespace })
            ? found.sorted { $0.1.match < $1.1.match || (!($1.1.match < $0.1.match) && $0.0 < $1.0) } : found
        matches = ranked.map(\.1)
        list.rows = ListRows(matches) { entry, match in
            var row = ListRow(entry.command.title, detail: ([entry.command.keys.map(\.displayName).joined(separator: " "),
                                                              entry.level].filter { !$0.isEmpty }).joined(separator: "  "))
            row.emphasis = match.positions
            return row
        }
        if !matches.isEmpty { list.select(0) }
    }

    /// Closes the palette and runs the match at `index` of the list, if any.
    private func choose(_ index: Int?) -> ScreenResponse {
        guard let index, matches.indices.contains(index) else { return .handled }
        run(matches[index].entry)
        return .handled
    }

    /// Esc closes the palette at once (the field would only let go of the keys); the rest goes to
    /// the field and the list.
    public func handle(_ event: Event) -> ScreenResponse {
        if event == .key(.escape) { return .ignored }
        return parts.handle(event) ?? .ignored
    }

    /// The palette's keys as the status line shows them.
    public var statusLine: StatusLine? {
        StatusLine("\(matches.count) of \(entries.count)", hints: [KeyHint("↑↓", "choose"), KeyHint("↵", "run"),
                                                                        KeyHint("Esc", "close")])
    }
}
