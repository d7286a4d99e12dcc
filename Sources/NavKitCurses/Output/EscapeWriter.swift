import NavKit

/// Writes a frame's control sequences (ECMA-48, as xterm and its kin read them) into a byte
/// buffer, keeping track of where the cursor is and which colours and attributes are set, so
/// every move is the shortest that gets there and every SGR carries only what changes.
struct EscapeWriter {
    /// The bytes written since the last `reset()`.
    private(set) var bytes: [UInt8] = []
    /// The cursor's row and column, or nil when unknown (at the start, or after the last column,
    /// where terminals differ about what the next character does).
    private var cursor: (row: Int, column: Int)?
    /// The colours and attributes set (nil: unknown).
    private var pen: (foreground: Int32, background: Int32, attributes: UInt8)?
    /// The screen's width in columns.
    var width = 0
    /// Colour numbers from 8 up are 24-bit values (`ColorDepth.direct`), not palette entries.
    var directColor = false
    /// True when `\n` reaches the terminal as a bare line feed (the tty does not turn it into
    /// `\r\n`): a move down a row then costs one byte.
    var lineFeedMovesDown = false
    /// The terminal row (from 0) the frame's row 0 is on, and true when the frame is a strip of
    /// the screen (inline, `InlineStrip`): rows are counted from it, and a clear erases from it
    /// down, never the rows above. 0 and false: the whole screen.
    var firstRow = 0, isStrip = false

    init() { bytes.reserveCapacity(1 << 13) }

    /// Starts a frame: nothing written, the cursor unknown, the pen as the last frame left it
    /// (frames are the only writer of colours; `forgetPen()` when something else may have been).
    mutating func reset(width: Int) {
        bytes.removeAll(keepingCapacity: true)
        cursor = nil
        self.width = width
    }

    /// Forgets the terminal's colours and attributes (a program had the terminal, or it was
    /// reset): the next pen is written whole.
    mutating func forgetPen() { pen = nil }

    /// True when the pen is known to be the terminal's default (no colour, no attribute).
    var penIsDefault: Bool { pen.map { $0.foreground == -1 && $0.background == -1 && $0.attributes == 0 } ?? false }

    // MARK: Cursor

    /// Moves the cursor to `row`, `column` (0-based) by the shortest sequence: CUP, or a
    /// vertical part (line feeds, CUD/CUU, VPA) and a horizontal one (\r, backspaces, CUF/CUB, CHA).
    mutating func move(toRow row: Int, column: Int) {
        guard let (fromRow, fromColumn) = cursor else { return moveAbsolute(row: row, column: column) }
        if fromRow == row && fromColumn == column { return }
        let dy = row - fromRow
        if verticalLength(dy, toRow: row) + horizontalLength(from: fromColumn, to: column)
            >= cupLength(row: row, column: column) {
            return moveAbsolute(row: row, column: column)
        }
        if dy != 0 { moveVertically(dy, toRow: row) }
        if fromColumn != column { moveHorizontally(from: fromColumn, to: column) }
        cursor = (row, column)
    }

    private mutating func moveAbsolute(row: Int, column: Int) {
        bytes.append(0x1B); bytes.append(UInt8(ascii: "["))
        if row + firstRow > 0 || column > 0 { number(row + firstRow + 1) }
        if column > 0 { bytes.append(UInt8(ascii: ";")); number(column + 1) }
        bytes.append(UInt8(ascii: "H"))
        cursor = (row, column)
    }

    private func cupLength(row: Int, column: Int) -> Int {
        3 + (row + firstRow > 0 || column > 0 ? digits(row + firstRow + 1) : 0) + (column > 0 ? 1 + digits(column + 1) : 0)
    }

