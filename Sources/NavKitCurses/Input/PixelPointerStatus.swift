import NavKit

/// Whether the terminal reports the pointer in pixels (SGR-Pixels, mode 1016), as it answered
/// when asked at start: for a HUD, a status line or a settings page.
public enum PixelPointerStatus: Equatable, Sendable {
    /// Not asked: the mouse is off, pixel reports were turned off, or the terminal is not of
    /// xterm's family (where asking is safe).
    case notAsked
    /// Asked; no answer yet.
    case asking
    /// Pixel reports are on; a cell is `cellSize` pixels (nil until known: reports wait for it).
    case on(cellSize: Size?)
    /// The terminal answered that the mode is off (its DECRQM `setting`: 0 not recognised,
    /// 2 reset, 4 permanently reset): reports stay in cells.
    case declined(setting: Int)
    /// The terminal answered the frame's status request but not the question (it has no
    /// DECRQM): reports stay in cells.
    case noAnswer

    /// True when pointer positions carry fractions of a cell.
    public var isOn: Bool {
        if case .on(let size) = self { return size != nil }
        return false
    }
}
