import Observation

/// A list of rows from a data source (UITableView's job), on a vertical `ScrollView`: ↑ ↓
/// PgUp PgDn Home End move the selection and the list follows it into view; the wheel and a
/// drag scroll (a flick coasts); Enter or a tap on a row activates it (its `onActivate`, which
/// typically pushes a screen). Only the rows that show are asked for, so a list of a million
/// rows costs what a list of a hundred does. Rows can fall into sections (`ListRows(sections:)`),
/// each under its header; the header of the section at the top stays pinned there while its
/// rows scroll under it, until the next one pushes it out. Rows with `trailingActions` reveal
/// them when swiped left, or from the keyboard with Delete (`ListView+Swipe.swift`).
/// With `columns`, it is a table: a header row of the columns' titles stays above the rows,
/// and each row's `cells` line up under them, cut with `…` where a column is narrower.
/// Observable: new rows or a placeholder, set from anywhere on the main actor, are drawn.
///
/// It is a `Part`: in a `Stack`, the stack places it and forwards to it; alone, a screen
/// places it in `layout(in:)`, lists `gestureRecognizers`, forwards `step(to:)`,
/// `tapTarget(at:)` and `handle`, and calls `draw(in:)`.
@MainActor @Observable
public final class ListView {
    /// The rows: how many, and each one as it shows (asked only for rows that show). Every
    /// index the list takes or gives (`selection`, `onActivate`, `select(_:)` …) is one of these
    /// rows', whatever a search hides.
    public var rows: ListRows {
        didSet {
            if !readingItems { (itemSource, itemsReading) = (nil, nil) }
            reloadData()
        }
    }
    /// Where the rows come from when they follow the app's items (`showRows(of:id:row:)`).
    @ObservationIgnored var itemSource: (@MainActor () -> ItemsReading)?
    /// The items' last reading, whose rows show.
    @ObservationIgnored var itemsReading: ItemsReading?
    /// True once what the items read has changed: they are read again before the list next
    /// draws or takes an event (observed, so that the change draws a frame).
    var itemsChanged = false
    /// True while the items are being shown (`rows` set by the list itself).
    @ObservationIgnored var readingItems = false
    /// What makes the list searchable: a search line at its top, `/` to type a query that
    /// narrows the rows (`ListSearch`). Nil: the list has no search.
    public var search: ListSearch? {
        didSet { searchDidChange(from: oldValue) }
    }
    /// The rows that show: `rows`, or those the search's query lets through.
    var shown: ListRows
    /// Each shown row's index in `rows`, in order (nil: every row shows, at its own index).
    var shownIndices: [Int]? {
        didSet { shownPositions = nil }
    }
    /// Each row's place among those that show (-1: hidden), made when first asked for while
    /// the rows show sorted by the list.
    @ObservationIgnored var shownPositions: [Int]?
    /// The order the list sorted the rows in (indices of `rows`), by a column's `sortKey`; nil
    /// in their own order.
    @ObservationIgnored var sortedOrder: [Int]?
    /// The search under way or in force, its matches so far (nil: no query).
    @ObservationIgnored var filter: RowFilter?
    /// True when a slice of rows was looked at since the list last stepped (a key changed the
    /// query): the next step looks at none, so that a frame looks at one slice.
    @ObservationIgnored var lookedThisFrame = false
    /// True while new rows come with the search already brought up to them
    /// (`update(to:deleting:)`, `update(to:inserting:)`): they are not searched again.
    @ObservationIgnored var filterFollowsRows = false
    /// True when the list has a search (`search` is set), read where the list draws and lays
    /// out: not observed, so that a list without one reads no more of its state than before.
    @ObservationIgnored var hasSearch = false
    /// The field the query is typed in, drawn on the search line.
    @ObservationIgnored let searchField = TextField()
    /// True while the query is being typed: every key reaches the list first (`takesText`).
    public internal(set) var isSearching = false
    /// Called with a row's index when it is activated (Enter, a tap): the screen's answer.
    public var onActivate: ((Int) -> ScreenResponse)?
    /// The menu of a row (UITableView's context menu): a right-click on the row selects it and
    /// opens the menu there; Shift+F10 (which terminals send as F10) opens it for the selected
    /// row, at its start. Nil, or nil for a row: no menu.
    @ObservationIgnored public var contextMenu: ((Int) -> Menu?)?
    /// Called with a row's index and the state its switch (`ListRow.Accessory.toggle`) is to
    /// take, when the user turns it over: Space or Enter on the selected row, a click on the
    /// switch. Update the model the rows come from; the knob slides to the state the row then
    /// shows. Nil: switches do not turn.
    @ObservationIgnored public var onToggle: ((Int, Bool) -> Void)?
    /// The switch the user last turned over: its row, and its knob on the way (0 off, 1 on).
    @ObservationIgnored var toggleKnob: (row: Int, knob: ControlMotion)?
    /// The actions a row reveals when swiped left (none: the row does not swipe); the first is
    /// drawn at the far right. Nil: no row swipes.
    public var trailingActions: ((Int) -> [ListAction])?
    /// The leftward drag that swipes a row open, listed in `gestureRecognizers` while rows have
    /// actions.
    public let swipePan: PanGestureRecognizer
    /// The columns of a table (none: a plain list of rows with a text and a detail). With
    /// columns, a header row of their titles stays at the top, above the rows.
    public var columns: [ListColumn] = [] {
        didSet { placeRows() }
    }
    /// The order the rows are in, shown as ▲ or ▼ after its column's title (nil: none shown).
    /// A column with a `sortKey` is sorted by the list (the rows show in that order, their
    /// indices still those of `rows`); for the others the app sorts, in `onSort`, and sets `rows`.
    public var sortOrder: ListSortOrder? {
        didSet { if sortOrder != oldValue { sortDidChange() } }
    }
    /// Called with the order the user asked for: a tap on a column's title sorts by it (in its
    /// `sortsAscendingFirst` direction), a second tap reverses it; `<` and `>` sort by the column
    /// to the left or right, `I` reverses (htop's keys). The list has already set `sortOrder`
    /// (and sorted, for a column with a `sortKey`); for the others sort the data and set `rows`,
    /// and the selection stays on its row (by identity, `ListRows.id`), the scroll where it was.
    /// Nil, and no column with a `sortKey`: titles are not tappable and the keys are not the
    /// list's; nil with such columns: only they sort.
    @ObservationIgnored public var onSort: ((ListSortOrder) -> Void)?
    /// The sideways drag on the header row that resizes a table's column: pressed on the
    /// boundary after a column's title (the gap after it), it makes that
    /// column as wide as the pointer says, down to its minimum, and the flexible columns share
    /// what is left. Listed in `gestureRecognizers` while the list has columns.
    public let columnResizePan: PanGestureRecognizer
    /// What the list says on its first line while it has no rows ("No notes", "(empty)"), in
    /// the theme's secondary style; empty: nothing.
    public var placeholder = ""
    /// What a screen reader calls the list ("Files"; empty: the list is named by its screen).
    @ObservationIgnored public var accessibilityLabel = ""
    /// The selected row, an index of `rows` (nil in an empty list, or when a search finds
    /// nothing). New rows keep it on the same row: the one with the same identity when rows have
    /// one (`ListRows.id`), else the same index; when that row is gone, the row now at its index
    /// (the last row when the rows got fewer).
    public var selection: Int? { selectedRow.map(index(ofShown:)) }
    /// The selected row among those that show (an index of `shown`).
    var selectedRow: Int? {
        didSet {
            let selection = self.selection
            let id = selection.flatMap { rows.id?($0) }
            let changed = selection != toldSelection || id != selectedID
            selectedID = id
            toldSelection = selection
            if changed {
                onSelectionChange?(selection)
                detailFollower?.selectionChanged(to: selection)
            }
        }
    }
    /// The selection `onSelectionChange` was last told of.
    @ObservationIgnored private var toldSelection: Int?
    /// Called with the new selection each time the selected row changes (UITableView's
    /// `didSelectRowAt` job): by a key, the pointer, the app's `select(_:)`, or new rows that
    /// lack the row that was selected (its index or its identity, `ListRows.id`, differs; rows
    /// without identity are compared by index). What follows the selection (a detail beside the
    /// list, a preview) follows it here; nil when the list is empty.
    @ObservationIgnored public var onSelectionChange: ((Int?) -> Void)?
    /// What shows the selected row's detail beside the list, and pushes it on Enter where
    /// `onActivate` is not set (`NavigationContext.showDetail(following:_:)`).
    @ObservationIgnored var detailFollower: DetailFollower?
    /// The identity of the selected row when it was selected (`ListRows.id`), nil without one.
    @ObservationIgnored public private(set) var selectedID: AnyHashable?
    /// The rows' motion.
    public let scroll: ScrollView
    /// Where the rows and the section headers fall among the content lines.
    @ObservationIgnored var lines: ListLines
    /// The row swiped open (or being swiped), if any.
    @ObservationIgnored var swipe: RowSwipe?
    /// Set by a key that opens (true) or closes (false) a row's actions: the motion starts at
    /// the time of the next step, the time the key came.
    @ObservationIgnored var pendingSettle: Bool?
    /// The action Enter runs while a row's actions are open (0: the first, at the far right).
    @ObservationIgnored var chosenAction = 0
    /// The last time the list heard of (seconds).
    @ObservationIgnored var now = 0.0
    /// Rows just deleted or inserted, while the others slide into place.
    @ObservationIgnored var rowChange: RowChange?
    /// Where the columns fell when the list was last drawn (nil: no columns).
    @ObservationIgnored var columnLayout: ColumnLayout?
    /// The widths columns were dragged to, by column (a drag draws the list again by itself).
    @ObservationIgnored var draggedWidths: [Int: Int] = [:]
    /// The column being resized, and its width when the drag began.
    @ObservationIgnored var resizing: (column: Int, width: Int)?

