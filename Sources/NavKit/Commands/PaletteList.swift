/// The command palette's list: one row a match, its title with the matched letters bold in the
/// highlight style, its key and where it comes from at the right; ↑ ↓ Page Up/Down Home End move
/// the selection, a click chooses a row.
@MainActor
final class PaletteList: Part {
    /// One row: a command of a level, and where the query matched its title.
    struct Row {
        var entry: CommandPaletteScreen.Entry
        var match: FuzzyMatch
    }

    private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The rows, best match first.
    var rows: [Row] = [] {
        didSet {
            selection = rows.isEmpty ? nil : 0
            top = 0
        }
    }
    /// The selected row's index; nil when there are no rows.
    private(set) var selection: Int?
    /// The first row shown.
    private var top = 0
    /// Called with a row's index when it is chosen by a click.
    var onChoose: ((Int) -> ScreenResponse)?

    func place(in frame: Rect) {
        self.frame = frame
        scrollToSelection()
    }

    func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        guard !rows.isEmpty else {
            canvas.write(" No command matches", at: Point(x: frame.minX, y: frame.minY), style: theme.secondary,
                         clip: frame)
            return
        }
        for line in 0..<frame.size.height {
            let index = top + line
            guard index < rows.count else { break }
            draw(rows[index], selected: index == selection, at: frame.minY + line, into: &canvas)
        }
    }

    private func draw(_ row: Row, selected: Bool, at y: Int, into canvas: inout Canvas) {
        let theme = canvas.theme
        let base = selected ? theme.selection : theme.content
        canvas.fill(Rect(x: frame.minX, y: y, width: frame.size.width, height: 1), style: base)
        let command = row.entry.command
        let trailing = ([command.keys.map(\.displayName).joined(separator: " "), row.entry.level]
            .filter { !$0.isEmpty }).joined(separator: "  ")
        let trailingWidth = TerminalText.width(of: trailing)
        let titleRoom = max(0, frame.size.width - 3 - (trailingWidth > 0 ? trailingWidth + 2 : 0))
        var x = frame.minX + 1
        let matched = Set(row.match.positions)
        let clip = Rect(x: x, y: y, width: titleRoom, height: 1)
        for (offset, character) in TerminalText.prefix(command.title, fitting: titleRoom).enumerated() {
            let style = matched.contains(offset) ? (selected ? base : theme.highlight).adding(.bold) : base
            x = canvas.write(String(character), at: Point(x: x, y: y), style: style, clip: clip)
        }
        if trailingWidth > 0, frame.size.width > trailingWidth + 1 {
            canvas.write(trailing, at: Point(x: frame.maxX - 1 - trailingWidth, y: y),
                         style: selected ? base : theme.secondary)
        }
    }

    func handle(_ event: Event) -> ScreenResponse? {
        let page = max(1, frame.size.height - 1)
        switch event {
        case .key(.up): return move(to: (selection ?? 0) - 1)
        case .key(.down): return move(to: (selection ?? -1) + 1)
        case .key(.pageUp): return move(to: (selection ?? 0) - page)
        case .key(.pageDown): return move(to: (selection ?? 0) + page)
        case let .pointer(pointer) where pointer.kind == .tap:
            guard let index = pointer.target?.as(Int.self) else { return nil }
            selection = index
            return onChoose?(index) ?? .handled
        case let .pointer(pointer) where pointer.kind == .scrollUp || pointer.kind == .scrollDown:
            return move(to: (selection ?? 0) + (pointer.kind == .scrollUp ? -1 : 1))
        default:
            return nil
        }
    }

    func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        guard frame.contains(point), top + point.y - frame.minY < rows.count else { return nil }
        return top + point.y - frame.minY
    }

    /// Selects row `index` (kept within the rows) and scrolls it into view.
    private func move(to index: Int) -> ScreenResponse {
        guard !rows.isEmpty else { return .handled }
        selection = min(rows.count - 1, max(0, index))
        scrollToSelection()
        return .handled
    }

    private func scrollToSelection() {
        guard let selection, frame.size.height > 0 else { return }
        if selection < top { top = selection }
        if selection >= top + frame.size.height { top = selection - frame.size.height + 1 }
    }
}
