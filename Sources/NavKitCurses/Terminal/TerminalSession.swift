import CNcursesw
import NavKitPlatform
import NavKit

/// The terminal while the app runs: sets up ncurses (locale, alternate
/// screen, colours, mouse tracking), knows the terminal's capabilities and
/// size, and puts everything back on `restore()`: mouse tracking off, cursor
/// visible, main screen back and the tty settings exactly as they were.
///
/// ncurses draws into a staging file (`TerminalOutput`), never straight to
/// the terminal; the session owns the tty settings itself (ncurses' output is
/// not a tty). Sending frames is `frames`' job, reading input the run loop's.
public final class TerminalSession {
    /// What to set up.
    public struct Options: Sendable {
        /// Turn on mouse tracking (press, drag, release, wheel).
        public var mouse = true
        /// Use colours (false: monochrome, as with NO_COLOR).
        public var color = true
        /// Ask for the pointer in pixels (SGR-Pixels, mode 1016) where the terminal has it.
        public var pixelPointer = true
        /// Creates the default options.
        public init() {}
    }

    /// The terminal size in cells.
    public private(set) var size: Size
    /// Colours available for drawing.
    public let colorDepth: ColorDepth
    /// True when the user's locale (LANG, LC_ALL…) is UTF-8: their font then likely has the
    /// block elements that sub-cell edges are drawn with.
    public let localeIsUTF8: Bool
    /// True when mouse tracking was turned on.
    public let mouseEnabled: Bool
    /// True when the terminal was asked whether it has pixel pointer reports (DECRQM for
    /// SGR-Pixels, mode 1016): its answer comes in the input, before the first frame's.
    public let askedForPixelPointer: Bool
    /// True when the terminal was asked what it is (secondary device attributes, DA2): its
    /// answer comes in the input, before the first frame's (`TerminalIdentity`).
    public let askedForIdentity: Bool
    /// True when the environment says the terminal is Konsole (`KONSOLE_VERSION`), known before
    /// any answer: its insert-character blanks take the default background.
    public let environmentSaysKonsole: Bool
    /// True once pixel pointer reports were turned on (`enablePixelPointer()`).
    public private(set) var pixelPointerEnabled = false
    /// A cell's size in pixels as the tty reports it (nil: it does not; then the terminal was
    /// asked with `ESC [ 16 t`). Kept current by `refreshSize()`.
    public private(set) var cellSizeInPixels: Size?
    /// True when frames are wrapped in synchronized output (DEC mode 2026).
    public var synchronizedOutput: Bool { frames.synchronizedOutput }
    /// Sends each frame in one write (synchronized output, the status request, byte counts).
    public let frames: FrameWriter
    /// ncurses' screen for this terminal (what a `CursesPresenter` draws into).
    public let screen: OpaquePointer
    /// The terminfo entry ncurses draws with (a `-direct` sibling of TERM when COLORTERM asks for true colour).
    public let terminalType: String

    /// Told of every byte sent to the terminal after set-up (frames, the final restore), e.g. to record a session.
    public var onOutput: (([UInt8]) -> Void)? {
        didSet { output.onSend = onOutput }
    }

    private let output: TerminalOutput
    /// The stream ncurses writes to (a presenter writes its own frame bytes there too).
    var outputStream: UnsafeMutablePointer<FILE> { output.stream }
    private var savedTTY = termios()
    private var active = true
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

