/// How many rows an inline app takes under the prompt (`TerminalSession.Options.inline`): a
/// number of rows, or a share of the terminal's height, as fzf's `--height` reads them (`12`,
/// `40%`). Always at least `minimumRows` (or the whole terminal, when it is shorter), and never
/// more than the terminal has.
public enum InlineHeight: Hashable, Sendable {
    /// This many rows.
    case rows(Int)
    /// This share of the terminal's rows, in percent (1…100), rounded down.
    case percent(Int)

    /// The fewest rows a strip takes: a top bar, a row of content and a status line.
    public static let minimumRows = 3

    /// Reads `text` as a user types it: `12` (rows) or `40%` (of the terminal); nil when it is
    /// neither, or not above 0 (a percentage not above 100).
    public init?(_ text: String) {
        if text.hasSuffix("%") {
            guard let value = Int(text.dropLast()), (1...100).contains(value) else { return nil }
            self = .percent(value)
        } else {
            guard let value = Int(text), value > 0 else { return nil }
            self = .rows(value)
        }
    }

    /// The rows this height is on a terminal `terminalRows` rows high.
    public func rows(onTerminalOf terminalRows: Int) -> Int {
        let wanted: Int
        switch self {
        case let .rows(count): wanted = count
        case let .percent(share): wanted = terminalRows * share / 100
        }
        return max(min(InlineHeight.minimumRows, terminalRows), min(wanted, terminalRows))
    }
}
