import Dispatch
import Synchronization

/// The inspector's panel: which section shows (the tree with the selected node's details, the
/// motion, the frames, the trace or the log), the selection and scrolling, pick mode, and whether
/// it has the keys. The engine owns one (`Engine+Inspector`), hands itself to `draw` each frame
/// (the panel reads the tree, the records and the log from it), and routes F12, the panel's keys
/// and the pointer on it.
@MainActor
final class Inspector {
    /// What the panel shows.
    enum Section: Int, CaseIterable {
        case tree, motion, frames, trace, log

        var title: String {
            switch self {
            case .tree: "Tree"
            case .motion: "Motion"
            case .frames: "Frames"
            case .trace: "Trace"
            case .log: "Log"
            }
        }
    }

    /// A terminal at least this wide (cells) shows the inspector as a column beside the app.
    static let columnTerminalWidth = 120
    /// The column's width in cells: a third of the terminal's, within these.
    static let columnWidth = 40...60
    /// The sheet's least height in rows, on a narrow terminal.
    static let sheetMinimumHeight = 8

    /// True while it shows.
    var isOpen = false
    /// True while its keys go to the inspector (F12 or a click on it; Esc or a click on the app
    /// gives them back).
    var isFocused = false
    /// True from a press on the panel to its release: the drag is the panel's.
    var holdsPointer = false
    /// The section shown.
    var section = Section.tree
    /// The selected node, as its index in the tree's depth-first order.
    private(set) var selected = 0
    /// Log entries (or trace events) scrolled back from the newest (0: follows the newest).
    private var logBack = 0
    /// True after `p`: the next press on the app picks what drew that cell.
    var isPicking = false
    /// What the last pick found, shown above the selected node's details until the selection moves.
    private(set) var picked: String?
    /// The kind of trace event shown; nil: all.
    private(set) var traceFilter: TraceEvent.Category?
    /// The tree's first row shown, and how many nodes the tree had, as last drawn.
    private var treeTop = 0
    private var treeCount = 0
    /// The rows of the list shown last (the tree's, the trace's, the log's): a page for PageUp.
    private var pageRows = 1
    /// How many entries the log or trace had, as last drawn (the scroll stays within them).
    private var logCount = 0
    /// Where the selected row was drawn, in the panel.
    private(set) var focusPoint: Point?
    /// The log's observer, and whether a frame was asked for and not drawn yet.
    private var watched: (book: LogBook, token: Int)?
    private let frameAsked = FrameAsked()

    /// Whether a frame was asked for on a log entry and not drawn yet (shared with the writers).
    private final class FrameAsked: Sendable {
        let value = Atomic<Bool>(false)
    }

    /// Asks for a frame (through `requestFrame`, on the main queue) when `book` gets an entry,
    /// from whatever thread wrote it, at most one request waiting at a time.
    func watch(_ book: LogBook, requestFrame: @escaping @MainActor () -> Void) {
        stopWatching()
        let asked = frameAsked
        let token = book.addObserver { [asked] _ in
            guard !asked.value.exchange(true, ordering: .acquiringAndReleasing) else { return }
            DispatchQueue.main.async {
                asked.value.store(false, ordering: .releasing)
                MainActor.assumeIsolated { requestFrame() }
            }
        }
        watched = (book, token)
    }

    /// Stops watching the log.
    func stopWatching() {
        if let watched { watched.book.removeObserver(watched.token) }
        watched = nil
    }

    /// ↑/↓ (Home, End, PageUp/Down) move the selection or scroll the log; ←/→ and Tab change
    /// the section.
    func handle(_ key: Key) {
        switch key {
        case .left, .backTab:
            section = Section(rawValue: (section.rawValue + Section.allCases.count - 1) % Section.allCases.count)!
        case .right, .tab:
            section = Section(rawValue: (section.rawValue + 1) % Section.allCases.count)!
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: move(by: -max(1, pageRows - 1))
        case .pageDown: move(by: max(1, pageRows - 1))
        case .home: move(by: -Int.max / 2)
        case .end: move(by: Int.max / 2)
        case .character("p"):
            isPicking.toggle()
            section = .tree
        case .character("f") where section == .trace:
            // All kinds, then each kind, then all kinds again.
            let filters: [TraceEvent.Category?] = [nil] + TraceEvent.Category.allCases
            traceFilter = filters[(filters.firstIndex(of: traceFilter)! + 1) % filters.count]
            logBack = 0
        default: break
        }
    }

