import Foundation
import NavKit
import Observation

/// One note: its title in a field above its text in an editor, which has the keys first (Tab
/// goes to the title). Ctrl-S saves both, renaming the file when the title changed; going back
/// with changes not saved asks first.
@Observable
final class NoteScreen: ComposedScreen {
    let files: NoteFiles
    private(set) var note: Note
    private(set) var status = "⌃S saves"
    @ObservationIgnored let titleField: TextField
    @ObservationIgnored let body: TextEditor
    @ObservationIgnored lazy var parts = Stack(.vertical, [.fixed(1, titleField), .fixed(1, Divider()),
                                                          .flexible(body)])
    @ObservationIgnored private var savedRevision = 0

    init(files: NoteFiles, note: Note) {
        (self.files, self.note) = (files, note)
        titleField = TextField(note.title, placeholder: "a title")
        body = TextEditor(files.read(note.name))
        body.tabMovesFocus = true                          // Tab reaches the title
        parts.focus(body)
    }

    var title: String { note.title }
    var statusLine: StatusLine? {
        StatusLine((hasUnsavedChanges ? "edited · " : "") + status, hints: [KeyHint("tab", "title"), KeyHint("⌃S", "save")])
    }
    /// Going back with changes not saved asks whether to drop them (the back swipe waits).
    var hasUnsavedChanges: Bool { body.revision != savedRevision || titleField.text != note.title }

    var keyCommands: [KeyCommand] { [KeyCommand("Save", key: .control("s")) { [unowned self] in save() }] }

    /// Saves the text under the title: written whole to the new name, then the old name gone;
    /// refused, with a word on the status line, when another note has that title or it is none.
    private func save() -> ScreenResponse {
        let name = titleField.text.trimmingCharacters(in: .whitespaces) + ".txt"
        do {
            try files.save(body.text, as: name, replacing: note.name)
            note = Note(name: name, modified: note.modified)
            (savedRevision, status) = (body.revision, "saved as \(name)")
        } catch {
            status = "not saved: " + ((error as? Refused)?.reason ?? error.localizedDescription)
        }
        return .handled
    }
}
