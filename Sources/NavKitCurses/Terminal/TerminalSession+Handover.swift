import CNcursesw
import NavKitPlatform
import NavKit

/// The terminal handed over and taken back while the app runs: Ctrl-Z's suspend and resume, a
/// program run in the terminal (an editor), the way out; and what the session writes to the
/// terminal beside the frames (the clipboard).
extension TerminalSession {
    /// Leaves the terminal as before (for Ctrl-Z); `resume()` takes it back.
    package func suspend() {
        guard active else { return }
        handBackTerminal()
    }

    /// Mouse tracking off, cursor visible, main screen back (inline: the strip cleared, the
    /// cursor on its first row), tty settings as they were.
    func handBackTerminal() {
        capture?.pause()  // a program handed the terminal (Ctrl-Z's shell, an editor) gets the real ones
        curs_set(1)
        endwin()
        let popsKeyboardFlags = modes.keyboardProtocolOn
        let off = modes.off + (popsKeyboardFlags ? TerminalModes.keyboardAfterPop : "")
        if let strip {
            output.discardWritten()  // ncurses' way out of the alternate screen it never entered
            output.sendControl(Array((off + strip.clearing + TerminalModes.cursorOn).utf8))
        } else {
            output.send(prefix: Array(off.utf8), suffix: Array(TerminalModes.cursorOn.utf8))
        }
        if popsKeyboardFlags { discardKeysReportedBeforeThePop() }
        tcsetattr(0, TCSANOW, &savedTTY)
    }

    /// Reads and drops what the terminal sends until its answer to the question asked after the
    /// kitty keyboard protocol's pop: a release it reported before it saw the pop (of the `q`
    /// that quit, of the key that started an editor) would reach the shell or the program
    /// handed the terminal. Still in program mode, so nothing echoes; at most
    /// `keyboardPopAnswerLimit` seconds.
    private func discardKeysReportedBeforeThePop() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        TerminalSession.readTTY(for: TerminalSession.keyboardPopAnswerLimit) { chunk in
            decoder.feed(chunk, into: &input)
            defer { input.removeAll(keepingCapacity: true) }
            return TerminalSession.holdsKeyboardFlagsAnswer(input)
        }
    }

    /// Reads what the terminal sends (standard input, in program mode: nothing echoes), chunk
    /// by chunk to `take`, until `take` says it has what it waited for, the input ends, or
    /// `seconds` pass.
    static func readTTY(for seconds: Double, _ take: (ArraySlice<UInt8>) -> Bool) {
        let clock = MonotonicClock()
        let deadline = clock.now + seconds
        var buffer = [UInt8](repeating: 0, count: 4096)
        while clock.now < deadline, Platform.waitForInput(0, seconds: deadline - clock.now) {
            let count = buffer.withUnsafeMutableBytes { Platform.read(0, $0.baseAddress!, $0.count) }
            if count <= 0 || take(buffer[0..<count]) { return }
        }
    }

    /// Seconds the way out waits for the answer after the kitty keyboard protocol's pop.
    static let keyboardPopAnswerLimit = 0.5

    /// True when decoded `input` holds an answer to `ESC [ ? u` (`ESC [ ? flags u`).
    static func holdsKeyboardFlagsAnswer(_ input: [TerminalInput]) -> Bool {
        input.contains { if case .answer(.keyboardFlags) = $0 { true } else { false } }
    }

    /// Takes the terminal back after `suspend()` and forces a full redraw.
    package func resume() {
        guard active else { return }
        capture?.resume()
        tcgetattr(0, &savedTTY)
        TerminalModes.enterProgramMode(from: savedTTY)
        curs_set(0)
        _ = refreshSize()
        if strip != nil {
            output.discardWritten()
            placeStripAgain()  // below what the shell or the program wrote meanwhile
            armCrashRestore()  // the tty settings read again above
        } else {
            clearok(nk_stdscr(), true)
            wnoutrefresh(nk_stdscr())
            doupdate()
        }
        output.sendControl(Array(modes.resume.utf8))
    }

    /// Puts `text` on the terminal's clipboard with OSC 52 (its selection "c"), as xterm, tmux
    /// (`set-clipboard`), kitty, iTerm2, WezTerm, foot and others take it; a terminal that does
    /// not ignores the string. Not on the Linux console, which would print it, and not for more
    /// than `clipboardLimit` bytes.
    package func copyToClipboard(_ text: String) {
        guard active, !terminalType.hasPrefix("linux"), text.utf8.count <= Self.clipboardLimit else { return }
        output.sendControl(Array(Self.clipboardSequence(for: text).utf8))
    }

    /// The OSC 52 sequence that puts `text` on the clipboard (selection "c", base64, ended by BEL).
    package static func clipboardSequence(for text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    }

    /// The most bytes of text put on the terminal's clipboard (64 KiB): longer strings are cut
    /// or refused by some terminals, and would hold up the frames behind them on a slow link.
    package static let clipboardLimit = 65_536
}
