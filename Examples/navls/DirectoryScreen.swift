import NavKit
import Observation

/// One directory as a screen: its entries in a list. ↑/↓ select, PgUp/PgDn a page, Home/End
/// the ends, Enter, → or a click opens a directory, `r` reads it again; the wheel or a drag
/// scrolls (a flick coasts); ←, Esc or the back swipe goes up, to the screen below. Anything
/// that cannot be opened is said in the status line. Folders and files are in sections; a
/// row swiped left offers Delete, which asks first, as Delete or Backspace do at once. `e` edits the selected file in
/// the user's editor (`$VISUAL`, else `$EDITOR`, else vi), which has the terminal until it ends.
/// The entries are a table, Name, Size and Modified: a click on a title sorts by it (sizes by
/// bytes and dates by time, largest and newest first; a second click reverses), and so do `<`,
/// `>` and `I`, and the Sort menu at the top right (a click, or `s`), the order in force checked;
/// folders stay above files. A right-click on a row (or Shift+F10) opens its menu: Open, Copy
/// path, Rename…, Delete…. Where the row is too short for the names, Modified is
/// hidden, then Size.
///
/// On a wide terminal the selected entry's preview (`PreviewScreen`) shows beside the list and
/// follows the selection; on a narrow one Enter on a file pushes it (`showDetail` does both). A
/// directory opened is shown with `show`: pushed on a stack, a new column in the column view
/// (`ColumnsController`).
///
/// `/` (or a click on the search line) searches the names: what is typed narrows the list as it
/// is typed, to the names with its letters in order (case aside), ↑/↓ still select, Enter goes
/// back to the list, Esc clears the search (the list's own search, `ListSearch`).
///
/// It is `@Observable`: what `draw` reads is watched, so a change from anywhere (a key, a
/// reload) draws the screen again without a call to ask for it.
@Observable
final class DirectoryScreen: ComposedScreen {
    /// What navls picks for the shell (`--pick`, `--dirs`): the same for every folder.
    static var picking = Picking.nothing
    let path: String
    private var entries: [DirectoryEntry] = []
    /// The entries in the list's order, folders first: the list's rows (those whose names the
    /// search finds show, while it searches).
    private var shown: [DirectoryEntry] = []
    private var message: Message?
    /// The entries as rows: it asks for the ones that show, and moves the selection.
    @ObservationIgnored private let list = ListView(name: "list")
    /// The Sort menu's button, at the top right: its title says the order in force.
    @ObservationIgnored private let sortButton = Button("Sort", menu: Menu([]))
    /// The path and the list: the screen's parts, which the library lays out at
    /// every size, hit-tests, steps while the list coasts, and hands the events this screen
    /// passes on.
    @ObservationIgnored let parts: Stack
    @ObservationIgnored private var context: NavigationContext?
    /// True once the screen has appeared: from then on, appearing again reads the directory.
    @ObservationIgnored private var hasAppeared = false
    /// The preview this screen last showed beside the list: while it still shows the selected
    /// entry, it is not read again.
    @ObservationIgnored private weak var preview: PreviewScreen?

    /// What the status line says instead of the number of entries.
    enum Message {
        case info(String), error(String)
    }

    /// A screen for `path`, showing `entries` if they were already read, else reading them now.
    init(path: String, entries: [DirectoryEntry]? = nil) {
        self.path = path
        parts = Stack(.vertical, [.fixed(1, Stack(.horizontal, [.flexible(Label(path, kind: .secondary)),
                                                                .fitting(sortButton)])),
                                  .flexible(list)])
        // A narrow column shows names whole: Modified gives way first, then Size.
        list.columns = [ListColumn("Name", width: .flexible(min: 12)),
                        ListColumn("Size", width: .fitting(max: 9), alignment: .trailing, sortsAscendingFirst: false,
                                   priority: 1),
                        ListColumn("Modified", width: .fitting(max: 16), sortsAscendingFirst: false, priority: 0)]
        list.sortOrder = ListSortOrder(column: 0)
        list.search = ListSearch(prompt: "Filter")
        list.onSort = { [unowned self] _ in showEntries() }
        list.contextMenu = { [unowned self] index in rowMenu(index) }
        updateSortMenu()
        // The list has the keys and the cursor rests on its selection; the Sort button is the
        // pointer's and `s`'s.
        parts.focus(list)
        list.onActivate = { [unowned self] index in open(index) }
        list.onSelectionChange = { [unowned self] _ in previewSelection() }   // a key, a click, the search
        list.trailingActions = { [unowned self] _ in
            [ListAction("Delete", role: .destructive) { index in self.confirmDeletion(of: index) }]
        }
        switch entries.map({ Result<[DirectoryEntry], Directory.Failure>.success($0) }) ?? Directory.list(path) {
        case let .success(listing):
            self.entries = listing
            showEntries()
        case let .failure(failure):
            message = .error("cannot read this directory: \(failure.reason)")
        }
    }

