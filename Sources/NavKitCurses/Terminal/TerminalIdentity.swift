/// What the terminal said of itself at start: its answer to the secondary device-attributes
/// request (DA2, `ESC [ > c`: `ESC [ > Pp ; Pv ; Pc c`), or that it gave none before the answer
/// to the first frame's status request. It tells the quirks terminfo cannot: xterm-256color is
/// the TERM of most terminals, whatever they do.
public struct TerminalIdentity: Equatable, Sendable {
    /// The DA2 parameters (terminal type, version, ROM cartridge), or nil when it did not answer.
    public let secondaryAttributes: [Int]?

    /// Its answer about left and right margins (DECRQM 69, asked before DA2 so that it comes
    /// first): 1 or 2, it has them (set, reset); 3 set for good; 0 or 4 or nil, it has none.
    public let marginsMode: Int?

    /// An identity from a DA2 answer's parameters (nil: no answer) and the margins' DECRQM
    /// answer (nil: none).
    public init(secondaryAttributes: [Int]?, marginsMode: Int? = nil) {
        self.secondaryAttributes = secondaryAttributes
        self.marginsMode = marginsMode
    }

    /// True when the terminal says it has left and right margins (DECLRMM) and is one that
    /// `make terminals` found to draw a slide shifted with them (DECSLRM, DECIC, DECDC) as it
    /// draws one shifted row by row: xterm (DA2 `> 41 ; version ; 0`). Not a multiplexer in it
    /// (tmux, screen), which answers for itself. (`TerminalSession.Options.margins` turns
    /// their use on.)
    public var drawsHorizontalMargins: Bool {
        guard let mode = marginsMode, (1...3).contains(mode), let attributes = secondaryAttributes,
              let kind = attributes.first else { return false }
        return TerminalIdentity.marginsVerified.contains(kind)
    }

    /// The DA2 terminal types whose margins `make terminals` verified: xterm's (41).
    static let marginsVerified: Set<Int> = [41]

    /// True for Konsole's lineage (Konsole answers `> 1 ; 115 ; 0`, QTerminal and other
    /// qtermwidget terminals `> 0 ; 115 ; 0`): the blanks insert-character opens (and in
    /// QTerminal erase-character too) take the default background, not the current one that
    /// terminfo's `bce` promises.
    public var fillsBlanksWithDefaultBackground: Bool {
        guard let attributes = secondaryAttributes, attributes.count >= 2 else { return false }
        return attributes[1] == TerminalIdentity.konsoleVersion
    }

    /// The version field Konsole and qtermwidget put in their DA2 answer.
    static let konsoleVersion = 115
}
