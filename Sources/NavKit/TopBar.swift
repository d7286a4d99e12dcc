/// The top bar of a screen's pane: the title centred, the `‹ Back` control at the left. Its
/// geometry is worked out once, here, and both drawing and hit-testing use it.
struct TopBar {
    /// Height of the bar in rows.
    static let height = 1

    /// The bar's width in cells.
    let width: Int
    /// The screen's title.
    let title: String
    /// The back control's label as shown (cut to fit half the bar), or nil without one.
    let backLabel: String?

    /// The bar of a screen titled `title` whose previous screen is titled `backTitle` (nil at the root).
    init(title: String, backTitle: String?, width: Int) {
        self.width = width
        self.title = title
        self.backLabel = backTitle.map { TerminalText.prefix("‹ \($0)", fitting: max(0, width / 2 - 1)) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Rows the bar takes in a pane of `size` for `screen`: none when it hides the bar or the pane is too low.
    static func height(for screen: Screen, in size: Size) -> Int {
        screen.showsTopBar && size.height > TopBar.height ? TopBar.height : 0
    }

    /// Columns that count as the back control (its label and a column either side), or nil.
    var backControlRange: Range<Int>? {
        backLabel.map { 0..<(TerminalText.width(of: $0) + 2) }
    }

    /// True when `point` (pane cells) is on the back control.
    func isOnBackControl(_ point: Point) -> Bool {
        point.y == 0 && backControlRange?.contains(point.x) == true
    }

    /// Draws the bar into row 0 of `canvas`.
    func draw(into canvas: inout Canvas, theme: Theme) {
        canvas.fill(Rect(x: 0, y: 0, width: width, height: TopBar.height), style: theme.bar)
        let backWidth = backLabel.map { canvas.write($0, at: Point(x: 1, y: 0), style: theme.backControl) } ?? 0
        let room = max(0, width - 2 * (backWidth + 1))
        let shown = TerminalText.prefix(title, fitting: room)
        canvas.write(shown, at: Point(x: (width - TerminalText.width(of: shown)) / 2, y: 0), style: theme.title)
    }
}
