import NavKit

/// Miller columns, as ranger, lf and the Finder's column view show folders: the parent folder,
/// the current one and a preview side by side, in widths of 1:3:4 (ranger's ratios), each column
/// a navigation stack of its own. Written on NavKit's public container API alone.
///
/// What a screen of the current column opens with `NavigationContext.show(_:animated:)` becomes
/// a new column: the columns slide left by one, animated with a push's timing; a press during the
/// slide catches it, and the columns then follow the pointer. ← (Esc, Backspace) at the current
/// column's root, a click in the parent column, or a drag from there or from the left edge, goes
/// back: the columns slide right, following the pointer while it drags, and on release finish or
/// spring back by the back swipe's rule. What the current column's screen shows with
/// `NavigationContext.showDetail(_:animated:)` shows in the preview column.
///
/// Narrower than `expandedMinimumWidth` it falls back to a navigation stack, as a split view
/// collapses: every column's screens move onto the first column's stack (nothing is lost, no
/// screen leaves), which then pushes what is shown and the detail, pops on ←, and has its back
/// swipe, back button and history. Wide again, the screens move back into columns.
@MainActor
final class ColumnsController {
    /// A stack per folder opened, the first one's first and the current one's last.
    private(set) var columns: [NavigationController]
    /// The column on the right: the current column's detail.
    let preview: NavigationController
    /// What the preview shows until the current column shows a detail.
    let placeholder: Screen
    /// The width (cells) from which the columns show side by side (100); narrower, one stack.
    var expandedMinimumWidth = 100
    /// True while it is one stack (narrower than `expandedMinimumWidth`).
    private(set) var isCollapsed = false
    /// While collapsed: the screens that were columns, or were shown (`.show`) since, so that
    /// expanding makes each a column again; what was pushed above one stays on its stack.
    private var columnRoots: [ObjectIdentifier] = []
    /// Told when a column is the current one again after going back (or after a slide deeper
    /// sprang back, or the columns came back side by side), once the preview shows what it last
    /// showed there: the app shows the preview of its selection when it showed none yet (a
    /// column made for a path, never current).
    var onCurrentColumnChange: ((NavigationController) -> Void)?
    /// True when the columns came back side by side: the current column is told at the next step,
    /// once the engine has its new stacks.
    private var currentColumnChangePending = false
    /// The widths the parent, current and preview columns share the terminal in.
    static let ratios = (parent: 1, current: 3, preview: 4)
    /// The cells between two columns: one, a line.
    static let dividerWidth = 1

    /// The columns' slide in flight, if any.
    private(set) var shift: ColumnShift?
    /// A press in the parent column or at the left edge, at rest: where it was (cells), until it
    /// drags (a back swipe) or is released (a click: back).
    private var pressedForBack: Double?
    /// The last detail each column showed, for when it is the current one again.
    private var details: [ObjectIdentifier: Screen] = [:]

    /// Columns for `screens`, the first folder's screen first and the current one's last (each in
    /// a stack of its own), beside a preview column showing `placeholder`.
    init(path screens: [Screen], placeholder: Screen) {
        precondition(!screens.isEmpty, "the columns show at least one screen")
        columns = screens.map { NavigationController(root: $0) }
        self.placeholder = placeholder
        preview = NavigationController(root: placeholder)
    }

    /// The current column: where keys go, whose screen's details the preview shows.
    var current: NavigationController { columns[columns.count - 1] }

    /// Shows `screens` as the columns, at once, as `init(path:placeholder:)` does: the view's
    /// folders replaced by another path (collapsed, on the one stack, each a column when the
    /// columns come back). Not while the columns slide.
    func open(path screens: [Screen]) {
        precondition(!screens.isEmpty, "the columns show at least one screen")
        shift = nil
        pressedForBack = nil
        details.removeAll()
        if isCollapsed {
            let stack = NavigationController(root: screens[0])
            stack.setStack(screens, animated: false)
            columns = [stack]
            columnRoots = screens.map(ObjectIdentifier.init)
        } else {
            columns = screens.map { NavigationController(root: $0) }
        }
        preview.setStack([placeholder], animated: false)
    }

    // MARK: - Moving

    /// Adds a column for `screen` and slides the columns left to it from `context.time` (seconds),
    /// as the context's push would move (at once with reduced motion).
    private func moveDeeper(to screen: Screen, context: ContainerEventContext) {
        columns.append(NavigationController(root: screen))
        guard !context.reduceMotion else { return }
        shift = ColumnShift(direction: .deeper, context: context)
    }

    /// Slides the columns right, back to the parent: animated from `context.time` (at once with
    /// reduced motion), or following the pointer from `pointerX` (cells) when given.
    private func moveBack(context: ContainerEventContext, pointerX: Double? = nil) {
        guard !context.reduceMotion || pointerX != nil else { return finish(.back) }
        var back = ColumnShift(direction: .back, context: context)
        if let pointerX { back.catchIt(at: pointerX, time: context.time) }
        shift = back
    }

