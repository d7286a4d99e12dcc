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
    /// The most lines the label shows (UILabel's `numberOfLines`): 0 for as many as the text
    /// wraps to and the frame holds; otherwise the last line shown ends in `…` when the text
    /// goes on. With 1, the text is one line cut with `…` (a header over columns).
    public var numberOfLines = 0
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
        for (index, line) in lines(of: shown).prefix(frame.size.height).enumerated() {
            canvas.write(line, at: Point(x: frame.minX + 1, y: frame.minY + index), style: style, clip: frame)
        }
    }

    /// The lines `text` shows as: wrapped to the frame's width, at most `numberOfLines` of them,
    /// the last cut with `…` when the text goes on.
    private func lines(of text: String) -> [String] {
        let width = max(1, frame.size.width - 2)
        let limit = numberOfLines > 0 ? min(numberOfLines, max(1, frame.size.height)) : frame.size.height
        if limit == 1 && numberOfLines > 0 {
            let line = String(text.map { $0.isNewline ? TerminalText.lineBreakMark : $0 })
            return [TerminalText.truncated(TextLayout.expandingTabs(line), fitting: width)]
        }
        var lines = TextLayout.wrap(text, width: width)
        guard lines.count > limit, limit > 0 else { return lines }
        lines = Array(lines.prefix(limit))
        let last = lines[limit - 1]
        lines[limit - 1] = TerminalText.width(of: last) < width ? last + "…" : TerminalText.truncated(last + "…", fitting: width)
        return lines
    }

    /// Text, its words the label.
    public var accessibilityElements: [AccessibilityElement] {
        text.isEmpty ? [] : [AccessibilityElement(.text, label: text, frame: frame)]
    }

    /// The lines the text wraps to in `across` columns (a label in a horizontal stack: its width).
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        guard vertical else { return TerminalText.width(of: text) + 2 }
        let lines = max(1, TextLayout.wrap(text, width: max(1, across - 2)).count)
        return numberOfLines > 0 ? min(numberOfLines, lines) : lines
    }
}
