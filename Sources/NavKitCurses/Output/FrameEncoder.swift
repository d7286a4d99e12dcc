import NavKit

/// Turns what the terminal shows into the next frame with few bytes, row by row:
/// 1. text that moved sideways (a sliding pane, parallax) is shifted in place with delete- and
///    insert-character (DCH, ICH), found by matching the row on screen against the new one;
/// 2. what still differs is written, with the shortest cursor moves, SGRs that carry only
///    what changed, and runs of blanks erased (ECH, EL) instead of written.
///
/// It keeps its own copy of the screen (`shown`), so it never needs the terminal's answer.
struct FrameEncoder {
    /// Which optional sequences the terminal takes.
    struct Capabilities {
        /// Delete and insert character (DCH, ICH) with a count.
        var shifts = true
        /// Erase character and erase to the end of the row (ECH, EL).
        var erase = true
        /// Erasing fills with the current background (terminfo `bce`), not only the default one.
        var coloredErase = true

        /// True when a blank on `background` can be erased instead of written.
        func canErase(on background: Int32) -> Bool { erase && (coloredErase || background == -1) }
    }

    /// One shift planned on a row: `count` cells deleted (> 0) or inserted (< 0) at `column`;
    /// the cells it brings in are `fill` (a blank in the pen's background, under bce) or unknown.
    private struct Shift {
        var column: Int
        var count: Int
        var fill: TerminalCell
    }

    var capabilities: Capabilities
    private(set) var writer = EscapeWriter()
    /// True when `\n` reaches the terminal as a bare line feed (see `EscapeWriter.lineFeedMovesDown`).
    var lineFeedMovesDown: Bool {
        get { writer.lineFeedMovesDown }
        set { writer.lineFeedMovesDown = newValue }
    }
    /// What the terminal shows, row after row (`TerminalCell.unknown` where it is not known).
    private(set) var shown: [TerminalCell] = []
    private(set) var size = Size(width: 0, height: 0)
    private var work: [TerminalCell] = []
    private var shifts: [Shift] = []
    /// Shift counts that paid on recent rows, tried first on the next.
    private var hints: [Int] = []
    private var segments: [Segment] = []
    private var ordered: [Segment] = []
    private var counts: [Int] = []
    /// The pens of this frame's segment groups.
    private var pens: [TerminalCell] = []

    /// The widest shift looked for, in cells.
    static let maxShift = 64
    /// Cell comparisons a row's shift search may spend (bounds the time on rows no shift helps).
    static let searchBudget = 1500

    /// An encoder for a terminal with `capabilities`; `directColor`: colour numbers from 8 up are 24-bit.
    init(capabilities: Capabilities = Capabilities(), directColor: Bool = false) {
        self.capabilities = capabilities
        writer.directColor = directColor
    }

    /// Starts a frame of `size`; with `clear` (or a new size) the screen is cleared first.
    mutating func begin(size: Size, clear: Bool) {
        writer.reset(width: size.width)
        if clear || size != self.size {
            self.size = size
            shown = Array(repeating: .clear, count: size.width * size.height)
            writer.clearScreen()
        }
    }

    /// True when row `y` of the screen already shows `target`.
    func shows(_ target: UnsafeBufferPointer<TerminalCell>, row y: Int) -> Bool {
        shown.withUnsafeBufferPointer { screen in
            let start = y * size.width
            for x in 0..<size.width where screen[start + x] != target[x] { return false }
            return true
        }
    }

    /// Plans what turns row `y` into `target` (cells of the frame's row `y`, converted): sends
    /// the row's shifts now and keeps the cells left to write for `finish`.
    mutating func encodeRow(_ y: Int, target: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width
        let start = y * width
        work.removeAll(keepingCapacity: true)
        work.append(contentsOf: shown[start..<(start + width)])
        if capabilities.shifts {
            planShifts(target)
            for shift in shifts {
                if shift.fill != .unknown { writer.setPen(for: shift.fill) }
                writer.move(toRow: y, column: shift.column)
                if shift.count > 0 { writer.deleteCells(shift.count) } else { writer.insertCells(-shift.count) }
            }
        }
        collectSegments(y, target: target)
        shown.withUnsafeMutableBufferPointer { screen in
            for x in 0..<width { screen[start + x] = target[x] }
        }
    }