    /// Sets the terminal up; throws a `TerminalError` (nothing changed) when it cannot be used.
    public init(options: Options = Options()) throws {
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw TerminalError("standard input and output must be a terminal")
        }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw TerminalError("TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color")
        }
        var status: Int32 = 0
        if setupterm(term, 1, &status) != OK {
            throw TerminalError("unknown terminal type '\(term)'; try TERM=xterm-256color")
        }
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
        terminalType = TerminalSession.directColorSibling(of: term, colorTerm: colorTerm) ?? term
        localeIsUTF8 = TerminalSession.useUTF8Locale()
        // ncurses' output is not the tty, so it cannot ask for the size: tell it through LINES/COLUMNS.
        var rows: Int32 = 24, cols: Int32 = 80
        _ = nk_window_size(1, &rows, &cols)
        let type = terminalType
        let started: (TerminalOutput, OpaquePointer)? = TerminalSession.withEnvironment(
            ["LINES": "\(rows)", "COLUMNS": "\(cols)"]) {
            guard let output = TerminalOutput(), let input = fopen("/dev/null", "r"),
                  let screen = newterm(type, output.stream, input) else { return nil }
            return (output, screen)
        }
        guard let (output, screen) = started else {
            throw TerminalError("cannot start ncurses on terminal type '\(term)'")
        }
        self.output = output
        self.screen = screen
        set_term(screen)
        tcgetattr(0, &savedTTY)
        TerminalSession.enterProgramMode(from: savedTTY)
        nonl()
        leaveok(nk_stdscr(), true)
        typeahead(-1)  // never cut a frame short because input is waiting
        curs_set(0)
        tcflush(0, TCIFLUSH)  // keys typed before the app started (e.g. during a build) are not for it

        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        if options.color && !noColor && has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth(colors: Int(nk_colors()))
        } else {
            colorDepth = .monochrome
        }
        frames = FrameWriter(output: output, synchronizedOutput: TerminalSession.supportsSynchronizedOutput(term: term))
        size = Size(width: Int(cols), height: Int(rows))
        wnoutrefresh(nk_stdscr())
        doupdate()

        let kmous = tigetstr("kmous")
        let hasMouse = kmous != nil && Int(bitPattern: kmous) != -1
        let mouseFamily = ["xterm", "tmux", "screen", "rxvt", "alacritty", "kitty", "foot", "wezterm"]
            .contains { term.hasPrefix($0) }
        mouseEnabled = options.mouse && (hasMouse || mouseFamily)
        cellSizeInPixels = TerminalSession.readCellSize()
        // Only where an unknown private mode and DECRQM are safe (xterm's family, as for
        // synchronized output); the Linux console would print part of them.
        askedForPixelPointer = mouseEnabled && options.pixelPointer
            && TerminalSession.supportsSynchronizedOutput(term: term)
        var setUp = mouseEnabled ? TerminalSession.mouseOn : ""
        // The same family: terminals that answer requests they do not know with silence.
        askedForIdentity = TerminalSession.supportsSynchronizedOutput(term: term)
        environmentSaysKonsole = getenv("KONSOLE_VERSION") != nil
        if askedForIdentity { setUp += TerminalSession.identityQuery }
        if askedForPixelPointer {
            setUp += TerminalSession.pixelsQuery + (cellSizeInPixels == nil ? TerminalSession.cellSizeQuery : "")
        }
        output.sendControl(Array(setUp.utf8))
        let rmcup = tigetstr("rmcup")
        let exitScreen = (rmcup == nil || Int(bitPattern: rmcup) == -1) ? "" : String(cString: rmcup!)
        SignalWatcher.armCrashRestore(restore: mouseOffSequence + "\u{1B}[?25h" + exitScreen, tty: savedTTY)
    }

    deinit { restore() }

    /// Turns pointer reports in pixels on, once the terminal said it has them (its DECRQM answer).
    public func enablePixelPointer() {
        guard active, askedForPixelPointer, !pixelPointerEnabled else { return }
        pixelPointerEnabled = true
        output.sendControl(Array(TerminalSession.pixelsOn.utf8))
    }

    /// What turns the pointer reports this session turned on off again (the crash handler's
    /// copy too). Pixels, on or not, go off first, so that no terminal falls back to X10 reports.
    private var mouseOffSequence: String {
        (askedForPixelPointer ? TerminalSession.pixelsOff : "") + (mouseEnabled ? TerminalSession.mouseOff : "")
    }

    private static func readCellSize() -> Size? {
        var width: Int32 = 0, height: Int32 = 0
        guard nk_cell_pixels(1, &width, &height) == 0 else { return nil }
        return Size(width: Int(width), height: Int(height))
    }

    /// Puts the terminal back as it was; safe to call more than once.
    public func restore() {
        guard active else { return }
        active = false
        SignalWatcher.disarmCrashRestore()
        handBackTerminal()
        delscreen(screen)
    }

    /// Leaves the terminal as before (for Ctrl-Z); `resume()` takes it back.
    public func suspend() {
        guard active else { return }
        handBackTerminal()
    }

    /// Mouse tracking off, cursor visible, main screen back, tty settings as they were.
    private func handBackTerminal() {
        curs_set(1)
        endwin()
        output.send(prefix: Array(mouseOffSequence.utf8), suffix: Array("\u{1B}[?25h".utf8))
        tcsetattr(0, TCSANOW, &savedTTY)
    }

    /// Takes the terminal back after `suspend()` and forces a full redraw.
    public func resume() {
        guard active else { return }
        tcgetattr(0, &savedTTY)
        TerminalSession.enterProgramMode(from: savedTTY)
        curs_set(0)
        clearok(nk_stdscr(), true)
        wnoutrefresh(nk_stdscr())
        doupdate()
        output.sendControl(Array(((mouseEnabled ? TerminalSession.mouseOn : "")
                                   + (pixelPointerEnabled ? TerminalSession.pixelsOn : "")).utf8))
        _ = refreshSize()
    }

    /// Reads the terminal's size and tells ncurses about it; returns true when it changed. Also
    /// reads a cell's size in pixels (a font change alters it without changing the cells).
    @discardableResult
    public func refreshSize() -> Bool {
        if let cell = TerminalSession.readCellSize() { cellSizeInPixels = cell }
        var rows: Int32 = 0, cols: Int32 = 0
        guard nk_window_size(1, &rows, &cols) == 0 else { return false }
        let newSize = Size(width: Int(cols), height: Int(rows))
        guard newSize != size else { return false }
        resizeterm(rows, cols)
        size = newSize
        return true
    }

    /// The tty settings ncurses' cbreak, noecho and nonl would make: no line
    /// editing, no echo, Return as `\r`, no `\n` → `\r\n` on output; signals
    /// (Ctrl-C, Ctrl-Z) still raised; reads return each byte as it comes.
    static func enterProgramMode(from saved: termios) {
        var mode = saved
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        mode.c_iflag &= ~tcflag_t(ICRNL)
        // Output: `\n` and `\r` reach the terminal as they are (frames move the cursor with them).
        mode.c_oflag &= ~tcflag_t(ONLCR | OCRNL | ONOCR | ONLRET)
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSANOW, &mode)
    }

    /// The `-direct` terminfo entry to use when COLORTERM says the terminal
    /// shows 24-bit colour and such an entry exists (e.g. xterm-256color →
    /// xterm-direct); nil to keep TERM.
    static func directColorSibling(of term: String, colorTerm: String) -> String? {
        guard colorTerm == "truecolor" || colorTerm == "24bit" else { return nil }
        guard tigetnum("colors") < 1 << 24 else { return nil }  // TERM itself is direct already
        let family = term.split(separator: "-").first.map(String.init) ?? term
        let candidate = family + "-direct"
        var status: Int32 = 0
        guard candidate != term, setupterm(candidate, 1, &status) == OK else {
            _ = setupterm(term, 1, &status)
            return nil
        }
        return candidate
    }

    /// True when the terminal takes synchronized output (DEC mode 2026): its
    /// terminfo has the `Sync` capability, or it belongs to a family that
    /// implements the mode or ignores unknown private modes as xterm does.
    static func supportsSynchronizedOutput(term: String) -> Bool {
        let sync = tigetstr("Sync")
        if sync != nil && Int(bitPattern: sync) != -1 { return true }
        let families = ["xterm", "tmux", "foot", "kitty", "wezterm", "alacritty", "contour", "ghostty", "mintty"]
        return families.contains { term.hasPrefix($0) }
    }

    /// Runs `body` with `variables` set in the environment, then puts the old values back.
    private static func withEnvironment<T>(_ variables: [String: String], _ body: () -> T) -> T {
        let old = variables.keys.map { name in (name, getenv(name).map { String(cString: $0) }) }
        for (name, value) in variables { setenv(name, value, 1) }
        defer {
            for (name, value) in old {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return body()
    }

    /// Picks the user's locale, or C.UTF-8 characters when it is not UTF-8, so wide characters
    /// work; returns whether the user's locale was UTF-8.
    private static func useUTF8Locale() -> Bool {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().replacingOccurrences("-", "") != "UTF8" {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
            return false
        }
        return true
    }
}

extension String {
    /// This string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
