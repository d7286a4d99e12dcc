/// Every key command of a chain, in a list with a section for each level: this field, this
/// screen, the split, the tabs, the navigation, the app. The engine presents it as a sheet on
/// `?` (where the screen does not take `?` as text) and on F1 (`EngineConfiguration.showsKeyHelp`);
/// an app may present one itself with `Engine.keyCommandChain()`.
@MainActor
public final class HelpScreen: ComposedScreen {
    /// "Keys".
    public let title = "Keys"
    /// The list of commands, one section a level.
    public let parts: ListView
    /// The levels listed, the most specific first.
    public let levels: [KeyCommandLevel]

    /// The keys that present it: `?` and F1.
    public static let keys: [Key] = [.character("?"), .function(1)]

    /// The widest the keys' column gets (cells): longer key lists are cut.
    static let keyColumnLimit = 14

    /// A list of the discoverable commands of `levels`, each row its keys and its title, its
    /// detail at the right; a key a level before took is not shown again, a command whose keys
    /// all were is left out (it cannot run by its key), and so is a level left with none.
    public init(levels: [KeyCommandLevel]) {
        var taken: Set<Key> = []
        let shown = levels.map { level in
            let commands = level.commands.filter(\.isDiscoverable).compactMap { command -> KeyCommand? in
                var command = command
                let free = command.keys.filter { !taken.contains($0) }
                guard free.count == command.keys.count || !free.isEmpty else { return nil }
                command.keys = free
                return command
            }
            for command in commands { taken.formUnion(command.keys) }
            return KeyCommandLevel(kind: level.kind, title: level.title, commands: HelpScreen.grouped(commands))
        }.filter { !$0.commands.isEmpty }
        self.levels = shown
        let commands = shown.flatMap(\.commands)
        let keys = commands.map { $0.keys.map(\.displayName).joined(separator: " ") }
        let column = min(HelpScreen.keyColumnLimit, keys.map { TerminalText.width(of: $0) }.max() ?? 0)
        let rows = zip(keys, commands).map { keys, command in
            let cut = TerminalText.prefix(keys, fitting: column)
            let padding = String(repeating: " ", count: column - TerminalText.width(of: cut) + 2)
            return ListRow(cut + padding + command.title, detail: command.detail)
        }
        parts = ListView(rows: ListRows(sections: shown.map { ListSection($0.title, count: $0.commands.count) }) {
            rows[$0]
        }, name: "keys")
    }

    /// `commands` with each group's together, the groups in the order their first command comes.
    static func grouped(_ commands: [KeyCommand]) -> [KeyCommand] {
        var order: [String?] = []
        for command in commands where !order.contains(command.group) { order.append(command.group) }
        return order.flatMap { group in commands.filter { $0.group == group } }
    }

    /// The rows' text, one line a row, with each section's title before its rows (for tests and
    /// screen readers).
    public var text: String {
        var lines: [String] = []
        var index = 0
        for level in levels {
            lines.append(level.title)
            for _ in level.commands {
                let row = parts.rows.row(index)
                lines.append("  " + row.text + (row.detail.map { " — " + $0 } ?? ""))
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
