import CNcursesw
import Glibc
import NavKit

/// The terminal while the app runs: sets up ncurses (locale, alternate
/// screen, cbreak, colours, mouse tracking) and puts everything back on
/// `restore()`: mouse tracking off, cursor visible, main screen back and the
/// tty settings exactly as they were.
public final class TerminalSession {
    /// What to set up.
    public struct Options: Sendable {
        /// Turn on mouse tracking (press, drag, release, wheel).
        public var mouse = true
        /// Use colours (false: monochrome, as with NO_COLOR).
        public var color = true
        /// Creates the default options.
        public init() {}
    }

    /// The terminal size in cells.
    public private(set) var size: Size
    /// Colours available for drawing.
    public let colorDepth: ColorDepth
    /// True when mouse tracking was turned on.
    public let mouseEnabled: Bool

    private let screen: OpaquePointer
    private var savedTTY = termios()
    private var active = true
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

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
        TerminalSession.useUTF8Locale()
        tcgetattr(0, &savedTTY)
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r"),
              let screen = newterm(term, output, input) else {
            throw TerminalError("cannot start ncurses on terminal type '\(term)'")
        }
        self.screen = screen
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        keypad(nk_stdscr(), true)
        leaveok(nk_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        flushinp()  // keys typed before the app started (e.g. during a build) are not for it

        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        if options.color && !noColor && has_colors() {
            start_color()
            use_default_colors()
            colorDepth = nk_colors() >= 256 ? .twoFiftySix : .eight
        } else {
            colorDepth = .monochrome
        }
        size = Size(width: Int(nk_cols()), height: Int(nk_lines()))
        wnoutrefresh(nk_stdscr())
        doupdate()

        let kmous = tigetstr("kmous")
        let hasMouse = kmous != nil && Int(bitPattern: kmous) != -1
        let mouseFamily = ["xterm", "tmux", "screen", "rxvt", "alacritty", "kitty", "foot", "wezterm"]
            .contains { term.hasPrefix($0) }
        mouseEnabled = options.mouse && (hasMouse || mouseFamily)
        if mouseEnabled { TerminalSession.writeAll(TerminalSession.mouseOn) }
        let rmcup = tigetstr("rmcup")
        let exitScreen = (rmcup == nil || Int(bitPattern: rmcup) == -1) ? "" : String(cString: rmcup!)
        SignalWatcher.armCrashRestore(restore: TerminalSession.mouseOff + "\u{1B}[?25h" + exitScreen,
                                      tty: savedTTY)
    }

    deinit { restore() }

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
        if mouseEnabled { TerminalSession.writeAll(TerminalSession.mouseOff) }
        curs_set(1)
        endwin()
        TerminalSession.writeAll("\u{1B}[?25h")
        tcsetattr(0, TCSANOW, &savedTTY)
    }

    /// Takes the terminal back after `suspend()` and forces a full redraw.
    public func resume() {
        guard active else { return }
        tcgetattr(0, &savedTTY)
        reset_prog_mode()
        curs_set(0)
        clearok(nk_stdscr(), true)
        wnoutrefresh(nk_stdscr())
        doupdate()
        if mouseEnabled { TerminalSession.writeAll(TerminalSession.mouseOn) }
        _ = refreshSize()
    }

    /// Reads the terminal's size and tells ncurses about it; returns true when it changed.
    @discardableResult
    public func refreshSize() -> Bool {
        var rows: Int32 = 0, cols: Int32 = 0
        guard nk_window_size(1, &rows, &cols) == 0 else { return false }
        let newSize = Size(width: Int(cols), height: Int(rows))
        guard newSize != size else { return false }
        resizeterm(rows, cols)
        size = newSize
        return true
    }

    /// Picks the user's locale, or C.UTF-8 when it is not UTF-8, so wide characters work.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().replacingOccurrences("-", "") != "UTF8" {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
    }

    /// Writes `text` to the terminal, all of it, straight to file descriptor 1.
    static func writeAll(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(1, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
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
