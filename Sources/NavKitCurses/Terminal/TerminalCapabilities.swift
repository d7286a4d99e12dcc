/// What a terminal takes, worked out from its name (`TERM`), what its terminfo entry says and
/// the environment: a pure value, so the rules are tested without a terminal. The session
/// gathers the facts and acts on the result.
struct TerminalCapabilities: Equatable {
    /// What the session found out about the terminal.
    struct Facts: Equatable {
        /// `TERM`.
        var term: String
        /// terminfo has the `Sync` capability (synchronized output, DEC mode 2026).
        var hasSyncCapability = false
        /// terminfo has `kmous` (the terminal reports the mouse).
        var hasMouseCapability = false
        /// `KONSOLE_VERSION` is set.
        var konsoleVersionSet = false
    }

    /// A family of terminals, known by the prefix of their `TERM`.
    struct Family {
        /// The prefix of `TERM` (`xterm` covers `xterm-256color`).
        var prefix: String
        /// Reports the mouse as xterm does, whatever terminfo says.
        var reportsMouse: Bool
        /// Takes synchronized output, or ignores unknown private modes and requests as xterm
        /// does: safe to send DECRQM and DA2 to.
        var isXtermLike: Bool
    }

    /// The one list of terminal families.
    static let families = [
        Family(prefix: "xterm", reportsMouse: true, isXtermLike: true),
        Family(prefix: "tmux", reportsMouse: true, isXtermLike: true),
        Family(prefix: "screen", reportsMouse: true, isXtermLike: false),
        Family(prefix: "rxvt", reportsMouse: true, isXtermLike: false),
        Family(prefix: "alacritty", reportsMouse: true, isXtermLike: true),
        Family(prefix: "kitty", reportsMouse: true, isXtermLike: true),
        Family(prefix: "foot", reportsMouse: true, isXtermLike: true),
        Family(prefix: "wezterm", reportsMouse: true, isXtermLike: true),
        Family(prefix: "contour", reportsMouse: false, isXtermLike: true),
        Family(prefix: "ghostty", reportsMouse: false, isXtermLike: true),
        Family(prefix: "mintty", reportsMouse: false, isXtermLike: true),
    ]

    /// Mouse reports are turned on.
    let mouse: Bool
    /// Frames go out wrapped in synchronized output.
    let synchronizedOutput: Bool
    /// The session asks whether the terminal reports the pointer in pixels (DECRQM 1016).
    let asksForPixelPointer: Bool
    /// The session asks the terminal who it is (DA2).
    let asksForIdentity: Bool
    /// The session asks whether the terminal speaks the kitty keyboard protocol (`ESC [ ? u`).
    let asksForKeyboardProtocol: Bool
    /// The environment names Konsole (`KONSOLE_VERSION`), whatever `TERM` says.
    let environmentSaysKonsole: Bool

    /// What a terminal with `facts` takes, with the mouse, the pixel pointer and the kitty
    /// keyboard protocol as `mouse`, `pixelPointer` and `keyboardProtocol` allow.
    init(_ facts: Facts, mouse wantsMouse: Bool, pixelPointer wantsPixelPointer: Bool, keyboardProtocol wantsKeyboardProtocol: Bool = true) {
        let family = TerminalCapabilities.families.first { facts.term.hasPrefix($0.prefix) }
        let xtermLike = family?.isXtermLike ?? false
        mouse = wantsMouse && (facts.hasMouseCapability || family?.reportsMouse == true)
        synchronizedOutput = facts.hasSyncCapability || xtermLike
        // Only where an unknown private mode and DECRQM are safe; the Linux console would print
        // part of them.
        asksForPixelPointer = mouse && wantsPixelPointer && synchronizedOutput
        asksForIdentity = synchronizedOutput
        asksForKeyboardProtocol = wantsKeyboardProtocol && synchronizedOutput
        environmentSaysKonsole = facts.konsoleVersionSet
    }
}
