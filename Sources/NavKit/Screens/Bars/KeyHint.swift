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

    /// The hints for `commands`, most specific first: each discoverable command with a key, its
    /// first key and its title in lower case ("⌃S save"), a key shown once (the first command
    /// that takes it is the one that runs).
    @MainActor
    public static func hints(for commands: [KeyCommand]) -> [KeyHint] {
        var hints: [KeyHint] = []
        var shown: Set<Key> = []
        for command in commands where command.isDiscoverable {
            guard let key = command.key, !command.keys.contains(where: shown.contains) else { continue }
            shown.formUnion(command.keys)
            hints.append(KeyHint(key.displayName, label(for: command.title)))
        }
        return hints
    }

    /// A title as a hint says it: its first letter in lower case, unless the first word is an
    /// abbreviation ("Save" is "save", "URL" stays).
    static func label(for title: String) -> String {
        guard let first = title.first, title.dropFirst().first?.isUppercase != true else { return title }
        return first.lowercased() + title.dropFirst()
    }

    /// Columns between two hints.
    static let gap = 2
    /// Columns the hint takes: the key, a space, the label.
    var width: Int { TerminalText.width(of: key) + 1 + TerminalText.width(of: label) }
}
