import Foundation
import NavKit
import Observation

/// The notes, newest first, with their word counts as they are counted; `/` searches their
/// titles (the list's own search). A right-click on a note (or Shift+F10) opens its menu: Open,
/// Copy title, Delete….
@Observable
final class NoteList: ComposedScreen {
    let title = "Notes"
    let files: NoteFiles
    private(set) var notes: [Note] = []
    /// Word counts by note name, filled in by a task off the main actor.
    private(set) var words: [String: Int] = [:]
    @ObservationIgnored let list = ListView()
    var parts: ListView { list }
    @ObservationIgnored private var context: NavigationContext?
    /// The task counting words (tests await it).
    @ObservationIgnored private(set) var counting: Task<Void, Never>?

    init(files: NoteFiles) {
        self.files = files
        list.search = ListSearch(prompt: "Search")
        // The rows follow `notes`: read again whenever it changes, a deleted note sliding out.
        list.showRows(of: { [unowned self] in notes }, id: \.name) { [unowned self] in
            ListRow($0.title, detail: words[$0.name].map { "\($0) words" } ?? "…")
        }
        list.onActivate = { [unowned self] in .push(NoteScreen(files: files, note: notes[$0]), animated: true) }
        list.trailingActions = { [unowned self] _ in [ListAction("Delete", role: .destructive, handler: delete)] }
        list.contextMenu = { [unowned self] index in
            let note = notes[index]
            return Menu(note.title, [
                .action("Open", keyHint: "↵") { [unowned self] in context?.push(NoteScreen(files: files, note: note)) },
                .action("Copy title") { [unowned self] in context?.copyToClipboard(note.title) },
                .divider,
                .action("Delete…", role: .destructive, keyHint: "del") { [unowned self] in _ = delete(index) },
            ])
        }
    }

    /// The count; the hints are the list's Open and Search, the key commands' and the app's Quit.
    var statusLine: StatusLine? { StatusLine("\(notes.count) notes") }

    /// Backspace or Delete asks to delete the selected note (Enter opens it and `/` searches:
    /// the list's own keys).
    var keyCommands: [KeyCommand] {
        [KeyCommand("Delete…", keys: [.backspace, .delete]) { [unowned self] in list.selection.map { delete($0) } ?? .ignored }]
    }

    func didMove(to context: NavigationContext) { self.context = context }

    /// Appearing, at launch and coming back, the list reads the notes: one may have been renamed.
    func willAppear(animated: Bool) { reload() }

    /// Reads the notes, and counts the words of those not counted yet, off the main actor.
    func reload() {
        notes = files.list()
        counting = Task { [files, notes] in
            for note in notes where words[note.name] == nil {
                words[note.name] = await Task.detached { wordCount(files.read(note.name)) }.value
            }
        }
    }

    private func delete(_ index: Int) -> ScreenResponse {
        let note = notes[index]
        context?.confirm("Delete “\(note.title)”?", message: "\(note.name) is deleted for good.", action: "Delete",
                         role: .destructive) { [unowned self] in
            files.delete(note.name)
            notes.removeAll { $0 == note }
        }
        return .handled
    }
}
