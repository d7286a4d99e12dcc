/// A grid of cells that the compositor paints and the front end shows.
///
/// Invariant: a wide glyph always occupies a leading cell (width 2) followed by
/// a continuation cell (width 0) on the same row; no operation leaves half of
/// one. Overwriting either half of a wide glyph blanks the other half; a wide
/// glyph cut by a clip edge is drawn as a blank in the visible half.
/// Effects (dimming, shadows, scaling, blending) are in `Canvas+Effects.swift`.
/// Equality and `description` compare and print the grid (`description` as rows of text),
/// which makes a canvas its own snapshot.
public struct Canvas: Equatable, Sendable, CustomStringConvertible {
    /// Width and height in cells.
    public private(set) var size: Size
    /// Cells in row-major order, `size.area` of them.
    public internal(set) var cells: [Cell]
    /// The theme the app draws with (`EngineConfiguration.theme`, adapted to the terminal's
    /// colours): a screen's `draw` takes its styles from here. Not part of equality.
    public var theme: Theme
    /// Where the terminal shows its own cursor (a text field's insertion point), in the
    /// canvas's cells; nil hides it (the default). A screen sets it in `draw`; the engine shows
    /// it only while the screen is at rest on top. Not part of equality.
    public var cursor: Point?
    /// Where the focused element begins (the selected row's first character, the focused
    /// button's title, a field's insertion point), in the canvas's cells; nil where nothing has
    /// the focus. The terminal's cursor rests there after every frame, hidden in the normal look
    /// (shown in the accessible one), so a screen reader and a braille display follow the focus.
    /// A part sets it in `draw`; a `Stack` keeps the focused part's. Not part of equality.
    public var focusPoint: Point?

