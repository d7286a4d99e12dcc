import Observation

/// Text to edit over many lines as a part (an editable UITextView; SwiftUI calls it
/// TextEditor): soft-wrapped to the part's width at spaces (a wide character or an emoji is
/// never split), tabs at 8-column stops, the terminal's own cursor at the insertion point while
/// it has the focus, scrolled by the wheel and by moving the insertion point.
///
/// Keys: ← → ↑ ↓ (↑ ↓ by row on the screen, keeping the column), Home End (Ctrl-A, Ctrl-E)
/// to the line's ends, PgUp PgDn, Ctrl-← → or Alt-B/F by word, Backspace and Delete (Ctrl-D);
/// the readline keys Ctrl-K (to the line's end, or the line break there), Ctrl-U (to its start)
/// and Ctrl-W (the word before, or the selection), which cut into the kill ring, Ctrl-Y to put
/// back, Alt-W to copy the selection, Ctrl-_ to undo and Alt-_ to redo. Shift with ← → ↑ ↓
/// selects; so does a drag, and a double click selects a word (three clicks the line). Typing
/// replaces the selection, and Esc drops it. Tab inserts a tab unless `tabMovesFocus`. A paste
/// is inserted as it is, line breaks and all.
///
/// Text keeps the line endings it came with (LF, CRLF, a lone CR, each line its own): `text`
/// gives them back as they were; line breaks typed or pasted take the text's first ending.
/// Undo and redo go by groups: a run of typing, or of deleting, at one place is one step.
///
/// Focused, it takes text (`takesText`): every key reaches it first, also `q`, `[`, `]` and
/// Shift+arrows, which the library would otherwise take; Shift-Tab and Esc (with nothing
/// selected) are left to the screen. Observable: text set from anywhere on the main actor is drawn.
@MainActor @Observable
public final class TextEditor: Part {
    /// The lines and their endings.
    @ObservationIgnored var document: TextDocument
    /// The rows the lines wrap to at the part's width, once it is placed (`isWrapped`).
    @ObservationIgnored var wrap = TextWrap()
    /// True once the text is wrapped at the part's width: edits before the part is placed
    /// wrap nothing, and placing it wraps the whole text.
    @ObservationIgnored private var isWrapped = false
    /// Undo and redo.
    @ObservationIgnored var history = EditHistory()
    /// The column ↑ and ↓ keep (cells from the row's start), set by the first of a run of them.
    @ObservationIgnored var goalColumn: Int?
    /// Counts every change to the text (observed: a change draws the part again).
    public private(set) var revision = 0
    /// The insertion point.
    public internal(set) var cursor = TextPosition.start
    /// The selection's other end, where the selection began; nil when nothing is selected.
    public internal(set) var anchor: TextPosition?
    /// Where cut and copied text goes, and where Ctrl-Y takes it from.
    public let killRing: KillRing
    /// The rows' motion: the wheel and the insertion point move it; its indicator shows where
    /// the view is. A drag selects rather than scrolls, so its pan is not the part's.
    public let scroll = ScrollView(axis: .vertical, name: "editor")
    /// True when Tab moves the focus to the next part (as Shift-Tab always does) instead of
    /// inserting a tab.
    public var tabMovesFocus = false
    /// Called after every change to the text made by a key, a paste, undo or redo.
    @ObservationIgnored public var onChange: (() -> Void)?
    /// True while the part has the focus (its insertion point shows).
    public private(set) var isFocused = false
    public var frame: Rect { scroll.frame }

    /// An editor holding `text`, the insertion point at its start; cut and copied text goes to
    /// `killRing`.
    public init(_ text: String = "", killRing: KillRing = .shared) {
        document = TextDocument(text)
        self.killRing = killRing
    }

    // MARK: - The text

    /// The whole text, every line break with the ending it had. Setting it replaces the text
    /// (undo brings the old one back) and puts the insertion point at its start.
    public var text: String {
        get {
            _ = revision
            return document.text
        }
        set {
            replace(TextPosition.start..<document.end, with: TextFragment(newValue, ending: document.newLine),
                    kind: .other)
            cursor = .start
            anchor = nil
            revealCursor()
        }
    }

    /// The number of lines (a text without a line break has one).
    public var lineCount: Int { document.lineCount }

    /// Line `index` (0-based) without its ending; tabs as they are.
    public func line(_ index: Int) -> String { document.lines[index] }

    /// The ending a line break typed or pasted gets: the text's first one (LF in a text without any).
    public var newLine: LineEnding { document.newLine }

    /// The selected range, nil when nothing is selected.
    public var selectedRange: Range<TextPosition>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text (line breaks with their own endings), nil when nothing is selected.
    public var selectedText: String? { selectedRange.map { document.fragment(in: $0).string } }

    /// Moves the insertion point to `position` (kept inside the text), dropping the selection.
    public func moveCursor(to position: TextPosition) {
        cursor = document.clamped(position)
        anchor = nil
        settle()
    }

