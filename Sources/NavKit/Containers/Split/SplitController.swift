/// A list beside its detail that adapts to the terminal's width, as UISplitViewController does.
///
/// Expanded (the terminal is at least `expandedMinimumWidth` cells wide) it shows two columns
/// side by side, each a navigation stack with its own pushes, pops and back swipe: the primary
/// (the engine's `navigation`, usually a list) and the secondary (the detail), with a divider
/// between them that the pointer drags. Collapsed (narrower) it is one navigation stack, the
/// primary's.
///
/// `showDetail` is one call that is right in both: expanded it replaces the secondary column's
/// stack with the detail, without animation; collapsed it pushes the detail onto the primary's
/// stack, animated. Crossing the width moves screens between the stacks with no transition and
/// nothing lost. Collapsing keeps the column with the focus on top (`topColumnForCollapsing`
/// may choose otherwise): with the detail's, it pushes the detail's stack onto the primary's (so
/// the back swipe returns to the list); with the list's, the detail waits in its column, hidden.
/// Expanding moves what was pushed above the list back into the secondary column, or shows the
/// detail that waited. The screens keep their state (scroll, selection, text); the list the
/// detail covers disappears and appears again with UIKit's callbacks.
///
/// The column with the focus takes keys and pointer input; a click in the other column, Tab or
/// Shift-Tab the screen did not take, or F6 moves it. ← (or another back key) at the secondary's
/// root goes back to the primary. Each column keeps its own selection. The divider between the
/// columns drags with the pointer, and Ctrl+← and Ctrl+→ move it a few columns, animated
/// (`SplitDivider`, an `InteractiveMotion`).
///
/// A column may hold any container (`init(primary: any Container, secondary: any Container)`):
/// tabs, another stack, another split. Then no screen moves between the columns: collapsed, the
/// split shows one column whole (the one with the focus, or the one `topColumnForCollapsing`
/// chooses), `showDetail` shows the detail on the secondary column's focused stack and brings
/// that column forward, and a back key at its root returns to the primary.
///
/// An engine shows one as its root (`Engine(root:size:configuration:)`, or
/// `TerminalApp(primary:secondary:)`); a screen reaches it through
/// `NavigationContext.splitController`.
@MainActor
public final class SplitController {
    /// What the primary column shows: its stack, or a container.
    public let primaryColumn: any Container
    /// What the secondary column shows: its stack (the detail), or a container.
    public let secondaryColumn: any Container
    /// The two columns, made once: the tree's walks read `children` every event and frame.
    private let columns: [any Container]
    /// The primary column's first stack, and the one stack when collapsed (with stacks in both
    /// columns).
    public let primary: NavigationController
    /// The secondary column's first stack (the detail). While collapsed it holds the placeholder,
    /// hidden (with stacks in both columns).
    public let secondary: NavigationController
    /// What the secondary column shows before any detail, and again when the detail was popped
    /// while collapsed (a "Select an item" screen): the secondary's first root.
    public let placeholder: Screen
    /// The width (cells) from which the columns show side by side (100); narrower, collapsed.
    public var expandedMinimumWidth = 100
    /// What a screen reader calls the primary column ("list" by default).
    public var primaryColumnLabel = "list"
    /// What a screen reader calls the secondary column ("detail" by default).
    public var secondaryColumnLabel = "detail"
    /// The primary column's width (cells) until the divider is dragged (40).
    public var preferredPrimaryColumnWidth = 40
    /// The narrowest the divider may make the primary column (cells, 20).
    public var minimumPrimaryColumnWidth = 20
    /// The widest the divider may make the primary column (cells, 80).
    public var maximumPrimaryColumnWidth = 80
    /// The narrowest the divider may make the secondary column (cells, 30).
    public var minimumSecondaryColumnWidth = 30
    /// Told after the split expanded and after it collapsed (a resize across
    /// `expandedMinimumWidth`), with the new `isCollapsed`: an app shows a detail for what is
    /// selected when a split expands with none.
    public var onCollapseChange: ((Bool) -> Void)?
    /// Chooses which column is on top of the one stack when the split collapses (UIKit's
    /// `topColumnForCollapsingToProposedTopColumn`), given the proposed one: the column with the
    /// focus. `.secondary` pushes the detail's screens onto the list's stack; `.primary` keeps
    /// the list on top and the detail aside, in its column, until the split expands again. Nil:
    /// the proposed column.
    public var topColumnForCollapsing: ((_ proposed: SplitColumn) -> SplitColumn)?
    /// The detail of what is selected now, asked when the split expands with no detail pushed
    /// while it was collapsed (UIKit's `splitViewController(_:separateSecondaryFrom:)`): the
    /// secondary column then shows it (the screen it shows already, when returned, stays), or the
    /// placeholder when it returns nil. Nil (the default): the detail shown before collapsing
    /// shows again, or the placeholder. `NavigationContext.showDetail(following:_:)` sets it.
    public var detailForSelection: (() -> Screen?)?

