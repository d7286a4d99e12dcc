import NavKit

/// Shift planning: the deletes and inserts (DCH, ICH) that line a row on screen up with the new one.
extension FrameEncoder {
    /// One shift planned on a row: `count` cells deleted (> 0) or inserted (< 0) at `column`;
    /// the cells it brings in are `fill` (a blank in the pen's background, under bce) or unknown.
    struct Shift: Equatable {
        var column: Int
        var count: Int
        var fill: TerminalCell
    }

    /// Finds shifts that line the row on screen (`work`) up with `target`, greedily from the
    /// left, and applies them to `work` as the terminal will.
    mutating func planShifts(_ target: UnsafeBufferPointer<TerminalCell>) {
        shifts.removeAll(keepingCapacity: true)
        let width = size.width
        // The cells a shift brings in are blanks in the pen's background (bce): with the pen set
        // to the blank they should be, they need no writing. DCH brings them in at the row's end.
        let capabilities = self.capabilities
        let endFill = FrameEncoder.fillCell(target[width - 1], capabilities)
        var budget = FrameEncoder.searchBudget
        var hints = self.hints
        self.hints = []  // moved out and back: changing it must not copy it
        work.withUnsafeMutableBufferPointer { work in
            var endGain = 0  // DCH's blanks that are what the row's end needs
            if endFill != .unknown {
                var j = width - 1
                while j >= 0 && width - j <= FrameEncoder.maxShift && target[j] == endFill && work[j] != endFill {
                    endGain += 1
                    j -= 1
                }
            }
            var x = 0
            while x < width && budget > 0 {
                if work[x] == target[x] { x += 1; continue }
                guard work[x].width != 0, target[x].width != 0 else { x += 1; continue }
                let insertFill = FrameEncoder.fillCell(target[x], capabilities)
                var best = (score: 0, count: 0)
                // The shifts that paid on the rows above usually pay here (one pane, one motion).
                for count in hints {
                    let score = FrameEncoder.score(count, at: x, work, target, endGain: endGain,
                                                   insertFill: insertFill, budget: &budget)
                    if score > best.score { best = (score, count) }
                }
                if best.score < FrameEncoder.goodScore {
                    let limit = min(FrameEncoder.maxShift, width - 1 - x)
                    var k = 1
                    while k <= limit && budget > 0 {
                        let deleting = FrameEncoder.score(k, at: x, work, target, endGain: endGain,
                                                          insertFill: insertFill, budget: &budget)
                        if deleting > best.score { best = (deleting, k) }
                        let inserting = FrameEncoder.score(-k, at: x, work, target, endGain: endGain,
                                                           insertFill: insertFill, budget: &budget)
                        if inserting > best.score { best = (inserting, -k) }
                        k += 1
                    }
                }
                guard best.count != 0 else { x += 1; continue }
                let count = best.count
                if !hints.contains(count) {
                    if hints.count == 4 { hints.removeFirst() }
                    hints.append(count)
                }
                let fill = count > 0 ? endFill : insertFill
                shifts.append(Shift(column: x, count: count, fill: fill))
                if count > 0 {
                    FrameEncoder.delete(count, at: x, bringing: fill, in: work)
                    endGain = 0
                    x += 1
                } else {
                    let k = -count
                    var i = width - 1
                    while i >= x + k { work[i] = work[i - k]; i -= 1 }
                    // tmux (3.3) clears only as many inserted cells as it moved: past that, the
                    // old cells stay. What lies there is not known.
                    let moved = width - x - k
                    for j in x..<(x + k) { work[j] = j - x < moved ? fill : .unknown }
                    if work[width - 1].width == 2 { work[width - 1] = .unknown }  // its half fell off
                    x += k
                }
            }
            // A row whose left part changed all over (a page beneath that dims) spends the budget
            // before it reaches the pane that slid over it: that pane's delete is found from the
            // row's end instead.
            if budget <= 0 && shifts.isEmpty,
               let (column, count) = FrameEncoder.deleteFromTheEnd(work, target, bringing: endFill) {
                shifts.append(Shift(column: column, count: count, fill: endFill))
                FrameEncoder.delete(count, at: column, bringing: endFill, in: work)
            }
        }
        self.hints = hints
    }

    /// Applies to the row `work` a delete of `count` cells at `x` as the terminal does it: the
    /// cells after them move left, `fill` comes in at the row's end, and xterm's extra blank
    /// (`deleteBlanksOneMore`) leaves its cell not known.
    static func delete(_ count: Int, at x: Int, bringing fill: TerminalCell,
                       in work: UnsafeMutableBufferPointer<TerminalCell>) {
        let width = work.count
        let blanksOne = deleteBlanksOneMore(work[width - count], moving: width - count > x)
        for i in x..<(width - count) { work[i] = work[i + count] }
        for i in (width - count)..<width { work[i] = fill }
        if blanksOne { forgetBlankedCell(at: width - count - 1, in: work) }
    }

