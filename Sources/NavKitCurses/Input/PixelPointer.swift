import NavKit

/// The pixel pointer's negotiation, one value with one owner (the run loop's core): whether the
/// terminal was asked for SGR-Pixels (mode 1016), what it answered, whether reports are in
/// pixels now, and a cell's size in pixels; and the reading of pointer reports by that state.
package struct PixelPointer: Equatable, Sendable {
    /// True when the terminal was asked whether it has pixel reports (its answer comes before
    /// the answer to the first frame's status request, or never).
    package var asked = false
    /// What it answered (DECRQM 1016: 0 not recognised, 1 set, 2 reset, 3 permanently set,
    /// 4 permanently reset); nil before any answer.
    package private(set) var answer: Int?
    /// True when reports are in pixels: the terminal said the mode is set, or it was turned on
    /// after an answer that it has it (2, reset).
    package private(set) var isOn = false
    /// A cell's size in pixels (nil: not known yet; pixel reports wait for it).
    package private(set) var cellSize: Size?
    /// The terminal row (from 0) the app's row 0 is on (an inline strip's top): reports are
    /// counted from it, and a press or a wheel above it (on the shell's lines) is no event.
    package var firstRow = 0
    /// True once a frame's status answer came: an answer that has not come by then never will.
    private var statusAnswered = false

    /// A negotiation that has not started.
    package init() {}

    /// Takes the terminal's `answer`: the mode's setting, a cell size, a frame's status.
    package mutating func take(_ answer: TerminalAnswer) {
        switch answer {
        case let .pixelMode(setting):
            self.answer = setting
            if setting == 1 || setting == 3 { isOn = true }   // on already
            if setting == 0 || setting == 4 { isOn = false }
        case let .cellSize(size):
            cellSizeChanged(to: size)
        case .status:
            statusAnswered = true
        case .identity, .keyboardFlags, .marginsMode:
            break
        }
    }

    /// A cell is now `size` pixels, as the tty tells (nil or empty: unknown; the last known
    /// size stays).
    package mutating func cellSizeChanged(to size: Size?) {
        if let size, size.width > 0, size.height > 0 { cellSize = size }
    }

    /// True once, when the terminal answered that it has pixel reports but they are off (2): the
    /// shell turns them on now, and from here reports are read as pixels.
    package mutating func takeSwitch() -> Bool {
        guard asked, answer == 2, !isOn else { return false }
        isOn = true
        return true
    }

    /// What the negotiation says, for a HUD or a settings page.
    package var status: PixelPointerStatus {
        guard asked else { return .notAsked }
        if let answer {
            if isOn { return .on(cellSize: cellSize) }
            return answer == 2 ? .asking : .declined(setting: answer)
        }
        return statusAnswered ? .noAnswer : .asking
    }

    /// Reads one decoded `item` in its order: an event is itself, a pointer report the event
    /// it stands for now, and an answer updates the negotiation (nil); the rest is no event
    /// (nil: the run loop reads key releases and signal keys itself).
    package mutating func read(_ item: TerminalInput) -> Event? {
        switch item {
        case let .event(event): return event
        case let .pointerReport(report): return event(for: report)
        case let .answer(answer):
            take(answer)
            return nil
        case .keyRelease, .interruptKey, .suspendKey:
            return nil
        }
    }

    /// The event `report` stands for: in cells (counted from 1) while pixel reports are off; in
    /// pixels (counted from 0, as xterm sends them) while on, a cell and the fraction of a cell
    /// the pointer is into it; nil while on and the cell size is not known yet.
    package func event(for report: PointerReport) -> Event? {
        guard isOn else {
            let row = report.y - 1 - firstRow
            if isAboveStrip(row, report) { return nil }
            return .pointer(PointerEvent(report.kind, at: Point(x: max(0, report.x - 1), y: max(0, row))))
        }
        guard let cell = cellSize else { return nil }
        let fromTop = report.y - firstRow * cell.height
        if isAboveStrip(fromTop, report) { return nil }
        let x = max(0, report.x), y = max(0, fromTop)
        return .pointer(PointerEvent(report.kind, at: Point(x: x / cell.width, y: y / cell.height),
                                     subcellX: Double(x % cell.width) / Double(cell.width),
                                     subcellY: Double(y % cell.height) / Double(cell.height)))
    }

    /// True when `report`, `offset` below the strip's top (cells or pixels; negative: above it),
    /// falls on the shell's lines above an inline strip and is no drag or release of a press
    /// made in it: no event.
    private func isAboveStrip(_ offset: Int, _ report: PointerReport) -> Bool {
        offset < 0 && firstRow > 0 && report.kind != .drag && report.kind != .release
    }
}