    /// Ends the slide: the columns now show as `direction` leaves them (a column taken away when
    /// going back); the preview shows what the current column last showed.
    private func finish(_ direction: ColumnShift.Direction) {
        shift = nil
        if direction == .back {
            let closed = columns.removeLast()
            details[ObjectIdentifier(closed)] = nil
        }
        preview.setStack([details[ObjectIdentifier(current)] ?? placeholder], animated: false)
        onCurrentColumnChange?(current)
    }

    /// True when the columns may go back now: at rest, with a parent, the current column at its root.
    private var canGoBack: Bool {
        !isCollapsed && shift == nil && columns.count > 1 && current.depth == 1 && !current.isPresenting
    }

    // MARK: - Layout

    /// The three columns' widths (cells) in a terminal `width` cells wide, the dividers apart.
    func widths(in width: Int) -> (parent: Int, current: Int, preview: Int) {
        let ratios = Self.ratios, room = max(3, width - 2 * Self.dividerWidth)
        let total = ratios.parent + ratios.current + ratios.preview
        let parent = max(1, room * ratios.parent / total), current = max(1, room * ratios.current / total)
        return (parent, current, max(1, room - parent - current))
    }

    /// Where the column in `slot` shows (cells; its left edge may be off either side): slot 1 is
    /// the current column's place, 0 the parent's, 2 the preview's, the others off the terminal
    /// beside them.
    private func place(slot: Int, in size: Size) -> (x: Double, width: Int) {
        let w = size.width
        let (parent, current, preview) = widths(in: w), gap = Self.dividerWidth
        switch slot {
        case ..<0: return (Double(slot * (parent + gap)), parent)
        case 0: return (0, parent)
        case 1: return (Double(parent + gap), current)
        case 2: return (Double(parent + current + 2 * gap), preview)
        default: return (Double(w + gap + (slot - 3) * (preview + gap)), preview)
        }
    }

    /// The slot of column `index` (or of the preview, `index == columns.count`) when the current
    /// column is `columns[currentIndex]`: the columns one after the other, the preview right of
    /// the last one, and never left of the preview's place.
    private func slot(of index: Int, currentIndex: Int) -> Int {
        index == columns.count ? columns.count - currentIndex + 1 : index - currentIndex + 1
    }

    /// The current column's index before the slide and after it (the same at rest).
    private var currentIndices: (from: Int, to: Int) {
        let last = columns.count - 1
        switch shift?.direction {
        case .deeper?: return (last - 1, last)
        case .back?: return (last, last - 1)
        case nil: return (last, last)
        }
    }

    /// Where column `index` (the preview: `columns.count`) shows now, in a container of `size`.
    /// At rest, its place. During a slide the columns move in two groups, each drawn at one
    /// width all the way, so that their text moves whole (a terminal shifts it, and the bytes of
    /// a frame are those of the cells that come into view): those left of the column that comes
    /// or goes (the parent's side) by a parent column and its line, the rest by a current column
    /// and its line, the right group drawn over the left one. They move together until the left
    /// group has arrived, and the right one goes on alone: each row shifts in one piece. The
    /// column that narrows as it becomes the parent takes its new width when the slide ends; the
    /// one that widens as it becomes the current takes it as the slide begins, under its
    /// neighbour. Collapsed, the one stack takes the whole size.
    private func frame(of index: Int, in size: Size) -> Rect {
        guard !isCollapsed else { return Rect(origin: .zero, size: size) }
        let indices = currentIndices, progress = shift?.progress ?? 0
        let from = place(slot: slot(of: index, currentIndex: indices.from), in: size)
        let to = place(slot: slot(of: index, currentIndex: indices.to), in: size)
        guard let direction = shift?.direction else {
            return Rect(x: Int(from.x), y: 0, width: from.width, height: size.height)
        }
        let widths = widths(in: size.width), gap = Self.dividerWidth
        // The first column of the right group: the new one going deeper, the current one going back.
        let pivot = columns.count - 1
        let moves = index < pivot ? widths.parent + gap : widths.current + gap
        let sign = direction == .deeper ? -1.0 : 1.0
        // Both groups move together until the left one has gone its way: one shift of each row.
        let offset = min(Double(widths.current + gap) * progress, Double(moves))
        let width: Int, start: Double
        switch (direction, index < pivot) {
        case (.deeper, true):                  // the parent and the current: their own widths
            (width, start) = (from.width, from.x)
        case (.deeper, false):                 // the new column and the preview: their new widths
            width = to.width
            start = to.x + Double(moves)
        case (.back, true):                    // the parent widens as the slide begins
            (width, start) = (to.width, to.x - Double(moves))
        case (.back, false):                   // the current column and the preview, as they are
            (width, start) = (from.width, from.x)
        }
        let x = Int((start + sign * offset).rounded())
        return Rect(x: x, y: 0, width: width, height: size.height)
    }