    /// Selects `range` (kept inside the text), the insertion point at its end.
    public func select(_ range: Range<TextPosition>) {
        anchor = document.clamped(range.lowerBound)
        cursor = document.clamped(range.upperBound)
        settle()
    }

    /// Inserts `string` at the insertion point, in place of the selection if there is one
    /// (as a paste does: line breaks and all).
    public func insert(_ string: String) {
        replaceSelection(with: TextFragment(string, ending: document.newLine), kind: .other)
    }

    /// True when there is an edit to undo.
    public var canUndo: Bool { history.canUndo }
    /// True when there is an undone edit to make again.
    public var canRedo: Bool { history.canRedo }

    /// Takes back the last group of edits (a run of typing is one), and puts the insertion
    /// point and the selection back where they were.
    public func undo() {
        guard let group = history.takeUndo() else { return }
        for edit in group.reversed() {
            apply(edit.start..<edit.inserted.end(from: edit.start), edit.removed)
        }
        cursor = group[0].cursorBefore
        anchor = group[0].anchorBefore
        changed()
    }

    /// Makes again the last group of edits undone.
    public func redo() {
        guard let group = history.takeRedo() else { return }
        var end = cursor
        for edit in group {
            end = apply(edit.start..<edit.removed.end(from: edit.start), edit.inserted)
        }
        cursor = end
        anchor = nil
        changed()
    }

    // MARK: - Part

    public func place(in frame: Rect) {
        scroll.place(in: frame)
        if !isWrapped || wrap.width != wrapWidth {
            wrap.reset(document, width: wrapWidth)
            isWrapped = true
        }
        revealCursor()
    }

    /// Rows wrap one column short of the part's width: the last column holds the insertion
    /// point after a full row, and the scroll indicator.
    var wrapWidth: Int { max(1, frame.size.width - 1) }

    public func draw(in canvas: inout Canvas) {
        let selection = selectedRange
        // The rows of one line follow each other: its characters and row starts are made once.
        var shown: (line: Int, characters: [Character], starts: [Int])?
        for row in scroll.visibleRange {
            let (line, rowInLine) = wrap.line(atRow: row)
            if shown?.line != line {
                let characters = Array(document.lines[line])
                shown = (line, characters, rowStarts(of: characters))
            }
            guard let shown else { continue }
            drawRow(rowInLine, of: shown.line, characters: shown.characters, starts: shown.starts,
                    at: scroll.position(of: row), selection: selection, in: &canvas)
        }
        scroll.drawIndicator(in: &canvas)
        if isFocused {
            let (row, column) = visualPosition(of: cursor)
            let y = scroll.position(of: row)
            if y >= frame.minY && y < frame.maxY {
                canvas.cursor = Point(x: frame.minX + min(column, frame.size.width - 1), y: y)
                canvas.focusPoint = canvas.cursor
            }
        }
    }

    /// Draws row `rowInLine` of line `line` (its `characters`, its rows starting at `starts`) at
    /// `y`, what `selection` covers in the selection's style.
    private func drawRow(_ rowInLine: Int, of line: Int, characters: [Character], starts: [Int], at y: Int,
                         selection: Range<TextPosition>?, in canvas: inout Canvas) {
        let range = rowRange(rowInLine, starts: starts, count: characters.count)
        let clip = Rect(x: frame.minX, y: y, width: frame.size.width, height: 1)
        var run = "", runColumn = 0, runSelected = false, column = 0
        func flush() {
            guard !run.isEmpty else { return }
            canvas.write(run, at: Point(x: frame.minX + runColumn, y: y),
                         style: runSelected ? canvas.theme.selection : canvas.theme.content, clip: clip)
            run = ""
        }
        for offset in range {
            let character = characters[offset]
            let selected = selection?.contains(TextPosition(line: line, offset: offset)) ?? false
            if selected != runSelected || run.isEmpty {
                flush()
                (runColumn, runSelected) = (column, selected)
            }
            let cells = TextWrap.cellWidth(of: character, atColumn: column)
            if character == "\t" { run += String(repeating: " ", count: cells) } else { run.append(character) }
            column += cells
        }
        flush()
        // A selected line break shows as one selected cell after the line's last row.
        if range.upperBound == characters.count, line + 1 < document.lineCount,
           let selection, selection.contains(TextPosition(line: line, offset: characters.count)) {
            canvas.write(" ", at: Point(x: frame.minX + column, y: y), style: canvas.theme.selection, clip: clip)
        }
    }

    public func handle(_ event: Event) -> ScreenResponse? {
        switch event {
        case let .pointer(pointer):
            return handlePointer(pointer)
        case let .paste(pasted) where isFocused:
            insert(pasted)
            return .handled
        case let .key(key) where isFocused:
            return handleKey(key) ? .handled : nil
        default:
            return nil
        }
    }

