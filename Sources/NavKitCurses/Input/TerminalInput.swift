import NavKit

/// One thing the terminal sent, in the order it came: an event for the engine, a pointer
/// report whose coordinates may be pixels, an answer to a question the app asked, or what only
/// the kitty keyboard protocol reports (a key's release, Ctrl-C and Ctrl-Z as keys).
package enum TerminalInput: Equatable, Sendable {
    /// A key or a pointer event in cells, as the engine takes it.
    case event(Event)
    /// An SGR pointer report, read as cells or as pixels by the pixel pointer's state
    /// (`PixelPointer.event(for:)`).
    case pointerReport(PointerReport)
    /// The terminal answered a question (a frame's status, a mode, its cell size, what it is).
    case answer(TerminalAnswer)
    /// A key came up (the kitty keyboard protocol's release event; legacy terminals never say).
    case keyRelease(Key)
    /// Ctrl-C as the kitty keyboard protocol reports it: the tty raised no SIGINT, so the run
    /// loop does what the signal does (it ends the app).
    case interruptKey
    /// Ctrl-Z as the kitty keyboard protocol reports it: the tty raised no SIGTSTP, so the run
    /// loop suspends the app as the signal does.
    case suspendKey
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
    /// `ESC [ ? 69 ; Ps $ y`: whether it has left and right margins (DECLRMM, DECRQM), as for
    /// `pixelMode`.
    case marginsMode(setting: Int)
    /// `ESC [ 6 ; h ; w t`: a cell's size in pixels.
    case cellSize(Size)
    /// `ESC [ > Pp ; Pv ; Pc c`: what it is (secondary device attributes).
    case identity(secondaryAttributes: [Int])
    /// `ESC [ ? flags u`: it speaks the kitty keyboard protocol, with these flags in force.
    case keyboardFlags(Int)
}
