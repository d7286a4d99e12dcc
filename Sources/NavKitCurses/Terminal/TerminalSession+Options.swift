extension TerminalSession {
    /// What to set up.
    public struct Options: Sendable {
        /// Turn on mouse tracking (press, drag, release, wheel).
        public var mouse = true
        /// Use colours (false: monochrome, as with NO_COLOR).
        public var color = true
        /// Ask for the pointer in pixels (SGR-Pixels, mode 1016) where the terminal has it.
        public var pixelPointer = true
        /// Bracketed paste (mode 2004): a paste reaches the app whole, as `Event.paste`, never
        /// as keys (so pasting `q` cannot quit); turned off again on every way out.
        public var bracketedPaste = true
        /// Ask whether the terminal speaks the kitty keyboard protocol (kitty, WezTerm, foot,
        /// Ghostty, iTerm2 and others do), and where it answers, turn on its keys: Esc with no
        /// wait, and a key's release reported; popped again on every way out. The keys an app
        /// gets are the same either way.
        public var keyboardProtocol = true
        /// Ask whether the terminal has left and right margins, and where it does (xterm), shift
        /// a sliding pane's rows a band at a time with them: a push, a pop or a back swipe then
        /// costs fewer bytes (a push at 120x40: about a quarter less); `make terminals` checks
        /// that xterm draws slides shifted so as it draws them row by row (true). False: every
        /// row is shifted on its own, as in a terminal without margins.
        public var margins = true
        /// Keep the app's own writes to standard output and error (a stray `print`, a library's
        /// warning) off the screen while it is up: they are captured, and written to standard
        /// error after the terminal is restored (true).
        public var capturesOutput = true
        /// Run inline: no alternate screen; the app takes this many rows from the cursor's line
        /// down (the terminal scrolled up first when the cursor is too low, as fzf does), and
        /// on the way out clears them and leaves the cursor on their first row, the shell's
        /// earlier lines untouched. nil: the whole screen (the alternate screen).
        public var inline: InlineHeight?
        /// Creates the default options.
        public init() {}
    }
}
