import Foundation
import Testing
import NavKit
import NavKitTesting
@testable import navls
@testable import notes

/// The keys the examples document are the keys they declare: the key table of navls and of
/// notes in Examples/README.md, and their `--help`, list exactly the key commands of their
/// screens (and the app's Quit), in order, with the keys shown as help shows them.
@MainActor @Suite struct KeyTablesTests {
    /// The rows a key table holds for `commands`: the keys as shown, and the title.
    private func rows(_ commands: [KeyCommand]) -> [String] {
        commands.filter { $0.isDiscoverable && !$0.keys.isEmpty }.map { command in
            "| " + command.keys.map { "`\($0.displayName)`" }.joined(separator: " ") + " | \(command.title) |"
        }
    }

    /// Examples/README.md's table between `<!-- keys: name -->` and the blank line after it, rows only.
    private func readmeTable(_ name: String) throws -> [String] {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/README.md"), encoding: .utf8)
        guard let start = readme.range(of: "<!-- keys: \(name) -->\n") else { return [] }
        let lines = readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix { !$0.isEmpty }.dropFirst(2).map(String.init)   // past the header and its rule
    }

    /// The app's own commands as `TerminalApp` declares them with its default quit key.
    private var quit: [KeyCommand] { [KeyCommand("Quit", key: .character("q")) { .handled }] }

    @Test func navlssReadmeTableAndHelpListItsDirectorysCommands() throws {
        let screen = DirectoryScreen(path: FileManager.default.temporaryDirectory.path)
        let expected = rows(screen.keyCommands + quit)
        #expect(expected.count >= 10)
        #expect(try readmeTable("navls") == expected)
        #expect(helpKeys(navls.usage) == helpLines(screen.keyCommands + quit))
    }

    /// The lines of a `--help` text after its "keys:" line.
    private func helpKeys(_ usage: String) -> [String] {
        usage.split(separator: "\n").drop { !$0.hasPrefix("keys:") }.dropFirst().map(String.init)
    }

    /// The lines a `--help` lists `commands` with: the keys in a column of 10, the title.
    private func helpLines(_ commands: [KeyCommand]) -> [String] {
        commands.map { command in
            "  " + command.keys.map(\.displayName).joined(separator: " ").padding(toLength: 10, withPad: " ", startingAt: 0)
                + command.title
        }
    }

    @Test func notessReadmeTableListsTheListsOwnFirstKeysAndTheNotesCommands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = NoteFiles(directory: folder)
        let list = NoteList(files: files)
        let note = NoteScreen(files: files, note: Note(name: "a.txt", modified: Date()))
        // The list's own Open and Search are the status line's first hints, and the table's.
        let listsOwn = list.list.keyCommands.filter { $0.key == .enter || $0.key == .character("/") }
        #expect(listsOwn.map(\.title) == ["Open", "Search"])
        let commands = listsOwn + list.keyCommands + note.keyCommands + quit
        #expect(try readmeTable("notes") == rows(commands))
        #expect(helpKeys(notes.usage) == helpLines(commands))
    }
}
