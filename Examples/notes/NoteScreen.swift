import Foundation
import NavKit
import Observation

/// One note: its title in a field (Return saves it, renaming the file) above its text.
@Observable
final class NoteScreen: ComposedScreen {
    let files: NoteFiles
    private(set) var note: Note
    private(set) var status = "↵ in the title saves it"
    @ObservationIgnored let titleField: TextField
    @ObservationIgnored let body: TextView
    @ObservationIgnored lazy var parts = Stack(.vertical, [.fixed(1, titleField), .fixed(1, Divider()),
                                                          .flexible(body)])

    init(files: NoteFiles, note: Note) {
        self.files = files
        self.note = note
        titleField = TextField(note.title, placeholder: "a title")
        body = TextView(files.read(note.name))
        parts.focus(nil)
        titleField.onSubmit = { [unowned self] title in save(title) }
    }

    var title: String { note.title }
    var statusLine: StatusLine? {
        StatusLine(status, hints: [KeyHint("tab", "edit the title"), KeyHint("←", "back")])
    }

    /// Saves the note under `title`: its text written whole to the new name, then the old gone;
    /// refused, with a word on the status line, when another note has that title.
    private func save(_ title: String) -> ScreenResponse {
        let name = title.trimmingCharacters(in: .whitespaces) + ".txt"
        guard name != ".txt", !name.contains("/") else {
            status = "a title needs a name, and no /"
            return .handled
        }
        do {
            try files.save(body.text, as: name, replacing: note.name)
            note = Note(name: name, modified: note.modified)
            status = "saved as \(name)"
        } catch let taken as TitleTaken {
            status = "not saved: “\(taken.title)” is another note's title"
        } catch {
            status = "not saved: \(error.localizedDescription)"
        }
        parts.focus(nil)
        return .handled
    }
}
