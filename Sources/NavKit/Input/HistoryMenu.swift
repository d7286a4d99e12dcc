/// The back control's history, as iOS shows it on a long press of the back button: the
/// titles of the screens below the top, nearest first, in a box under the back control.
/// ↑ ↓ and the pointer choose, Enter or a release on a row pops to that screen in one
/// transition, Esc or a press outside closes it.
@MainActor
struct HistoryMenu {
    /// Seconds a press must stay on the back control to open the menu.
    static let longPressDuration = 0.5

    /// The screens listed, nearest first.
    let screens: [Screen]
    /// The row chosen (0 = the screen just below the top).
    private(set) var selection = 0
    /// Where the box is drawn (container cells): rows under the top bar, from column 0.
    let frame: Rect

    /// The history of `navigation`'s top screen in a container of `size`; nil at the root.
    init?(navigation: NavigationController, size: Size) {
        let below = Array(navigation.screens.dropLast().reversed())
        guard !below.isEmpty, size.height > TopBar.height + 2 else { return nil }
        screens = below
        let widest = below.map { TerminalText.width(of: $0.title) }.max() ?? 0
        let height = min(below.count + 2, size.height - TopBar.height)
        frame = Rect(x: 0, y: TopBar.height, width: min(size.width, widest + 6), height: height)
    }

    /// How many rows fit in the box (the rest are not listed).
    private var visibleRows: Int { max(0, frame.size.height - 2) }
    /// How many screens are listed: as many as fit.
    private var listedRows: Int { min(screens.count, visibleRows) }

    /// Moves the selection by `step` rows, staying inside the list.
    mutating func move(by step: Int) {
        selection = min(listedRows - 1, max(0, selection + step))
    }

    /// The row at `point` (container cells), if it is one of the listed screens.
    func row(at point: Point) -> Int? {
        let row = point.y - frame.minY - 1
        guard point.x >= frame.minX, point.x < frame.maxX, row >= 0, row < listedRows
        else { return nil }
        return row
    }

    /// Selects the row at `point`, if there is one there.
    mutating func select(at point: Point) {
        if let row = row(at: point) { selection = row }
    }

    /// The screen chosen.
    var chosen: Screen { screens[selection] }

    /// Draws the box over `canvas`, whose cells at `origin` are the container's (0, 0) (a card's).
    func draw(into canvas: inout Canvas, theme: Theme, at origin: Point = .zero) {
        let border = theme.bar
        let frame = self.frame.offsetBy(dx: origin.x, dy: origin.y)
        canvas.fill(frame, style: border)
        let inner = Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.size.width - 2), height: visibleRows)
        canvas.fill(inner, style: theme.content)
        for (index, screen) in screens.prefix(listedRows).enumerated() {
            let style = index == selection ? theme.content.adding(.reverse) : theme.content
            let y = inner.minY + index
            canvas.fill(Rect(x: inner.minX, y: y, width: inner.size.width, height: 1), style: style)
            canvas.write("‹ \(screen.title)", at: Point(x: inner.minX + 1, y: y), style: style, clip: inner)
            if index == selection { canvas.focusPoint = Point(x: inner.minX + 1, y: y) }
        }
    }
}
