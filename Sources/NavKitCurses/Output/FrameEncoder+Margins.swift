/// Bands shifted with left and right margins: a pane that slides moves its rows alike, and a
/// terminal with margins (DECLRMM) shifts a band of rows at once (DECSLRM and DECDC or DECIC)
/// where delete and insert character take a move and a sequence on every row. Before the rows
/// are encoded, the shift most rows would begin with (planned as without margins,
/// `FrameEncoder+Shifts.swift`) is sent for the run of rows it serves best, and the screen's
/// copy shifted as the terminal's rows were; then again for the next shift, a few times. The
/// rows are then encoded against what the bands left, as a scroll's are.
///
/// A row that begins with a delete and then inserts as many cells further on (a pane beneath
/// moving left, the pane over it staying) moves only the cells between: with margins that is
/// one shift whose right margin ends where the insert's cells do, leaving the rest in place.
extension FrameEncoder {
    /// A shift of the cells from `column` to `right` (a column, inclusive) by `count` (> 0:
    /// left, deleting at `column`; < 0: right, inserting), bringing in `fill` at the far side.
    struct BandShift: Equatable {
        var column: Int
        var right: Int
        var count: Int
        var fill: TerminalCell
        /// How many of a row's own shifts it stands for (one, or a delete and its insert).
        var rowShifts: Int
    }

    /// The most bands a frame sends (a pane, the one beneath it, a shadow's edge).
    static let maxBands = 3
    /// What a band costs in bytes: the mode on and off, the region set and reset, the margins,
    /// a move and the DECDC or DECIC.
    static let bandCost = 40
    /// What a row's own shift costs in bytes, which a band saves on each row that needs it: a
    /// line feed or a short move, and a DCH or ICH.
    static let rowShiftCost = 6

    /// Sends, a few times, the shift that the most changed rows of `frame` (the new frame's
    /// cells, row after row) begin with, for the run of rows where it saves the most bytes, when
    /// it saves more than it costs; the screen's copy follows.
    mutating func shiftBandsIfItPays(_ frame: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width, height = size.height
        guard capabilities.margins, capabilities.shifts, width > 1, height > 1, frame.count == width * height else { return }
        if firstShifts.count != height { firstShifts = Array(repeating: nil, count: height) }
        for _ in 0..<FrameEncoder.maxBands {
            probeFirstShifts(frame)
            guard let (shift, band) = bestCandidateBand(frame) else { return }
            writer.shiftColumns(rows: band.top, through: band.bottom, from: shift.column, to: shift.right,
                                by: shift.count, fill: shift.fill == .unknown ? nil : shift.fill)
            for y in band.top...band.bottom { shiftShown(row: y, by: shift) }
        }
    }

    /// Plans each changed row against the screen, keeping the band shift it begins with in
    /// `firstShifts`: its first shift to the row's end, or with the insert that undoes it further
    /// on, the cells between.
    private mutating func probeFirstShifts(_ frame: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width
        for y in 0..<size.height {
            let row = UnsafeBufferPointer(rebasing: frame[(y * width)..<((y + 1) * width)])
            if shows(row, row: y) { firstShifts[y] = nil; continue }
            work.removeAll(keepingCapacity: true)
            work.append(contentsOf: shown[(y * width)..<((y + 1) * width)])
            planShifts(row)
            guard let first = shifts.first else { firstShifts[y] = nil; continue }
            var band = BandShift(column: first.column, right: width - 1, count: first.count, fill: first.fill, rowShifts: 1)
            if shifts.count > 1, shifts[1].count == -first.count {
                let next = shifts[1], cells = abs(first.count)
                // Deleting then inserting: the cells up to the insert's, the insert's fill brought in.
                // Inserting then deleting: the cells before the delete, the insert's own fill.
                band.right = first.count > 0 ? next.column + cells - 1 : next.column - 1
                band.fill = first.count > 0 ? next.fill : first.fill
                band.rowShifts = 2
            }
            firstShifts[y] = band.right - band.column >= abs(band.count) ? band : nil
        }
    }

    /// The most band shifts tried a time: the rows' first ones, the commonest first (rows of one
    /// pane begin alike but for a blank at their start or end).
    static let maxCandidates = 6