    /// A list of `rows`, its pan called `name` in traces.
    public init(rows: ListRows = ListRows(count: 0) { _ in ListRow("") }, name: String = "list") {
        self.rows = rows
        shown = rows
        lines = ListLines(rows)
        scroll = ScrollView(axis: .vertical, contentLength: lines.count, name: name)
        swipePan = PanGestureRecognizer(name: name + "Swipe", direction: .leftward)
        columnResizePan = PanGestureRecognizer(name: name + "ColumnResize", direction: .horizontal)
        selectedRow = rows.count > 0 ? 0 : nil
        toldSelection = selectedRow
        selectedID = rows.count > 0 ? rows.id?(0) : nil  // observers of `selectedRow` do not run in init
        swipePan.shouldBegin = { [unowned self] pan in pan.start.flatMap { shownRow(at: $0) }.map(canSwipe) ?? false }
        swipePan.onStateChange = { [unowned self] pan in followSwipe(pan) }
        columnResizePan.shouldBegin = { [unowned self] pan in pan.start.flatMap(columnBoundary(at:)) != nil }
        columnResizePan.onStateChange = { [unowned self] pan in followColumnResize(pan) }
    }

    /// Reads the rows again (after the data changed; setting `rows` does it), as a refresh
    /// should: the scroll position stays, and a coast goes on; the selection stays on its row,
    /// found by identity when rows have one (`ListRows.id`), else by index (the last row when
    /// the rows got fewer), and is not scrolled to. A search in force looks through the new
    /// rows.
    public func reloadData() {
        let old = selection ?? 0
        searchAgain()
        lines = ListLines(shown)
        if let swipe, swipe.row >= shown.count { self.swipe = nil }
        scroll.contentLength = lines.count
        guard shown.count > 0 else {
            selectedRow = nil
            return
        }
        let oldRow = shownIndex(of: old) ?? selectedRow ?? 0
        selectedRow = selectedID.flatMap { shown.index(of: $0, near: oldRow) } ?? min(oldRow, shown.count - 1)
    }

