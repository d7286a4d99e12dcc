/// What the terminal said of itself at start: its answer to the secondary device-attributes
/// request (DA2, `ESC [ > c`: `ESC [ > Pp ; Pv ; Pc c`), or that it gave none before the answer
/// to the first frame's status request. It tells the quirks terminfo cannot: xterm-256color is
/// the TERM of most terminals, whatever they do.
public struct TerminalIdentity: Equatable, Sendable {
    /// The DA2 parameters (terminal type, version, ROM cartridge), or nil when it did not answer.
    public let secondaryAttributes: [Int]?

    /// An identity from a DA2 answer's parameters (nil: no answer).
    public init(secondaryAttributes: [Int]?) { self.secondaryAttributes = secondaryAttributes }

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
