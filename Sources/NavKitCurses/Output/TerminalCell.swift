import NavKit

/// One cell as the terminal shows it: the glyph's number, colours as the terminal's colour
/// numbers, and the attributes that are visible. Two cells that look the same are equal: a blank
/// keeps only what shows on a blank (its background, reverse and underline), so a recoloured
/// foreground behind nothing costs no bytes.
struct TerminalCell: Equatable {
    /// The glyph's code (low 32 bits), attributes (8 bits) and width (8 bits), packed: two
    /// cells compare as two integers, which even an unoptimised build does fast.
    private var glyphBits: UInt64
    /// Foreground (high 32 bits) and background (low 32 bits) colour numbers, packed.
    private var colorBits: UInt64

    /// A cell: `code` is `Cell.glyphCode` (or `unknownCode`); colours are terminal colour numbers
    /// (-1: the terminal's default; `anyColor`: a blank's foreground); `attributes` are
    /// `TextAttributes` bits as sent; `width` is 1, 2 (a wide glyph's leading half) or 0 (its trailing half).
    init(code: UInt32, foreground: Int32, background: Int32, attributes: UInt8, width: UInt8) {
        glyphBits = UInt64(code) | UInt64(attributes) << 32 | UInt64(width) << 40
        colorBits = UInt64(UInt32(bitPattern: foreground)) << 32 | UInt64(UInt32(bitPattern: background))
    }

    static func == (a: TerminalCell, b: TerminalCell) -> Bool {
        a.glyphBits == b.glyphBits && a.colorBits == b.colorBits
    }

    /// The cell's bits in one number, for hashing rows (equal cells give equal bits).
    var hashBits: UInt64 { glyphBits &* 0x9E37_79B9_7F4A_7C15 ^ colorBits }

    /// `Cell.glyphCode`, or `TerminalCell.unknownCode` for a cell whose content is not known.
    var code: UInt32 {
        get { UInt32(truncatingIfNeeded: glyphBits) }
        set { glyphBits = glyphBits & ~0xFFFF_FFFF | UInt64(newValue) }
    }
    /// Bytes the glyph takes in UTF-8 (a cluster of several scalars counts as 4): what writing it costs.
    var byteCount: Int {
        let code = self.code
        return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    }
    /// Foreground colour number (-1: the terminal's default; `anyColor` on a blank).
    var foreground: Int32 {
        get { Int32(bitPattern: UInt32(truncatingIfNeeded: colorBits >> 32)) }
        set { colorBits = colorBits & 0xFFFF_FFFF | UInt64(UInt32(bitPattern: newValue)) << 32 }
    }
    /// Background colour number (-1: the terminal's default).
    var background: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: colorBits)) }
    /// `TextAttributes` raw bits, as they are sent (after the monochrome rules).
    var attributes: UInt8 {
        get { UInt8(truncatingIfNeeded: glyphBits >> 32) }
        set { glyphBits = glyphBits & ~(0xFF << 32) | UInt64(newValue) << 32 }
    }
    /// Columns: 1, 2 (a wide glyph's leading half) or 0 (its trailing half).
    var width: UInt8 {
        get { UInt8(truncatingIfNeeded: glyphBits >> 40) }
        set { glyphBits = glyphBits & ~(0xFF << 40) | UInt64(newValue) << 40 }
    }

    /// The code of a cell whose content is not known (never equal to a real cell's).
    static let unknownCode = UInt32.max
    /// The foreground of a blank: no colour shows.
    static let anyColor: Int32 = -2
    /// A cell that matches nothing, so it is always drawn.
    static let unknown = TerminalCell(code: unknownCode, foreground: anyColor, background: anyColor,
                                      attributes: 0, width: 1)
    /// A blank in the terminal's default colours (what clearing the screen leaves).
    static let clear = TerminalCell(code: 0x20, foreground: anyColor, background: -1, attributes: 0, width: 1)

    /// Attributes that show on a blank cell.
    static let visibleOnBlank = TextAttributes.reverse.rawValue | TextAttributes.underline.rawValue

    /// True for a blank that can be drawn by erasing (ECH, EL) in its background.
    var isErasable: Bool { glyphBits == TerminalCell.erasableBits }
    private static let erasableBits = UInt64(0x20) | UInt64(1) << 40
}

/// Turns canvas cells into `TerminalCell`s for one colour depth: colours to the terminal's numbers
/// (the last style converted is remembered, so runs of one style cost one conversion).
struct TerminalCellConverter {
    let depth: ColorDepth
    private var lastStyle: Style?
    private var lastForeground: Int32 = -1
    private var lastBackground: Int32 = -1
    private var lastAttributes: UInt8 = 0

    init(depth: ColorDepth) { self.depth = depth }

    /// The terminal cell showing `cell`.
    mutating func convert(_ cell: Cell) -> TerminalCell {
        if cell.style != lastStyle { remember(cell.style) }
        let width = cell.width
        let code = width == 0 ? 0x20 : cell.glyphCode  // a wide glyph's trailing half: only its colours matter
        if code == 0x20 && width == 1 {
            // A reversed blank shows its foreground as a block, which bold (bright) and faint change.
            let reversed = lastAttributes & TextAttributes.reverse.rawValue != 0
            let attributes = reversed ? lastAttributes : lastAttributes & TerminalCell.visibleOnBlank
            return TerminalCell(code: code, foreground: attributes == 0 ? TerminalCell.anyColor : lastForeground,
                                background: lastBackground, attributes: attributes, width: 1)
        }
        return TerminalCell(code: code, foreground: lastForeground, background: lastBackground,
                            attributes: lastAttributes, width: width)
    }

    private mutating func remember(_ style: Style) {
        lastStyle = style
        lastForeground = depth.index(for: style.foreground)  // -1 without colours
        lastBackground = depth.index(for: style.background)
        lastAttributes = depth.attributes(for: style).rawValue
    }
}
