import NavKit

/// What woke the run loop up, besides its own timeout.
public enum TerminalWake: Equatable, Sendable {
    /// Input bytes are ready to `read`.
    case input
    /// Posts wait in the mailbox.
    case posted
    /// The terminal changed size (read `size`), or its screen must be drawn whole again.
    case resized
    /// The user asked to suspend (Ctrl-Z): the loop settles what it owes, then calls `suspend()`.
    case suspend
    /// A signal asked the app to quit (SIGINT, SIGTERM, SIGHUP).
    case quit(signal: Int32)
    /// The input is gone (the terminal closed, or a test's script ended).
    case closed
}

/// The terminal as the run loop sees it: input to read, frames to show, a size, and a way to
/// sleep until something happens. `TerminalDevice` is the real one (a tty through ncurses);
/// `TestTerminal` in NavKitCursesTesting replays a script of input on a manual clock. It lives on
/// the main actor, with the engine and the screens.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The terminal's size in cells (inline, the strip's).
    var size: Size { get }
    /// The terminal row (from 0) the app's first row is on: 0 on the whole screen, the strip's
    /// top when the app runs inline (pointer reports are counted from it). Default: 0.
    var firstRow: Int { get }
    /// True when the terminal answers the status request that ends each frame (then frames
    /// are paced on the answers).
    var answersStatusRequests: Bool { get }

    /// Waits until input, a signal or a post to `mailbox` arrives, or `timeout` seconds pass
    /// (nil: no timeout), without blocking the main actor: work scheduled there meanwhile runs
    /// at once. Returns what happened; an empty list is the timeout.
    func wait(timeout: Double?, mailbox: Mailbox) async -> [TerminalWake]
    /// Reads the input that is ready into `buffer`; returns the byte count, 0 for none, -1 when
    /// the input is gone.
    func read(into buffer: inout [UInt8]) -> Int
    /// Shows `frame` (ending it with a status request when `requestAnswer`); returns the bytes sent.
    func present(_ frame: Canvas, requestAnswer: Bool) -> Int
    /// How many cells the last frame presented changed on the screen, where known (the
    /// inspector's frame figures). Default: nil.
    var lastFrameChangedCells: Int? { get }
    /// Hands the terminal back, stops until resumed (`fg`), then takes it back to draw whole.
    func suspend()
    /// Hands the terminal to `program` until it ends, then takes it back to draw whole
    /// (`NavigationContext.run(_:)`). Default: `.couldNotStart`, no terminal to hand over.
    func run(_ program: TerminalProgram) async -> TerminalProgram.Outcome
    /// What the terminal can show: effects, colours, sub-cell edges (the run loop adds the lead).
    var display: DisplayTraits { get }
    /// A cell's size in pixels where the terminal tells (for pixel pointer reports); nil if not.
    var cellSizeInPixels: Size? { get }
    /// True when the terminal was asked whether it has pixel pointer reports (its answer comes as input).
    var askedForPixelPointer: Bool { get }
    /// Turns pixel pointer reports on (the terminal said it has them, off).
    func enablePixelPointer()
    /// True when the terminal was asked what it is (its answer comes as input).
    var askedForIdentity: Bool { get }
    /// The terminal said what it is (or said nothing before the first frame's answer): adapt
    /// the frames to its quirks.
    func identified(_ identity: TerminalIdentity)
    /// True when the terminal was asked whether it speaks the kitty keyboard protocol (its
    /// answer comes as input).
    var askedForKeyboardProtocol: Bool { get }
    /// Pushes NavKit's kitty keyboard protocol flags (the terminal said it speaks it): keys
    /// disambiguated, with press, repeat and release. Every way out pops them.
    func enableKeyboardProtocol()
    /// Puts `text` on the terminal's clipboard (OSC 52), where the terminal allows it: what an
    /// editor cut or copied last (`KillRing`), or what a screen copied
    /// (`NavigationContext.copyToClipboard`).
    func copyToClipboard(_ text: String)
}

extension TerminalBackend {
    /// The whole screen.
    public var firstRow: Int { 0 }
    /// Not known.
    public var lastFrameChangedCells: Int? { nil }
    public func run(_ program: TerminalProgram) async -> TerminalProgram.Outcome {
        .couldNotStart("no terminal to hand over")
    }
    /// Colours, colour effects, whole-cell edges.
    public var display: DisplayTraits { DisplayTraits() }
    /// Not known: a backend that does not ask for pixel reports needs none.
    public var cellSizeInPixels: Size? { nil }
    /// Not asked.
    public var askedForPixelPointer: Bool { false }
    /// Nothing to turn on.
    public func enablePixelPointer() {}
    /// Not asked.
    public var askedForIdentity: Bool { false }
    /// No quirks to adapt to.
    public func identified(_ identity: TerminalIdentity) {}
    /// Not asked.
    public var askedForKeyboardProtocol: Bool { false }
    /// Nothing to push.
    public func enableKeyboardProtocol() {}
    /// No clipboard.
    public func copyToClipboard(_ text: String) {}
}
