/// A piece of a multi-line text with its line endings, as a `TextDocument` takes it out or puts
/// it in: what undo brings back exactly, the ending of every line break included.
struct TextFragment: Equatable, Sendable {
    /// The lines (at least one; the first and the last may be parts of lines).
    var lines: [String]
    /// The ending of each line break: one fewer than `lines`.
    var endings: [LineEnding]

    /// Nothing.
    static let empty = TextFragment(lines: [""], endings: [])

    /// `string` split at its line breaks (LF, CRLF, a lone CR), each break made `ending`.
    init(_ string: String, ending: LineEnding) {
        let document = TextDocument(string)
        lines = document.lines
        endings = Array(repeating: ending, count: document.lines.count - 1)
    }

    init(lines: [String], endings: [LineEnding]) {
        self.lines = lines
        self.endings = endings
    }

    /// True when it holds no character and no line break.
    var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    /// The text, each line break written with its own ending.
    var string: String {
        var text = lines[0]
        for (line, ending) in zip(lines.dropFirst(), endings) {
            text += ending.rawValue
            text += line
        }
        return text
    }

    /// Characters and line breaks (a break counts one), as far as undo grouping needs to know.
    var length: Int { lines.reduce(0) { $0 + $1.count } + endings.count }
}

extension TextFragment {
    /// Where this fragment ends when it starts at `start`.
    func end(from start: TextPosition) -> TextPosition {
        let last = lines.count - 1
        return last == 0 ? TextPosition(line: start.line, offset: start.offset + lines[0].count)
            : TextPosition(line: start.line + last, offset: lines[last].count)
    }
}
