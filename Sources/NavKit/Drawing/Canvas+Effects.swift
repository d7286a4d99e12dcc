/// Effects the compositor lays over canvases: dimming, attributes and shading for terminals
/// with few colours, shadows, scaling and blending.
extension Canvas {
    /// Lays black over every cell of `rect` at alpha `amount` (0…1).
    public mutating func dim(_ rect: Rect, by amount: Double) {
        guard amount > 0 else { return }
        let area = rect.intersection(clipRect)
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

    /// Gives every cell of `rect` the style `style`, keeping its glyph (an inactive top bar
    /// drawn in the theme's secondary style).
    public mutating func restyle(_ rect: Rect, to style: Style) {
        let area = rect.intersection(clipRect)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * size.width
            for x in area.minX..<area.maxX { cells[row + x].style = style }
        }
    }

    /// Adds `attributes` to every cell of `rect` (the dim look on terminals with few colours).
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
        let area = rect.intersection(clipRect)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * size.width
            for x in area.minX..<area.maxX { cells[row + x].style.attributes.formUnion(attributes) }
        }
    }

    /// Draws `░` over every cell of `rect`, keeping each cell's style (a shadow without colours).
    public mutating func shade(_ rect: Rect) {
        let area = rect.intersection(clipRect)
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
        let area = rect.intersection(clipRect)
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
        let area = clipRect.intersection(Rect(origin: origin, size: source.size))
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
    mutating func replaceRow(_ y: Int, with row: [Cell]) {
        precondition(row.count == size.width)
        let start = y * size.width
        cells.replaceSubrange(start..<(start + size.width), with: row)
    }
}
