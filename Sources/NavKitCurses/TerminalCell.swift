import NavKit

/// One cell as the terminal shows it: the glyph's number, colours as the terminal's colour
/// numbers, and the attributes that are visible. Two cells that look the same are equal: a blank
/// keeps only what shows on a blank (its background, reverse and underline), so a recoloured
/// foreground behind nothing costs no bytes.
struct TerminalCell: Equatable {
    /// `Cell.glyphCode`, or `TerminalCell.unknownCode` for a cell whose content is not known.
    var code: UInt32
    /// Foreground colour number (-1: the terminal's default; `anyColor` on a blank).
    var foreground: Int32
    /// Background colour number (-1: the terminal's default).
    var background: Int32
    /// `TextAttributes` raw bits, as they are sent (after the monochrome rules).
    var attributes: UInt8
    /// Columns: 1, 2 (a wide glyph's leading half) or 0 (its trailing half).
    var width: UInt8

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
    var isErasable: Bool { code == 0x20 && width == 1 && attributes == 0 }
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
        var converted = TerminalCell(code: cell.glyphCode, foreground: lastForeground, background: lastBackground,
                                     attributes: lastAttributes, width: cell.width)
        if cell.width == 0 {
            converted.code = 0x20  // a wide glyph's trailing half: only its colours matter
        }
        if converted.code == 0x20 && converted.width == 1 {
            converted.attributes &= TerminalCell.visibleOnBlank
            if converted.attributes == 0 { converted.foreground = TerminalCell.anyColor }
        }
        return converted
    }

    private mutating func remember(_ style: Style) {
        lastStyle = style
        var attributes = style.attributes
        if depth == .monochrome {
            lastForeground = -1
            lastBackground = -1
            // No colours: dark, coloured backgrounds (selections) read as reverse video; black
            // (the backdrop behind moving panes) stays the terminal's own background.
            if let c = style.background.components, c.red + c.green + c.blue < 3 * 96, c.red + c.green + c.blue > 0 {
                attributes.insert(.reverse)
            }
        } else {
            lastForeground = depth.index(for: style.foreground)
            lastBackground = depth.index(for: style.background)
        }
        lastAttributes = attributes.rawValue
    }
}
