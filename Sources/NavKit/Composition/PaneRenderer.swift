/// Draws one screen as a full-size pane: its `TopBar` above the screen's own content, its
/// `StatusLine` under it, and under that the tab bar when the screen shows one (so that the bar
/// moves with its screen when the other one in a transition hides it).
@MainActor
struct PaneRenderer {
    var theme: Theme
    /// Lays the screen out before it draws, when its content size changed.
    var layout: ContentLayout
    /// The app's key commands, hinted after the screen's own in a status line that gives no hints.
    var appCommands: () -> [KeyCommand] = { [] }

    /// Renders `screen` into `canvas` at `size`; `backTitle` is the previous screen's title,
    /// `tabBar` the bar to draw on the bottom row (the screen above it), if it shows one.
    func render(_ screen: Screen, backTitle: String?, size: Size, tabBar: TabBar? = nil, into canvas: inout Canvas) {
        canvas.reset(size: size, style: theme.content)
        let barRows = tabBar == nil ? 0 : min(TabBar.height, size.height)
        let body = Size(width: size.width, height: size.height - barRows)
        let frame = layout.prepare(screen, in: body)
        var content = Canvas(size: frame.size, style: theme.content, theme: theme)
        screen.draw(in: &content)
        canvas.draw(content, at: frame.origin)
        func inPane(_ point: Point?) -> Point? {
            point.flatMap { content.bounds.contains($0) ? Point(x: $0.x + frame.minX, y: $0.y + frame.minY) : nil }
        }
        canvas.cursor = inPane(content.cursor)
        // Where nothing in the content has the focus, the terminal's cursor rests on the selected
        // tab, else on the title, else at the content's top-left.
        canvas.focusPoint = inPane(content.focusPoint)
        if canvas.focusPoint == nil, let tabBar, barRows > 0, tabBar.tabs.indices.contains(tabBar.selectedIndex) {
            canvas.focusPoint = Point(x: tabBar.labelX(tabBar.selectedIndex, width: size.width), y: body.height)
        }
        if frame.minY > 0 {
            let bar = TopBar(title: screen.title, backTitle: backTitle, items: screen.barItems, width: size.width)
            bar.draw(into: &canvas, theme: theme)
            if canvas.focusPoint == nil, !bar.title.isEmpty { canvas.focusPoint = Point(x: bar.titleX, y: 0) }
        }
        if canvas.focusPoint == nil, !frame.isEmpty { canvas.focusPoint = frame.origin }
        if var status = screen.statusLine, frame.maxY < body.height {
            if status.hints.isEmpty {
                let levels = [screen.firstResponder?.keyCommands ?? [], screen.keyCommands, appCommands()]
                // While the screen edits text, a character is typed: its commands do not run.
                // A part's own keys (a list's page keys) are the help's to list, not the line's.
                let commands = levels.flatMap { $0 }.filter { command in
                    !command.isHandledInPlace && (!screen.isEditingText || !command.keys.allSatisfy(\.isCharacter))
                }
                status.hints = KeyHint.hints(for: commands)
            }
            status.draw(into: &canvas, row: frame.maxY, theme: theme)
        }
        if let tabBar, barRows > 0 { tabBar.draw(into: &canvas, row: body.height, theme: theme) }
    }
}
