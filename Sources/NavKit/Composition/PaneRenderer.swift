/// Draws one screen as a full-size pane: its `TopBar` above the screen's own content, and its
/// `StatusLine` under it.
@MainActor
struct PaneRenderer {
    var theme: Theme
    /// Lays the screen out before it draws, when its content size changed.
    var layout: ContentLayout

    /// Renders `screen` into `canvas` at `size`; `backTitle` is the previous screen's title.
    func render(_ screen: Screen, backTitle: String?, size: Size, into canvas: inout Canvas) {
        canvas.reset(size: size, style: theme.content)
        let frame = layout.prepare(screen, in: size)
        var content = Canvas(size: frame.size, style: theme.content, theme: theme)
        screen.draw(in: &content)
        canvas.draw(content, at: frame.origin)
        canvas.cursor = content.cursor.flatMap { point in
            content.bounds.contains(point) ? Point(x: point.x + frame.minX, y: point.y + frame.minY) : nil
        }
        if frame.minY > 0 {
            TopBar(title: screen.title, backTitle: backTitle, items: screen.barItems, width: size.width)
                .draw(into: &canvas, theme: theme)
        }
        if let status = screen.statusLine, frame.maxY < size.height {
            status.draw(into: &canvas, row: frame.maxY, theme: theme)
        }
    }
}
