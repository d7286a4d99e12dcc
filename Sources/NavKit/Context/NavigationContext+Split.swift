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
        guard let engine, let screen else { return .refused(.engineGone) }
        return engine.showDetail(detail, from: screen, animated: animated)
    }
}