    var title: String { path == "/" ? "/" : String(path.split(separator: "/").last ?? "/") }

    /// The message, or how many entries there are, with the keys to use.
    var statusLine: StatusLine? {
        let text: String
        switch message {
        case let .info(info): text = info
        case let .error(error): text = "⚠ " + error
        case nil: text = entries.count == 1 ? "1 item" : "\(entries.count) items"
        }
        let hints = list.isSearching ? [KeyHint("esc", "clear")]
            : [KeyHint("←", "up"), KeyHint("/", "filter"), KeyHint("< >", "sort"), KeyHint("e", "edit"),
               KeyHint("r", "reload"), KeyHint("q", "quit")]
        return StatusLine(text, hints: [KeyHint("↑↓", "select"), KeyHint("↵", "open")] + hints)
    }

    func didMove(to context: NavigationContext) { self.context = context }

    /// Selects the entry named `name`, when it shows (a folder's parent selects the folder).
    func select(named name: String) {
        if let index = shown.firstIndex(where: { $0.name == name }) { list.select(index) }
    }

    /// A screen for each directory from the root down to `path` (absolute), each selecting the
    /// next one's name: the stack, or the columns, that shows `path` with its parents behind it.
    static func ancestry(of path: String) -> [DirectoryScreen] {
        let screens = Directory.ancestry(of: path).map { DirectoryScreen(path: $0) }
        for (parent, child) in zip(screens, screens.dropFirst()) {
            parent.select(named: String(child.path.split(separator: "/").last ?? ""))
        }
        return screens
    }

    /// A directory shown beside the preview column shows its selection's preview.
    func didAppear(animated: Bool) { previewSelection() }

    /// Shows the selected entry's preview beside the list, when a preview shows there (a split
    /// view side by side, or the columns side by side with this screen the current one): the
    /// preview follows the selection. Otherwise nothing is pushed for it.
    func previewSelection() {
        guard let context, let beside = previewColumn else { return }
        guard let index = list.selection, shown.indices.contains(index) else { return }
        let entry = shown[index]
        guard preview == nil || preview !== beside.screens.last || preview?.title != entry.name else { return }
        let next = PreviewScreen(path: Directory.join(path, entry.name), name: entry.name)
        preview = next
        context.showDetail(next)
    }

    /// The stack a preview of this screen's selection shows on beside it: a split view's
    /// secondary column when side by side, the columns' preview column when side by side and this
    /// screen is the current column's; nil when previews are pushed instead.
    private var previewColumn: NavigationController? {
        guard let context, context.stack.last === self else { return nil }
        if let columns = context.container(ColumnsController.self) {
            return !columns.isCollapsed && columns.current.topScreen === self ? columns.preview : nil
        }
        if let split = context.splitController, !split.isCollapsed { return split.secondary }
        return nil
    }

    /// Coming back to a directory reads it again: it may have changed, or gone, meanwhile. The
    /// first appearance shows what was read a moment before (by `init`, or by the parent that
    /// opened it), without reading it twice.
    func willAppear(animated: Bool) {
        defer { hasAppeared = true }
        guard hasAppeared else { return }
        if case .error = message { return }
        reload()
    }

    /// Shows the entries in the order in force; the selection stays on the entry of the same
    /// name (the rows' identity).
    private func showEntries() {
        shown = sorted(entries)
        list.rows = rows
        updateSortMenu()
        list.placeholder = "(empty)"
    }

    /// `entries` in the list's sort order, folders above files: by name (byte by byte), by size
    /// or by the time they changed, names breaking ties.
    private func sorted(_ entries: [DirectoryEntry]) -> [DirectoryEntry] {
        let order = list.sortOrder ?? ListSortOrder(column: 0)
        func byName(_ a: DirectoryEntry, _ b: DirectoryEntry) -> Bool { Array(a.name.utf8).lexicographicallyPrecedes(Array(b.name.utf8)) }
        return entries.sorted { a, b in
            if a.opensAsDirectory != b.opensAsDirectory { return a.opensAsDirectory }
            let (first, second) = order.ascending ? (a, b) : (b, a)
            switch order.column {
            case 1 where !a.opensAsDirectory && first.size != second.size: return first.size < second.size
            case 2 where first.modified != second.modified: return first.modified < second.modified
            default: return order.column == 0 ? byName(first, second) : byName(a, b)
            }
        }
    }

    /// The shown entries as rows, folders and files in a section each.
    private var rows: ListRows {
        let folders = shown.prefix { $0.opensAsDirectory }.count
        let sections = [ListSection("Folders", count: folders), ListSection("Files", count: shown.count - folders)]
        return ListRows(sections: sections.filter { $0.count > 0 }, id: { [unowned self] in shown[$0].name }) {
            [unowned self] in DirectoryScreen.row(for: shown[$0])
        }
    }