    private func relativeLength(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

    /// Bytes to move `dy` rows (to `row`): line feeds, CUD/CUU or VPA.
    private func verticalLength(_ dy: Int, toRow row: Int) -> Int {
        if dy == 0 { return 0 }
        if lineFeedMovesDown && dy > 0 && dy <= 4 { return dy }
        return min(relativeLength(abs(dy)), 3 + digits(row + firstRow + 1))
    }

    private mutating func moveVertically(_ dy: Int, toRow row: Int) {
        if lineFeedMovesDown && dy > 0 && dy <= 4 {
            for _ in 0..<dy { bytes.append(0x0A) }
        } else if relativeLength(abs(dy)) <= 3 + digits(row + firstRow + 1) {
            csi(abs(dy) == 1 ? nil : abs(dy), final: dy > 0 ? UInt8(ascii: "B") : UInt8(ascii: "A"))
        } else {
            csi(row + firstRow + 1, final: UInt8(ascii: "d"))
        }
    }

    private func horizontalLength(from: Int, to: Int) -> Int {
        if from == to { return 0 }
        if to == 0 { return 1 }                                 // \r
        if to < from && from - to <= 2 { return from - to }     // backspaces
        return min(relativeLength(abs(to - from)), 3 + digits(to + 1))
    }

    private mutating func moveHorizontally(from: Int, to: Int) {
        if to == 0 { bytes.append(0x0D); return }
        if to < from && from - to <= 2 {
            for _ in 0..<(from - to) { bytes.append(0x08) }
            return
        }
        let n = abs(to - from)
        if relativeLength(n) <= 3 + digits(to + 1) {
            csi(n == 1 ? nil : n, final: to > from ? UInt8(ascii: "C") : UInt8(ascii: "D"))
        } else {
            csi(to + 1, final: UInt8(ascii: "G"))
        }
    }

    // MARK: Pen

    /// Sets colours and attributes for `cell`, sending only what differs from the pen
    /// (a blank's foreground and its invisible attributes are left as they are).
    mutating func setPen(for cell: TerminalCell) {
        let blank = cell.foreground == TerminalCell.anyColor
        guard var current = pen else {
            pen = writeWholePen(for: cell, attributes: cell.attributes)
            return
        }
        let wanted = blank ? (current.attributes & ~TerminalCell.visibleOnBlank) | cell.attributes : cell.attributes
        let fgChanges = !blank && cell.foreground != current.foreground
        let bgChanges = cell.background != current.background
        guard fgChanges || bgChanges || wanted != current.attributes else { return }
        let start = bytes.count
        bytes.append(0x1B); bytes.append(UInt8(ascii: "["))
        var separate = false
        let off = current.attributes & ~wanted
        if off != 0 {
            // Bold and dim go off together (22): put back whichever of them stays.
            var turnOn = wanted & ~current.attributes
            if off & 0b11 != 0 { code(22, &separate); turnOn |= wanted & 0b11 }
            if off & TextAttributes.italic.rawValue != 0 { code(23, &separate) }
            if off & TextAttributes.underline.rawValue != 0 { code(24, &separate) }
            if off & TextAttributes.reverse.rawValue != 0 { code(27, &separate) }
            attributeCodes(turnOn, &separate)
        } else {
            attributeCodes(wanted & ~current.attributes, &separate)
        }
        if fgChanges { color(cell.foreground, background: false) }
        if bgChanges { color(cell.background, background: true) }
        bytes.append(UInt8(ascii: "m"))
        // A full reset and the whole pen again, when that is shorter.
        let resetLength = 4 + attributeLength(wanted) + (!blank && cell.foreground != -1 ? colorLength(cell.foreground) + 1 : 0)
            + (cell.background != -1 ? colorLength(cell.background) + 1 : 0)
        if resetLength < bytes.count - start {
            bytes.removeSubrange(start...)
            pen = writeWholePen(for: cell, attributes: wanted)
            return
        }
        if fgChanges { current.foreground = cell.foreground }
        current.background = cell.background
        current.attributes = wanted
        pen = current
    }

    /// Writes an SGR that resets, then sets `attributes` and `cell`'s colours that are not the
    /// default (a blank's foreground left out); returns the pen it leaves.
    private mutating func writeWholePen(for cell: TerminalCell,
                                        attributes: UInt8) -> (foreground: Int32, background: Int32, attributes: UInt8) {
        let blank = cell.foreground == TerminalCell.anyColor
        bytes.append(0x1B); bytes.append(UInt8(ascii: "[")); bytes.append(UInt8(ascii: "0"))
        attributeCodes(on: attributes)
        if !blank && cell.foreground != -1 { color(cell.foreground, background: false) }
        if cell.background != -1 { color(cell.background, background: true) }
        bytes.append(UInt8(ascii: "m"))
        return (blank ? -1 : cell.foreground, cell.background, attributes)
    }

    /// Resets colours and attributes to the terminal's default, unless they are already.
    mutating func resetPen() {
        if penIsDefault { return }
        bytes.append(0x1B); bytes.append(UInt8(ascii: "[")); bytes.append(UInt8(ascii: "m"))
        pen = (-1, -1, 0)
    }

    private static let attributeNumbers: [(UInt8, Int)] = [(1 << 0, 1), (1 << 1, 2), (1 << 4, 3), (1 << 2, 4), (1 << 3, 7)]

    private mutating func attributeCodes(on attributes: UInt8) {
        for (bit, number) in EscapeWriter.attributeNumbers where attributes & bit != 0 {
            bytes.append(UInt8(ascii: ";")); self.number(number)
        }
    }

    private mutating func attributeCodes(_ attributes: UInt8, _ separate: inout Bool) {
        for (bit, number) in EscapeWriter.attributeNumbers where attributes & bit != 0 { code(number, &separate) }
    }

    private func attributeLength(_ attributes: UInt8) -> Int {
        EscapeWriter.attributeNumbers.reduce(0) { $0 + (attributes & $1.0 != 0 ? 2 : 0) }
    }

    private mutating func code(_ value: Int, _ separate: inout Bool) {
        if separate { bytes.append(UInt8(ascii: ";")) }
        number(value)
        separate = true
    }

    /// Colour parameters, after a `;` when needed: 30–37/40–47, 90–97/100–107, 38;5;n/48;5;n, 38;2;r;g;b/48;2;r;g;b
    /// (numbers above 255 are 24-bit values), 39/49 for the default.
    private mutating func color(_ value: Int32, background: Bool) {
        if bytes.last != UInt8(ascii: "[") && bytes.last != UInt8(ascii: ";") { bytes.append(UInt8(ascii: ";")) }
        let base = background ? 40 : 30
        switch value {
        case ..<0: number(base + 9)
        case 0..<8: number(base + Int(value))
        case 8..<16 where !directColor: number(base + 60 + Int(value) - 8)
        case 16..<256 where !directColor: number(base + 8); bytes.append(UInt8(ascii: ";")); number(5); bytes.append(UInt8(ascii: ";")); number(Int(value))
        default:
            number(base + 8); bytes.append(UInt8(ascii: ";")); number(2)
            for shift in [16, 8, 0] { bytes.append(UInt8(ascii: ";")); number(Int(value >> Int32(shift)) & 0xFF) }
        }
    }

    private func colorLength(_ value: Int32) -> Int {
        switch value {
        case ..<8: return 2
        case 8..<16 where !directColor: return 3
        case 16..<256 where !directColor: return 5 + digits(Int(value))
        default: return 5 + digits(Int(value >> 16) & 0xFF) + digits(Int(value >> 8) & 0xFF) + digits(Int(value) & 0xFF) + 3
        }
    }

    // MARK: Content

    /// Writes one glyph (its UTF-8 `utf8`) `columns` wide at the cursor, which moves past it.
    mutating func write(_ utf8: UnsafeBufferPointer<UInt8>, columns: Int) {
        bytes.append(contentsOf: utf8)
        advance(columns)
    }

    /// Writes one ASCII or other single-scalar glyph `columns` wide at the cursor.
    mutating func write(scalar: UInt32, columns: Int) {
        switch scalar {
        case 0..<0x80: bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6)); bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12)); bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18)); bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F)); bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
        advance(columns)
    }

    private mutating func advance(_ columns: Int) {
        guard let (row, column) = cursor else { return }
        // At the last column the cursor waits to wrap; terminals differ on what comes next.
        cursor = column + columns >= width ? nil : (row, column + columns)
    }

    /// Erases `count` cells from the cursor in the pen's background (ECH); the cursor stays.
    mutating func erase(_ count: Int) { csi(count == 1 ? nil : count, final: UInt8(ascii: "X")) }

    /// Erases from the cursor to the end of the row in the pen's background (EL); the cursor stays.
    mutating func eraseToEndOfRow() { csi(nil, final: UInt8(ascii: "K")) }

    /// Deletes `count` cells at the cursor, pulling the rest of the row left (DCH).
    mutating func deleteCells(_ count: Int) { csi(count == 1 ? nil : count, final: UInt8(ascii: "P")) }

    /// Inserts `count` blank cells at the cursor, pushing the rest of the row right (ICH).
    mutating func insertCells(_ count: Int) { csi(count == 1 ? nil : count, final: UInt8(ascii: "@")) }

    /// Clears the whole screen (a strip: from its first row down) to `fill`'s background
    /// (`TerminalCell.clear`: the default colours; another only where the terminal erases in
    /// the current background), with the scrolling region reset to the whole screen (relative
    /// moves stop at its edges), and puts the cursor at the frame's first cell.
    mutating func clearScreen(to fill: TerminalCell = .clear) {
        resetPen()
        if fill != .clear { setPen(for: fill) }
        csi(nil, final: UInt8(ascii: "r"))
        moveAbsolute(row: 0, column: 0)
        csi(isStrip ? nil : 2, final: UInt8(ascii: "J"))
    }

    /// Scrolls rows `top` through `bottom` (0-based) up by `count` rows (> 0: the content moves
    /// up, blank rows come in at the bottom) or down by −`count`, inside a scrolling region set
    /// for it (DECSTBM) and reset after, with IND or RI at the region's edge as every VT100
    /// descendant has them. The rows that come in take the default colours (the pen is reset
    /// first); where the cursor ends is taken as unknown (terminals home it on DECSTBM, but not
    /// every emulator does), so the next move is absolute.
    mutating func scroll(rows top: Int, through bottom: Int, by count: Int) {
        resetPen()
        setScrollingRegion(rows: top, through: bottom)
        moveAbsolute(row: count > 0 ? bottom : top, column: 0)
        for _ in 0..<abs(count) {
            bytes.append(0x1B); bytes.append(count > 0 ? UInt8(ascii: "D") : UInt8(ascii: "M"))
        }
        csi(nil, final: UInt8(ascii: "r"))
        cursor = nil
    }

    /// Shifts the cells of rows `top` through `bottom` (0-based) from `column` to `right`
    /// (inclusive) left by `count` (> 0) or right by −`count`, as deleting or inserting that
    /// many cells at the column would were the row to end at `right` (DCH, ICH), in one
    /// sequence for the band: left and right margins on (DECLRMM, mode 69), a scrolling region
    /// for the rows (DECSTBM), the margins (DECSLRM), delete or insert column at the column
    /// (DECDC, DECIC), then the margins off and the region reset. The pen is set to `fill`
    /// first (nil: as it is), as for a DCH. Where the cursor ends is unknown.
    mutating func shiftColumns(rows top: Int, through bottom: Int, from column: Int, to right: Int, by count: Int,
                               fill: TerminalCell?) {
        if let fill { setPen(for: fill) }
        bytes.append(contentsOf: EscapeWriter.marginsOn)
        setScrollingRegion(rows: top, through: bottom)
        csi(column + 1, right + 1, final: UInt8(ascii: "s"))
        moveAbsolute(row: top, column: column)
        bytes.append(0x1B); bytes.append(UInt8(ascii: "["))
        if abs(count) != 1 { number(abs(count)) }
        bytes.append(UInt8(ascii: "'")); bytes.append(count > 0 ? UInt8(ascii: "~") : UInt8(ascii: "}"))
        bytes.append(contentsOf: EscapeWriter.marginsOff)
        csi(nil, final: UInt8(ascii: "r"))
        cursor = nil
    }

    /// Fills rows `top` through `bottom` (0-based) of column `left` through `right` with `cell`,
    /// a one-column printable ASCII glyph, in its colours and attributes: the pen is set to it
    /// and one fill rectangle (DECFRA, a VT420 rectangle operation, `CSI Pch ; Pt ; Pl ; Pb ;
    /// Pr $ x`) paints the cells in the pen. The cursor does not move.
    mutating func fillRectangle(rows top: Int, through bottom: Int, columns left: Int, through right: Int,
                                with cell: TerminalCell) {
        setPen(for: cell)
        bytes.append(0x1B); bytes.append(UInt8(ascii: "["))
        number(Int(cell.code)); bytes.append(UInt8(ascii: ";"))
        number(top + firstRow + 1); bytes.append(UInt8(ascii: ";"))
        number(left + 1); bytes.append(UInt8(ascii: ";"))
        number(bottom + firstRow + 1); bytes.append(UInt8(ascii: ";"))
        number(right + 1)
        bytes.append(UInt8(ascii: "$")); bytes.append(UInt8(ascii: "x"))
    }

    /// Sets the scrolling region to rows `top` through `bottom` (0-based, of the frame; DECSTBM).
    private mutating func setScrollingRegion(rows top: Int, through bottom: Int) {
        csi(top + firstRow + 1, bottom + firstRow + 1, final: UInt8(ascii: "r"))
    }

    /// Left and right margins on (DECLRMM): `CSI Pl ; Pr s` sets them (not save-cursor).
    private static let marginsOn = Array("\u{1B}[?69h".utf8)
    /// Left and right margins off: the whole width again, `CSI s` saving the cursor again.
    private static let marginsOff = Array("\u{1B}[?69l".utf8)

    /// Shows the terminal's cursor (DECTCEM on), where it is.
    mutating func showCursor() { bytes.append(contentsOf: EscapeWriter.cursorOn) }

    /// Hides the terminal's cursor (DECTCEM off).
    mutating func hideCursor() { bytes.append(contentsOf: EscapeWriter.cursorOff) }

    /// Hides the cursor before the bytes already written (a frame that draws while it shows).
    mutating func hideCursorFirst() { bytes.insert(contentsOf: EscapeWriter.cursorOff, at: 0) }

    private static let cursorOn = Array(TerminalModes.cursorOn.utf8)
    private static let cursorOff = Array("\u{1B}[?25l".utf8)

    // MARK: Numbers

    private mutating func csi(_ parameter: Int?, final: UInt8) {
        bytes.append(0x1B); bytes.append(UInt8(ascii: "["))
        if let parameter { number(parameter) }
        bytes.append(final)
    }

    /// `CSI first ; second final`: a sequence of two numbers (a region, margins).
    private mutating func csi(_ first: Int, _ second: Int, final: UInt8) {
        bytes.append(0x1B); bytes.append(UInt8(ascii: "["))
        number(first); bytes.append(UInt8(ascii: ";")); number(second)
        bytes.append(final)
    }

    private mutating func number(_ value: Int) {
        if value >= 10 { number(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Decimal digits of `value` (≥ 0).
    func digits(_ value: Int) -> Int { value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10000 ? 4 : 5 }
}
