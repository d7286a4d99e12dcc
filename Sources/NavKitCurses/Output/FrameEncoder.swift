import NavKit

/// Turns what the terminal shows into the next frame with few bytes, row by row:
/// 1. rows whose content moved up or down (a sheet sliding up, a list scrolled) are scrolled
///    inside a scrolling region, found by matching rows against the rows on screen above and
///    below them (`FrameEncoder+Scroll.swift`); text that moved sideways (a sliding pane,
///    parallax) is shifted in place with delete- and insert-character (DCH, ICH), found by
///    matching the row on screen against the new one (where the terminal has left and right
///    margins, a band of rows that slide alike first, at once: `FrameEncoder+Margins.swift`);
/// 2. what still differs is written, with the shortest cursor moves, SGRs that carry only
///    what changed, and runs of blanks erased (ECH, EL) instead of written.
///
/// It keeps its own copy of the screen (`shown`), so it never needs the terminal's answer.
/// Planning the shifts is in `FrameEncoder+Shifts.swift`, long runs of blanks painted by
/// erasing to the end of the row in `FrameEncoder+RowFills.swift`, writing what is left in
/// `FrameEncoder+Segments.swift`.
struct FrameEncoder {
    /// Which optional sequences the terminal takes.
    struct Capabilities {
        /// Delete and insert character (DCH, ICH) with a count.
        var shifts = true
        /// Erase character and erase to the end of the row (ECH, EL).
        var erase = true
        /// A scrolling region (DECSTBM) with index and reverse index (IND, RI) at its edges.
        var scroll = true
        /// Erasing fills with the current background (terminfo `bce`), not only the default one.
        var coloredErase = true
        /// Clearing the screen (ED) and erasing to the end of the row (EL) fill with the current
        /// background (terminfo `bce`). Kept apart from `coloredErase`: Konsole and QTerminal
        /// clear the screen and the rest of a row in the current background, though they fill
        /// the blanks insert- and erase-character open with the default one.
        var coloredLineErase = true
        /// Left and right margins (DECLRMM, DECSLRM) with insert and delete column (DECIC,
        /// DECDC): a band of rows that slide alike is shifted at once
        /// (`FrameEncoder+Margins.swift`). Off unless the terminal says it has them and is known
        /// to draw them right.
        var margins = false
        /// Rectangle operations (VT420's DECFRA): a column of one cell down many rows (a pane's
        /// shadow) is filled at once (`FrameEncoder+RowFills.swift`). Where margins are: a
        /// terminal that has them is a VT420 or later.
        var rectangles: Bool { margins }

        /// True when a blank on `background` can be erased (ECH) instead of written.
        func canErase(on background: Int32) -> Bool { erase && (coloredErase || background == -1) }
        /// True when a row's trailing blanks on `background` can be erased to its end (EL).
        func canEraseToEnd(on background: Int32) -> Bool { erase && (coloredLineErase || background == -1) }
    }

    var capabilities: Capabilities
    var writer = EscapeWriter()
    /// True when `\n` reaches the terminal as a bare line feed (see `EscapeWriter.lineFeedMovesDown`).
    var lineFeedMovesDown: Bool {
        get { writer.lineFeedMovesDown }
        set { writer.lineFeedMovesDown = newValue }
    }
    /// What the terminal shows, row after row (`TerminalCell.unknown` where it is not known).
    var shown: [TerminalCell] = []
    /// Cells the frame being encoded changes on the screen (since `begin`).
    private(set) var changedCells = 0
    private(set) var size = Size(width: 0, height: 0)
    var work: [TerminalCell] = []
    var shifts: [Shift] = []
    /// With margins, each row's first planned shift (nil: none, or the row shows already).
    var firstShifts: [BandShift?] = []
    /// Each row's hash in the new frame, whether it is blank there, and its hash on screen, for
    /// finding a scroll (kept from frame to frame).
    var rowHashes: [UInt64] = [], rowBlanks: [Bool] = [], shownRowHashes: [UInt64] = []
    /// Shift counts that paid on recent rows, tried first on the next.
    var hints: [Int] = []
    var segments: [Segment] = []
    var ordered: [Segment] = []
    var counts: [Int] = []
    /// The pens of this frame's segment groups.
    var pens: [TerminalCell] = []
    /// Where the terminal's cursor shows (a text field's insertion point), or nil while hidden.
    private(set) var shownCursor: Point?
    /// True when the terminal's cursor may show, where is not known (after a resize or a resume).
    private var cursorUnknown = false
    /// Where the hidden cursor was left resting on the focus (`Canvas.focusPoint`), or nil.
    private var restingCursor: Point?