    /// True while it shows one column (its frame is narrower than `expandedMinimumWidth`).
    public private(set) var isCollapsed = true
    /// The column that takes input; while collapsed, the one shown (always `.primary` with stacks
    /// in both columns).
    public internal(set) var focusedColumn = SplitColumn.primary
    /// True when both columns are stacks: collapsing moves the detail's screens onto the list's
    /// stack. With a container in a column, collapsing shows one column whole.
    public var movesScreens: Bool { primaryColumn is NavigationController && secondaryColumn is NavigationController }
    /// The primary column's width as the divider has it (cells): where the pointer or the keys
    /// left it, or where it is on its way (`SplitDivider`); nil until it is moved.
    public var draggedPrimaryColumnWidth: Int? { divider.width }
    /// True when the secondary shows a detail (`showDetail`), not the placeholder: expanded, in
    /// its column; collapsed, on the primary's stack above `detailBase` screens.
    public private(set) var hasDetail = false
    /// Collapsed with a detail: how many of the primary's screens are the list's (the detail's
    /// screens are above them).
    private(set) var detailBase: Int?
    /// Collapsed with the list on top: the detail stays in the secondary's stack, hidden, and
    /// shows again when the split expands.
    private(set) var keepsDetailAside = false
    /// The cells the divider sits on: one column.
    public nonisolated static let dividerWidth = 1

    /// The divider: where it rests and how it moves, under the pointer or by the keys.
    var divider = SplitDivider()
    /// The width (cells) the split was last fitted to (`adapt(to:)`): its key commands move the
    /// divider within it.
    var fittedWidth = 0
    /// The context the key commands were last asked for in (`keyCommands(in:)`): their actions
    /// act at its time.
    var commandContext = ContainerEventContext(time: 0, keysAreWaiting: false)
    /// The split's key commands, made once (`makeKeyCommands()`).
    lazy var ownKeyCommands: [KeyCommand] = makeKeyCommands()

    /// A split view whose primary column is a stack rooted at `primary` (the list) and whose
    /// secondary column shows `secondary` until a detail is shown (`NavigationContext.showDetail`).
    public convenience init(primary: Screen, secondary: Screen) {
        self.init(primary: NavigationController(root: primary), secondary: NavigationController(root: secondary))
    }

    /// A split view whose primary column shows `primary` and whose secondary column says
    /// `placeholder` (a `PlaceholderScreen`: "Select a commit") until a detail shows there.
    public convenience init(primary: Screen, placeholder: String) {
        self.init(primary: primary, secondary: PlaceholderScreen(placeholder))
    }

    /// A split view whose primary column shows `primary` and whose secondary column shows
    /// `secondary`: each a stack, or any container (tabs, another split). A detail shown from
    /// the primary (`NavigationContext.showDetail`) goes to the secondary column's focused stack.
    public init(primary: any Container, secondary: any Container) {
        primaryColumn = primary
        secondaryColumn = secondary
        columns = [primary, secondary]
        self.primary = primary.navigationStacks[0]
        self.secondary = secondary.navigationStacks[0]
        placeholder = self.secondary.screens[0]
    }

    /// The primary column's width (cells) in a container `width` cells wide: the dragged or
    /// preferred width, within the limits and leaving the secondary its minimum.
    public func primaryColumnWidth(in width: Int) -> Int {
        let upper = min(maximumPrimaryColumnWidth, width - Self.dividerWidth - minimumSecondaryColumnWidth)
        let wanted = draggedPrimaryColumnWidth ?? preferredPrimaryColumnWidth
        return max(1, min(max(wanted, minimumPrimaryColumnWidth), upper))
    }

    /// The widths the divider may give the primary column in a container `width` cells wide
    /// (cells): its limits, leaving the secondary its minimum.
    func dividerRange(in width: Int) -> ClosedRange<Int> {
        let upper = max(1, min(maximumPrimaryColumnWidth, width - Self.dividerWidth - minimumSecondaryColumnWidth))
        return max(1, min(minimumPrimaryColumnWidth, upper))...upper
    }

