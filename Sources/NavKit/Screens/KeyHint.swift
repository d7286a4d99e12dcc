/// A key and what it does, as the status line shows it: "↵ open".
public struct KeyHint: Hashable, Sendable {
    /// The key as shown ("↵", "q", "^R").
    public var key: String
    /// What the key does ("open", "quit").
    public var label: String

    /// A hint that `key` does `label`.
    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }

    /// Columns between two hints.
    static let gap = 2
    /// Columns the hint takes: the key, a space, the label.
    var width: Int { TerminalText.width(of: key) + 1 + TerminalText.width(of: label) }
}
