/// A list with columns: their layout, the header row and the cells (sorting: `ListView+Sorting`).
extension ListView {
    /// The row of the columns' titles: the list's first, or the one below its search line.
    var headerRow: Int { frame.minY + (hasSearch ? 1 : 0) }

    /// The column whose right boundary is at `point`, on the header row.
    func columnBoundary(at point: Point) -> Int? {
        guard point.y == headerRow, frame.contains(point) else { return nil }
        return columnLayout?.boundary(at: point.x)
    }

    /// Follows the resize drag: the column takes its width at the press plus the drag, live.
    func followColumnResize(_ pan: GestureRecognizer) {
        switch pan.state {
        case .began:
            guard let column = pan.start.flatMap(columnBoundary(at:)), let layout = columnLayout else { return }
            resizing = (column, layout.spans[column].width)
            fallthrough
        case .changed:
            guard let resizing, resizing.column < columns.count else { return }
            let width = max(columns[resizing.column].minimumWidth, resizing.width + pan.translation.x)
            if draggedWidths[resizing.column] != width { draggedWidths[resizing.column] = width }
        case .ended, .cancelled, .failed:
            resizing = nil
        case .possible:
            return
        }
    }

    /// The column whose title is at `point`, on the header row of a list that sorts.
    func columnTitle(at point: Point) -> ColumnTitleTarget? {
        guard sorts, point.y == headerRow, frame.contains(point),
              let layout = columnLayout else { return nil }
        guard layout.boundary(at: point.x) == nil else { return nil }     // a boundary resizes
        return layout.spans.firstIndex { $0.isShown && point.x >= $0.x && point.x < $0.x + $0.width }
            .map(ColumnTitleTarget.init)
    }

    /// The columns laid out across the list for `shown`, the rows that show (needed only by
    /// columns that fit their cells).
    func layoutColumns(_ shown: [ListRow]) -> ColumnLayout {
        return ColumnLayout(columns, x: frame.minX + 1, room: max(0, frame.size.width - 2), sortMark: sorts,
                            dragged: draggedWidths) { column in
            shown.reduce(0) { widest, row in
                column < row.cells.count ? max(widest, TerminalText.width(of: row.cells[column].text)) : widest
            }
        }
    }

    /// Draws the header row: each column's title, bold, in the secondary style, where its cells go.
    func drawColumnHeader(_ layout: ColumnLayout, in canvas: inout Canvas) {
        let rect = Rect(x: frame.minX, y: headerRow, width: frame.size.width, height: 1)
        guard frame.contains(rect.origin) else { return }
        canvas.fill(rect, style: canvas.theme.content)
        let style = canvas.theme.secondary.adding(.bold)
        for (index, (column, span)) in zip(columns, layout.spans).enumerated() where span.isShown {
            var title = column.title
            if let sortOrder, sortOrder.column == index { title += sortOrder.ascending ? "▲" : "▼" }
            drawCell(title, in: (span.x, span.width), alignment: column.alignment, y: rect.minY, style: style, clip: rect,
                     in: &canvas)
        }
    }

    /// Draws `row`'s cells on row `y`, moved `shift` cells left, each cut to its column: in
    /// `style` when `selected`, else in the cell's own style or `style`.
    func drawCells(of row: ListRow, in layout: ColumnLayout, style: Style, selected: Bool, y: Int, shift: Int,
                   clip: Rect, in canvas: inout Canvas) {
        for (index, (column, span)) in zip(columns, layout.spans).enumerated()
            where index < row.cells.count && span.isShown {
            let cell = row.cells[index]
            drawCell(cell.text, in: (span.x - shift, span.width), alignment: column.alignment, y: y,
                     style: selected ? style : cell.style ?? style, clip: clip, in: &canvas)
        }
    }

    /// Writes `text` in a column's `span`, cut with `…` when wider, at its left or right.
    private func drawCell(_ text: String, in span: (x: Int, width: Int), alignment: ListColumn.Alignment, y: Int,
                          style: Style, clip: Rect, in canvas: inout Canvas) {
        let shown = TerminalText.truncated(text, fitting: span.width)
        let x = alignment == .trailing ? span.x + span.width - TerminalText.width(of: shown) : span.x
        canvas.write(shown, at: Point(x: x, y: y), style: style, clip: clip)
    }
}
