import Observation

/// A line (or lines) of text as a part, wrapped to its width: a heading, a path, a hint.
/// Observable: a change to `text` or `kind`, from anywhere on the main actor, is drawn.
@MainActor @Observable
public final class Label: Part {
    /// The text shown; wrapped to the frame's width, cut to its height. Its line breaks start
    /// new lines, except in a label one row high, which shows them as ⏎ and goes on.
    public var text: String
    /// What the text is, which picks its style from the theme.
    public var kind: ListRow.Kind
    /// Where the label sits (content cells).
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A label showing `text`, styled as `kind`.
    public init(_ text: String, kind: ListRow.Kind = .plain) {
        self.text = text
        self.kind = kind
    }

    public func place(in frame: Rect) { self.frame = frame }

    public func draw(in canvas: inout Canvas) {
        let style = kind.style(in: canvas.theme)
        // One row high, the label is one line: a break must not hide what follows it.
        let shown = frame.size.height == 1 ? String(text.map { $0.isNewline ? TerminalText.lineBreakMark : $0 }) : text
        let lines = TextLayout.wrap(shown, width: max(1, frame.size.width - 2))
        for (index, line) in lines.prefix(frame.size.height).enumerated() {
            canvas.write(line, at: Point(x: frame.minX + 1, y: frame.minY + index), style: style, clip: frame)
        }
    }

    /// The lines the text wraps to in `across` columns (a label in a horizontal stack: its width).
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? max(1, TextLayout.wrap(text, width: max(1, across - 2)).count) : TerminalText.width(of: text) + 2
    }
}