    /// True when column `index` (the preview: `columns.count`) shows, before or after the slide:
    /// side by side, the parent, current and preview places; collapsed, the one stack.
    private func isShown(_ index: Int) -> Bool {
        guard !isCollapsed else { return index == 0 }
        let indices = currentIndices
        return (0...2).contains(slot(of: index, currentIndex: indices.from))
            || (0...2).contains(slot(of: index, currentIndex: indices.to))
    }

    /// How far the current column travels in a whole slide (cells): from its place to the
    /// preview's.
    private func travel(in size: Size) -> Double {
        Double(widths(in: size.width).current + Self.dividerWidth)
    }

    // MARK: - One stack, narrow

    /// True when every column is at rest and presents nothing: screens may move between them.
    private var canRearrange: Bool { shift == nil && !columns.contains { $0.isBusy || $0.isPresenting } }

    /// Moves every column's screens onto the first column's stack, above its own, and keeps that
    /// stack alone: the current column's screen is its top. The other columns' stacks go (their
    /// screens stay, on the one stack).
    private func collapse() {
        let stack = columns[0]
        columnRoots = columns.map { ObjectIdentifier($0.screens[0]) }
        stack.exchangeScreens(above: stack.depth, for: columns.dropFirst().flatMap(\.screens))
        columns = [stack]
    }

    /// Moves the one stack's screens back into columns: each screen that was a column (or was
    /// shown since) starts one, with what was pushed above it.
    private func expand() {
        let stack = columns[0]
        let screens = stack.screens
        let starts = screens.indices.filter { $0 > 0 && columnRoots.contains(ObjectIdentifier(screens[$0])) }
        columnRoots = []
        if let first = starts.first {
            stack.exchangeScreens(above: first, for: [])
            for (start, end) in zip(starts, starts.dropFirst() + [screens.count]) {
                let column = NavigationController(root: screens[start])
                if end > start + 1 { column.exchangeScreens(above: 1, for: Array(screens[(start + 1)..<end])) }
                columns.append(column)
            }
        }
        preview.setStack([details[ObjectIdentifier(current)] ?? placeholder], animated: false)
        currentColumnChangePending = true
    }
}

extension ColumnsController: Container {
    /// Every column, then the preview.
    var children: [any Container] { columns + [preview] }

    /// The current column.
    var focusedChild: (any Container)? { current }

