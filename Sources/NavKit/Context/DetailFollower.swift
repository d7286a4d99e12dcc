/// A list's selection made a split view's detail (`NavigationContext.showDetail(following:_:)`):
/// beside the list (the split expanded) the detail follows the selection; Enter or a tap on a
/// row shows it (collapsed: pushed); a split expanding shows the detail of what is selected
/// then; nothing selected shows the placeholder. A row's detail is made once while it stays
/// selected: the same row keeps the same screen (its scroll, its state).
@MainActor
final class DetailFollower {
    /// The list followed.
    private unowned let list: ListView
    /// The context of the screen that holds the list.
    private let context: NavigationContext
    /// Makes a row's detail; nil: that row has none (the placeholder shows).
    private let detail: (Int) -> Screen?
    /// The row whose detail was made last (its identity, `ListRows.id`, else its index), and
    /// that detail.
    private var made: (row: AnyHashable, screen: Screen)?

    /// Follows `list`, held by the screen of `context`, with `detail`.
    init(list: ListView, context: NavigationContext, detail: @escaping (Int) -> Screen?) {
        self.list = list
        self.context = context
        self.detail = detail
    }

    /// The identity of `row`: its `ListRows.id`, else its index.
    private func key(of row: Int) -> AnyHashable { list.rows.id?(row) ?? AnyHashable(row) }

    /// The detail of `row`, made once while it stays the row selected.
    private func detail(of row: Int) -> Screen? {
        let key = key(of: row)
        if let made, made.row == key { return made.screen }
        guard let screen = detail(row) else {
            made = nil
            return nil
        }
        made = (key, screen)
        return screen
    }

    /// The split's detail for what is selected now (`SplitController.detailForSelection`).
    func detailForSelection() -> Screen? { list.selection.flatMap(detail(of:)) }

    /// The selection moved: beside the list, its detail (or the placeholder) shows at once,
    /// while the list's screen is the top of its stack.
    func selectionChanged(to row: Int?) {
        guard let split = context.splitController, !split.isCollapsed, context.stack.last === context.screen else { return }
        guard let row, let screen = detail(of: row) else {
            split.showInSecondary(nil)
            return
        }
        if split.secondaryShowsOnly(screen) { return }
        context.showDetail(screen, animated: false)
    }

    /// Enter or a tap on `row`: its detail shows (collapsed, or without a split: pushed).
    func activate(_ row: Int) -> ScreenResponse {
        guard let screen = detail(of: row) else { return .ignored }
        if let split = context.splitController, !split.isCollapsed, split.secondaryShowsOnly(screen) { return .handled }
        context.showDetail(screen)
        return .handled
    }
}