    /// Writes the cells left to write, grouped by colours and attributes (one SGR a group, a
    /// short move a run), then sets the pen back to the default; returns the frame's bytes.
    /// `canvas` is the frame (for glyphs longer than one scalar).
    mutating func finish(canvas: Canvas) -> [UInt8] {
        writeSegments(canvas: canvas)
        if !writer.bytes.isEmpty { writer.resetPen() }
        return writer.bytes
    }

    // MARK: Shifts

    /// Finds shifts that line the row on screen (`work`) up with `target`, greedily from the
    /// left, and applies them to `work` as the terminal will.
    private mutating func planShifts(_ target: UnsafeBufferPointer<TerminalCell>) {
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
                    for i in x..<(width - count) { work[i] = work[i + count] }
                    for i in (width - count)..<width { work[i] = fill }
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
        }
        self.hints = hints
    }

    /// A score this good from a hinted shift ends the search at that column.
    static let goodScore = 12

    /// What shifting by `count` at `x` saves, in bytes of glyphs not written, less its cost (≤ 0: not worth it):
    /// deleting (`count` > 0) brings `work[x + count...]` to `x`; inserting takes `work[x...]` to
    /// `x - count`, with `insertFill` in the gap.
    private static func score(_ count: Int, at x: Int, _ work: UnsafeMutableBufferPointer<TerminalCell>,
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
    private static func fillCell(_ cell: TerminalCell, _ capabilities: Capabilities) -> TerminalCell {
        cell.isErasable && capabilities.canErase(on: cell.background) ? cell : .unknown
    }

    // MARK: Writing

    /// A run of cells on one row, written with one pen: `target` cells `start..<end` of `row`.
    private struct Segment {
        var row: Int32
        var start: Int32
        var end: Int32
        /// The pen group (an index into `pens`).
        var pen: Int32
        /// True when the run reaches the row's trailing blanks: erase to the end of the row there.
        var erasesToEnd: Bool
    }

    /// Collects the runs of `target` that `work` does not show yet, split where the pen changes.
    private mutating func collectSegments(_ y: Int, target: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width
        // Where the row ends in one erasable blank: from there, EL finishes it in 3 bytes.
        var tail = width
        if capabilities.canErase(on: target[width - 1].background), target[width - 1].isErasable {
            tail = width - 1
            while tail > 0 && target[tail - 1] == target[width - 1] { tail -= 1 }
        }
        work.withUnsafeBufferPointer { work in
            var x = 0
            while x < width {
                if work[x] == target[x] { x += 1; continue }
                var start = x
                // Never write half a wide glyph: start at its leading half, and redraw a glyph whose
                // trailing half is about to be overwritten.
                while start > 0 && (target[start].width == 0 || work[start].width == 0) { start -= 1 }
                // The run: mismatches, cells whose wide glyph was cut, and short gaps that take no pen change.
                var end = start
                var p = start
                while p < width {
                    if p >= tail { end = width; break }
                    p += target[p].width == 2 ? 2 : 1
                    end = p
                    if p >= width { break }
                    if work[p] != target[p] || work[p].width == 0 { continue }
                    var q = p
                    while q < width && q - p <= 3 && work[q] == target[q] { q += 1 }
                    guard q < width, q - p <= 3, q > p else { break }
                    var cheap = true
                    for g in p..<q where target[g].width != 1 || target[g].code >= 0x80
                        || !FrameEncoder.samePen(target[g], target[p - 1]) {
                        cheap = false
                    }
                    if !cheap { break }
                    p = q
                }
                addSegments(y, from: start, to: end, target: target, tail: tail)
                x = max(end, x + 1)
            }
        }
    }

    /// Splits `start..<end` of row `y` where the pen changes and adds the pieces; from `tail`
    /// on (the row's trailing blanks) one piece erases to the end of the row.
    private mutating func addSegments(_ y: Int, from start: Int, to end: Int,
                                      target: UnsafeBufferPointer<TerminalCell>, tail: Int) {
        var p = start
        while p < end {
            if p >= tail {
                segments.append(Segment(row: Int32(y), start: Int32(p), end: Int32(size.width),
                                        pen: penGroup(target[p]), erasesToEnd: true))
                return
            }
            var pen = target[p]
            var q = p + (target[p].width == 2 ? 2 : 1)
            while q < end && q < tail {
                let cell = target[q]
                if cell.width == 0 { q += 1; continue }
                guard FrameEncoder.samePen(cell, pen) else { break }
                if pen.foreground == TerminalCell.anyColor {
                    pen.foreground = cell.foreground
                    pen.attributes = cell.attributes
                }
                q += cell.width == 2 ? 2 : 1
            }
            segments.append(Segment(row: Int32(y), start: Int32(p), end: Int32(q), pen: penGroup(pen), erasesToEnd: false))
            p = q
        }
    }

    /// True when `a` can be written with the pen set for `b`: the same colours and attributes, or
    /// one of them a blank on the same background with nothing that shows on a blank.
    private static func samePen(_ a: TerminalCell, _ b: TerminalCell) -> Bool {
        if a.background != b.background { return false }
        if a.foreground == TerminalCell.anyColor { return b.attributes & TerminalCell.visibleOnBlank == 0 }
        if b.foreground == TerminalCell.anyColor { return a.attributes & TerminalCell.visibleOnBlank == 0 }
        return a.foreground == b.foreground && a.attributes == b.attributes
    }

    /// The group of cells written with `cell`'s pen (a blank's group has no foreground).
    private mutating func penGroup(_ cell: TerminalCell) -> Int32 {
        var pen = cell
        pen.code = 0
        pen.width = 1
        if let index = pens.firstIndex(of: pen) { return Int32(index) }
        pens.append(pen)
        return Int32(pens.count - 1)
    }

    /// Writes the collected segments, a pen group at a time (the current pen's group first),
    /// each group's runs top to bottom.
    private mutating func writeSegments(canvas: Canvas) {
        guard !segments.isEmpty else { return }
        // A stable bucket sort by group keeps each group's runs in screen order.
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: pens.count + 1))
        for segment in segments { counts[Int(segment.pen) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        ordered.removeAll(keepingCapacity: true)
        ordered.append(contentsOf: segments)
        for segment in segments {
            ordered[counts[Int(segment.pen)]] = segment
            counts[Int(segment.pen)] += 1
        }
        let width = size.width
        var index = 0
        while index < ordered.count {
            let segment = ordered[index]
            index += 1
            let y = Int(segment.row), start = Int(segment.start), end = Int(segment.end)
            writer.setPen(for: pens[Int(segment.pen)])
            writer.move(toRow: y, column: start)
            shown.withUnsafeBufferPointer { screen in
                let row = y * width
                var p = start
                while p < end {
                    let cell = screen[row + p]
                    if segment.erasesToEnd && FrameEncoder.isTail(screen, row: row, from: p, width: width) {
                        writer.eraseToEndOfRow()
                        return
                    }
                    if cell.isErasable, capabilities.canErase(on: cell.background) {
                        var q = p + 1
                        while q < end && screen[row + q] == cell { q += 1 }
                        let run = q - p
                        // ECH (3–5 bytes) and a move past the run (3–5) against one byte a blank.
                        if run > 3 + writer.digits(run) + 4 {
                            writer.erase(run)
                            p = q
                            if p < end { writer.move(toRow: y, column: p) }
                            continue
                        }
                    }
                    if cell.code & 0x8000_0000 == 0 {
                        writer.write(scalar: cell.code, columns: cell.width == 2 ? 2 : 1)
                    } else {
                        let utf8 = Array(String(canvas[p, y].character).utf8)
                        utf8.withUnsafeBufferPointer { writer.write($0, columns: cell.width == 2 ? 2 : 1) }
                    }
                    p += cell.width == 2 ? 2 : 1
                }
            }
        }
        segments.removeAll(keepingCapacity: true)
        pens.removeAll(keepingCapacity: true)
    }

    /// True when the row's cells from `p` to its end are one erasable blank.
    private static func isTail(_ screen: UnsafeBufferPointer<TerminalCell>, row: Int, from p: Int, width: Int) -> Bool {
        let cell = screen[row + p]
        guard cell.isErasable else { return false }
        for x in (p + 1)..<width where screen[row + x] != cell { return false }
        return true
    }
}
