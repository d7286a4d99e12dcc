/// A multi-line text as `TextEditor` stores it: an array of lines, and the ending of each line
/// break as the text had it (LF, CRLF or a lone CR), so a file is written back with the endings
/// it was read with. A keystroke changes one line (a string of a line's length) and, for a line
/// break, moves the array's tail: a 200,000-line text edits in microseconds, and it is read in
/// one pass over its bytes.
struct TextDocument: Equatable, Sendable {
    /// The lines, without their endings; at least one.
    private(set) var lines: [String]
    /// The ending after each line but the last: one fewer than `lines`.
    private(set) var endings: [LineEnding]
    /// The ending a new line break gets: the text's first one (LF in a text without any).
    let newLine: LineEnding

    /// `text` split into lines at LF, CRLF and lone CR bytes, each ending kept. Other line
    /// separators (VT, FF, U+2028) stay in their line and show as marks.
    init(_ text: String) {
        var text = text
        var lines: [String] = []
        var endings: [LineEnding] = []
        text.withUTF8 { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == 0x0A || byte == 0x0D else { continue }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self))
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A {
                    index += 1
                    endings.append(.crlf)
                } else {
                    endings.append(byte == 0x0A ? .lf : .cr)
                }
                start = index
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
        }
        self.lines = lines
        self.endings = endings
        newLine = endings.first ?? .lf
    }

    /// The whole text, each line break with its own ending.
    var text: String { TextFragment(lines: lines, endings: endings).string }

    /// The number of lines (a text without line breaks has one).
    var lineCount: Int { lines.count }

    /// Characters in line `line`.
    func length(ofLine line: Int) -> Int { lines[line].count }

    /// The end of the text.
    var end: TextPosition { TextPosition(line: lines.count - 1, offset: lines[lines.count - 1].count) }

    /// `position` moved inside the text: its line within the lines, its offset within the line.
    func clamped(_ position: TextPosition) -> TextPosition {
        let line = min(max(0, position.line), lines.count - 1)
        return TextPosition(line: line, offset: min(max(0, position.offset), lines[line].count))
    }

    /// The position a character (or a line break) before `position`, nil at the start.
    func position(before position: TextPosition) -> TextPosition? {
        if position.offset > 0 { return TextPosition(line: position.line, offset: position.offset - 1) }
        guard position.line > 0 else { return nil }
        return TextPosition(line: position.line - 1, offset: lines[position.line - 1].count)
    }

    /// The position a character (or a line break) after `position`, nil at the end.
    func position(after position: TextPosition) -> TextPosition? {
        if position.offset < lines[position.line].count { return TextPosition(line: position.line, offset: position.offset + 1) }
        guard position.line + 1 < lines.count else { return nil }
        return TextPosition(line: position.line + 1, offset: 0)
    }

    /// The character after `position`, nil at a line's end.
    func character(at position: TextPosition) -> Character? {
        let line = lines[position.line]
        guard position.offset < line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: position.offset)]
    }

    /// What `range` holds, its line breaks with their endings.
    func fragment(in range: Range<TextPosition>) -> TextFragment {
        let start = range.lowerBound, end = range.upperBound
        if start.line == end.line {
            return TextFragment(lines: [Self.slice(lines[start.line], start.offset, end.offset)], endings: [])
        }
        var taken = [Self.slice(lines[start.line], start.offset, nil)]
        taken += lines[(start.line + 1)..<end.line]
        taken.append(Self.slice(lines[end.line], 0, end.offset))
        return TextFragment(lines: taken, endings: Array(endings[start.line..<end.line]))
    }

    /// Replaces what `range` holds with `fragment`; returns where the inserted text ends.
    @discardableResult
    mutating func replace(_ range: Range<TextPosition>, with fragment: TextFragment) -> TextPosition {
        let start = range.lowerBound, end = range.upperBound
        let before = Self.slice(lines[start.line], 0, start.offset)
        let after = Self.slice(lines[end.line], end.offset, nil)
        var inserted = fragment.lines
        let last = inserted.count - 1
        inserted[0] = before + inserted[0]
        // Counted after joining: a combining mark typed joins the character before it.
        let endOffset = inserted[last].count
        inserted[last] += after
        if start.line == end.line && inserted.count == 1 {
            lines[start.line] = inserted[0]           // the keystroke's path: one line changes
        } else {
            lines.replaceSubrange(start.line...end.line, with: inserted)
            endings.replaceSubrange(start.line..<end.line, with: fragment.endings)
        }
        return TextPosition(line: start.line + last, offset: endOffset)
    }

    /// Characters `from..<to` of `line` (to nil: its end).
    private static func slice(_ line: String, _ from: Int, _ to: Int?) -> String {
        if from == 0 && to == nil { return line }
        let lower = line.index(line.startIndex, offsetBy: from)
        let upper = to.map { line.index(lower, offsetBy: $0 - from) } ?? line.endIndex
        return String(line[lower..<upper])
    }
}
