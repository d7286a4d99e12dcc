import NavKit

/// What an entry holds, to read beside the list (or pushed over it on a narrow terminal): a
/// directory's first entries, a text file's first lines, "binary file" otherwise (a device or
/// a pipe is never read: it could make the read wait for ever). The text
/// scrolls with ↑/↓, PgUp/PgDn, the wheel or a drag. Without an entry, the split view's
/// placeholder: "Select a file to preview it".
final class PreviewScreen: ComposedScreen {
    let title: String
    /// The preview's text.
    let parts: TextView
    private let summary: String
    private var context: NavigationContext?

    /// A preview of the entry at `path`, named `name`.
    init(path: String, name: String) {
        title = name
        let preview = Directory.preview(path)
        switch preview {
        case let .entries(names, total):
            parts = TextView(names.joined(separator: "\n"))
            summary = total == 1 ? "1 item" : "\(total) items"
        case let .text(text, complete):
            parts = TextView(text)
            summary = complete ? "text" : "text, first \(Directory.previewBytes / 1024) K"
        case .binary:
            parts = TextView("binary file")
            summary = "binary"
        case .special:
            parts = TextView("not a regular file: a device, a pipe or a socket")
            summary = "special"
        case let .failure(failure):
            parts = TextView("cannot read it: \(failure.reason)")
            summary = "unreadable"
        }
    }

    /// The split view's placeholder, shown beside the list until an entry is selected.
    init() {
        title = "Preview"
        parts = TextView("Select a file to preview it")
        summary = ""
    }

    func didMove(to context: NavigationContext) { self.context = context }

    /// Beside the list in a split view, Tab goes back to it; in the column view's preview column
    /// nothing does (the keys stay with the current column); pushed over it, ← goes back.
    var statusLine: StatusLine? {
        if let columns = context?.container(ColumnsController.self), !columns.isCollapsed {
            return StatusLine(summary, hints: [])
        }
        let beside = context?.splitController?.isCollapsed == false
        return StatusLine(summary, hints: [KeyHint("↑↓", "scroll"), beside ? KeyHint("tab", "list") : KeyHint("←", "back"),
                                           KeyHint("q", "quit")])
    }
}