    /// Where `column` is shown in a container of `size` (cells): expanded, its side of the
    /// divider; collapsed, the focused column takes it all (the primary, with stacks in both
    /// columns) and the other nothing.
    public func frame(of column: SplitColumn, in size: Size) -> Rect {
        guard !isCollapsed else {
            return column == focusedColumn ? Rect(origin: .zero, size: size) : Rect(x: 0, y: 0, width: 0, height: 0)
        }
        let left = primaryColumnWidth(in: size.width)
        switch column {
        case .primary:
            return Rect(x: 0, y: 0, width: left, height: size.height)
        case .secondary:
            let x = left + Self.dividerWidth
            return Rect(x: x, y: 0, width: max(0, size.width - x), height: size.height)
        }
    }

    /// The first stack of `column`.
    public func stack(of column: SplitColumn) -> NavigationController {
        column == .primary ? primary : secondary
    }

    /// What `column` shows: its stack, or a container.
    public func content(of column: SplitColumn) -> any Container {
        column == .primary ? primaryColumn : secondaryColumn
    }

    /// The column `stack` is, if it is one of the split's.
    func column(of stack: NavigationController) -> SplitColumn? {
        stack === primary ? .primary : stack === secondary ? .secondary : nil
    }

    /// Gives the focus to `column` (expanded only); true when it moved.
    func focus(_ column: SplitColumn) -> Bool {
        guard !isCollapsed, column != focusedColumn else { return false }
        focusedColumn = column
        return true
    }

    /// Moves the divider `cells` wider (negative: narrower), animated from `context.time`, in the
    /// width the split was last fitted to. True when it will move.
    func moveDivider(by cells: Int, context: ContainerEventContext) -> Bool {
        divider.move(by: cells, width: primaryColumnWidth(in: fittedWidth), range: dividerRange(in: fittedWidth),
                     context: context)
    }

    /// Moves the divider on to `time` (seconds), where a key sent it; true while it still moves:
    /// frames come until it rests.
    public func step(to time: Double) -> Bool {
        _ = divider.step(to: time)
        return divider.isAnimating
    }

    /// Shows `detail` in the secondary column (expanded: it replaces the column's stack, not
    /// animated) or pushed onto the primary's stack (collapsed: animated, or replacing the detail
    /// already pushed), at `time` (seconds).
    /// With a container in a column, the detail goes to the secondary column's focused stack,
    /// and collapsed, that column comes forward (`broughtForward`: the engine then settles the
    /// layout).
    @discardableResult
    func showDetail(_ detail: Screen, animated: Bool, at time: Double) -> (result: NavigationResult, broughtForward: Bool) {
        hasDetail = true
        guard movesScreens else {
            let result = secondaryColumn.focusedStack.setStack([detail], animated: false, at: time)
            guard isCollapsed, focusedColumn == .primary else { return (result, false) }
            focusedColumn = .secondary
            return (result, true)
        }
        return (showDetailMovingScreens(detail, animated: animated, at: time), false)
    }

    /// `showDetail` with stacks in both columns.
    private func showDetailMovingScreens(_ detail: Screen, animated: Bool, at time: Double) -> NavigationResult {
        if !isCollapsed { return secondary.setStack([detail], animated: false, at: time) }
        if keepsDetailAside {  // a new detail replaces the one waiting in its column: that one leaves
            keepsDetailAside = false
            secondary.setStack([placeholder], animated: false, at: time)
        }
        if let base = detailBase, base < primary.depth {
            return primary.setStack(Array(primary.screens.prefix(base)) + [detail], animated: animated, at: time)
        }
        detailBase = primary.depth
        return primary.push(detail, animated: animated, at: time)
    }

    /// The top of `stack` changed: when it is the primary's and the split is collapsed, a detail
    /// popped off it is gone.
    public func stackTopDidChange(_ stack: NavigationController) {
        if stack === primary, isCollapsed, let base = detailBase, primary.depth <= base {
            detailBase = nil
            hasDetail = false
        }
    }

    /// True while a push or pop runs in a column: the focus and the divider stay as they are.
    var columnMoves: Bool {
        var moves = false
        forEachColumnStack { if $0.transition != nil { moves = true } }
        return moves
    }