    /// The Sort button's title and menu for the order in force: the three columns, the one in
    /// force checked, and the direction.
    private func updateSortMenu() {
        let order = list.sortOrder ?? ListSortOrder(column: 0)
        let names = ["Name", "Size", "Modified"]
        sortButton.title = "Sort: \(names[order.column]) \(order.ascending ? "↑" : "↓")"
        sortButton.menu = Menu("Sort by", names.indices.map { column in
            .action(names[column], isChecked: order.column == column) { [unowned self] in sort(by: column) }
        } + [
            .divider,
            .action("Reverse order", keyHint: "I") { [unowned self] in _ = toList(.character("I")) },
        ])
    }

    /// Sorts by `column` in its first direction (names A to Z, sizes and dates largest and newest
    /// first), as a click on its title does.
    private func sort(by column: Int) {
        list.sortOrder = ListSortOrder(column: column, ascending: list.columns[column].sortsAscendingFirst)
        showEntries()
    }

    /// The menu of row `index`: Open, Copy path, Rename…, Delete….
    private func rowMenu(_ index: Int) -> Menu? {
        guard shown.indices.contains(index) else { return nil }
        let entry = shown[index], target = Directory.join(path, entry.name)
        return Menu(entry.name, [
            .action("Open", keyHint: "↵") { [unowned self] in _ = open(index) },
            .action("Copy path") { [unowned self] in
                context?.copyToClipboard(target)
                message = .info("copied \(target)")
            },
            .action("Rename…") { [unowned self] in rename(index) },
            .divider,
            .action("Delete…", role: .destructive, keyHint: "del") { [unowned self] in _ = confirmDeletion(of: index) },
        ])
    }

    /// Asks for a new name for the entry on row `index`, and renames it when given one.
    private func rename(_ index: Int) {
        let entry = shown[index]
        context?.present(RenameScreen(renaming: entry.name), style: .alert) { [weak self] answer in
            guard let self, let newName = answer else { return }
            if let failure = Directory.rename(Directory.join(path, entry.name), to: Directory.join(path, newName)) {
                message = .error("cannot rename '\(entry.name)': \(failure.reason)")
            } else {
                reload()
                select(named: newName)
                message = .info("renamed to \(newName)")
            }
        }
    }

    /// Asks whether to delete the entry on row `index`, and deletes it when told yes.
    private func confirmDeletion(of index: Int) -> ScreenResponse {
        let entry = shown[index]
        context?.confirm("Delete “\(entry.name)”?", message: "It is deleted for good, not moved to a bin.",
                         action: "Delete", role: .destructive) { [weak self] in
            guard let self else { return }
            if let failure = Directory.delete(Directory.join(path, entry.name), isDirectory: entry.kind == .directory) {
                message = .error("cannot delete '\(entry.name)': \(failure.reason)")
            } else if let row = shown.firstIndex(where: { $0.name == entry.name }) {
                entries.removeAll { $0.name == entry.name }
                shown.remove(at: row)
                list.update(to: rows, deleting: [row])
            }
        }
        return .handled
    }

    /// How `entry` shows: its kind's mark and its name (a `/` after a directory), its size (a
    /// file's) and when it last changed, a cell a column.
    private static func row(for entry: DirectoryEntry) -> ListRow {
        let mark: String, suffix: String
        switch entry.kind {
        case .directory: (mark, suffix) = ("▸", "/")
        case .link(target: .directory?): (mark, suffix) = ("↪", "/")
        case .link: (mark, suffix) = ("↪", "")
        case .file, .other: (mark, suffix) = (" ", "")
        }
        let modified = entry.modified > 0 ? Directory.format(seconds: entry.modified) : ""
        var size = ""
        switch entry.kind {
        case .file, .link(target: .file?): size = format(bytes: entry.size)
        default: break
        }
        return ListRow(cells: [ListCell("\(mark) \(entry.name)\(suffix)"), ListCell(size), ListCell(modified)],
                       kind: entry.opensAsDirectory ? .link : .plain)
    }

    // MARK: - Input

