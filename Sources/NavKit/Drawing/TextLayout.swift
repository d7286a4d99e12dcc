/// Text as files hold it, laid out in terminal cells: line endings of every kind, tabs, and
/// word wrapping that keeps the spaces a text editor keeps.
public enum TextLayout {
    /// Columns from one tab stop to the next (8, as terminals and editors have it).
    public static let tabWidth = 8

    /// The tab stop a tab at `column` moves to (cells, counted from the line's start).
    public static func tabStop(after column: Int) -> Int { column + tabWidth - column % tabWidth }

    /// The lines of `text`, split at every line ending (LF, CRLF, a lone CR, and Unicode's
    /// line and paragraph separators), each with its tabs expanded (`expandingTabs`).
    public static func lines<S: StringProtocol>(_ text: S) -> [String] {
        if let lines = asciiLines(text) { return lines }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { expandingTabs($0) }
    }

    /// `lines` of text that is all ASCII, split at its bytes rather than its characters (a file
    /// of megabytes in a fraction of the time); nil when the text holds anything else.
    private static func asciiLines<S: StringProtocol>(_ text: S) -> [String]? {
        var text = String(text)
        return text.withUTF8 { bytes -> [String]? in
            var lines: [String] = []
            var start = 0, index = 0, hasTab = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte >= 0x80 { return nil }
                if byte == 0x09 { hasTab = true }
                guard byte >= 0x0A && byte <= 0x0D else { continue }     // LF, VT, FF, CR end a line
                lines.append(line(bytes, from: start, to: index - 1, expandingTabs: hasTab))
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                (start, hasTab) = (index, false)
            }
            lines.append(line(bytes, from: start, to: bytes.count, expandingTabs: hasTab))
            return lines
        }
    }

    /// The ASCII line in `bytes[start..<end]`, its tabs expanded when it has any.
    private static func line(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                             expandingTabs hasTab: Bool) -> String {
        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return hasTab ? expandingTabs(line) : line
    }

    /// `line` with each tab replaced by the spaces that reach the next tab stop, counting
    /// columns (cells) from `column` at the line's start.
    public static func expandingTabs<S: StringProtocol>(_ line: S, from column: Int = 0) -> String {
        guard line.contains("\t") else { return String(line) }
        var expanded = ""
        var x = column
        for character in line {
            if character == "\t" {
                let stop = tabStop(after: x)
                expanded += String(repeating: " ", count: stop - x)
                x = stop
            } else {
                expanded.append(character)
                x += TerminalText.width(of: TerminalText.sanitized(character))
            }
        }
        return expanded
    }

    /// Splits `text` into rows at most `width` cells wide, as a text editor wraps it: every line
    /// ending starts a new line (see `lines`), tabs go to 8-column stops, spaces are kept
    /// (a line's indentation too) except where a line breaks, a line breaks at a space, and a
    /// word longer than a row is broken inside.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var rows: [String] = []
        for line in lines(text) { wrap(line, width: width, into: &rows) }
        return rows
    }

    /// Wraps one line (no line endings, tabs expanded) into `rows`.
    private static func wrap(_ line: String, width: Int, into rows: inout [String]) {
        if line.utf8.count <= width, TerminalText.isPrintableASCII(line) {
            // It fits, one cell a byte: the line itself, without the spaces after its last word.
            guard let last = line.lastIndex(where: { $0 != " " }) else { return rows.append(line) }
            return rows.append(String(line[...last]))
        }
        var row = ""
        var rowWidth = 0
        var hasWord = false          // a word has been placed: spaces are no longer indentation
        var spaces = 0               // spaces after the row's last word, placed with the next one
        for (token, isSpace) in tokens(of: line) {
            if isSpace {
                if hasWord {
                    spaces += token.count
                } else {
                    let kept = min(token.count, width - rowWidth)   // indentation, up to the row's end
                    row += String(repeating: " ", count: kept)
                    rowWidth += kept
                }
                continue
            }
            var rest = token
            var restWidth = TerminalText.width(of: rest)
            if rowWidth + spaces + restWidth <= width {
                row += String(repeating: " ", count: spaces) + rest
                rowWidth += spaces + restWidth
                spaces = 0
                hasWord = true
                continue
            }
            spaces = 0
            if hasWord {
                rows.append(row)
                (row, rowWidth) = ("", 0)
            }
            while rowWidth + restWidth > width {
                let head = TerminalText.prefix(rest, fitting: width - rowWidth)
                if head.isEmpty {
                    guard rowWidth > 0 else { break }   // a glyph wider than the whole row
                    rows.append(row)
                    (row, rowWidth) = ("", 0)
                    continue
                }
                rows.append(row + head)
                (row, rowWidth) = ("", 0)
                rest = rest.dropFirst(head.count)
                restWidth = TerminalText.width(of: rest)
            }
            row += rest
            rowWidth += restWidth
            hasWord = true
        }
        rows.append(row)
    }

    /// The runs of `line`: words, and runs of spaces (flagged).
    private static func tokens(of line: String) -> [(Substring, isSpace: Bool)] {
        var tokens: [(Substring, isSpace: Bool)] = []
        var index = line.startIndex
        while index < line.endIndex {
            let isSpace = line[index] == " "
            var end = index
            while end < line.endIndex && (line[end] == " ") == isSpace { end = line.index(after: end) }
            tokens.append((line[index..<end], isSpace))
            index = end
        }
        return tokens
    }
}
