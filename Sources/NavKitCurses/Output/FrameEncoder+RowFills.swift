/// Row fills: a long run of blanks in a colour that erase character (ECH) may not be trusted to
/// paint, painted by erasing to the end of the row (EL) instead, which every terminal that says
/// `bce` fills in the pen's background (Konsole and QTerminal too, and any terminal before it has
/// said what it is). What the erase spoils after the run is written again by the segments.
/// Column fills: where the terminal fills rectangles (DECFRA), a run of one cell down a column
/// is painted at once.
extension FrameEncoder {
    /// Fewest blanks in a run worth an erase to the end of the row: the erase costs a pen change,
    /// a move and the EL, about 16 bytes, against a byte a blank written.
    static let fillRunMinimum = 24

    /// Sends, for row `y` now showing `work` and to show `target`, an EL at each long run of
    /// blanks that differs from the screen and that ECH may not erase, where that costs less
    /// than writing them; `work` then holds what the row shows after those erases.
    mutating func fillRuns(_ y: Int, target: UnsafeBufferPointer<TerminalCell>) {
        // Only where erase character is not trusted with a colour and erase in line is: elsewhere
        // no run qualifies, and the row is not scanned (every changed row of every frame).
        guard capabilities.erase, capabilities.coloredLineErase, !capabilities.coloredErase else { return }
        let width = size.width
        var x = 0
        while x < width {
            let cell = target[x]
            guard cell.isErasable, work[x] != cell, !capabilities.canErase(on: cell.background),
                  capabilities.canEraseToEnd(on: cell.background) else { x += 1; continue }
            var end = x + 1
            while end < width && target[end] == cell { end += 1 }
            // Never cut a wide glyph on screen in two.
            let cutsWideGlyph = work[x].width == 0 || (x > 0 && work[x - 1].width == 2)
            if !cutsWideGlyph && end - x - FrameEncoder.fillRunMinimum > spoiledCost(after: end, by: cell, target) {
                writer.setPen(for: cell)
                writer.move(toRow: y, column: x)
                writer.eraseToEndOfRow()
                for p in x..<width { work[p] = cell }
            }
            x = end
        }
    }

    /// Bytes it takes to write again the cells from `start` on that show right now and that an
    /// erase to the end of the row in `fill` would spoil: one erase when they all lie in the
    /// row's trailing blanks, else about a byte each.
    private func spoiledCost(after start: Int, by fill: TerminalCell, _ target: UnsafeBufferPointer<TerminalCell>) -> Int {
        let width = size.width
        var spoiled = 0, first = width
        for p in start..<width where work[p] == target[p] && target[p] != fill {
            spoiled += target[p].byteCount
            first = min(first, p)
        }
        guard spoiled > 0 else { return 0 }
        let tail = target[width - 1]
        let inTail = tail.isErasable && capabilities.canEraseToEnd(on: tail.background)
            && (first..<width).allSatisfy { target[$0] == tail }
        return inTail ? min(spoiled, FrameEncoder.fillRunMinimum / 2) : spoiled
    }

    /// Fewest rows down a column worth one fill rectangle: DECFRA costs about 20 bytes with its
    /// pen, a cell written down a column about 3 (a line feed, a backspace, the glyph).
    static let columnFillMinimum = 8

    /// Where the terminal fills rectangles, sends one fill for each run of at least
    /// `columnFillMinimum` rows down a column that must all change to one printable cell (a
    /// sliding pane's shadow, whose shade changes every frame), before the rows are encoded;
    /// the screen's copy follows, so the rows skip those cells.
    mutating func fillColumnsIfItPays(_ frame: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width, height = size.height
        guard capabilities.rectangles, frame.count == width * height else { return }
        for x in 0..<width {
            var y = 0
            while y < height {
                let cell = frame[y * width + x]
                guard fillable(cell, column: x, row: y, frame) else { y += 1; continue }
                var bottom = y
                while bottom + 1 < height, frame[(bottom + 1) * width + x] == cell,
                      fillable(cell, column: x, row: bottom + 1, frame) {
                    bottom += 1
                }
                if bottom - y + 1 >= FrameEncoder.columnFillMinimum {
                    writer.fillRectangle(rows: y, through: bottom, columns: x, through: x, with: cell)
                    for row in y...bottom { shown[row * width + x] = cell }
                }
                y = bottom + 1
            }
        }
    }

    /// True when the screen's cell at column `x` of row `y` must become `cell`, the frame's cell
    /// there, and a column fill pays for it and may paint it: a printable ASCII glyph that differs
    /// from the cells either side of it in the frame (a run along the row is written or erased
    /// cheaper by the row), over a cell that holds no half of a wide glyph.
    private func fillable(_ cell: TerminalCell, column x: Int, row y: Int,
                          _ frame: UnsafeBufferPointer<TerminalCell>) -> Bool {
        let index = y * size.width + x
        guard cell.width == 1, (0x20...0x7E).contains(cell.code), shown[index] != cell, shown[index].width == 1
        else { return false }
        if x > 0 && frame[index - 1] == cell { return false }
        return x == size.width - 1 || (frame[index + 1] != cell && shown[index + 1].width != 0)
    }
}