    /// The keys, as key commands (listed by `?`, found by Ctrl+P): vi's k j l beside the arrows,
    /// → and Enter open, `/` searches, `<` `>` sort and `I` reverses, e edits, r reloads, Delete
    /// asks to delete. While the search line has the keys, the list has them first (every
    /// character is text; Esc clears, Enter goes back to the list, ↑ ↓ select).
    var keyCommands: [KeyCommand] {
        let move = [KeyCommand("Previous entry", keys: [.up, .character("k")]) { [unowned self] in toList(.up) },
                    KeyCommand("Next entry", keys: [.down, .character("j")]) { [unowned self] in toList(.down) }]
        var commands = move + [
            KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in
                list.selection.map { open($0) } ?? .ignored
            },
            KeyCommand("Filter", key: .character("/")) { [unowned self] in toList(.character("/")) },
            KeyCommand("Sort by the next column", key: .character(">")) { [unowned self] in toList(.character(">")) },
            KeyCommand("Sort by the column before", key: .character("<")) { [unowned self] in toList(.character("<")) },
            KeyCommand("Reverse the order", key: .character("I")) { [unowned self] in toList(.character("I")) },
            KeyCommand("Sort menu", key: .character("s")) { [unowned self] in
                sortButton.menu.map { .showMenu($0, from: sortButton.frame) } ?? .ignored
            },
            KeyCommand("Edit", key: .character("e"), detail: "The selected file in $EDITOR") { [unowned self] in
                edit()
                return .handled
            },
            KeyCommand("Reload", key: .character("r")) { [unowned self] in
                reload()
                return .handled
            },
            KeyCommand("Delete…", keys: [.delete, .backspace], detail: "Asks first") { [unowned self] in
                list.selection.map { confirmDeletion(of: $0) } ?? .ignored
            },
        ]
        if DirectoryScreen.picking != .nothing {
            commands.append(KeyCommand("Pick this folder", key: .character("."), detail: "Its path to the shell")
                            { [unowned self] in
                context?.finish(with: path)
                return .handled
            })
        }
        return commands
    }

    /// Gives `key` to the list, the line's message gone (a key moves on from what it said).
    private func toList(_ key: Key) -> ScreenResponse {
        message = nil
        return list.handle(.key(key)) ?? .ignored
    }

    /// Tab goes to the preview beside the list (the split's); the rest to the parts.
    func handle(_ event: Event) -> ScreenResponse {
        if event == .key(.tab) || event == .key(.backTab) { return .ignored }
        if case .key = event { message = nil }
        return parts.handle(event) ?? .ignored
    }

    private func open(_ index: Int) -> ScreenResponse {
        guard shown.indices.contains(index) else { return .ignored }
        let entry = shown[index]
        let target = Directory.join(path, entry.name)
        // A link that leads nowhere is tried too: the system says why it cannot be opened.
        guard entry.opensAsDirectory || entry.kind == .link(target: nil) else {
            switch DirectoryScreen.picking {
            case .file:
                context?.finish(with: target)
                return .handled
            case .folder:
                message = .info("\(entry.name) is a file: . picks this folder")
                return .handled
            case .nothing: break
            }
            // Without a preview beside the list, it is pushed; with one, it already shows there.
            if previewColumn == nil {
                context?.showDetail(PreviewScreen(path: target, name: entry.name))
            }
            return .handled
        }
        switch Directory.list(target) {
        case let .success(listing):
            message = nil
            // On the stack, pushed; in the columns, a column of its own.
            context?.show(DirectoryScreen(path: target, entries: listing))
            return .handled
        case let .failure(failure):
            message = .error("cannot open '\(entry.name)': \(failure.reason)")
            return .handled
        }
    }

    /// Hands the terminal to the user's editor on the selected file, then reads the directory
    /// again (the file may have a new size) and says how the editor ended if it failed.
    private func edit() {
        guard let context, let index = list.selection, shown.indices.contains(index) else { return }
        let entry = shown[index]
        guard !entry.opensAsDirectory else {
            message = .info("\(entry.name) is a directory: ↵ opens it")
            return
        }
        let editor = TerminalProgram.shellCommand("${VISUAL:-${EDITOR:-vi}} \"$1\"",
                                                  arguments: [Directory.join(path, entry.name)])
        context.task { [unowned self] in
            let outcome = await context.run(editor)
            reload()
            switch outcome {
            case .exited(0): message = nil
            case let .exited(status): message = .error("the editor exited with status \(status)")
            case let .signalled(signal): message = .error("the editor was stopped by signal \(signal)")
            case let .couldNotStart(reason): message = .error("cannot start the editor: \(reason)")
            }
        }
    }

    /// Reads the directory again; when it cannot be read any more, keeps what was shown and says why.
    private func reload() {
        switch Directory.list(path) {
        case let .success(listing):
            entries = listing
            showEntries()
            message = nil
        case let .failure(failure):
            message = .error("cannot read this directory any more: \(failure.reason)")
        }
    }

    /// `bytes` for people: 512 B, 1.5 K, 20 M, 3.1 G.
    static func format(bytes: Int64) -> String {
        let units = ["B", "K", "M", "G", "T"]
        var value = Double(bytes), unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        if unit == 0 { return "\(bytes) B" }
        let tenths = Int((value * 10).rounded())
        return value < 10 ? "\(tenths / 10).\(tenths % 10) \(units[unit])" : "\(Int(value.rounded())) \(units[unit])"
    }
}
