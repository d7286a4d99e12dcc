import NavKit

/// A diff from git, coloured (additions green, removals red), lines kept whole: ↑↓ PgUp PgDn
/// and the wheel scroll it, ← → sideways. Shown in a sheet over a commit (Esc or a drag down
/// closes it), or beside the status.
final class DiffScreen: ComposedScreen {
    let title: String
    let parts = TextView("Reading the diff…")
    private let git: Git, arguments: [String]
    private var context: NavigationContext?

    /// The diff git prints for `arguments`, titled `title`.
    init(git: Git, title: String, arguments: [String]) {
        (self.git, self.title, self.arguments) = (git, title, arguments)
        parts.wrapsLines = false
        parts.lineStyle = diffStyle
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        context.task { [unowned self] in
            do {
                let diff = try await git.text(["-c", "color.ui=never"] + arguments)
                parts.text = diff.isEmpty ? "(no changes)" : diff
            } catch {
                parts.text = "⚠ \(error)"
            }
        }
    }

    /// In a sheet, Esc closes it; pushed, ← goes back.
    var statusLine: StatusLine? {
        let leave = context?.presentationStyle == nil ? KeyHint("←", "back") : KeyHint("esc", "close")
        return StatusLine(title, hints: [KeyHint("↑↓ ← →", "scroll"), leave])
    }
}
