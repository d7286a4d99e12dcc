/// One line of editable text and its insertion point, as a value: what a text field edits,
/// with the keys a shell's line editor has (← → Home End, word moves, Backspace and Delete,
/// Ctrl-A/E/U/K/W, Ctrl-Y to put back what the last of those cut, Ctrl-_ to undo the last
/// edit). The insertion point counts characters as Swift does (grapheme clusters),
/// so a wide character, an emoji or a letter with combining marks moves and deletes as one.
/// Text that enters it is made one safe line: line breaks and tabs become spaces, other
/// controls are dropped.
public struct TextEditing: Equatable, Sendable {
    /// The text, one line.
    public private(set) var text: String
    /// Characters before the insertion point (0…`text.count`).
    public private(set) var cursor: Int
    /// What the last Ctrl-U, Ctrl-K or Ctrl-W cut, for Ctrl-Y.
    public private(set) var cut = ""
    /// The text and insertion point before the last edit, for undo.
    private var beforeLastEdit: (text: String, cursor: Int)?

    /// `text` (made one safe line) with the insertion point at `cursor` characters (nil: the end).
    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = TextEditing.oneLine(text)
        self.cursor = min(max(0, cursor ?? self.text.count), self.text.count)
    }

    /// Two editors are equal when their text and insertion point are (what they cut or could
    /// undo aside).
    public static func == (a: TextEditing, b: TextEditing) -> Bool { a.text == b.text && a.cursor == b.cursor }

    /// Columns (cells) the text before the insertion point takes: where the terminal's cursor goes.
    public var cursorColumn: Int { TerminalText.width(of: text.prefix(cursor)) }

    // MARK: - Editing

    /// Inserts `string` (made one safe line) at the insertion point and moves past it.
    public mutating func insert(_ string: String) {
        let clean = TextEditing.oneLine(string)
        guard !clean.isEmpty else { return }
        beforeLastEdit = (text, cursor)
        let at = index(cursor)
        let before = text.count
        text.insert(contentsOf: clean, at: at)
        // A combining mark joins the character before it: count what was added, not what was typed.
        cursor += text.count - before
    }

    /// Deletes the character before the insertion point (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        remove(from: cursor - 1, to: cursor)
    }

    /// Deletes the character after the insertion point (Delete).
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        remove(from: cursor, to: cursor + 1)
    }

    /// Cuts from the start of the line to the insertion point (Ctrl-U).
    public mutating func deleteToStart() { cutOut(from: 0, to: cursor) }

    /// Cuts from the insertion point to the end of the line (Ctrl-K).
    public mutating func deleteToEnd() { cutOut(from: cursor, to: text.count) }

    /// Cuts the word before the insertion point and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() { cutOut(from: wordStart(before: cursor), to: cursor) }

    /// Inserts what the last cut took (Ctrl-Y).
    public mutating func yank() { insert(cut) }

    /// Puts the text and the insertion point back as they were before the last edit (Ctrl-_);
    /// a second undo redoes it.
    public mutating func undo() {
        guard let before = beforeLastEdit else { return }
        beforeLastEdit = (text, cursor)
        text = before.text
        cursor = before.cursor
    }

    /// Replaces the whole text (made one safe line), the insertion point at its end; undo
    /// brings back what it replaced.
    public mutating func replace(with string: String) {
        let clean = TextEditing.oneLine(string)
        guard clean != text else { return }
        beforeLastEdit = (text, cursor)
        text = clean
        cursor = clean.count
    }

    // MARK: - Moving

    /// Moves the insertion point one character left (←).
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }

    /// Moves the insertion point one character right (→).
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }

    /// Moves the insertion point to the character boundary nearest column `column` (cells from
    /// the text's start): a click in the text.
    public mutating func moveToColumn(_ column: Int) {
        var position = 0, at = 0
        for character in text {
            let width = TerminalText.width(of: character)
            if at + width > column { break }
            at += width
            position += 1
        }
        cursor = position
    }

    /// Moves the insertion point to the start (Home, Ctrl-A).
    public mutating func moveToStart() { cursor = 0 }

    /// Moves the insertion point to the end (End, Ctrl-E).
    public mutating func moveToEnd() { cursor = text.count }

    /// Moves the insertion point to the start of the word before it (Ctrl-← or Alt-←).
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// Moves the insertion point past the end of the word after it (Ctrl-→ or Alt-→).
    public mutating func moveWordRight() {
        let characters = Array(text)
        var position = cursor
        while position < characters.count, !TextEditing.isWordCharacter(characters[position]) { position += 1 }
        while position < characters.count, TextEditing.isWordCharacter(characters[position]) { position += 1 }
        cursor = position
    }

    /// Applies `key` if it edits or moves: printable characters, ← → Home End, Backspace,
    /// Delete, word moves and Ctrl-A/E/U/K/W/Y/_. Returns false for any other key (Enter, Tab,
    /// Esc, ↑ ↓ …), which the field leaves to others.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case let .character(character): insert(String(character))
        case .left: moveLeft()
        case .right: moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .wordLeft: moveWordLeft()
        case .wordRight: moveWordRight()
        case .backspace: deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        case .control("w"): deleteWordBackward()
        case .control("y"): yank()
        case .control("_"): undo()
        default: return false
        }
        return true
    }

    // MARK: - Helpers

    /// Where the word before `position` starts: back over spaces and punctuation, then over the word.
    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var start = position
        while start > 0, !TextEditing.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, TextEditing.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }

    /// Removes characters `start..<end`, keeping them for Ctrl-Y.
    private mutating func cutOut(from start: Int, to end: Int) {
        guard start < end else { return }
        cut = String(text[index(start)..<index(end)])
        remove(from: start, to: end)
    }

    private mutating func remove(from start: Int, to end: Int) {
        guard start < end else { return }
        beforeLastEdit = (text, cursor)
        text.removeSubrange(index(start)..<index(end))
        if cursor >= end { cursor -= end - start } else if cursor > start { cursor = start }
    }

    /// Letters, digits and marks make words; spaces and punctuation separate them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `text` as one safe line: line breaks and tabs become spaces, other controls go.
    private static func oneLine(_ text: String) -> String {
        var line = ""
        for character in text {
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
                line.append(character)
            }
        }
        return line
    }
}
