/// A grid of cells that the compositor paints and the front end shows.
///
/// Invariant: a wide glyph always occupies a leading cell (width 2) followed by
/// a continuation cell (width 0) on the same row; no operation leaves half of
/// one. Overwriting either half of a wide glyph blanks the other half; a wide
/// glyph cut by a clip edge is drawn as a blank in the visible half.
/// Equality and `description` compare and print the grid as rows of text,
/// which makes a canvas its own snapshot.
public struct Canvas: Equatable, Sendable, CustomStringConvertible {
    /// Width and height in cells.
    public private(set) var size: Size
    /// Cells in row-major order, `size.area` of them.
    public private(set) var cells: [Cell]

    /// Creates a canvas of `size` filled with blanks in `style`.
    public init(size: Size, style: Style = .plain) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.area)
    }

    /// The whole canvas as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

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
            place(newValue, x: x, y: y)
        }
    }

    /// Changes the size, filling every cell with blanks in `style` (reuses storage).
    public mutating func reset(size newSize: Size, style: Style = .plain) {
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
        let area = rect.intersection(bounds)
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
    /// Control characters and escape sequences are shown inert (see
    /// `TerminalText.sanitized`). A wide glyph that does not fit whole is not
    /// drawn. Returns the column after the last glyph written.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style,
                                                  clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        guard point.y >= area.minY, point.y < area.maxY else {
            return x + TerminalText.width(of: text)
        }
        for raw in text {
            let character = TerminalText.sanitized(raw)
            let width = TerminalText.width(of: character)
            if x >= area.maxX { break }
            if x >= area.minX && x + width <= area.maxX {
                place(Cell(character, style: style, width: UInt8(width)), x: x, y: point.y)
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
        let area = (clip ?? bounds).intersection(bounds)
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

    /// Lays black over every cell of `rect` at alpha `amount` (0…1).
    public mutating func dim(_ rect: Rect, by amount: Double) {
        guard amount > 0 else { return }
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * size.width
            var lastIn: Style? = nil
            var lastOut = Style.plain
            for x in area.minX..<area.maxX {
                let style = cells[row + x].style
                if style != lastIn {
                    lastIn = style
                    lastOut = style.dimmed(by: amount)
                }
                cells[row + x].style = lastOut
            }
        }
    }

    /// Adds `attributes` to every cell of `rect` (the dim look on terminals with few colours).
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * size.width
            for x in area.minX..<area.maxX { cells[row + x].style.attributes.formUnion(attributes) }
        }
    }

    /// Draws `░` over every cell of `rect`, keeping each cell's style (a shadow without colours).
    public mutating func shade(_ rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                place(Cell("░", style: self[x, y].style, width: 1), x: x, y: y)
            }
        }
    }

    /// Casts a shadow over `rect`: each cell becomes a blank in its background darkened by
    /// `amount` (0…1), hiding what was there, so a shadow column looks the same on every row
    /// whatever lies under it. Cells on the terminal's default background are dimmed instead.
    public mutating func castShadow(_ rect: Rect, by amount: Double) {
        guard amount > 0 else { return }
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let style = self[x, y].style
                guard style.background.components != nil else {
                    cells[y * size.width + x].style = style.dimmed(by: amount)
                    continue
                }
                let shade = style.background.dimmed(by: amount)
                place(.blank(Style(foreground: shade, background: shade)), x: x, y: y)
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
    private mutating func place(_ cell: Cell, x: Int, y: Int) {
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
    private mutating func breakWideGlyph(x: Int, y: Int) {
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

extension Canvas {
    /// This canvas squeezed or stretched to `newSize` by sampling the nearest
    /// cell. A wide glyph whose two halves do not land side by side becomes a blank.
    public func scaled(to newSize: Size) -> Canvas {
        var result = Canvas(size: newSize)
        guard newSize.area > 0, size.area > 0 else { return result }
        var row = [Cell]()
        row.reserveCapacity(newSize.width)
        for y in 0..<newSize.height {
            let sourceY = min(size.height - 1, y * size.height / newSize.height)
            row.removeAll(keepingCapacity: true)
            var x = 0
            while x < newSize.width {
                let sourceX = min(size.width - 1, x * size.width / newSize.width)
                let cell = self[sourceX, sourceY]
                let nextSourceX = x + 1 < newSize.width ? min(size.width - 1, (x + 1) * size.width / newSize.width) : -1
                if cell.width == 2 && nextSourceX == sourceX + 1 {
                    row.append(cell)
                    row.append(.continuation(cell.style))
                    x += 2
                    continue
                }
                row.append(cell.width == 1 ? cell : .blank(cell.style))
                x += 1
            }
            result.replaceRow(y, with: row)
        }
        return result
    }

    /// Lays `source` (top-left at `origin`) over this canvas at `opacity` (0…1):
    /// colours mix; below half opacity the glyphs beneath show, fading out,
    /// above it the source's glyphs show, fading in. Wide glyphs stay whole.
    public mutating func blend(_ source: Canvas, at origin: Point, opacity: Double) {
        let alpha = min(1, max(0, opacity))
        if alpha >= 1 { draw(source, at: origin); return }
        guard alpha > 0 else { return }
        let area = bounds.intersection(Rect(origin: origin, size: source.size))
        guard !area.isEmpty else { return }
        var under = [Style](repeating: .plain, count: area.size.width)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { under[x - area.minX] = self[x, y].style }
            if alpha >= 0.5 {
                draw(source, at: origin, clip: Rect(x: area.minX, y: y, width: area.size.width, height: 1))
            }
            let rowStart = y * size.width
            for x in area.minX..<area.maxX {
                let below = under[x - area.minX]
                let above = source[x - origin.x, y - origin.y].style
                var style = alpha >= 0.5 ? cells[rowStart + x].style : below
                style.background = below.background.mixed(with: above.background, by: alpha)
                if alpha >= 0.5 {
                    style.foreground = style.background.mixed(with: above.foreground, by: (alpha - 0.5) * 2)
                } else {
                    style.foreground = below.foreground.mixed(with: style.background, by: alpha * 2)
                }
                cells[rowStart + x].style = style
            }
        }
    }

    /// Replaces row `y` with `row` (exactly `size.width` well-formed cells).
    private mutating func replaceRow(_ y: Int, with row: [Cell]) {
        precondition(row.count == size.width)
        let start = y * size.width
        cells.replaceSubrange(start..<(start + size.width), with: row)
    }
}
