/// Draws one screen as a full-size pane: its `TopBar` above the screen's own content.
struct PaneRenderer {
    var theme: Theme

    /// Renders `screen` into `canvas` at `size`; `backTitle` is the previous screen's title.
    func render(_ screen: Screen, backTitle: String?, size: Size, into canvas: inout Canvas) {
        canvas.reset(size: size, style: theme.content)
        let top = TopBar.height(for: screen, in: size)
        var content = Canvas(size: Size(width: size.width, height: size.height - top), style: theme.content)
        screen.draw(in: &content)
        canvas.draw(content, at: Point(x: 0, y: top))
        if top > 0 {
            TopBar(title: screen.title, backTitle: backTitle, items: screen.barItems, width: size.width)
                .draw(into: &canvas, theme: theme)
        }
    }
}