    /// Replaces the rows with `rows`, which lack the old rows at `indices`: the rows below
    /// slide up into their place (`RowChange.duration`, on the engine's clock). The selection
    /// keeps its index where it still exists. A search in force keeps what it found, less those
    /// rows, without looking through the others again.
    public func update(to rows: ListRows, deleting indices: [Int]) {
        change(to: rows, .deleted(indices.sorted()))
    }

    /// Replaces the rows with `rows`, which have new rows at `indices`: the rows below slide
    /// down to make room, and the new ones show in the room they leave. A search in force looks
    /// only at the new rows (so rows that keep coming, a log read as it is written, cost what
    /// they add).
    public func update(to rows: ListRows, inserting indices: [Int]) {
        change(to: rows, .inserted(indices.sorted()))
    }

    private func change(to rows: ListRows, _ kind: RowChange.Kind) {
        let before = lines, deleted = kind.indices.compactMap(shownIndex(of:))
        swipe = nil
        pendingSettle = nil
        if let search, let found = filter, found.isComplete, sortedOrder == nil {   // only the rows that changed are searched
            filter = kind.isDeletion ? found.removing(kind.indices)
                : found.inserting(kind.indices, search.makeTest(found.query, rows))
            filterFollowsRows = true
        }
        self.rows = rows
        let changed = kind.isDeletion ? deleted : kind.indices.compactMap(shownIndex(of:))
        guard !changed.isEmpty else { return }
        rowChange = RowChange(kind.isDeletion ? .deleted(changed) : .inserted(changed), before: before)
    }

