import NavKit

/// Segment writing: what differs after the shifts, grouped by pen and written with short moves.
extension FrameEncoder {
    /// A run of cells on one row, written with one pen: `target` cells `start..<end` of `row`.
    struct Segment {
        var row: Int32
        var start: Int32
        var end: Int32
        /// The pen group (an index into `pens`).
        var pen: Int32
        /// True when the run reaches the row's trailing blanks: erase to the end of the row there.
        var erasesToEnd: Bool
    }

    /// Collects the runs of `target` that `work` does not show yet, split where the pen changes.
    mutating func collectSegments(_ y: Int, target: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width
        // Where the row ends in one erasable blank: from there, EL finishes it in 3 bytes.
        var tail = width
        if capabilities.canEraseToEnd(on: target[width - 1].background), target[width - 1].isErasable {
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
    mutating func addSegments(_ y: Int, from start: Int, to end: Int,
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
    static func samePen(_ a: TerminalCell, _ b: TerminalCell) -> Bool {
        if a.background != b.background { return false }
        if a.foreground == TerminalCell.anyColor { return b.attributes & TerminalCell.visibleOnBlank == 0 }
        if b.foreground == TerminalCell.anyColor { return a.attributes & TerminalCell.visibleOnBlank == 0 }
        return a.foreground == b.foreground && a.attributes == b.attributes
    }

    /// The group of cells written with `cell`'s pen (a blank's group has no foreground).
    mutating func penGroup(_ cell: TerminalCell) -> Int32 {
        var pen = cell
        pen.code = 0
        pen.width = 1
        if let index = pens.firstIndex(of: pen) { return Int32(index) }
        pens.append(pen)
        return Int32(pens.count - 1)
    }

    /// Writes the collected segments, a pen group at a time (the current pen's group first),
    /// each group's runs top to bottom.
    mutating func writeSegments(canvas: Canvas) {
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
    static func isTail(_ screen: UnsafeBufferPointer<TerminalCell>, row: Int, from p: Int, width: Int) -> Bool {
        let cell = screen[row + p]
        guard cell.isErasable else { return false }
        for x in (p + 1)..<width where screen[row + x] != cell { return false }
        return true
    }
}
