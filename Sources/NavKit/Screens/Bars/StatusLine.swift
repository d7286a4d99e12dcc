/// The line a screen shows under its content (`Screen.statusLine`): a message at the left and
/// key hints at the right, drawn by the library in the theme's status style. It belongs to the
/// screen's pane, so it moves with the screen in transitions, as the top bar does.
public struct StatusLine: Hashable, Sendable {
    /// The message at the left ("3 files", "Saved."); cut to the room left by the hints.
    public var text: String
    /// Key hints at the right, in order; those that do not fit beside the text are left out, last
    /// first. Empty: the hints of the key commands (`KeyCommand`) of the focused part, the screen
    /// and the app, in that order (`KeyHint.hints(for:)`); while the screen edits text, not those
    /// of characters, which are typed.
    public var hints: [KeyHint]

    /// A status line showing `text` and `hints`.
    public init(_ text: String = "", hints: [KeyHint] = []) {
        self.text = text
        self.hints = hints
    }

    /// Height of a status line in rows.
    public static let height = 1

    /// Draws the line into row `y` of `canvas` (the pane's last row) in `theme`'s status styles.
    /// The text comes first: hints take what it leaves, at most two thirds of the line.
    func draw(into canvas: inout Canvas, row y: Int, theme: Theme) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: y, width: width, height: StatusLine.height), style: theme.status)
        let textWidth = TerminalText.width(of: text)
        let hintRoom = min(width * 2 / 3 - 1, width - 2 - (textWidth > 0 ? textWidth + KeyHint.gap : 0))
        var shown: [KeyHint] = []
        var hintsWidth = 0
        for hint in hints {
            let needed = hint.width + (shown.isEmpty ? 0 : KeyHint.gap)
            guard hintsWidth + needed <= hintRoom else { break }
            shown.append(hint)
            hintsWidth += needed
        }
        var x = width - 1 - hintsWidth
        for (index, hint) in shown.enumerated() {
            if index > 0 { x += KeyHint.gap }
            x = canvas.write(hint.key, at: Point(x: x, y: y), style: theme.statusKey)
            x = canvas.write(" " + hint.label, at: Point(x: x, y: y), style: theme.status)
        }
        let room = width - 2 - (shown.isEmpty ? 0 : hintsWidth + KeyHint.gap)
        canvas.write(TerminalText.prefix(text, fitting: max(0, room)), at: Point(x: 1, y: y), style: theme.status)
    }
}