    /// Where the list sits in its screen's content (content cells), its header row included.
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Where the rows show: the frame, less the header row of a table.
    var rowsFrame: Rect { scroll.frame }

    /// Puts the list on `frame` (the screen's content cells), the selection kept in view.
    public func place(in frame: Rect) {
        self.frame = frame
        placeRows()
    }

    /// Places the rows below the header row, if there is one.
    func placeRows() {
        let searchLine = hasSearch ? min(1, frame.size.height) : 0
        if hasSearch {
            searchField.place(in: Rect(x: frame.minX + 3, y: frame.minY, width: max(0, frame.size.width - 4), height: 1))
        }
        let top = frame.minY + searchLine, header = columns.isEmpty ? 0 : min(1, frame.maxY - top)
        scroll.place(in: Rect(x: frame.minX, y: top + header, width: frame.size.width,
                              height: frame.maxY - top - header))
        if let selectedRow { scrollToVisible(row: selectedRow) }
    }

    /// The recognizers to list in the screen's `gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer] {
        // One array, made whole: asked for on every pointer event.
        switch (columns.isEmpty, trailingActions == nil) {
        case (true, true): return [scroll.pan]
        case (true, false): return [scroll.pan, swipePan]
        case (false, true): return [columnResizePan, scroll.pan]
        case (false, false): return [columnResizePan, scroll.pan, swipePan]
        }
    }

    /// Moves the list by itself (after a flick) to `time`; true while it moves (forward the
    /// screen's `step(to:)` here).
    public func step(to time: Double) -> Bool {
        readItemsIfChanged()
        now = max(now, time)
        let scrolls = scroll.step(to: time)
        let knobMoves = stepToggleKnob(), searches = stepSearch()
        return stepSwipe() || stepRowChange() || scrolls || knobMoves || searches
    }

    /// Turns over row `index`'s switch as the user asked (its `onToggle`), the knob sliding from
    /// where it was; false when the row has no switch or the list no `onToggle`.
    private func toggle(_ index: Int) -> Bool {
        guard let onToggle, case let .toggle(isOn) = shown.row(index).accessory else { return false }
        var knob = toggleKnob?.row == index ? toggleKnob!.knob : ControlMotion(at: isOn ? 1 : 0)
        if toggleKnob?.row != index { _ = knob.step(to: now) }
        knob.move(to: isOn ? 0 : 1, fullDuration: Switch.slideDuration)
        toggleKnob = (index, knob)
        onToggle(self.index(ofShown: index), !isOn)
        return true
    }

    /// Slides the turned switch's knob on; true while it moves.
    private func stepToggleKnob() -> Bool {
        guard var toggled = toggleKnob else { return false }
        let moves = toggled.knob.step(to: now)
        toggleKnob = moves ? toggled : nil
        return true  // while it moves, and once more as it ends (drawn then from the row's state)
    }

    /// Starts a row change's slide at `now`, and ends it when it is over; true while it runs
    /// (and once more as it ends).
    private func stepRowChange() -> Bool {
        guard var change = rowChange else { return false }
        if change.start == nil {
            change.start = now
            rowChange = change
        }
        if change.isOver(at: now) { rowChange = nil }
        return true
    }

    /// Selects row `index` of `rows` (clamped to the rows) and, unless `scrollingToVisible` is
    /// false, scrolls the least that shows it (a coast then stops). A row a search hides is not
    /// selected: the selection stays.
    public func select(_ index: Int, scrollingToVisible: Bool = true) {
        guard rows.count > 0 else { return selectRow(nil) }
        guard let row = shownIndex(of: min(max(0, index), rows.count - 1)) else { return }
        selectRow(row, scrollingToVisible: scrollingToVisible)
    }

    /// Selects shown row `row` (clamped to the rows that show), scrolled to unless
    /// `scrollingToVisible` is false.
    func selectRow(_ row: Int?, scrollingToVisible: Bool = true) {
        guard let row, shown.count > 0 else {
            selectedRow = nil
            return
        }
        selectedRow = min(max(0, row), shown.count - 1)
        if scrollingToVisible, let selectedRow { scrollToVisible(row: selectedRow) }
    }

    /// The menu of the row at `point` (content cells), for a press held there.
    public func contextMenu(at point: Point) -> Menu? {
        guard swipe == nil, let index = row(at: point) else { return nil }
        return contextMenu?(index)
    }

    /// Scrolls the least that shows shown row `row` whole, below the pinned header when it has
    /// sections.
    func scrollToVisible(row: Int) {
        let line = lines.line(ofRow: row)
        if lines.hasSections { scroll.scrollToVisible(line - 1) }   // the line a pinned header covers
        scroll.scrollToVisible(line)
    }

    /// The row (an index of `rows`) shown at `point` (content cells), if any (none under a
    /// header).
    public func row(at point: Point) -> Int? { shownRow(at: point).map(index(ofShown:)) }

    /// The shown row at `point` (an index of `shown`), if any.
    func shownRow(at point: Point) -> Int? {
        guard rowsFrame.contains(point) else { return nil }
        if lines.hasSections && point.y == rowsFrame.minY && pinnedHeader != nil { return nil }
        guard let line = scroll.visibleRange.first(where: { scroll.position(of: $0) == point.y }) else { return nil }
        return lines.row(atLine: line)
    }

    /// The section whose header is pinned at the top, and the row it shows on (pushed up by
    /// the next header); nil when no header is pinned (the top line is a header itself).
    private var pinnedHeader: (section: Int, y: Int)? {
        let top = Int(scroll.offset.rounded(.down))
        guard top >= 0, let section = lines.section(atLine: top), lines.headerLines[section] != top else { return nil }
        var y = rowsFrame.minY
        if section + 1 < lines.headerLines.count {
            y = min(y, scroll.position(of: lines.headerLines[section + 1]) - 1)
        }
        return y >= rowsFrame.minY ? (section, y) : nil
    }

    /// The tap target at `point`: the row's index, or nil where there is no row and while the
    /// list coasts (a press then only catches it). Return it from the screen's `tapTarget(at:)`.
    /// While a row's actions show, only they can be tapped (a tap elsewhere only closes them).
    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        if swipe != nil { return actionTarget(at: point) }
        if let title = columnTitle(at: point) { return title }
        if let target = searchLineTarget(at: point) { return target }
        return scroll.isMoving ? nil : shownRow(at: point)
    }

    /// Handles the keys, the wheel, presses and taps that are the list's; nil when the event is
    /// not for it, else the screen's answer (`.handled`, or what `onActivate` returned).
    public func handle(_ event: Event) -> ScreenResponse? {
        readItemsIfChanged()
        if let response = handleSearch(event) { return response }
        if let response = handleSwipe(event) { return response }
        if let response = handleSort(event) { return response }
        let page = max(1, scroll.viewLength - 1)
        switch event {
        case .key(.up): return move(to: (selectedRow ?? 0) - 1)
        case .key(.down): return move(to: (selectedRow ?? -1) + 1)
        case .key(.pageUp): return move(to: (selectedRow ?? 0) - page)
        case .key(.pageDown): return move(to: (selectedRow ?? 0) + page)
        case .key(.home): return move(to: 0)
        case .key(.end): return move(to: shown.count - 1)
        case .key(.enter), .key(.character(" ")):
            guard let selectedRow, let selection else { return nil }
            if toggle(selectedRow) { return .handled }
            guard event == .key(.enter) else { return nil }
            return onActivate?(selection) ?? detailFollower?.activate(selection) ?? .handled
        case .key(.function(10)):
            guard let selectedRow, let selection, let menu = contextMenu?(selection) else { return nil }
            scrollToVisible(row: selectedRow)
            let y = scroll.position(of: lines.line(ofRow: selectedRow))
            return .showMenu(menu, from: Rect(x: rowsFrame.minX + 1, y: y, width: 1, height: 1))
        case let .pointer(pointer):
            switch pointer.kind {
            case .secondaryPress:
                guard let row = shownRow(at: pointer.position), let menu = contextMenu?(index(ofShown: row)) else { return nil }
                selectedRow = row
                return .showMenu(menu, from: Rect(x: pointer.position.x, y: pointer.position.y, width: 1, height: 1))
            case .tap:
                guard let row = pointer.target?.as(Int.self), row < shown.count else { return nil }
                selectedRow = row
                if pointer.position.x >= rowsFrame.maxX - 1 - Switch.trackWidth, toggle(row) { return .handled }
                let index = index(ofShown: row)
                return onActivate?(index) ?? detailFollower?.activate(index) ?? .handled
            case .press:
                if scroll.handle(event) { return .handled }  // caught while coasting: nothing else
                guard let row = shownRow(at: pointer.position) else { return nil }
                selectedRow = row                             // highlighted under the finger
                return .handled
            default:
                return scroll.handle(event) ? .handled : nil
            }
        default:
            return nil
        }
    }

    /// Draws the rows that show, the selected one in the theme's selection style (or the
    /// placeholder, when there are none), and the scroll indicator.
    public func draw(in canvas: inout Canvas) {
        readItemsIfChanged()
        let rows = self.shown, selection = self.selectedRow  // observed: read once, not once a row
        let pinned = pinnedHeader
        let frame = rowsFrame
        // A table whose layout reads its cells asks for the rows that show once, for both.
        var fetched: [ListRow] = [], firstFetched = 0
        if ColumnLayout.readsCells(of: columns) {
            let visible = scroll.visibleRange.compactMap { lines.row(atLine: $0) }
            firstFetched = visible.first ?? 0
            fetched = visible.map(rows.row)
        }
        columnLayout = columns.isEmpty ? nil : layoutColumns(fetched)
        func row(_ index: Int) -> ListRow? {
            index >= firstFetched && index - firstFetched < fetched.count ? fetched[index - firstFetched] : nil
        }
        for line in drawnLines {
            let y = scroll.position(of: line)
            let inFrame = frame.contains(Point(x: frame.minX, y: y))              // not pulled past an end
            if let pinned, pinned.y == y { continue }                            // under the pinned header
            guard let index = lines.row(atLine: line) else {
                if inFrame { drawHeader(rows.sections[lines.section(atLine: line) ?? 0].title, y: y, in: &canvas) }
                continue
            }
            if let change = rowChange {                                          // sliding into place
                let shift = Double(change.lineShift(ofRow: index, now: line)) * (1 - change.progress(at: now))
                let slid = y + Int(shift.rounded())
                if frame.contains(Point(x: frame.minX, y: slid)) {
                    drawRow(row(index) ?? rows.row(index), index: index, selected: index == selection, y: slid, shiftedBy: 0, in: &canvas)
                }
                continue
            }
            guard inFrame else { continue }
            let revealed = swipe.flatMap { $0.row == index ? Int($0.reveal(at: now).rounded()) : nil } ?? 0
            drawRow(row(index) ?? rows.row(index), index: index, selected: index == selection, y: y, shiftedBy: revealed, in: &canvas)
            if revealed > 0 { drawActions(of: index, y: y, revealed: revealed, in: &canvas) }
        }
        if let pinned { drawHeader(rows.sections[pinned.section].title, y: pinned.y, in: &canvas) }
        if rows.count == 0, !shownPlaceholder.isEmpty {
            canvas.write(TerminalText.prefix(shownPlaceholder, fitting: max(0, frame.size.width - 2)),
                         at: Point(x: frame.minX + 1, y: frame.minY), style: canvas.theme.secondary, clip: frame)
        }
        if let columnLayout { drawColumnHeader(columnLayout, in: &canvas) }
        scroll.drawIndicator(in: &canvas)
        if hasSearch { drawSearchLine(in: &canvas) }
    }

    /// The content lines to draw: those that show, and while rows slide, those that slide in
    /// from just outside.
    private var drawnLines: Range<Int> {
        let shown = scroll.visibleRange
        guard let change = rowChange else { return shown }
        let reach: Int
        switch change.kind {
        case let .deleted(indices), let .inserted(indices): reach = min(indices.count, scroll.viewLength)
        }
        return max(0, shown.lowerBound - reach)..<min(lines.count, shown.upperBound + reach)
    }

    /// Draws `row` on row `y` (in the selection style when `selected`), moved `shift` cells left
    /// (a swipe), clipped to the room the swipe leaves it.
    private func drawRow(_ row: ListRow, index: Int, selected: Bool, y: Int, shiftedBy shift: Int, in canvas: inout Canvas) {
        let theme = canvas.theme
        let style = selected ? theme.selection : row.kind.style(in: theme)
        let rect = Rect(x: frame.minX, y: y, width: max(0, frame.size.width - shift), height: 1)
        let left = frame.minX - shift, width = frame.size.width
        if selected { canvas.fill(rect, style: style) }
        defer { if selected { markSelected(y: y, shift: shift, style: style, clip: rect, in: &canvas) } }
        if let columnLayout {
            return drawCells(of: row, in: columnLayout, style: style, selected: selected, y: y, shift: shift,
                             clip: rect, in: &canvas)
        }
        let accessoryWidth = row.accessory.map { $0.width + 1 } ?? 0
        // The detail takes what the text leaves it, and at least half the row: cut, it ends in `…`.
        let textWidth = TerminalText.width(of: row.text)
        let detailRoom = max(width / 2 - accessoryWidth, width - 2 - accessoryWidth - textWidth - 2)
        let detail = row.detail.map { TerminalText.truncated($0, fitting: max(0, detailRoom)) } ?? ""
        let detailWidth = TerminalText.width(of: detail)
        let textRoom = max(0, width - 2 - accessoryWidth - (detailWidth > 0 ? detailWidth + 2 : 0))
        let text = TerminalText.prefix(row.text, fitting: textRoom)
        if row.emphasis.isEmpty {
            canvas.write(text, at: Point(x: left + 1, y: y), style: style, clip: rect)
        } else {
            let emphasized = (selected ? style : theme.highlight).adding(.bold), offsets = Set(row.emphasis)
            var x = left + 1
            for (offset, character) in text.enumerated() {
                x = canvas.write(String(character), at: Point(x: x, y: y), style: offsets.contains(offset) ? emphasized : style,
                                 clip: rect)
            }
        }
        if detailWidth > 0 {
            canvas.write(detail, at: Point(x: left + width - 1 - accessoryWidth - detailWidth, y: y),
                         style: selected ? style : theme.secondary, clip: rect)
        }
        if let accessory = row.accessory {
            drawAccessory(accessory, ofRow: index, selected: selected, style: style,
                          at: Point(x: left + width - accessoryWidth, y: y), clip: rect, in: &canvas)
        }
    }

    /// Draws `accessory` of row `index` from `origin`: the mark, or the switch with its knob
    /// where it is on its way.
    private func drawAccessory(_ accessory: ListRow.Accessory, ofRow index: Int, selected: Bool, style: Style,
                               at origin: Point, clip: Rect, in canvas: inout Canvas) {
        let theme = canvas.theme
        switch accessory {
        case .disclosure:
            canvas.write("›", at: origin, style: selected ? style : theme.secondary, clip: clip)
        case .checkmark:
            canvas.write("✓", at: origin, style: selected ? style : theme.tint, clip: clip)
        case let .toggle(isOn):
            let position = toggleKnob.flatMap { $0.row == index ? $0.knob.value : nil } ?? (isOn ? 1 : 0)
            Switch.drawTrack(knobAt: position, from: origin, isEnabled: true, style: selected ? style : nil, clip: clip,
                             in: &canvas)
        }
    }

    /// Puts the focus point (`Canvas.focusPoint`) on the selected row `y`'s first character, and
    /// where the theme marks the focus, `›` in the margin before it.
    private func markSelected(y: Int, shift: Int, style: Style, clip rect: Rect, in canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        let textX = columnLayout?.spans.first(where: \.isShown).map { $0.x - shift } ?? frame.minX - shift + 1
        var x = max(rect.minX, min(textX, rect.maxX - 1))
        let start = x
        while x < rect.maxX - 1, canvas[x, y].character == " " { x += 1 }
        canvas.focusPoint = Point(x: canvas[x, y].character == " " ? start : x, y: y)
        if canvas.theme.marksFocus, shift == 0, textX > frame.minX {
            canvas.write(String(Theme.focusMark), at: Point(x: frame.minX, y: y), style: style, clip: rect)
        }
    }

    /// Draws a section's header on row `y`: its title, bold, in the secondary style.
    private func drawHeader(_ title: String, y: Int, in canvas: inout Canvas) {
        let frame = rowsFrame
        let rect = Rect(x: frame.minX, y: y, width: frame.size.width, height: 1)
        let style = canvas.theme.secondary.adding(.bold)
        canvas.fill(rect, style: canvas.theme.content)
        canvas.write(TerminalText.prefix(title, fitting: max(0, frame.size.width - 2)),
                     at: Point(x: frame.minX + 1, y: y), style: style, clip: rect)
    }

    private func move(to row: Int) -> ScreenResponse? {
        guard shown.count > 0 else { return nil }
        selectRow(row)
        return .handled
    }
}
