/// One cell of a canvas: a glyph, its style, and how many columns it takes.
///
/// A wide glyph (CJK, most emoji) is stored as two cells: a leading cell with
/// `width == 2` holding the glyph, and a trailing continuation cell with
/// `width == 0`. A canvas never holds one without the other.
///
/// A cell is plain data (16 bytes, no references): the glyph is kept as a
/// number (`GlyphTable`), so canvases copy and compare at memory speed.
public struct Cell: Hashable, Sendable {
    /// The glyph as a number: its Unicode scalar, or a `GlyphTable` entry for a longer cluster.
    private var code: UInt32
    /// Colours and attributes.
    public var style: Style
    /// Columns taken: 1 (narrow), 2 (leading half of a wide glyph), 0 (its trailing half).
    public var width: UInt8

    /// Creates a cell; `width` must match the glyph (1 or 2), or 0 for a continuation.
    public init(_ character: Character, style: Style = .plain, width: UInt8 = 1) {
        self.code = GlyphTable.code(for: character)
        self.style = style
        self.width = width
    }

    /// A narrow cell of printable ASCII `byte` (0x20…0x7E): its code is the byte, as
    /// `GlyphTable` gives a one-scalar glyph.
    init(ascii byte: UInt8, style: Style) {
        code = UInt32(byte)
        self.style = style
        width = 1
    }

    /// The glyph: one grapheme cluster, already made safe to print.
    public var character: Character {
        get { GlyphTable.character(for: code) }
        set { code = GlyphTable.code(for: newValue) }
    }

    /// The glyph as a number, for comparing cells fast: its Unicode scalar's value when it is one
    /// scalar, otherwise a number standing for the cluster in this process (equal numbers, equal glyphs).
    public var glyphCode: UInt32 { code }

    /// The glyph's only Unicode scalar, or nil when it is a cluster of several (an emoji sequence, say).
    public var scalar: Unicode.Scalar? { GlyphTable.isScalar(code) ? Unicode.Scalar(code) : nil }

    /// A blank narrow cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(code: 0x20, style: style, width: 1)
    }

    /// The trailing half of a wide glyph in `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(code: 0x20, style: style, width: 0)
    }

    private init(code: UInt32, style: Style, width: UInt8) {
        self.code = code
        self.style = style
        self.width = width
    }

    /// True for the trailing half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
