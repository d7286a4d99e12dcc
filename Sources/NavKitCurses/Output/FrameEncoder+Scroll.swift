/// Scroll planning: a band of rows whose content moved up or down (a sheet sliding up, a list
/// scrolled by the wheel) is scrolled on the terminal (a scrolling region and IND or RI) instead
/// of written again, when that leaves fewer cells to write.
extension FrameEncoder {
    /// The most rows a frame's content is looked for moved by, up or down.
    static let maxScroll = 12
    /// The least a scroll must save, in cells left to write, to pay for its sequences (the
    /// region set and reset, the moves, an IND or RI a row: about 30 bytes).
    static let scrollMinimumSaving = 48

    /// Scrolls a band of the rows on screen up or down when that lines more of them up with
    /// `frame` (the new frame's cells, row after row) than it spoils. The rows it moved are then
    /// encoded as usual, against what the scroll left on screen.
    mutating func scrollIfItPays(_ frame: UnsafeBufferPointer<TerminalCell>) {
        let width = size.width, height = size.height
        guard capabilities.scroll, height > 2, width > 0, frame.count == width * height else { return }
        guard let count = likelyScroll(frame) else { return }
        let plan: (top: Int, bottom: Int, saving: Int)? = shown.withUnsafeBufferPointer { screen in
            FrameEncoder.bestBand(frame, screen, width: width, height: height, count: count)
        }
        guard let plan, plan.saving >= FrameEncoder.scrollMinimumSaving else { return }
        writer.scroll(rows: plan.top, through: plan.bottom, by: count)
        // The screen's copy moves as the terminal's rows did; the rows that come in are blanks
        // in the default colours (the pen was reset for them).
        shown.withUnsafeMutableBufferPointer { screen in
            if count > 0 {
                for y in plan.top...plan.bottom {
                    for x in 0..<width {
                        screen[y * width + x] = y + count <= plan.bottom ? screen[(y + count) * width + x] : .clear
                    }
                }
            } else {
                for y in stride(from: plan.bottom, through: plan.top, by: -1) {
                    for x in 0..<width {
                        screen[y * width + x] = y + count >= plan.top ? screen[(y + count) * width + x] : .clear
                    }
                }
            }
        }
    }

    /// The likeliest scroll (rows; > 0: the content moved up), found by matching the middle
    /// third of each changed row of `frame` against the rows on screen above and below it; nil
    /// unless it is found for at least half of the changed rows that are not blank there (a
    /// page sliding sideways may have a few rows alike by chance; a sheet or a list that moves
    /// has nearly all).
    private mutating func likelyScroll(_ frame: UnsafeBufferPointer<TerminalCell>) -> Int? {
        let width = size.width, height = size.height
        let from = width / 3, to = max(from + 1, width * 2 / 3)
        // The hashes' arrays are made with the screen (`begin`) and written in place.
        guard rowHashes.count == height, rowBlanks.count == height, shownRowHashes.count == height else { return nil }
        rowHashes.withUnsafeMutableBufferPointer { target in
            rowBlanks.withUnsafeMutableBufferPointer { blank in
                for y in 0..<height {
                    let row = FrameEncoder.hash(frame, from: y * width + from, to: y * width + to)
                    target[y] = row.value
                    blank[y] = row.blank
                }
            }
        }
        shown.withUnsafeBufferPointer { screen in
            shownRowHashes.withUnsafeMutableBufferPointer { onScreen in
                for y in 0..<height { onScreen[y] = FrameEncoder.hash(screen, from: y * width + from, to: y * width + to).value }
            }
        }
        let target = rowHashes, blank = rowBlanks, onScreen = shownRowHashes
        var changed = 0
        for y in 0..<height where !blank[y] && target[y] != onScreen[y] { changed += 1 }
        var best: (count: Int, matches: Int)?
        for count in -FrameEncoder.maxScroll...FrameEncoder.maxScroll where count != 0 && abs(count) < height {
            var matches = 0
            for y in max(0, -count)..<min(height, height - count)
                where !blank[y] && target[y] != onScreen[y] && target[y] == onScreen[y + count] {
                matches += 1
            }
            if matches >= 2 && matches > (best?.matches ?? 0) { best = (count, matches) }
        }
        guard let best, best.matches * 2 >= changed else { return nil }
        return best.count
    }

    /// The hash of cells `from..<to` of `cells`, and whether they are all alike (a blank band).
    private static func hash(_ cells: UnsafeBufferPointer<TerminalCell>, from: Int, to: Int) -> (value: UInt64, blank: Bool) {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        var blank = true
        let first = cells[from]
        for index in from..<to {
            let cell = cells[index]
            value = (value ^ cell.hashBits) &* 0x100_0000_01b3
            if cell != first { blank = false }
        }
        return (value, blank)
    }

    /// The band of rows that scrolling by `count` (> 0: up) serves best, and the cells it saves:
    /// rows whose content is found `count` rows away, in the run that saves the most (Kadane),
    /// with the rows the scroll blanks at the band's far edge counted against it.
    private static func bestBand(_ frame: UnsafeBufferPointer<TerminalCell>, _ screen: UnsafeBufferPointer<TerminalCell>,
                                 width: Int, height: Int, count: Int) -> (top: Int, bottom: Int, saving: Int)? {
        func differing(_ y: Int, _ source: Int?) -> Int {
            var cells = 0
            for x in 0..<width where frame[y * width + x] != (source.map { screen[$0 * width + x] } ?? .clear) {
                cells += 1
            }
            return cells
        }
        // Rows whose source is on screen: y + count within it.
        let rows = max(0, -count)..<min(height, height - count)
        var best: (start: Int, end: Int, gain: Int)?
        var start = rows.lowerBound, run = 0
        for y in rows {
            let gain = differing(y, y) - differing(y, y + count)
            if run <= 0 { start = y; run = 0 }
            run += gain
            if run > (best?.gain ?? 0) { best = (start, y, run) }
        }
        guard let best else { return nil }
        // Scrolled up, the rows below the band come in blank; scrolled down, those above it.
        let top = count > 0 ? best.start : best.start + count
        let bottom = count > 0 ? best.end + count : best.end
        let blanked = count > 0 ? (best.end + 1)...bottom : top...(best.start - 1)
        var loss = 0
        for y in blanked { loss += differing(y, nil) - differing(y, y) }
        return (top, bottom, best.gain - loss)
    }
}
