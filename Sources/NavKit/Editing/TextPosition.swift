/// A place in a multi-line text: a line, and a character in it. Lines count from 0; `offset`
/// counts characters as Swift does (grapheme clusters) from the line's start, so a wide
/// character, an emoji or a letter with combining marks is one step.
public struct TextPosition: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The line (0-based).
    public var line: Int
    /// Characters before the position in its line (0…the line's length).
    public var offset: Int

    /// The position `offset` characters into line `line`.
    public init(line: Int, offset: Int) {
        self.line = line
        self.offset = offset
    }

    /// The start of the text.
    public static let start = TextPosition(line: 0, offset: 0)

    /// Earlier lines first, then earlier characters.
    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        (a.line, a.offset) < (b.line, b.offset)
    }

    /// "line:offset", both 1-based as editors show them.
    public var description: String { "\(line + 1):\(offset + 1)" }
}
