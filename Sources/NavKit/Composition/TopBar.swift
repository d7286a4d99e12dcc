/// The top bar of a screen (UINavigationBar's contents): the title centred, the back control
/// at the left, the screen's bar items at the right. Its geometry is worked out once, here,
/// and drawing, hit-testing and the bar's transition all use it.
///
/// The back control shows "‹ " and the previous screen's title when that fits beside the
/// title; else "‹ Back"; else the chevron alone, as iOS falls back.
@MainActor
struct TopBar {
    /// Height of the bar in rows.
    nonisolated static let height = 1
    /// The back control's label when the previous screen's title does not fit.
    nonisolated static let fallbackBackTitle = "Back"

    /// The bar's width in cells.
    let width: Int
    /// The title as shown (cut to the room it has).
    let title: String
    /// The column where the title starts.
    let titleX: Int
    /// The back control's text after the chevron ("" for the chevron alone), or nil without one.
    let backText: String?
    /// The bar items, right-aligned, with the column each starts at.
    let items: [(item: BarItem, x: Int)]

    /// The column of the chevron, and of the back control's text.
    nonisolated static let chevronX = 1, backTextX = 3

    /// The bar of a screen titled `title` with `items`, whose previous screen is titled
    /// `backTitle` (nil at the root), `width` cells wide.
    init(title fullTitle: String, backTitle: String?, items barItems: [BarItem] = [], width: Int) {
        self.width = width
        // Items from the right edge, one column apart, as many as fit in a third of the bar.
        var placed: [(BarItem, Int)] = []
        var right = width - 1
        for item in barItems.reversed() {
            let itemWidth = TerminalText.width(of: item.title)
            guard itemWidth > 0, right - itemWidth >= width * 2 / 3 else { break }
            right -= itemWidth
            placed.insert((item, right), at: 0)
            right -= 1
        }
        items = placed
        let itemsWidth = placed.first.map { width - $0.1 } ?? 0
        let titleWidth = TerminalText.width(of: fullTitle)
        // The title is centred; the back control takes what is left of it, one column apart.
        let leftRoom = (width - titleWidth) / 2 - 1 - TopBar.backTextX
        // (No array of candidates: a bar is made every frame of a transition, which allocates nothing.)
        if let backTitle, TerminalText.width(of: backTitle) <= leftRoom {
            backText = backTitle
        } else if backTitle != nil {
            backText = TerminalText.width(of: TopBar.fallbackBackTitle) <= leftRoom ? TopBar.fallbackBackTitle : ""
        } else {
            backText = nil
        }
        // The title keeps clear of the back control and the items on both sides, so it stays centred.
        let backWidth = backText.map { TopBar.backTextX + TerminalText.width(of: $0) } ?? 0
        let side = max(backWidth, itemsWidth) + 1
        title = TerminalText.prefix(fullTitle, fitting: max(0, width - 2 * side))
        titleX = (width - TerminalText.width(of: title)) / 2
    }

    /// The bar of `entry`'s screen in `navigation`, `width` cells wide: its back control names
    /// the screen below it.
    init(of entry: StackEntry, in navigation: NavigationController, width: Int) {
        self.init(title: entry.screen.title, backTitle: FrameComposer.backTitle(for: entry, in: navigation),
                  items: entry.screen.barItems, width: width)
    }

    /// Rows the bar takes in a pane of `size` for `screen`: none when it hides the bar or the pane is too low.
    static func height(for screen: Screen, in size: Size) -> Int {
        screen.showsTopBar && size.height > TopBar.height ? TopBar.height : 0
    }

    /// The back control as drawn, "‹ Title", or nil without one.
    var backLabel: String? {
        backText.map { $0.isEmpty ? "‹" : "‹ \($0)" }
    }

    /// Columns that count as the back control (its label and a column either side), or nil.
    var backControlRange: Range<Int>? {
        backLabel.map { 0..<(TopBar.chevronX + TerminalText.width(of: $0) + 1) }
    }

    /// True when `point` (pane cells) is on the back control.
    func isOnBackControl(_ point: Point) -> Bool {
        point.y == 0 && width > 2 && backControlRange?.contains(point.x) == true
    }

    /// The bar item at `point` (pane cells), if any.
    func item(at point: Point) -> BarItem? {
        guard point.y == 0 else { return nil }
        return items.first { point.x >= $0.x && point.x < $0.x + TerminalText.width(of: $0.item.title) }?.item
    }

    /// Draws the bar into row 0 of `canvas`.
    func draw(into canvas: inout Canvas, theme: Theme) {
        canvas.fill(Rect(x: 0, y: 0, width: width, height: TopBar.height), style: theme.bar)
        if let backLabel { canvas.write(backLabel, at: Point(x: TopBar.chevronX, y: 0), style: theme.backControl) }
        canvas.write(title, at: Point(x: titleX, y: 0), style: theme.title)
        for (item, x) in items { canvas.write(item.title, at: Point(x: x, y: 0), style: theme.backControl) }
    }
}
