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
    /// The size in cells the app draws in: the terminal's, or the strip's inline.
    public internal(set) var size: Size
    /// The terminal's size in cells (the strip's width and the rows it is placed in, inline).
    package internal(set) var terminalSize: Size
    /// How many rows the app takes inline (`Options.inline`); nil on the whole screen.
    package let inlineHeight: InlineHeight?
    /// Where the app's rows are on the terminal's screen, inline; nil on the whole screen. A
    /// strip that moves gives the crash handler its new way out (`exitScreen`).
    package internal(set) var strip: InlineStrip? {
        didSet { if active && strip != oldValue { armCrashRestore() } }
    }
    /// Colours available for drawing.
    public let colorDepth: ColorDepth
    /// True when the user's locale (LANG, LC_ALL…) is UTF-8: their font then likely has the
    /// block elements that sub-cell edges are drawn with.
    public let localeIsUTF8: Bool
    /// True when mouse tracking was turned on.
    public let mouseEnabled: Bool
    /// What the terminal can show, as the engine draws for it: effects and colours from the
    /// colour depth; sub-cell edges when asked for (`Options.pixelPointer`, which stands for
    /// sub-cell motion), with colour effects and a UTF-8 locale.
    public let display: DisplayTraits
    /// True when the terminal was asked whether it has pixel pointer reports (DECRQM for
    /// SGR-Pixels, mode 1016): its answer comes in the input, before the first frame's.
    package let askedForPixelPointer: Bool
    /// True when the terminal was asked what it is (secondary device attributes, DA2): its
    /// answer comes in the input, before the first frame's (`TerminalIdentity`).
    package let askedForIdentity: Bool
    /// True when the terminal was asked whether it speaks the kitty keyboard protocol
    /// (`ESC [ ? u`): its answer comes in the input, before the first frame's.
    package let askedForKeyboardProtocol: Bool
    /// True when the environment says the terminal is Konsole (`KONSOLE_VERSION`), known before
    /// any answer: its insert-character blanks take the default background.
    package let environmentSaysKonsole: Bool
    /// A cell's size in pixels as the tty reports it (nil: it does not; then the terminal was
    /// asked with `ESC [ 16 t`). Kept current by `refreshSize()`.
    package private(set) var cellSizeInPixels: Size?
    /// True when frames are wrapped in synchronized output (DEC mode 2026).
    public var synchronizedOutput: Bool { frames.synchronizedOutput }
    /// Sends each frame in one write (synchronized output, the status request, byte counts).
    package let frames: FrameWriter
    /// ncurses' screen for this terminal (what a `CursesPresenter` draws into).
    package let screen: OpaquePointer
    /// The terminfo entry ncurses draws with (a `-direct` sibling of TERM when COLORTERM asks for true colour).
    public let terminalType: String

    /// Told of every byte sent to the terminal after set-up (frames, the final restore), e.g. to record a session.
    public var onOutput: (([UInt8]) -> Void)? {
        didSet { output.onSend = onOutput }
    }

    let output: TerminalOutput
    /// The app's standard output and error while the screen is up (`Options.capturesOutput`).
    let capture: OutputCapture?
    /// The terminal's descriptor for output: standard output, or its duplicate while captured.
    let terminal: Int32
    /// Told of each line the app wrote to standard output or error while the screen was up
    /// (`TerminalApp` keeps them in the engine's log; they go to standard error after the
    /// restore as well).
    package var onCapturedLine: ((String) -> Void)?
    /// The stream ncurses writes to (a presenter writes its own frame bytes there too).
    var outputStream: UnsafeMutablePointer<FILE> { output.stream }
    var savedTTY = termios()
    var active = true
    /// The modes this session turned on, and the sequences that turn them off again.
    var modes: TerminalModes
    /// What leaves the app's screen for the crash handler: terminfo's `rmcup` (the alternate
    /// screen left), or inline what clears the strip.
    var exitScreen: String { strip?.clearing ?? alternateScreenExit }
    /// terminfo's `rmcup`: what leaves the alternate screen.
    private var alternateScreenExit = ""
    /// The controlling terminal (`/dev/tty`), opened when standard output is not a terminal
    /// (`$(app)`, `app | wc`): the frames go there. -1: standard output is the terminal.
    private var controllingTerminal: Int32 = -1

    /// Sets the terminal up; throws a `TerminalError` (nothing changed) when it cannot be used.
    public init(options: Options = Options()) throws {
        // Standard output may be a pipe (`$(app)`): then the frames go to the controlling terminal.
        let controlling = isatty(0) == 1 && isatty(1) != 1 ? open("/dev/tty", O_RDWR | O_CLOEXEC) : -1
        guard isatty(0) == 1, isatty(1) == 1 || controlling >= 0 else {
            throw TerminalError("standard input and output must be a terminal")
        }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw TerminalError("TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color")
        }
        var status: Int32 = 0
        if setupterm(term, controlling >= 0 ? controlling : 1, &status) != OK {
            if controlling >= 0 { close(controlling) }
            throw TerminalError("unknown terminal type '\(term)'; try TERM=xterm-256color")
        }
        if options.inline != nil, CursesPresenter.encoderCapabilities() == nil {
            if controlling >= 0 { close(controlling) }
            throw TerminalError("inline needs a terminal that takes xterm's cursor moves, and '\(term)' does not; "
                                + "try TERM=xterm-256color")
        }
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
        terminalType = TerminalSession.directColorSibling(of: term, colorTerm: colorTerm) ?? term
        localeIsUTF8 = TerminalSession.useUTF8Locale()
        let capture = options.capturesOutput ? OutputCapture() : nil
        let terminal = controlling >= 0 ? controlling : capture?.terminal ?? 1
        // ncurses' output is not the tty, so it cannot ask for the size: tell it through LINES/COLUMNS.
        var rows: Int32 = 24, cols: Int32 = 80
        _ = nk_window_size(terminal, &rows, &cols)
        let type = terminalType
        let started: (TerminalOutput, OpaquePointer)? = TerminalSession.withEnvironment(
            ["LINES": "\(rows)", "COLUMNS": "\(cols)"]) {
            guard let output = TerminalOutput(terminal: terminal), let input = fopen("/dev/null", "r"),
                  let screen = newterm(type, output.stream, input) else { return nil }
            return (output, screen)
        }
        guard let (output, screen) = started else {
            if controlling >= 0 { close(controlling) }
            throw TerminalError("cannot start ncurses on terminal type '\(term)'")
        }
        self.output = output
        self.screen = screen
        self.capture = capture
        self.terminal = terminal
        controllingTerminal = controlling
        inlineHeight = options.inline
        set_term(screen)
        tcgetattr(0, &savedTTY)
        TerminalModes.enterProgramMode(from: savedTTY)
        nonl()
        leaveok(nk_stdscr(), true)
        typeahead(-1)  // never cut a frame short because input is waiting
        curs_set(0)
        tcflush(0, TCIFLUSH)  // keys typed before the app started (e.g. during a build) are not for it
        var stripSetUp = ""
        if let height = options.inline {
            (strip, stripSetUp) = TerminalSession.placeStrip(height, terminal: terminal, rows: Int(rows))
        }

        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        if options.color && !noColor && has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth(colors: Int(nk_colors()))
        } else {
            colorDepth = .monochrome
        }
        let facts = TerminalCapabilities.Facts(term: term, hasSyncCapability: TerminalSession.hasString("Sync"),
                                               hasMouseCapability: TerminalSession.hasString("kmous"),
                                               konsoleVersionSet: getenv("KONSOLE_VERSION") != nil)
        let capabilities = TerminalCapabilities(facts, mouse: options.mouse, pixelPointer: options.pixelPointer,
                                                keyboardProtocol: options.keyboardProtocol)
        frames = FrameWriter(output: output, synchronizedOutput: capabilities.synchronizedOutput)
        display = DisplayTraits(effects: colorDepth.effects, hasColor: colorDepth != .monochrome,
                                subcellEdges: options.pixelPointer && colorDepth.effects == .color && localeIsUTF8)
        terminalSize = Size(width: Int(cols), height: Int(rows))
        size = Size(width: Int(cols), height: strip?.height ?? Int(rows))
        wnoutrefresh(nk_stdscr())
        doupdate()
        // Inline, what ncurses wrote (the alternate screen, a clear) never reaches the terminal.
        if strip != nil { output.discardWritten() }

        mouseEnabled = capabilities.mouse
        cellSizeInPixels = TerminalSession.readCellSize(terminal)
        askedForPixelPointer = capabilities.asksForPixelPointer
        askedForIdentity = capabilities.asksForIdentity
        askedForKeyboardProtocol = capabilities.asksForKeyboardProtocol
        environmentSaysKonsole = capabilities.environmentSaysKonsole
        modes = TerminalModes(mouse: mouseEnabled, bracketedPaste: options.bracketedPaste,
                              asksForPixelPointer: askedForPixelPointer, asksForIdentity: askedForIdentity)
        (modes.asksForKeyboardProtocol, modes.asksForMargins) = (askedForKeyboardProtocol, askedForIdentity && options.margins)
        let setUp = strip == nil ? "" : TerminalModes.cursorOff + stripSetUp
        output.sendControl(Array((setUp + modes.setUp(knowsCellSize: cellSizeInPixels != nil)).utf8))
        let rmcup = tigetstr("rmcup")
        alternateScreenExit = (rmcup == nil || Int(bitPattern: rmcup) == -1) ? "" : String(cString: rmcup!)
        armCrashRestore()
        capture?.onLine = { [unowned self] line in onCapturedLine?(line) }
    }

    /// The pipe the app's captured output arrives on (the run loop waits on it), if captured.
    package var capturedOutputReadEnd: Int32? { capture?.readEnd }

    /// Reads the app's output that arrived since the last call (each line to `onCapturedLine`).
    package func readCapturedOutput() { capture?.drain() }

    deinit { restore() }

    /// Turns pointer reports in pixels on, once the terminal said it has them (its DECRQM answer).
    package func enablePixelPointer() {
        guard active, let sequence = modes.turnPixelPointerOn() else { return }
        output.sendControl(Array(sequence.utf8))
    }

    /// Pushes the kitty keyboard protocol's flags, once the terminal said it speaks it (its
    /// answer to `ESC [ ? u`); the crash handler's copy of the way out then pops them too.
    package func enableKeyboardProtocol() {
        guard active, let sequence = modes.turnKeyboardProtocolOn() else { return }
        output.sendControl(Array(sequence.utf8))
        armCrashRestore()
    }

    /// Gives the crash handler what puts the terminal back now: the modes on, the cursor, the
    /// main screen (ncurses' `rmcup`), and the tty settings.
    func armCrashRestore() {
        SignalWatcher.armCrashRestore(restore: modes.off + TerminalModes.cursorOn + exitScreen, tty: savedTTY,
                                      terminal: terminal, error: capture?.errorOutput ?? 2, capture: capture?.readEnd ?? -1)
    }

    /// Puts the terminal back as it was; safe to call more than once.
    public func restore() {
        guard active else { return }
        active = false
        SignalWatcher.disarmCrashRestore()
        handBackTerminal()
        delscreen(screen)
        if controllingTerminal >= 0 { close(controllingTerminal) }
        capture?.restore()  // what the app wrote meanwhile, on standard error after the restored screen
    }

    /// Reads the terminal's size and tells ncurses about it; returns true when it changed. Also
    /// reads a cell's size in pixels (a font change alters it without changing the cells).
    @discardableResult
    package func refreshSize() -> Bool {
        if let cell = TerminalSession.readCellSize(terminal) { cellSizeInPixels = cell }
        var rows: Int32 = 0, cols: Int32 = 0
        guard nk_window_size(terminal, &rows, &cols) == 0 else { return false }
        let newTerminalSize = Size(width: Int(cols), height: Int(rows))
        guard newTerminalSize != terminalSize else { return false }
        resizeterm(rows, cols)
        terminalSize = newTerminalSize
        size = newTerminalSize
        if let inlineHeight, let strip {
            // The strip keeps its top (the terminal may have moved the lines: it is drawn whole).
            let placed = strip.resized(inlineHeight, terminalRows: Int(rows))
            self.strip = placed
            size.height = placed.height
        }
        return true
    }

}