    /// Selects the node at `index` (depth-first) after a pick, and says what was picked.
    func showPicked(index: Int, description: String) {
        isPicking = false
        isFocused = true
        section = .tree
        selected = index
        picked = description
    }

    private func move(by rows: Int) {
        picked = nil
        switch section {
        case .tree: selected = max(0, min(treeCount - 1, selected + rows))
        case .log, .trace: logBack = max(0, min(max(0, logCount - 1), logBack - rows))
        case .motion, .frames: break
        }
    }

    /// A press on the section bar picks a section; one on a tree row selects it; the wheel
    /// scrolls. `point` is in the panel.
    func handle(_ pointer: PointerEvent, at point: Point) {
        switch pointer.kind {
        case .press, .tap:
            if point.y == 0 {
                var x = 1
                for candidate in Section.allCases {
                    let width = TerminalText.width(of: candidate.title) + 2
                    if point.x >= x && point.x < x + width { section = candidate }
                    x += width + 1
                }
            } else if section == .tree, point.y - 1 < pageRows, treeTop + point.y - 1 < treeCount {
                selected = treeTop + point.y - 1
            }
        case .scrollUp: move(by: -3)
        case .scrollDown: move(by: 3)
        default: break
        }
    }

    /// Draws the panel into `rect` of `canvas`: its section bar, then the tree with the selected
    /// node's details under it, or the log, newest last.
    func draw(into canvas: inout Canvas, in rect: Rect, engine: Engine, theme: Theme) {
        let panel = theme.content
        let muted = theme.secondary
        canvas.fill(rect, style: panel)
        canvas.clipped(to: rect) { canvas in
            // The left border of a column, the top one of a sheet: the app stops there.
            let body: Rect
            if rect.minX > 0 {
                for y in rect.minY..<rect.maxY { canvas.write("│", at: Point(x: rect.minX, y: y), style: muted) }
                body = Rect(x: rect.minX + 1, y: rect.minY, width: rect.size.width - 1, height: rect.size.height)
            } else {
                body = rect
            }
            drawBar(into: &canvas, in: body, theme: theme)
            drawHints(into: &canvas, in: body, theme: theme)
            let content = Rect(x: body.minX, y: body.minY + 1, width: body.size.width, height: max(0, body.size.height - 2))
            focusPoint = Point(x: content.minX, y: content.minY)
            switch section {
            case .tree: drawTree(engine.inspectorTree(), into: &canvas, in: content, theme: theme)
            case .motion: drawMotion(engine, into: &canvas, in: content, theme: theme)
            case .frames: drawFrames(engine, into: &canvas, in: content, theme: theme)
            case .trace: drawTrace(engine.recentPast.traceRing, into: &canvas, in: content, theme: theme)
            case .log: drawLog(engine.log.entries, into: &canvas, in: content, theme: theme)
            }
        }
    }

    private func drawBar(into canvas: inout Canvas, in body: Rect, theme: Theme) {
        canvas.fill(Rect(x: body.minX, y: body.minY, width: body.size.width, height: 1), style: theme.bar)
        if isPicking {
            canvas.write(TerminalText.prefix(" Pick: press a cell of the app · Esc stops", fitting: body.size.width),
                         at: Point(x: body.minX, y: body.minY), style: theme.selection)
            return
        }
        var x = body.minX + 1
        for candidate in Section.allCases {
            let style = candidate == section ? (isFocused ? theme.selection : theme.highlight) : theme.bar
            x = canvas.write(" \(candidate.title) ", at: Point(x: x, y: body.minY), style: style) + 1
        }
    }

