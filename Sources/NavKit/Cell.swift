/// One cell of a canvas: a glyph, its style, and how many columns it takes.
///
/// A wide glyph (CJK, most emoji) is stored as two cells: a leading cell with
/// `width == 2` holding the glyph, and a trailing continuation cell with
/// `width == 0`. A canvas never holds one without the other.
public struct Cell: Hashable, Sendable {
    /// The glyph: one grapheme cluster, already made safe to print.
    public var character: Character
    /// Colours and attributes.
    public var style: Style
    /// Columns taken: 1 (narrow), 2 (leading half of a wide glyph), 0 (its trailing half).
    public var width: UInt8

    /// Creates a cell; `width` must match the glyph (1 or 2), or 0 for a continuation.
    public init(_ character: Character, style: Style = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// A blank narrow cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(" ", style: style, width: 1)
    }

    /// The trailing half of a wide glyph in `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(" ", style: style, width: 0)
    }

    /// True for the trailing half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
