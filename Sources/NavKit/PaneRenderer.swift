/// Draws one screen as a full-size pane: the top bar (title and `‹ Back`
/// control) above the screen's own content.
struct PaneRenderer {
    var theme: Theme

    /// Height of the top bar in rows.
    static let barHeight = 1

    /// The `‹ Back` label shown for a screen whose previous screen is titled `backTitle`.
    static func backLabel(_ backTitle: String) -> String { "‹ \(backTitle)" }

    /// Columns of the back control in the top bar (clickable), or nil without one.
    static func backControlRange(backTitle: String?, width: Int) -> Range<Int>? {
        guard let backTitle else { return nil }
        let label = TerminalText.prefix(backLabel(backTitle), fitting: max(0, width / 2 - 1))
        let w = TerminalText.width(of: label)
        return w > 0 ? 0..<(w + 2) : nil
    }

    /// Renders `screen` into `canvas` at `size`; `backTitle` is the previous screen's title.
    func render(_ screen: Screen, backTitle: String?, size: Size, into canvas: inout Canvas) {
        canvas.reset(size: size, style: theme.content)
        let showsBar = screen.showsTopBar && size.height > PaneRenderer.barHeight
        let top = showsBar ? PaneRenderer.barHeight : 0
        var content = Canvas(size: Size(width: size.width, height: size.height - top), style: theme.content)
        screen.draw(in: &content)
        canvas.draw(content, at: Point(x: 0, y: top))
        if showsBar { drawBar(screen.title, backTitle: backTitle, width: size.width, into: &canvas) }
    }

    private func drawBar(_ title: String, backTitle: String?, width: Int, into canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: theme.bar)
        var backWidth = 0
        if let backTitle {
            let label = TerminalText.prefix(PaneRenderer.backLabel(backTitle), fitting: max(0, width / 2 - 1))
            backWidth = canvas.write(label, at: Point(x: 1, y: 0), style: theme.backControl)
        }
        let room = max(0, width - 2 * (backWidth + 1))
        let shown = TerminalText.prefix(title, fitting: room)
        let x = (width - TerminalText.width(of: shown)) / 2
        canvas.write(shown, at: Point(x: x, y: 0), style: theme.title)
    }
}
