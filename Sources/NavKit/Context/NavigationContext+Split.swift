/// A screen and the split view it is in (UIKit's `showDetailViewController(_:sender:)` and
/// `splitViewController`).
extension NavigationContext {
    /// The nearest split view around this screen (UIKit's `splitViewController`): the one its
    /// stack is a column of, else the one around the screen that presented it; nil when there is
    /// none. It says whether it is collapsed and which column has the focus.
    public var splitController: SplitController? {
        guard let engine, let stack = ownStack else { return nil }
        return engine.window.nearest(SplitController.self, around: stack)
    }

    /// Shows `detail` as the detail of what this screen lists: in a split view's secondary
    /// column when it is expanded (replacing the column's stack, not animated), pushed onto the
    /// one stack when it is collapsed (animated unless `animated` is false); without a split
    /// view, pushed onto this screen's stack.
    ///
    /// ```swift
    /// context.showDetail(PreviewScreen(file))
    /// ```
    @discardableResult
    public func showDetail(_ detail: Screen, animated: Bool = true) -> NavigationResult {
        show(detail, sending: .showDetail(detail, animated: animated), animated: animated)
    }

    /// Makes `list`'s selection the detail of this screen, said once (UIKit apps write it in
    /// every master-detail screen): `detail` makes a row's detail screen (nil: that row has none,
    /// and the placeholder shows). Beside the list (the split view expanded) the detail follows
    /// the selection, not animated; Enter or a tap on a row shows it (collapsed: pushed,
    /// animated) unless the list's `onActivate` is set; a split view expanding shows the detail
    /// of what is selected then (`SplitController.detailForSelection`); nothing selected shows
    /// the placeholder. A row keeps its detail screen while it stays selected. Call it from
    /// `didMove(to:)`; without a split view, Enter pushes the detail onto this screen's stack.
    ///
    /// ```swift
    /// func didMove(to context: NavigationContext) {
    ///     context.showDetail(following: list) { row in CommitScreen(commits[row]) }
    /// }
    /// ```
    public func showDetail(following list: ListView, _ detail: @escaping (_ row: Int) -> Screen?) {
        let follower = DetailFollower(list: list, context: self, detail: detail)
        list.detailFollower = follower
        splitController?.detailForSelection = { [weak list] in list?.detailFollower?.detailForSelection() }
        follower.selectionChanged(to: list.selection)
    }
}
