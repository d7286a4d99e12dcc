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
            if status.hints.isEmpty { status.hints = derivedHints(for: screen) }
            status.draw(into: &canvas, row: frame.maxY, theme: theme)
        }
        if let tabBar, barRows > 0 { tabBar.draw(into: &canvas, row: body.height, theme: theme) }
    }

    /// The hints a status line without its own shows: the key commands of the first responder,
    /// the screen and the app. A part's own keys (a list's page keys) are the help's to list,
    /// not the line's, but for its first ones (a list's Open and search: `isStatusHint`). While a part takes the text typed (a field, a list's search line), it has
    /// every key first: its own keys are its hints, and no other command shows on a key it
    /// takes (a character, an editing key, or one of its own: Enter ends a search, not opens).
    private func derivedHints(for screen: Screen) -> [KeyHint] {
        let typing = screen.isEditingText ? screen.firstResponder.flatMap { $0.takesText ? $0 : nil } : nil
        let own = typing?.keyCommands ?? []
        let taken = Set(own.flatMap(\.keys))
        let levels = [typing == nil ? screen.firstResponder?.keyCommands ?? [] : [], screen.keyCommands, appCommands()]
        let others = levels.flatMap { $0 }.filter { command in
            (!command.isHandledInPlace || command.isStatusHint) && (!screen.isEditingText || !command.keys.allSatisfy { key in
                key.isCharacter || taken.contains(key) || (typing != nil && PaneRenderer.editingKeys.contains(key))
            })
        }
        return KeyHint.hints(for: own + others)
    }

    /// The keys a part that takes text edits with, which no other command's hint claims then.
    private static let editingKeys: Set<Key> = [.backspace, .delete, .left, .right, .home, .end]
}