    /// The widest shift looked for, in cells.
    static let maxShift = 64
    /// Cell comparisons a row's shift search may spend (bounds the time on rows no shift helps).
    static let searchBudget = 1500

    /// An encoder for a terminal with `capabilities`; `directColor`: colour numbers from 8 up are 24-bit.
    init(capabilities: Capabilities = Capabilities(), directColor: Bool = false) {
        self.capabilities = capabilities
        writer.directColor = directColor
    }

    /// Starts a frame of `size`; with `clear` (or a new size) the screen is cleared first, to
    /// `fill` (the frame's commonest blank: then only what differs from it is written) where
    /// the terminal clears in the current background, else to the default colours.
    mutating func begin(size: Size, clear: Bool, fill: TerminalCell = .clear) {
        writer.reset(width: size.width)
        changedCells = 0
        if clear || size != self.size {
            self.size = size
            let fill = capabilities.coloredLineErase && fill.isErasable ? fill : .clear
            shown = Array(repeating: fill, count: size.width * size.height)
            rowHashes = Array(repeating: 0, count: size.height)  // made here, with the screen: no frame allocates
            rowBlanks = Array(repeating: false, count: size.height)
            shownRowHashes = Array(repeating: 0, count: size.height)
            writer.clearScreen(to: fill)
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
        fillRuns(y, target: target)
        collectSegments(y, target: target)
        var changed = 0
        shown.withUnsafeMutableBufferPointer { screen in
            for x in 0..<width {
                if screen[start + x] != target[x] { changed += 1 }
                screen[start + x] = target[x]
            }
        }
        changedCells += changed
    }

    /// Writes the cells left to write, grouped by colours and attributes (one SGR a group, a
    /// short move a run), leaves the pen as the last cell set it (the next frame starts from it:
    /// a spinner's glyph in the same colours as the last costs no SGR), and puts the terminal's cursor
    /// where the frame has it (`Canvas.cursor`: shown there; else hidden, resting on the focus,
    /// `Canvas.focusPoint`, where a screen reader follows it); returns the frame's bytes.
    /// `canvas` is the frame (for glyphs longer than one scalar). A cursor that shows is
    /// hidden while the frame draws, so no terminal shows it running over the screen.
    mutating func finish(canvas: Canvas) -> [UInt8] {
        writeSegments(canvas: canvas)
        let cursor = canvas.cursor.flatMap { canvas.bounds.contains($0) ? $0 : nil }
        let resting = cursor == nil ? canvas.focusPoint.flatMap { canvas.bounds.contains($0) ? $0 : nil } : nil
        let drew = !writer.bytes.isEmpty
        let wasShown = shownCursor != nil || cursorUnknown
        if drew && wasShown { writer.hideCursorFirst() }
        if let cursor {
            if drew || cursorUnknown || cursor != shownCursor {
                writer.move(toRow: cursor.y, column: cursor.x)
                if drew || !wasShown || cursorUnknown { writer.showCursor() }
            }
        } else {
            if wasShown && !drew { writer.hideCursor() }
            if let resting, drew || resting != restingCursor { writer.move(toRow: resting.y, column: resting.x) }
        }
        shownCursor = cursor
        restingCursor = resting
        cursorUnknown = false
        return writer.bytes
    }

    /// Forgets whether and where the cursor shows (after a resize, or the terminal handed back
    /// and taken again): the next frame puts it right, shown where it has one, else hidden.
    mutating func forgetCursor() {
        writer.forgetPen()
        shownCursor = nil
        restingCursor = nil
        cursorUnknown = true
    }
}