    /// True when every stack of both columns is at rest: the only time screens may move between
    /// them, or a column hide.
    var canRearrange: Bool {
        var busy = false
        forEachColumnStack { if $0.isBusy { busy = true } }
        return !busy
    }

    /// Calls `body` with every stack of both columns.
    private func forEachColumnStack(_ body: (NavigationController) -> Void) {
        primaryColumn.forEachStack(body)
        secondaryColumn.forEachStack(body)
    }

    /// Collapses or expands for a frame `size` cells wide, if it must and both stacks are at rest
    /// (else it waits: the engine calls again after the next event or frame). True when it changed.
    public func adapt(to size: Size) -> Bool {
        if size.width != fittedWidth {
            if fittedWidth != 0 { divider.stop() }  // its range was the old width's
            fittedWidth = size.width
        }
        let collapse = size.width < expandedMinimumWidth
        guard collapse != isCollapsed, canRearrange else { return false }
        if collapse { self.collapse() } else { expand() }
        onCollapseChange?(isCollapsed)
        return true
    }

    /// With the secondary on top (it had the focus), puts the detail's stack on top of the
    /// primary's (the list disappears under it); else hides the secondary's (the detail, kept
    /// aside, or the placeholder). The primary takes the focus.
    private func collapse() {
        let top = topColumnForCollapsing?(focusedColumn) ?? focusedColumn
        isCollapsed = true
        guard movesScreens else { return focusedColumn = top }  // that column shows whole
        focusedColumn = .primary
        if hasDetail && top == .secondary {
            let base = primary.depth
            let detail = secondary.exchangeScreens(above: 0, for: [placeholder])
            _ = primary.exchangeScreens(above: base, for: detail)
            detailBase = base
        } else {
            keepsDetailAside = hasDetail
        }
    }

    /// Moves what was pushed above the list back into the secondary column (the list appears
    /// again), or shows the placeholder; the detail keeps the focus it had on top.
    private func expand() {
        isCollapsed = false
        guard movesScreens else { return }  // both columns show again, the focus where it was
        if let base = detailBase, base < primary.depth {
            let detail = primary.exchangeScreens(above: base, for: [])
            _ = secondary.exchangeScreens(above: 0, for: detail)
            detailBase = nil
            focusedColumn = .secondary
        } else {
            detailBase = nil
            hasDetail = keepsDetailAside
            keepsDetailAside = false
            focusedColumn = .primary
            if let detailForSelection { showInSecondary(detailForSelection()) }
        }
    }

    /// Shows `detail` in the secondary column, not animated (the screen it shows already stays),
    /// or the placeholder when it is nil.
    func showInSecondary(_ detail: Screen?) {
        let shown = detail ?? placeholder
        hasDetail = detail != nil
        guard !secondaryShowsOnly(shown) else { return }
        secondary.setStack([shown], animated: false)
    }

    /// True when the secondary column's stack holds `screen` alone.
    func secondaryShowsOnly(_ screen: Screen) -> Bool { secondary.depth == 1 && secondary.topScreen === screen }
}

extension SplitController: Container {
    /// What the primary column shows, then the secondary's.
    public var children: [any Container] { columns }

    /// What the focused column shows.
    public var focusedChild: (any Container)? { content(of: focusedColumn) }

    /// Expanded, both columns on either side of the divider; collapsed, the focused column alone
    /// (the primary's stack, with stacks in both columns).
    public func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        guard !isCollapsed else { return body(content(of: focusedColumn), Rect(origin: .zero, size: size)) }
        body(primaryColumn, frame(of: .primary, in: size))
        body(secondaryColumn, frame(of: .secondary, in: size))
    }

    /// Expanded, the divider (highlighted while dragged) and the top bar of the column without the
    /// focus in the theme's secondary style, as an inactive window's title: every look shows it
    /// apart from the bar, the terminal's own colours (which cannot be dimmed) included.
    public func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        guard !isCollapsed else { return }
        let left = frame(of: .primary, in: size), right = frame(of: .secondary, in: size)
        let style = divider.isTracking ? theme.highlight : theme.secondary
        for y in 0..<size.height { canvas.write("│", at: Point(x: left.maxX, y: y), style: style) }
        let unfocused = focusedColumn == .primary ? right : left
        canvas.restyle(Rect(x: unfocused.minX, y: 0, width: unfocused.size.width, height: Engine.topBarHeight),
                       to: theme.secondary)
    }
}