    /// The delete (column, count) that lines up the longest run of cells ending at the row's end
    /// (a pane that slid left, up to the right edge), when that run is `endRunLead` cells longer
    /// than any other count's (a blank end matches for every count) and it mends more than
    /// `endRunLead` cells beyond those it spoils (the row's end, where `endFill` comes in); nil
    /// otherwise. Costs a comparison a count and a cell of each run but
    /// its part where both rows end in one cell.
    static func deleteFromTheEnd(_ work: UnsafeMutableBufferPointer<TerminalCell>,
                                 _ target: UnsafeBufferPointer<TerminalCell>,
                                 bringing endFill: TerminalCell) -> (column: Int, count: Int)? {
        let width = work.count
        guard width > 2 else { return nil }
        // Where both rows end in one cell, every count matches: those cells are not compared.
        let end = target[width - 1]
        var targetEnd = width, workEnd = width
        while targetEnd > 0 && target[targetEnd - 1] == end { targetEnd -= 1 }
        while workEnd > 0 && work[workEnd - 1] == end { workEnd -= 1 }
        var best = (run: 0, count: 0), second = 0
        for k in 1...min(maxShift, width - 2) {
            var i = min(width - k - 1, max(targetEnd, workEnd - k) - 1)
            while i >= 0 && work[i + k] == target[i] { i -= 1 }
            let run = width - k - 1 - i
            if run > best.run { second = best.run; best = (run, k) } else if run > second { second = run }
        }
        guard best.count > 0, best.run >= second + endRunLead else { return nil }
        let column = width - best.count - best.run
        guard target[column].width != 0, work[column].width != 0 else { return nil }
        // What it mends, less what it spoils at the row's end, where the blanks it brings in land.
        var mended = 0
        for i in column..<(width - best.count) where work[i] != target[i] { mended += 1 }
        for i in (width - best.count)..<width where work[i] == target[i] && target[i] != endFill { mended -= 1 }
        return mended > endRunLead ? (column, best.count) : nil
    }

    /// How much longer than any other the run a delete from the row's end lines up must be.
    static let endRunLead = 8

    /// True when xterm, deleting cells up to a right edge (DCH to the row's end, DECDC to the
    /// right margin), also blanks the cell just left of the cells it brings in: it clears them
    /// with a check meant for a wide glyph cut at their left edge, made after the move, so when
    /// `first` (the first of them, before the move) was a wide glyph's trailing half (or may
    /// have been), the cell that was at the edge, now just left of them, is blanked as well.
    /// xterm 379 does (and 410's code is the same; DECISIONS: "xterm blanks a cell a delete
    /// moved"). `moving`: some cells move at all.
    static func deleteBlanksOneMore(_ first: TerminalCell, moving: Bool) -> Bool {
        moving && (first.width == 0 || first == .unknown)
    }

    /// Marks the cell at `x` of a row `work` after such a delete as not known (xterm blanked it,
    /// other terminals did not), with the wide glyph whose trailing half it holds: the glyph
    /// shows cut in xterm, whole elsewhere. What is not known is written again.
    static func forgetBlankedCell(at x: Int, in work: UnsafeMutableBufferPointer<TerminalCell>) {
        guard x >= 0 else { return }
        if work[x].width == 0 && x > 0 { work[x - 1] = .unknown }
        work[x] = .unknown
    }

    /// A score this good from a hinted shift ends the search at that column.
    static let goodScore = 12

    /// What shifting by `count` at `x` saves, in bytes of glyphs not written, less its cost (≤ 0: not worth it):
    /// deleting (`count` > 0) brings `work[x + count...]` to `x`; inserting takes `work[x...]` to
    /// `x - count`, with `insertFill` in the gap.
    static func score(_ count: Int, at x: Int, _ work: UnsafeMutableBufferPointer<TerminalCell>,
                              _ target: UnsafeBufferPointer<TerminalCell>, endGain: Int,
                              insertFill: TerminalCell, budget: inout Int) -> Int {
        let width = work.count
        let cost = 3  // a move (often a line feed) and a DCH or ICH
        budget -= 1
        if count > 0 {
            let k = count
            guard x + k < width, work[x + k] == target[x] else { return 0 }
            var i = 0, gain = 0
            while x + k + i < width && work[x + k + i] == target[x + i] {
                if work[x + i] != target[x + i] { gain += target[x + i].byteCount }
                i += 1
            }
            budget -= i
            return gain + min(k, endGain) - cost
        }
        let k = -count
        guard x + k < width, work[x] == target[x + k] else { return 0 }
        var i = 0, gain = 0
        while x + k + i < width && work[x + i] == target[x + k + i] {
            if work[x + k + i] != target[x + k + i] { gain += target[x + k + i].byteCount }
            i += 1
        }
        budget -= i
        for j in x..<(x + k) {
            if work[j] == target[j] && target[j] != insertFill { gain -= target[j].byteCount }   // matched; now a blank
            if work[j] != target[j] && target[j] == insertFill { gain += 1 }   // the blank it needed
        }
        return gain - cost
    }

    /// `cell` when a shift can bring it in (an erasable blank the terminal can fill with), else unknown.
    static func fillCell(_ cell: TerminalCell, _ capabilities: Capabilities) -> TerminalCell {
        cell.isErasable && capabilities.canErase(on: cell.background) ? cell : .unknown
    }
}