    /// The last row: the keys, or how to give them to the inspector.
    private func drawHints(into canvas: inout Canvas, in body: Rect, theme: Theme) {
        guard body.size.height > 2 else { return }
        let y = body.maxY - 1
        canvas.fill(Rect(x: body.minX, y: y, width: body.size.width, height: 1), style: theme.status)
        let hint = !isFocused ? "F12 or a click: the inspector's keys"
            : section == .trace ? "↑↓ scroll · ←→ section · f kind · Esc app"
            : "↑↓ select · ←→ section · p pick · Esc app"
        canvas.write(TerminalText.prefix(hint, fitting: body.size.width - 1), at: Point(x: body.minX + 1, y: y),
                     style: theme.status)
    }

    private func drawTree(_ tree: InspectorNode, into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        var nodes: [(node: InspectorNode, depth: Int)] = []
        tree.forEach { nodes.append(($0, $1)) }
        treeCount = nodes.count
        selected = min(selected, nodes.count - 1)
        let details = (picked.map { [$0] } ?? []) + nodes[selected].node.details
        let detailRows = min(details.count + 2, rect.size.height / 2)
        pageRows = max(1, rect.size.height - detailRows)
        treeTop = min(max(0, selected - pageRows + 1), max(0, min(treeTop, selected)))
        focusPoint = nil
        for (row, index) in (treeTop..<min(nodes.count, treeTop + pageRows)).enumerated() {
            let (node, depth) = nodes[index]
            let y = rect.minY + row
            let isSelected = index == selected
            let style = isSelected ? (isFocused ? theme.selection : theme.highlight)
                : node.frame == nil ? theme.secondary : theme.content
            if isSelected { canvas.fill(Rect(x: rect.minX, y: y, width: rect.size.width, height: 1), style: style) }
            let marker = node.isOnFocusPath ? "● " : "  "
            let line = String(repeating: " ", count: depth * 2) + marker + node.summary
            canvas.write(TerminalText.prefix(line, fitting: rect.size.width - 1), at: Point(x: rect.minX + 1, y: y), style: style)
            if isSelected { focusPoint = Point(x: rect.minX + 1 + depth * 2, y: y) }
        }
        guard detailRows > 0 else { return }
        let top = rect.maxY - detailRows
        canvas.write(String(repeating: "─", count: rect.size.width), at: Point(x: rect.minX, y: top), style: theme.secondary)
        let node = nodes[selected].node
        canvas.write(TerminalText.prefix(" \(node.kind.rawValue) \(node.typeName) ", fitting: rect.size.width),
                     at: Point(x: rect.minX, y: top), style: theme.secondary)
        for (row, line) in details.prefix(detailRows - 1).enumerated() {
            canvas.write(TerminalText.prefix(line, fitting: rect.size.width - 1), at: Point(x: rect.minX + 1, y: top + 1 + row),
                         style: theme.content)
        }
    }

    /// Which of `count` entries (the log's, the trace's) show in `rows` rows: the newest, less
    /// those scrolled back (kept within them); notes the count and the page.
    func shownRange(of count: Int, rows: Int) -> Range<Int> {
        logCount = count
        pageRows = max(1, rows)
        logBack = min(logBack, max(0, count - 1))
        let end = count - logBack
        return max(0, end - rows)..<end
    }

    private func drawLog(_ log: [LogEntry], into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let range = shownRange(of: log.count, rows: rect.size.height)
        guard !log.isEmpty else {
            canvas.write(TerminalText.prefix(" Nothing logged yet: print, or a Logger (NavKitLogging)", fitting: rect.size.width),
                         at: Point(x: rect.minX, y: rect.minY), style: theme.secondary)
            return
        }
        for (row, entry) in log[range].enumerated() {
            let y = rect.minY + row
            let time = String(entry.clockText.prefix(8))
            let x = canvas.write(time + " ", at: Point(x: rect.minX + 1, y: y), style: theme.secondary)
            let levelStyle = entry.level >= LogEntry.Level.warning ? theme.highlight : theme.secondary
            let after = canvas.write(entry.level.name + " ", at: Point(x: x, y: y), style: levelStyle)
            let text = "\(entry.source): \(entry.message)"
            canvas.write(TerminalText.prefix(text, fitting: max(0, rect.maxX - after)), at: Point(x: after, y: y),
                         style: theme.content)
        }
    }
}
