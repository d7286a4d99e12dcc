import NavKit

/// navls's two views of the same folders, one shown at a time: the stack, a screen per folder
/// (a split view, the preview beside the list from 100 columns), and the columns
/// (`ColumnsController`). `v` switches between them at the folder shown; the choice holds while
/// navls runs. An app's own container, on NavKit's public API: its children stay, the one shown
/// changes, and the engine tells the screens hidden and shown.
@MainActor
final class BrowserViews {
    /// The stack view.
    let split: SplitController
    /// The column view.
    let columns: ColumnsController
    /// True while the column view shows.
    private(set) var showsColumns: Bool

    /// Both views at `path` (an absolute directory), the columns shown or the stack.
    init(path: String, columns showsColumns: Bool) {
        let stack = DirectoryScreen.ancestry(of: path)
        split = SplitController(primary: stack[0], secondary: PreviewScreen())
        split.primary.setStack(stack, animated: false)
        columns = ColumnsController(path: DirectoryScreen.ancestry(of: path), placeholder: PreviewScreen())
        self.showsColumns = showsColumns
        // A terminal widened past 100 columns shows the preview of what is selected at once.
        split.onCollapseChange = { [unowned split] collapsed in
            if !collapsed { (split.primary.topScreen as? DirectoryScreen)?.previewSelection() }
        }
        // Back in a column made for the starting path, or side by side again: the preview of
        // what it selects.
        columns.onCurrentColumnChange = { column in (column.topScreen as? DirectoryScreen)?.previewSelection() }
    }

    /// The folder the shown view is in: the stack's top folder, the current column's.
    var currentPath: String {
        let screens = showsColumns ? columns.current.screens : split.primary.screens
        return screens.last { $0 is DirectoryScreen }.flatMap { ($0 as? DirectoryScreen)?.path } ?? "/"
    }

    /// Shows the other view, at the folder this one is in. Not while either moves.
    func switchViews() -> Bool {
        guard columns.shift == nil, !columns.columns.contains(where: \.isBusy), !split.primary.isBusy,
              !split.secondary.isBusy else { return false }
        let screens = DirectoryScreen.ancestry(of: currentPath)
        if showsColumns {
            split.primary.setStack(screens, animated: false)
        } else {
            columns.open(path: screens)
        }
        showsColumns.toggle()
        return true
    }
}

extension BrowserViews: Container {
    /// The stack view, then the column view.
    var children: [any Container] { [split, columns] }

    /// The view shown.
    var focusedChild: (any Container)? { showsColumns ? columns : split }

    /// The view shown, the whole frame.
    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(showsColumns ? columns : split, Rect(origin: .zero, size: size))
    }

    /// `v`, when the screen left it, switches the views.
    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        guard key == .character("v"), screenDeclined, !context.keysAreWaiting else { return .ignored }
        return switchViews() ? .handledChangingLayout : .handled
    }
}