    /// The columns that show before or after the slide, left to right, then the preview (side by
    /// side only), each where the slide has taken it.
    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        for index in columns.indices where isShown(index) { body(columns[index], frame(of: index, in: size)) }
        if !isCollapsed && isShown(columns.count) { body(preview, frame(of: columns.count, in: size)) }
    }

    /// Side by side: a line left of each column, blank where no parent column is (at the first
    /// folder), and the top bars of the columns without the keys in the secondary style.
    /// Collapsed, nothing: the stack draws itself.
    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        guard !isCollapsed else { return }
        let shown = (0...columns.count).filter(isShown).map { ($0, frame(of: $0, in: size)) }
        for (order, (index, frame)) in shown.enumerated() {
            // Each column is drawn over the one left of it: a line at its left edge, and what of
            // it shows up to the next one's line.
            if frame.minX > 0 && frame.minX <= size.width {
                for y in 0..<size.height { canvas.write("│", at: Point(x: frame.minX - 1, y: y), style: theme.secondary) }
            }
            let visibleEnd = order + 1 < shown.count ? min(frame.maxX, shown[order + 1].1.minX - 1) : frame.maxX
            if index != columns.count - 1 {
                canvas.restyle(Rect(x: frame.minX, y: 0, width: max(0, visibleEnd - frame.minX), height: Engine.topBarHeight),
                               to: theme.secondary)
            }
        }
        if let leftmost = shown.first?.1.minX, leftmost > 1 {
            canvas.fill(Rect(x: 0, y: 0, width: min(leftmost - 1, size.width), height: size.height), style: theme.content)
        }
    }

    /// One stack below `expandedMinimumWidth`, columns side by side from it; not while the
    /// columns slide or a column's stack moves (the engine asks again).
    func adapt(to size: Size) -> Bool {
        let narrow = size.width < expandedMinimumWidth
        guard narrow != isCollapsed, canRearrange else { return false }
        isCollapsed = narrow
        if narrow { collapse() } else { expand() }
        return true
    }

    /// Collapsed, forgets the screens that were columns and have left the one stack (popped).
    func stackTopDidChange(_ stack: NavigationController) {
        guard isCollapsed, stack === columns[0] else { return }
        let onStack = Set(stack.screens.map(ObjectIdentifier.init))
        columnRoots.removeAll { !onStack.contains($0) }
    }

    /// `.show` from the current column adds a column and slides to it (refused while the
    /// columns slide); `.showDetail` from it shows in the preview. Collapsed, the one stack
    /// pushes both (a screen shown is a column again when the columns come back). From another
    /// column, nothing: it is pushed there.
    func perform(_ action: ContainerAction, from stack: NavigationController,
                 context: ContainerEventContext) -> ContainerAction.Outcome? {
        guard stack === current, let screen = action.screen else { return nil }
        if isCollapsed, action.name == .show {
            columnRoots.append(ObjectIdentifier(screen))
            return ContainerAction.Outcome(stack.push(screen, animated: action.animated, at: context.time), changesLayout: false)
        }
        switch action.name {
        case .show:
            guard shift == nil else { return ContainerAction.Outcome(.refused(.containerBusy), changesLayout: false) }
            moveDeeper(to: screen, context: context)
            return ContainerAction.Outcome(.completed, changesLayout: true)
        case .showDetail:
            guard !isCollapsed else { return nil }
            details[ObjectIdentifier(stack)] = screen
            guard shift?.direction != .back else { return ContainerAction.Outcome(.completed, changesLayout: false) }
            return ContainerAction.Outcome(preview.setStack([screen], animated: false, at: context.time), changesLayout: false)
        default:
            return nil
        }
    }

    /// A back key the current column's screen left goes back (also Shift+→ and `]`, the
    /// keyboard's back swipe, which the stack cannot use at its root).
    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        let back = key == .shiftRight || key == .character("]") ? !screenDeclined : key.isBackKey && screenDeclined
        guard back, canGoBack else { return .ignored }
        moveBack(context: context)
        return .handledChangingLayout
    }

    /// During a slide, a press catches it and the columns follow the pointer until the release,
    /// which finishes or springs back by the back swipe's rule; at rest, a press in the parent
    /// column or at the left edge goes back: following the pointer once it drags right, at once
    /// on release.
    func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse {
        let x = event.preciseX, width = travel(in: size)
        if var moving = shift {
            defer { shift = moving }
            switch event.kind {
            case .press:
                moving.catchIt(at: x, time: context.time)
                return .handled
            case .drag where moving.isTracking:
                moving.follow(to: x, travel: width, time: context.time)
                return .handled
            case .release where moving.isTracking:
                moving.follow(to: x, travel: width, time: context.time)
                moving.letGo(rule: context.releaseRule, travel: width, time: context.time)
                return .handled
            default:
                return .handled   // the columns move: nothing under them takes the pointer
            }
        }
        if let start = pressedForBack {
            switch event.kind {
            case .drag where x - start >= 1:
                pressedForBack = nil
                moveBack(context: context, pointerX: start)
                shift?.follow(to: x, travel: width, time: context.time)
                return .handledChangingLayout
            case .drag:
                return .handled
            case .release:
                pressedForBack = nil
                moveBack(context: context)
                return .handledChangingLayout
            default:
                pressedForBack = nil
            }
        }
        guard event.kind == .press, canGoBack, event.position.y >= 0, event.position.y < size.height else { return .ignored }
        let parentEdge = frame(of: columns.count - 1, in: size).minX
        guard event.position.x < max(context.edgeWidth, parentEdge - Self.dividerWidth + 1) else { return .ignored }
        pressedForBack = x
        return .handled
    }

    /// Moves the slide on to `time` (seconds); when it ends, the columns settle (a column taken
    /// away after going back, or after a caught slide deeper sprang back). Tells the current
    /// column when the columns came back side by side. True while the slide moves.
    func step(to time: Double) -> Bool {
        if currentColumnChangePending {
            currentColumnChangePending = false
            onCurrentColumnChange?(current)
        }
        guard var moving = shift else { return false }
        guard let ending = moving.advance(to: time) else {
            shift = moving
            return !moving.isTracking
        }
        let direction = moving.direction
        // The column that closes waits, the slide at its end, while it presents something.
        if (direction == .back) == (ending == .finished), current.isPresenting {
            shift = moving
            return false
        }
        switch (direction, ending) {
        case (.back, .finished):
            finish(.back)
        case (.deeper, .cancelled):
            shift = nil
            let closed = columns.removeLast()
            details[ObjectIdentifier(closed)] = nil
            preview.setStack([details[ObjectIdentifier(current)] ?? placeholder], animated: false)
            onCurrentColumnChange?(current)
        case (.deeper, .finished), (.back, .cancelled):
            shift = nil
        }
        return false
    }
}
