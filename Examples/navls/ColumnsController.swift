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
/// Narrower than `expandedMinimumWidth` it shows one column at a time, the whole width: a folder
/// opened slides in from the right over the one it leaves, as a push does, and a detail is pushed
/// onto the column's stack.
@MainActor
final class ColumnsController {
    /// A stack per folder opened, the first one's first and the current one's last.
    private(set) var columns: [NavigationController]
    /// The column on the right: the current column's detail.
    let preview: NavigationController
    /// What the preview shows until the current column shows a detail.
    let placeholder: Screen
    /// The width (cells) from which the columns show side by side (100); narrower, one at a time.
    var expandedMinimumWidth = 100
    /// True while it shows one column at a time.
    private(set) var isCollapsed = false
    /// Told after the columns came side by side and after they went to one at a time (a resize
    /// across `expandedMinimumWidth`), with the new `isCollapsed`: the app shows a preview for
    /// what is selected when they come side by side with none.
    var onCollapseChange: ((Bool) -> Void)?
    /// Told when a column is the current one again after going back (or after a slide deeper
    /// sprang back), once the preview shows what it last showed there: the app shows the preview
    /// of its selection when it showed none yet (a column made for a path, never current).
    var onCurrentColumnChange: ((NavigationController) -> Void)?
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
    /// folders replaced by another path. Not while the columns slide.
    func open(path screens: [Screen]) {
        precondition(!screens.isEmpty, "the columns show at least one screen")
        shift = nil
        pressedForBack = nil
        details.removeAll()
        columns = screens.map { NavigationController(root: $0) }
        preview.setStack([placeholder], animated: false)
    }

    // MARK: - Moving

    /// Adds a column for `screen` and slides the columns left to it, from `time` (seconds), as the
    /// context's push would move (at once with reduced motion).
    private func moveDeeper(to screen: Screen, context: ContainerEventContext) {
        columns.append(NavigationController(root: screen))
        guard !context.reduceMotion else { return }
        shift = ColumnShift(direction: .deeper, context: context)
    }

    /// Slides the columns right, back to the parent: animated from `time`, or following the
    /// pointer from `pointerX` (cells) when given.
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
    private var canGoBack: Bool { shift == nil && columns.count > 1 && current.depth == 1 }

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
    /// beside them. Collapsed, every slot is the whole width: 1 the terminal, 0 a third of it off
    /// to the left (under the current one, as a push leaves the screen below), 2 beyond the right.
    private func place(slot: Int, in size: Size) -> (x: Double, width: Int) {
        let w = size.width
        if isCollapsed {
            switch slot {
            case ..<0: return (Double(-w), w)
            case 0: return (Double(-w / 3), w)
            case 1: return (0, w)
            default: return (Double(w * (slot - 1)), w)
            }
        }
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

    /// The current column's index before the slide (0) and after it (1), or at rest.
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
    /// group has arrived, and the right one goes on alone: each row shifts in one piece. The column that narrows as it
    /// becomes the parent takes its new width when the slide ends; the one that widens as it
    /// becomes the current takes it as the slide begins, under its neighbour. Collapsed, every
    /// column is the whole width and slides between its places.
    private func frame(of index: Int, in size: Size) -> Rect {
        let indices = currentIndices, progress = shift?.progress ?? 0
        let from = place(slot: slot(of: index, currentIndex: indices.from), in: size)
        let to = place(slot: slot(of: index, currentIndex: indices.to), in: size)
        guard let direction = shift?.direction, !isCollapsed else {
            let x = Int((from.x + (to.x - from.x) * progress).rounded())
            return Rect(x: x, y: 0, width: from.width, height: size.height)
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
    /// side by side, the parent, current and preview places; collapsed, the current place (and
    /// during a slide, the one below it).
    private func isShown(_ index: Int) -> Bool {
        let indices = currentIndices
        let slots = [slot(of: index, currentIndex: indices.from), slot(of: index, currentIndex: indices.to)]
        if isCollapsed { return index < columns.count && slots.contains { $0 == 1 || ($0 == 0 && shift != nil) } }
        return slots.contains { (0...2).contains($0) }
    }

    /// How far the current column travels in a whole slide (cells): from its place to the
    /// preview's, or the whole width collapsed.
    private func travel(in size: Size) -> Double {
        isCollapsed ? Double(size.width) : Double(widths(in: size.width).current + Self.dividerWidth)
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
    /// Collapsed, during a slide, the column going under is dimmed.
    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        if isCollapsed {
            guard shift != nil, columns.count > 1 else { return }
            let upper = frame(of: columns.count - 1, in: size)
            canvas.restyle(Rect(x: 0, y: 0, width: max(0, min(size.width, upper.minX)), height: size.height), to: theme.secondary)
            return
        }
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

    /// Shows one column at a time below `expandedMinimumWidth`, side by side from it; not while
    /// the columns slide (the engine asks again).
    func adapt(to size: Size) -> Bool {
        let collapse = size.width < expandedMinimumWidth
        guard collapse != isCollapsed, shift == nil else { return false }
        isCollapsed = collapse
        onCollapseChange?(collapse)
        return true
    }

    /// `.show` from the current column adds a column and slides to it (refused while the
    /// columns slide); `.showDetail` from it shows in the preview, side by side (collapsed, the
    /// stack pushes it). From another column, nothing: it is pushed there.
    func perform(_ action: ContainerAction, from stack: NavigationController,
                 context: ContainerEventContext) -> ContainerAction.Outcome? {
        guard stack === current else { return nil }
        switch action {
        case let .show(screen, _):
            guard shift == nil else { return ContainerAction.Outcome(.refused(.containerBusy), changesLayout: false) }
            moveDeeper(to: screen, context: context)
            return ContainerAction.Outcome(.completed, changesLayout: true)
        case let .showDetail(detail, _):
            guard !isCollapsed else { return nil }
            details[ObjectIdentifier(stack)] = detail
            guard shift?.direction != .back else { return ContainerAction.Outcome(.completed, changesLayout: false) }
            return ContainerAction.Outcome(preview.setStack([detail], animated: false, at: context.time), changesLayout: false)
        case .selectTab:
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
    /// away after going back, or after a caught slide deeper sprang back). True while it moves.
    func step(to time: Double) -> Bool {
        guard var moving = shift else { return false }
        guard let ending = moving.advance(to: time) else {
            shift = moving
            return !moving.isTracking
        }
        let direction = moving.direction
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
