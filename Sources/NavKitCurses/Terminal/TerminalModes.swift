import NavKitPlatform

/// The terminal modes a session turns on and must turn off again, and the questions it asks at
/// start, as escape sequences: mouse tracking (SGR), pointer reports in pixels (SGR-Pixels,
/// mode 1016), bracketed paste (mode 2004), the kitty keyboard protocol's flags, the tty's
/// program mode. It knows which of them
/// are on, so the sequences that set the terminal up, take it back after a suspend and hand
/// it back (also from the crash handler) always match.
struct TerminalModes {
    /// Mouse tracking is on (press, drag, release, wheel; SGR encoding).
    let mouse: Bool
    /// Bracketed paste is on: a paste arrives between `ESC [ 200 ~` and `ESC [ 201 ~`.
    let bracketedPaste: Bool
    /// The terminal was asked whether it has pixel reports (their off goes out either way).
    let asksForPixelPointer: Bool
    /// The terminal was asked what it is.
    let asksForIdentity: Bool
    /// The terminal was asked whether it speaks the kitty keyboard protocol.
    var asksForKeyboardProtocol = false
    /// The terminal was asked whether it has left and right margins (before what it is).
    var asksForMargins = false
    /// Pixel reports were turned on (after the terminal said it has them).
    private(set) var pixelPointerOn = false
    /// NavKit's kitty keyboard protocol flags were pushed (after the terminal answered the query).
    private(set) var keyboardProtocolOn = false

    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// Pointer reports in pixels (SGR-Pixels).
    private static let pixelsOn = "\u{1B}[?1016h"
    /// DECRQM: does the terminal have mode 1016, and is it set?
    private static let pixelsQuery = "\u{1B}[?1016$p"
    /// Sent before SGR's off, so that no terminal falls back to X10 reports in between.
    private static let pixelsOff = "\u{1B}[?1016l"
    /// Asks for a cell's size in pixels (answer: `ESC [ 6 ; height ; width t`).
    private static let cellSizeQuery = "\u{1B}[16t"
    /// Secondary device attributes: which terminal is this (answer: `ESC [ > Pp ; Pv ; Pc c`)?
    private static let identityQuery = "\u{1B}[>c"
    /// DECRQM: does the terminal have left and right margins (DECLRMM, mode 69)?
    private static let marginsQuery = "\u{1B}[?69$p"
    /// The kitty keyboard protocol: which flags are in force (answer: `ESC [ ? flags u`)?
    private static let keyboardQuery = "\u{1B}[?u"
    /// Pushes flags 1 (disambiguate: Esc, Alt and Ctrl chords as `ESC [ … u`), 2 (report event
    /// types: press, repeat, release), 8 (every key as `ESC [ … u`) and 16 (with the text it
    /// types) on the terminal's stack for this screen. 8 because with 1 and 2 alone kitty sends
    /// Enter, Tab and Backspace as their legacy bytes for the press and again for the release:
    /// one Enter would be two. 16 because with 8 a key's code is the unshifted key (`a` for
    /// Shift+A): the text is what the layout and Shift made of it.
    private static let keyboardPush = "\u{1B}[>27u"
    /// Pops the one entry pushed, back to the flags before it.
    private static let keyboardPop = "\u{1B}[<u"
    /// Asked after the pop on the way out: its answer (`ESC [ ? flags u`) comes after every key
    /// the terminal reported before it saw the pop (`TerminalSession` reads up to it).
    static let keyboardAfterPop = keyboardQuery
    private static let pasteOn = "\u{1B}[?2004h"
    private static let pasteOff = "\u{1B}[?2004l"
    /// Shows the cursor.
    static let cursorOn = "\u{1B}[?25h"
    /// Hides the cursor.
    static let cursorOff = "\u{1B}[?25l"
    /// The terminal's own colours and no attributes (SGR 0).
    static let penReset = "\u{1B}[m"

    /// What starts the session: the mouse and bracketed paste on, and the questions asked (the
    /// cell size only when the tty did not tell it, `knowsCellSize`).
    func setUp(knowsCellSize: Bool) -> String {
        var sequence = (mouse ? TerminalModes.mouseOn : "") + (bracketedPaste ? TerminalModes.pasteOn : "")
        if asksForKeyboardProtocol { sequence += TerminalModes.keyboardQuery }
        if asksForIdentity { sequence += (asksForMargins ? TerminalModes.marginsQuery : "") + TerminalModes.identityQuery }
        if asksForPixelPointer {
            sequence += TerminalModes.pixelsQuery + (knowsCellSize ? "" : TerminalModes.cellSizeQuery)
        }
        return sequence
    }

    /// Turns pixel reports on; returns the sequence that does it (nil: not asked, or on already).
    mutating func turnPixelPointerOn() -> String? {
        guard asksForPixelPointer, !pixelPointerOn else { return nil }
        pixelPointerOn = true
        return TerminalModes.pixelsOn
    }

    /// Pushes the kitty keyboard protocol's flags; returns the sequence that does it (nil: not
    /// asked, or pushed already).
    mutating func turnKeyboardProtocolOn() -> String? {
        guard asksForKeyboardProtocol, !keyboardProtocolOn else { return nil }
        keyboardProtocolOn = true
        return TerminalModes.keyboardPush
    }

    /// What turns back on, after a suspend, the modes that were on.
    var resume: String {
        (mouse ? TerminalModes.mouseOn : "") + (pixelPointerOn ? TerminalModes.pixelsOn : "")
            + (bracketedPaste ? TerminalModes.pasteOn : "") + (keyboardProtocolOn ? TerminalModes.keyboardPush : "")
    }

    /// What turns the modes this session turned on off again (the crash handler's copy too).
    /// Pixels, on or not, go off first, so that no terminal falls back to X10 reports.
    /// The colours and attributes go back to the terminal's own first: frames leave the last
    /// cell's pen set. The kitty keyboard protocol's flags are popped only where they were
    /// pushed (`ESC [ < u` means something else to some terminals), on the screen they were
    /// pushed on (each screen has its stack): before ncurses leaves the alternate screen.
    var off: String {
        TerminalModes.penReset + (keyboardProtocolOn ? TerminalModes.keyboardPop : "")
            + (asksForPixelPointer ? TerminalModes.pixelsOff : "") + (mouse ? TerminalModes.mouseOff : "")
            + (bracketedPaste ? TerminalModes.pasteOff : "")
    }

    /// The tty settings ncurses' cbreak, noecho and nonl would make: no line
    /// editing, no echo, Return as `\r`, no `\n` → `\r\n` on output; signals
    /// (Ctrl-C, Ctrl-Z) still raised; reads return each byte as it comes. Flow control (IXON)
    /// is off, so Ctrl-S (an editor's save) and Ctrl-Q reach the app instead of pausing output.
    static func enterProgramMode(from saved: termios) {
        var mode = saved
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        mode.c_iflag &= ~tcflag_t(ICRNL | IXON)
        // Output: `\n` and `\r` reach the terminal as they are (frames move the cursor with them).
        mode.c_oflag &= ~tcflag_t(ONLCR | OCRNL | ONOCR | ONLRET)
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSANOW, &mode)
    }
}