    /// As many rows as the text wraps to in `across` columns (a stack that fits it); along a
    /// row, 20 columns.
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        guard vertical else { return 20 }
        let width = max(1, across - 1)
        return document.lines.reduce(0) { $0 + TextWrap.rowCount(of: $1, width: width) }
    }

    public var canBecomeFocused: Bool { true }
    public var takesText: Bool { true }
    /// True unless `tabMovesFocus`: Tab inserts a tab.
    public var takesTab: Bool { !tabMovesFocus }
    public func focusDidChange(to isFocused: Bool) { self.isFocused = isFocused }

    /// An editor whose value is the line the insertion point is on, "line 3 of 40" its label.
    public var accessibilityElements: [AccessibilityElement] {
        let lines = document.lines
        let line = min(cursor.line, max(0, lines.count - 1))
        return [AccessibilityElement(.editor, label: "line \(line + 1) of \(lines.count)",
                                     value: lines.isEmpty ? "" : String(lines[line]), frame: frame)]
    }
    public func step(to time: Double) -> Bool { scroll.step(to: time) }

    // MARK: - Editing

    /// Replaces the selection (or nothing at the insertion point) with `fragment`.
    func replaceSelection(with fragment: TextFragment, kind: EditHistory.Kind) {
        let range = selectedRange ?? cursor..<cursor
        guard !(range.isEmpty && fragment.isEmpty) else { return }
        cursor = replace(range, with: fragment, kind: kind)
        anchor = nil
        changed()
    }

    /// Replaces `range` with `fragment`, recorded for undo, and drops the selection; returns
    /// where the new text ends.
    @discardableResult
    func replace(_ range: Range<TextPosition>, with fragment: TextFragment, kind: EditHistory.Kind) -> TextPosition {
        let removed = document.fragment(in: range)
        let edit = EditHistory.Edit(start: range.lowerBound, removed: removed, inserted: fragment,
                                    cursorBefore: cursor, anchorBefore: anchor)
        let end = apply(range, fragment)
        history.record(edit, kind: kind, end: kind == .deleting ? range.lowerBound : end)
        anchor = nil                                    // an edit ends any selection
        return end
    }

    /// Puts `fragment` in place of `range` in the document and wraps the lines it touched again.
    @discardableResult
    private func apply(_ range: Range<TextPosition>, _ fragment: TextFragment) -> TextPosition {
        let end = document.replace(range, with: fragment)
        guard isWrapped else { return end }
        wrap.replaceLines(range.lowerBound.line...range.upperBound.line, withLinesOf: document,
                          count: fragment.lines.count)
        return end
    }

    /// After a change to the text: counts it, tells `onChange`, shows the insertion point.
    func changed() {
        revision &+= 1
        goalColumn = nil
        revealCursor()
        onChange?()
    }

    /// After the insertion point moved: ends a run of typing and shows it.
    func settle() {
        history.seal()
        revealCursor()
    }

    /// Counts the rows for the scroll, and scrolls the least that shows the insertion point's row.
    func revealCursor() {
        scroll.contentLength = wrap.rowCount
        guard frame.size.height > 0 else { return }
        scroll.scrollToVisible(visualPosition(of: cursor).row)
    }

    // MARK: - Rows

    /// Character offsets in `characters` (one line) where each of its rows starts.
    func rowStarts(of characters: [Character]) -> [Int] {
        TextWrap.rowStarts(of: characters, width: wrapWidth)
    }

    /// The characters of row `row` of a line of `count` characters whose rows start at `starts`.
    func rowRange(_ row: Int, starts: [Int], count: Int) -> Range<Int> {
        guard row < starts.count else { return count..<count }
        return starts[row]..<(row + 1 < starts.count ? starts[row + 1] : count)
    }

    /// The row (of all the text's rows) and the column (cells from the row's start) of `position`.
    func visualPosition(of position: TextPosition) -> (row: Int, column: Int) {
        let characters = Array(document.lines[position.line])
        let starts = rowStarts(of: characters)
        let rowInLine = starts.lastIndex { $0 <= position.offset } ?? 0
        var column = 0
        for character in characters[starts[rowInLine]..<position.offset] {
            column += TextWrap.cellWidth(of: character, atColumn: column)
        }
        return (wrap.firstRow(ofLine: position.line) + rowInLine, column)
    }

    /// The position on row `row` (of all the text's rows) nearest column `column` at or before
    /// it; on a row that wraps, at most before its last character (its end is the next row's start).
    func position(atRow row: Int, column: Int) -> TextPosition {
        let row = min(max(0, row), wrap.rowCount - 1)
        let (line, rowInLine) = wrap.line(atRow: row)
        let characters = Array(document.lines[line])
        let starts = rowStarts(of: characters)
        let range = rowRange(rowInLine, starts: starts, count: characters.count)
        var offset = range.lowerBound, at = 0
        while offset < range.upperBound {
            let cells = TextWrap.cellWidth(of: characters[offset], atColumn: at)
            if at + cells > column { break }
            at += cells
            offset += 1
        }
        if rowInLine + 1 < starts.count, offset == range.upperBound, offset > range.lowerBound { offset -= 1 }
        return TextPosition(line: line, offset: offset)
    }
}