    /// Creates a canvas of `size` filled with blanks in `style`, for drawing with `theme`.
    public init(size: Size, style: Style = .plain, theme: Theme = .terminal) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.area)
        self.theme = theme
    }

    /// Two canvases are equal when their grids are: the same size and the same cells.
    public static func == (a: Canvas, b: Canvas) -> Bool { a.size == b.size && a.cells == b.cells }

    /// The whole canvas as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Where drawing lands (cells): what is written, filled, drawn or set outside it is
    /// dropped. The whole canvas, except inside `clipped(to:_:)`. Not part of equality.
    public var clipRect: Rect { narrowedClip?.intersection(bounds) ?? bounds }
    /// The rectangle `clipped(to:_:)` narrowed drawing to, if any.
    private var narrowedClip: Rect?

    /// Runs `draw` with drawing narrowed to `rect` (within the clip already in force), then
    /// restores the clip: a stack draws each part so, and a part never draws outside its frame.
    public mutating func clipped(to rect: Rect, _ draw: (inout Canvas) -> Void) {
        let saved = narrowedClip
        narrowedClip = rect.intersection(clipRect)
        draw(&self)
        narrowedClip = saved
    }

    /// The cell at column `x`, row `y`; both must be inside the canvas. Setting a cell blanks the
    /// other half of any wide glyph it overlaps (a wide cell needs room for its two columns).
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(x >= 0 && x < size.width && y >= 0 && y < size.height, "cell (\(x), \(y)) outside \(size)")
            return cells[y * size.width + x]
        }
        set {
            precondition(x >= 0 && x < size.width && y >= 0 && y < size.height, "cell (\(x), \(y)) outside \(size)")
            precondition(!newValue.isContinuation, "a continuation cell is placed with its wide glyph")
            guard narrowedClip == nil || clipRect.contains(Point(x: x, y: y)) else { return }
            place(newValue, x: x, y: y)
        }
    }

    /// Changes the size, filling every cell with blanks in `style` (reuses storage).
    public mutating func reset(size newSize: Size, style: Style = .plain) {
        cursor = nil
        focusPoint = nil
        if newSize == size {
            fill(bounds, style: style)
            return
        }
        size = newSize
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: repeatElement(.blank(style), count: newSize.area))
    }

    /// Fills `rect` (clipped to the canvas) with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(clipRect)
        guard !area.isEmpty else { return }
        let blank = Cell.blank(style)
        for y in area.minY..<area.maxY {
            breakWideGlyph(x: area.minX, y: y)
            breakWideGlyph(x: area.maxX - 1, y: y)
            let row = y * size.width
            for x in area.minX..<area.maxX { cells[row + x] = blank }
        }
    }

    /// Writes `text` from `point` on one row, clipped to `clip` (default: the canvas).
    ///
    /// It writes one line: a line break (LF, CRLF, a lone CR…) is drawn as ⏎
    /// (`TerminalText.lineBreakMark`) and what follows it is written too, so a name or a title
    /// that holds one is shown whole (lay out text of several lines with `TextLayout` first).
    /// A tab moves to the next stop every `TextLayout.tabWidth` columns from `point.x`. Other
    /// control characters and escape sequences are shown inert (see `TerminalText.sanitized`).
    /// A wide glyph that does not fit whole is not drawn. Returns the column after the last glyph.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style,
                                                  clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(clipRect)
        let drawsRow = point.y >= area.minY && point.y < area.maxY
        var x = point.x
        if TerminalText.isPrintableASCII(text) {
            // A cell a byte, nothing to make safe: the bytes themselves (most text is this).
            guard drawsRow else { return x + text.utf8.count }
            for byte in text.utf8 {
                if x >= area.maxX { break }
                if x >= area.minX { place(Cell(ascii: byte, style: style), x: x, y: point.y) }
                x += 1
            }
            return x
        }
        for raw in text {
            if raw == "\t" {
                let stop = point.x + TextLayout.tabStop(after: x - point.x)
                while drawsRow && x < stop && x < area.maxX {
                    if x >= area.minX { place(Cell(" ", style: style, width: 1), x: x, y: point.y) }
                    x += 1
                }
                x = stop
                continue
            }
            let character = TerminalText.sanitized(raw)
            let width = TerminalText.width(of: character)
            if drawsRow {
                if x >= area.maxX { break }
                if x >= area.minX && x + width <= area.maxX {
                    place(Cell(character, style: style, width: UInt8(width)), x: x, y: point.y)
                }
            }
            x += width
        }
        return x
    }

    /// Draws `source` with its top-left cell at `origin`, clipped to `clip` (default: the canvas).
    ///
    /// A wide glyph cut by the clip edge is drawn as a blank in its visible half,
    /// so the result never holds half a glyph.
    public mutating func draw(_ source: Canvas, at origin: Point, clip: Rect? = nil) {
        let area = (clip ?? bounds).intersection(clipRect)
            .intersection(Rect(origin: origin, size: source.size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let sourceRow = (y - origin.y) * source.size.width - origin.x
            let row = y * size.width
            breakWideGlyph(x: area.minX, y: y)
            breakWideGlyph(x: area.maxX - 1, y: y)
            var x = area.minX
            while x < area.maxX {
                let cell = source.cells[sourceRow + x]
                switch cell.width {
                case 2 where x + 1 >= area.maxX:
                    cells[row + x] = .blank(cell.style)          // right half cut off
                    x += 1
                case 2:
                    cells[row + x] = cell
                    cells[row + x + 1] = source.cells[sourceRow + x + 1]
                    x += 2
                case 0:
                    cells[row + x] = .blank(cell.style)          // left half cut off
                    x += 1
                default:
                    cells[row + x] = cell
                    x += 1
                }
            }
        }
    }

    /// The text of row `y`, one character per column (continuation cells skipped).
    public func text(ofRow y: Int) -> String {
        var line = ""
        let row = y * size.width
        for x in 0..<size.width where cells[row + x].width != 0 {
            line.append(cells[row + x].character)
        }
        return line
    }

    /// Every row as text, top to bottom.
    public var rows: [String] { (0..<size.height).map(text(ofRow:)) }

    public var description: String { rows.joined(separator: "\n") }

    /// True when every wide glyph is whole (leading cell followed by its continuation).
    public var isWellFormed: Bool {
        guard cells.count == size.area else { return false }
        for y in 0..<size.height {
            let row = y * size.width
            var x = 0
            while x < size.width {
                switch cells[row + x].width {
                case 2:
                    if x + 1 >= size.width || cells[row + x + 1].width != 0 { return false }
                    x += 2
                case 1: x += 1
                default: return false
                }
            }
        }
        return true
    }

    // MARK: - Keeping wide glyphs whole

    /// Puts `cell` at (x, y), blanking the other half of any wide glyph it overlaps.
    mutating func place(_ cell: Cell, x: Int, y: Int) {
        breakWideGlyph(x: x, y: y)
        let index = y * size.width + x
        if cell.width == 2 {
            guard x + 1 < size.width else {
                cells[index] = .blank(cell.style)
                return
            }
            breakWideGlyph(x: x + 1, y: y)
            cells[index] = cell
            cells[index + 1] = .continuation(cell.style)
        } else {
            cells[index] = cell
        }
    }

    /// If (x, y) holds half of a wide glyph, turns both halves into blanks.
    mutating func breakWideGlyph(x: Int, y: Int) {
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return }
        let index = y * size.width + x
        switch cells[index].width {
        case 2 where x + 1 < size.width:
            cells[index] = .blank(cells[index].style)
            cells[index + 1] = .blank(cells[index + 1].style)
        case 0 where x > 0:
            cells[index] = .blank(cells[index].style)
            cells[index - 1] = .blank(cells[index - 1].style)
        default:
            break
        }
    }
}
