/// The soft wrap of a `TextDocument` at a width (cells): which rows each line takes, and the
/// first row of every line, kept as the text changes. A line that is printable ASCII and fits
/// takes one row without being looked at character by character, so a 200,000-line file is
/// wrapped in one quick pass; a keystroke wraps its own line again, and only a change in a
/// line's row count (or in the number of lines) moves the rows after it, counted again when
/// they are next asked for.
struct TextWrap: Sendable {
    /// The width rows wrap at (cells).
    private(set) var width = 1
    /// Rows each line takes (at least 1).
    private var rowCounts: [Int] = [1]
    /// The first row of each line, and the total rows at the end: one more than the lines.
    private var firstRows: [Int] = [0, 1]
    /// `firstRows[0...valid]` are counted; those after are stale.
    private var valid = 1

    /// Wraps every line of `document` at `width` cells.
    mutating func reset(_ document: TextDocument, width: Int) {
        self.width = max(1, width)
        rowCounts = document.lines.map { Self.rowCount(of: $0, width: self.width) }
        firstRows = Array(repeating: 0, count: rowCounts.count + 1)
        valid = 0
    }

    /// Lines `old` of the text before an edit are now lines `old.lowerBound..<old.lowerBound + count`
    /// of `document`: wraps them again.
    mutating func replaceLines(_ old: ClosedRange<Int>, withLinesOf document: TextDocument, count: Int) {
        let counts = (old.lowerBound..<old.lowerBound + count).map { Self.rowCount(of: document.lines[$0], width: width) }
        if old.count == count && counts == Array(rowCounts[old]) { return }
        rowCounts.replaceSubrange(old, with: counts)
        // The first row of the first line changed stays right; those after it are counted again.
        let after = old.lowerBound + 1
        if count > old.count {
            firstRows.insert(contentsOf: repeatElement(0, count: count - old.count), at: after)
        } else if count < old.count {
            firstRows.removeSubrange(after..<after + old.count - count)
        }
        valid = min(valid, old.lowerBound)
    }

    /// All the rows.
    var rowCount: Int {
        mutating get { firstRow(ofLine: rowCounts.count) }
    }

    /// The first row of line `line` (`line` = the number of lines: all the rows).
    mutating func firstRow(ofLine line: Int) -> Int {
        while valid < line {
            firstRows[valid + 1] = firstRows[valid] + rowCounts[valid]
            valid += 1
        }
        return firstRows[line]
    }

    /// The line that row `row` belongs to, and the row's index within that line.
    mutating func line(atRow row: Int) -> (line: Int, row: Int) {
        _ = rowCount
        var low = 0, high = rowCounts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstRows[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return (low, row - firstRows[low])
    }

    // MARK: - One line

    /// Rows `line` takes at `width` cells. A character takes at most a cell for each of its
    /// UTF-8 bytes (a wide character is 3 or 4 bytes, a mark adds bytes and no cell), and a tab
    /// at most 8 cells: a line whose bytes, with 7 more for each tab, are at most `width` fits
    /// without being measured character by character.
    static func rowCount(of line: String, width: Int) -> Int {
        let bytes = line.utf8.count
        if bytes <= width && bytes + (TextLayout.tabWidth - 1) * tabCount(line) <= width { return 1 }
        return rowStarts(of: Array(line), width: width).count
    }

    /// The tabs in `line`.
    private static func tabCount(_ line: String) -> Int {
        line.utf8.withContiguousStorageIfAvailable { bytes in bytes.reduce(0) { $0 + ($1 == 0x09 ? 1 : 0) } }
            ?? line.utf8.reduce(0) { $0 + ($1 == 0x09 ? 1 : 0) }
    }

    /// Where each row of a line starts (character offsets; the first is 0). A row breaks after
    /// the last space that lets the word after it start the next row, else before the character
    /// that does not fit; a wide character is never split, and spaces that do not fit hang at
    /// the row's end (as editors keep them), so a row never starts with the space it broke at.
    /// Tabs reach the next 8-column stop from the row's start.
    static func rowStarts(of characters: [Character], width: Int) -> [Int] {
        var starts = [0]
        var rowStart = 0, column = 0, index = 0
        var afterSpace: Int? = nil             // the offset after the row's last space
        while index < characters.count {
            let character = characters[index]
            let cells = cellWidth(of: character, atColumn: column)
            if column + cells > width && index > rowStart && character != " " {
                let breakAt = afterSpace ?? index
                starts.append(breakAt)
                (rowStart, afterSpace) = (breakAt, nil)
                column = 0
                for earlier in characters[breakAt..<index] { column += cellWidth(of: earlier, atColumn: column) }
                continue
            }
            column += cells
            index += 1
            if character == " " || character == "\t" { afterSpace = index }
        }
        return starts
    }

    /// Cells `character` takes at `column` of its row: a tab reaches the next tab stop.
    static func cellWidth(of character: Character, atColumn column: Int) -> Int {
        if character == "\t" { return TextLayout.tabStop(after: column) - column }
        if character.isASCII, let value = character.asciiValue, value >= 0x20, value < 0x7F { return 1 }
        return TerminalText.width(of: TerminalText.sanitized(character))
    }
}
