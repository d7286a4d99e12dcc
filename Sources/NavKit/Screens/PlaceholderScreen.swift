/// What a split view's secondary column shows until something is chosen beside it (UIKit's
/// empty detail, Mail's "No Message Selected"): a line of text in the middle, in the theme's
/// secondary style, and no top bar title of its own. `SplitController(primary:placeholder:)`
/// makes one.
public final class PlaceholderScreen: Screen {
    /// Empty: the column's top bar says nothing until a detail shows.
    public let title = ""
    /// The line shown in the middle ("Select a commit").
    public let message: String

    /// A placeholder saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, centred (cut with `…` where the column is narrower).
    public func draw(in canvas: inout Canvas) {
        let width = canvas.size.width, text = TerminalText.prefix(message, fitting: max(0, width - 2))
        let x = max(1, (width - TerminalText.width(of: text)) / 2)
        canvas.write(text, at: Point(x: x, y: max(0, canvas.size.height / 2 - 1)), style: canvas.theme.secondary)
    }
}
