import NavKit

/// One thing the terminal sent, in the order it came: an event for the engine, a pointer
/// report whose coordinates may be pixels, or an answer to a question the app asked.
package enum TerminalInput: Equatable, Sendable {
    /// A key or a pointer event in cells, as the engine takes it.
    case event(Event)
    /// An SGR pointer report, read as cells or as pixels by the pixel pointer's state
    /// (`PixelPointer.event(for:)`).
    case pointerReport(PointerReport)
    /// The terminal answered a question (a frame's status, a mode, its cell size, what it is).
    case answer(TerminalAnswer)
}

/// An SGR pointer report as it came (`ESC [ < b ; x ; y M/m`): the kind, and the coordinates,
/// which count cells from 1, or pixels from 0 when SGR-Pixels (mode 1016) is on.
package struct PointerReport: Equatable, Sendable {
    /// Press, drag, release or wheel.
    package var kind: PointerEvent.Kind
    /// The report's x and y, as sent.
    package var x: Int, y: Int
}

/// The terminal's answer to a question the app asked it.
package enum TerminalAnswer: Equatable, Sendable {
    /// `ESC [ 0 n`: the answer to the status request that ends each frame (the frame arrived).
    case status
    /// `ESC [ ? 1016 ; Ps $ y`: whether it has SGR-Pixels (DECRQM): 0 not recognised, 1 set,
    /// 2 reset, 3 permanently set, 4 permanently reset.
    case pixelMode(setting: Int)
    /// `ESC [ 6 ; h ; w t`: a cell's size in pixels.
    case cellSize(Size)
    /// `ESC [ > Pp ; Pv ; Pc c`: what it is (secondary device attributes).
    case identity(secondaryAttributes: [Int])
}
