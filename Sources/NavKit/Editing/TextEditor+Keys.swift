/// The keys of `TextEditor`: moves, selection, edits, the kill ring, undo and redo.
extension TextEditor {
    /// Applies `key`; false for a key the editor leaves to the screen.
    func handleKey(_ key: Key) -> Bool {
        switch key {
        case let .character(character): type(String(character))
        case .enter: type(document.newLine.rawValue)
        case .tab:
            guard !tabMovesFocus else { return false }
            type("\t")
        case .backspace: deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .left: move(selectedRange.map(\.lowerBound) ?? document.position(before: cursor) ?? cursor)
        case .right: move(selectedRange.map(\.upperBound) ?? document.position(after: cursor) ?? cursor)
        case .up: move(verticalTarget(rows: -1), keepingColumn: true)
        case .down: move(verticalTarget(rows: 1), keepingColumn: true)
        case .pageUp: page(-1)
        case .pageDown: page(1)
        case .home, .control("a"): move(TextPosition(line: cursor.line, offset: 0))
        case .end, .control("e"): move(lineEnd(cursor.line))
        case .wordLeft: move(wordStart(before: cursor))
        case .wordRight: move(wordEnd(after: cursor))
        case .shiftLeft: move(document.position(before: cursor) ?? cursor, selecting: true)
        case .shiftRight: move(document.position(after: cursor) ?? cursor, selecting: true)
        case .shiftUp: move(verticalTarget(rows: -1), selecting: true, keepingColumn: true)
        case .shiftDown: move(verticalTarget(rows: 1), selecting: true, keepingColumn: true)
        case .control("k"):
            let end = lineEnd(cursor.line)
            cut(cursor..<(end == cursor ? document.position(after: cursor) ?? cursor : end))
        case .control("u"): cut(TextPosition(line: cursor.line, offset: 0)..<cursor)
        case .control("w"): cut(selectedRange ?? wordStart(before: cursor)..<cursor)
        case .alt("w"):
            if let selectedText { killRing.add(selectedText) }
        case .control("y"):
            if let newest = killRing.newest { insert(newest) }
        case .control("_"): undo()
        case .alt("_"): redo()
        case .escape:
            guard anchor != nil else { return false }
            anchor = nil
        default:
            return false
        }
        return true
    }

    // MARK: - Edits

    /// Types `string` in place of the selection; runs of typing undo together.
    private func type(_ string: String) {
        let fragment = TextFragment(string, ending: document.newLine)
        let kind: EditHistory.Kind = selectedRange == nil && fragment.lines.count == 1 ? .typing : .other
        replaceSelection(with: fragment, kind: kind)
    }

    /// Deletes the selection, else the character (or line break) before the insertion point.
    private func deleteBackward() {
        if selectedRange != nil { return replaceSelection(with: .empty, kind: .other) }
        guard let before = document.position(before: cursor) else { return }
        cursor = replace(before..<cursor, with: .empty, kind: .deleting)
        changed()
    }

    /// Deletes the selection, else the character (or line break) after the insertion point.
    private func deleteForward() {
        if selectedRange != nil { return replaceSelection(with: .empty, kind: .other) }
        guard let after = document.position(after: cursor) else { return }
        replace(cursor..<after, with: .empty, kind: .other)
        changed()
    }

    /// Removes `range` into the kill ring.
    private func cut(_ range: Range<TextPosition>) {
        guard !range.isEmpty else { return }
        killRing.add(document.fragment(in: range).string)
        anchor = nil
        cursor = replace(range, with: .empty, kind: .other)
        changed()
    }

    // MARK: - Moves

    /// Moves the insertion point to `target`; `selecting` extends the selection from where it
    /// was, else the selection goes. `keepingColumn` keeps the goal column of a run of ↑ ↓.
    private func move(_ target: TextPosition, selecting: Bool = false, keepingColumn: Bool = false) {
        if selecting { anchor = anchor ?? cursor } else { anchor = nil }
        if !keepingColumn { goalColumn = nil }
        cursor = target
        settle()
    }

    /// The position `rows` rows up (negative) or down, at the goal column.
    private func verticalTarget(rows: Int) -> TextPosition {
        let (row, column) = visualPosition(of: cursor)
        let goal = goalColumn ?? column
        goalColumn = goal
        let target = row + rows
        if target < 0 { return .start }
        if target >= wrap.rowCount { return document.end }
        return position(atRow: target, column: goal)
    }

    /// PgUp (-1) and PgDn (1): the insertion point and the view move by a page less a row.
    private func page(_ direction: Int) {
        let rows = max(1, frame.size.height - 1) * direction
        let target = verticalTarget(rows: rows)
        scroll.scroll(by: Double(rows))
        move(target, keepingColumn: true)
    }

    /// The end of line `line`.
    private func lineEnd(_ line: Int) -> TextPosition { TextPosition(line: line, offset: document.length(ofLine: line)) }

    /// The start of the word before `position`: back over what is not a word (line breaks
    /// too), then over the word.
    func wordStart(before position: TextPosition) -> TextPosition {
        var at = position
        while let before = document.position(before: at), !isWord(before) { at = before }
        while let before = document.position(before: at), isWord(before) { at = before }
        return at
    }

    /// The end of the word after `position`: on over what is not a word, then over the word.
    func wordEnd(after position: TextPosition) -> TextPosition {
        var at = position
        while !isWord(at), let after = document.position(after: at) { at = after }
        while isWord(at), let after = document.position(after: at) { at = after }
        return at
    }

    /// True when the character after `position` belongs to a word (as `TextEditing` has words).
    func isWord(_ position: TextPosition) -> Bool {
        document.character(at: position).map(TextEditing.isWordCharacter) ?? false
    }
}