    /// Of the band shifts the rows begin with (the commonest few, on two rows at least), the one
    /// whose best band saves the most, and that band; nil when none saves more than it costs.
    private func bestCandidateBand(_ frame: UnsafeBufferPointer<TerminalCell>) -> (BandShift, (top: Int, bottom: Int))? {
        var candidates: [(shift: BandShift, rows: Int)] = []
        for (y, candidate) in firstShifts.enumerated() {
            guard let candidate, !firstShifts[..<y].contains(candidate) else { continue }
            let rows = firstShifts[y...].reduce(0) { $0 + ($1 == candidate ? 1 : 0) }
            if rows >= 2 { candidates.append((candidate, rows)) }
        }
        candidates.sort { $0.rows > $1.rows }
        var best: (shift: BandShift, band: (top: Int, bottom: Int), saving: Int)?
        for candidate in candidates.prefix(FrameEncoder.maxCandidates) {
            guard let band = bestBand(for: candidate.shift, frame), band.saving > (best?.saving ?? 0) else { continue }
            best = (candidate.shift, (band.top, band.bottom), band.saving)
        }
        return best.map { ($0.shift, $0.band) }
    }

    /// The run of rows that `shift` serves best (Kadane), and what it saves, when that is more
    /// than a band costs: a row that begins with it saves its own shifts; any other row counts
    /// what the shift mends on it less what it spoils, at most its own shifts' worth; a row kept
    /// out of bands (`keepsOutOfBand`) ends the run.
    private func bestBand(for shift: BandShift, _ frame: UnsafeBufferPointer<TerminalCell>)
        -> (top: Int, bottom: Int, saving: Int)? {
        var best: (top: Int, bottom: Int, saving: Int)?
        var top = 0, run = 0
        for y in 0..<size.height {
            let own = FrameEncoder.rowShiftCost * (firstShifts[y]?.rowShifts ?? 1)
            let value = keepsOutOfBand(row: y, by: shift) ? -10_000
                : firstShifts[y] == shift ? own : min(own, valueOfShifting(row: y, by: shift, frame))
            if run <= 0 { top = y; run = 0 }
            run += value
            if run > (best?.saving ?? 0) { best = (top, y, run) }
        }
        guard let best, best.saving > FrameEncoder.bandCost else { return nil }
        return best
    }

    /// True when row `y` must be left to its own shifts rather than join a band of `shift`: it
    /// has a wide glyph where the band moves cells or just past its right margin. A band never
    /// cuts a glyph in two; xterm moves whole ones right with DECDC and DECIC, but rows of wide
    /// text are few, and a row's own shifts were checked in more terminals.
    private func keepsOutOfBand(row y: Int, by shift: BandShift) -> Bool {
        let start = y * size.width
        for x in shift.column...min(size.width - 1, shift.right + 1) where shown[start + x].width != 1 { return true }
        return false
    }

    /// What shifting row `y` by `shift` is worth, in cells, on a row that does not begin with it:
    /// cells it mends less cells it spoils.
    private func valueOfShifting(row y: Int, by shift: BandShift, _ frame: UnsafeBufferPointer<TerminalCell>) -> Int {
        let width = size.width, start = y * width
        var value = 0
        for x in shift.column...shift.right {
            let target = frame[start + x]
            let before = shown[start + x]
            let after = shiftedCell(at: x, row: start, by: shift)
            if before == target && after != target { value -= 1 }
            if before != target && after == target { value += 1 }
        }
        return value
    }

    /// The cell column `x` (within the shift's margins) of the screen's row starting at `start`
    /// shows after `shift`.
    private func shiftedCell(at x: Int, row start: Int, by shift: BandShift) -> TerminalCell {
        if shift.count > 0 {
            return x + shift.count <= shift.right ? shown[start + x + shift.count] : shift.fill
        }
        return x < shift.column - shift.count ? shift.fill : shown[start + x + shift.count]
    }

    /// Shifts the screen's copy of row `y` as the band shifted the terminal's: the cells brought
    /// in are the shift's fill; a wide glyph pushed against the right margin leaves its first
    /// half unknown, and so does the cell xterm blanks after a delete (`deleteBlanksOneMore`;
    /// rows with wide glyphs are kept out of bands, so only an unknown cell can cause it).
    private mutating func shiftShown(row y: Int, by shift: BandShift) {
        let start = y * size.width
        if shift.count > 0 {
            let edge = shift.right + 1 - shift.count
            let blanksOne = FrameEncoder.deleteBlanksOneMore(shown[start + edge], moving: edge > shift.column)
            for x in shift.column...shift.right { shown[start + x] = shiftedCell(at: x, row: start, by: shift) }
            if blanksOne {
                shown.withUnsafeMutableBufferPointer { screen in
                    let row = UnsafeMutableBufferPointer(rebasing: screen[start..<(start + size.width)])
                    FrameEncoder.forgetBlankedCell(at: edge - 1, in: row)
                }
            }
        } else {
            var x = shift.right
            while x >= shift.column {
                shown[start + x] = shiftedCell(at: x, row: start, by: shift)
                x -= 1
            }
            if shown[start + shift.right].width == 2 { shown[start + shift.right] = .unknown }
        }
    }
}
