/// A searchable list (`ListView.search`): the search line at its top, the query typed there,
/// and the rows it lets through. The rows found (in the order the list sorted them, if it did)
/// are `shown`; every index the list gives the app or takes from it is mapped between `shown`
/// and `rows` here.
extension ListView {
    /// What a tap on the search line carries.
    struct SearchLineTarget: Hashable, Sendable {}

    /// The index in `rows` of shown row `row`.
    func index(ofShown row: Int) -> Int {
        guard let shownIndices, row >= 0, row < shownIndices.count else { return row }
        return shownIndices[row]
    }

    /// Where row `index` of `rows` shows (an index of `shown`); nil when the search hides it.
    func shownIndex(of index: Int) -> Int? {
        guard let shownIndices else { return index >= 0 && index < rows.count ? index : nil }
        guard index >= 0, index < rows.count else { return nil }
        if sortedOrder != nil {                          // sorted: each row's place, made once
            if shownPositions == nil {
                var positions = [Int](repeating: -1, count: rows.count)
                for (place, row) in shownIndices.enumerated() { positions[row] = place }
                shownPositions = positions
            }
            return shownPositions.flatMap { $0[index] >= 0 ? $0[index] : nil }
        }
        let place = shownIndices.count(lessThan: index)  // unsorted, the matches are in the rows' order
        return place < shownIndices.count && shownIndices[place] == index ? place : nil
    }

    /// How many rows show: every row, or those a search has found so far.
    public var shownRowCount: Int { shown.count }

    /// The placeholder that shows while no row does: "No match for …" when the search hid every
    /// row (once it has looked at them all), else the app's.
    var shownPlaceholder: String {
        guard let filter, rows.count > 0 else { return placeholder }
        return filter.isComplete ? "No match for “\(filter.query)”" : ""
    }

    /// True when the list has a search: it can take the focus, which `/` gives its field.
    public var canBecomeFocused: Bool { hasSearch }
    /// True while the query is being typed.
    public var takesText: Bool { isSearching }

    /// The focus left the list: typing the query is over (the rows found stay).
    public func focusDidChange(to isFocused: Bool) {
        if !isFocused { endSearching() }
    }

    /// The search was set, changed or taken away.
    func searchDidChange(from old: ListSearch?) {
        hasSearch = search != nil
        searchField.placeholder = search?.prompt ?? ""
        searchField.onChange = { [unowned self] query in show(query: query) }
        let hadQuery = filter != nil
        if search == nil {
            endSearching()
            searchField.text = ""
            filter = nil
        }
        if (old == nil) != (search == nil) { placeRows() }
        if hadQuery { reloadData() }                      // every row again, or found by the new rule
    }

    /// The search's own events: `/` and a press on the search line start typing; while typing,
    /// keys edit the query, Enter goes to the rows found and Esc clears it; Esc clears a query
    /// left in force. Nil: not the search's.
    func handleSearch(_ event: Event) -> ScreenResponse? {
        guard hasSearch else { return nil }
        if isSearching {
            switch event {
            case .key(.escape):
                clearSearch()
                endSearching()
                return .handled
            case .key(.enter):
                endSearching()
                return .handled
            case .key(.tab), .key(.backTab):
                endSearching()
                return nil
            case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown):
                return nil                                         // the selection moves
            case let .pointer(pointer) where pointer.kind == .press && !isOnSearchLine(pointer.position):
                endSearching()
                return nil
            default:
                return searchField.handle(event)
            }
        }
        switch event {
        case .key(.character("/")):
            beginSearching()
            return .handled
        case .key(.escape) where filter != nil:
            clearSearch()
            return .handled
        case let .pointer(pointer) where pointer.kind == .press && isOnSearchLine(pointer.position):
            beginSearching()
            return searchField.handle(event) ?? .handled
        case let .pointer(pointer) where pointer.kind == .tap && pointer.target?.as(SearchLineTarget.self) != nil:
            return .handled
        default:
            return nil
        }
    }

    /// The tap target on the search line, if `point` is on it.
    func searchLineTarget(at point: Point) -> SearchLineTarget? {
        hasSearch && isOnSearchLine(point) ? SearchLineTarget() : nil
    }

    /// True when `point` (content cells) is on the list's first row, where its search line is.
    private func isOnSearchLine(_ point: Point) -> Bool { point.y == frame.minY && frame.contains(point) }

    /// Starts typing the query: the insertion point shows in the field.
    func beginSearching() {
        guard !isSearching else { return }
        isSearching = true
        searchField.focusDidChange(to: true)
        if swipe?.opens == true { pendingSettle = false }
    }

    /// Ends typing the query; the rows it found stay.
    func endSearching() {
        guard isSearching else { return }
        isSearching = false
        searchField.focusDidChange(to: false)
    }

    /// Empties the query: every row shows again, the selection on the row it was on.
    func clearSearch() {
        searchField.text = ""
        show(query: "")
    }

    /// Shows the rows `query` lets through, the first selected and scrolled to; an empty query
    /// shows them all, the selection kept on its row.
    func show(query: String) {
        guard let search else { return }
        let kept = selection
        if query.allSatisfy(\.isWhitespace) {
            filter = nil
            showFound()
            selectRow(kept.flatMap(shownIndex(of:)) ?? 0)
            return
        }
        let shorter = filter.flatMap { $0.isComplete && search.narrowsAsQueryGrows && query.hasPrefix($0.query) ? $0 : nil }
        startSearch(for: query, among: shorter?.matches ?? sortedOrder, by: search)
        showFound()
        selectRow(0)
    }

    /// Sorts the new rows, if the list sorts them, and looks through them for the query in
    /// force (from `reloadData()`).
    func searchAgain() {
        if filterFollowsRows {
            filterFollowsRows = false
        } else {
            sortedOrder = rowsSorted()
            if let search, let query = filter?.query { startSearch(for: query, among: sortedOrder, by: search) }
        }
        shownIndices = filter?.matches ?? sortedOrder
        shown = foundRows()
    }

    /// Starts the search for `query` among `candidates` (all rows, in their order, when nil) by
    /// `search`'s rule, and looks at its first slice: this frame's.
    private func startSearch(for query: String, among candidates: [Int]?, by search: ListSearch) {
        var found = RowFilter(query: query, total: rows.count, narrowing: candidates)
        _ = found.lookAtNextSlice(search.makeTest(query, rows))
        lookedThisFrame = true
        filter = found
    }

    /// Looks at the next slice of rows while a search is under way; true while it is (and
    /// once more as it ends, to draw the count).
    func stepSearch() -> Bool {
        guard let search, var found = filter, !found.isComplete else {
            lookedThisFrame = false
            return false
        }
        guard !lookedThisFrame else {                    // a slice was looked at since the last step
            lookedThisFrame = false
            return true
        }
        let kept = selection
        let more = found.lookAtNextSlice(search.makeTest(found.query, rows))
        filter = found
        if more {
            showFound()
            selectRow(kept.flatMap(shownIndex(of:)) ?? 0, scrollingToVisible: kept == nil)
        }
        return true
    }

    /// Shows the rows found so far: the lines, the scroll's length; a swipe or a row change
    /// under way is dropped.
    private func showFound() {
        shownIndices = filter?.matches ?? sortedOrder
        shown = foundRows()
        lines = ListLines(shown)
        scroll.contentLength = lines.count
        swipe = nil
        pendingSettle = nil
        rowChange = nil
    }

    /// The rows found as a list's rows: each made by `rows` from its index there, its matched
    /// letters emphasized when the search reads the rows' own text; sections keep those with
    /// rows found.
    private func foundRows() -> ListRows {
        guard let indices = shownIndices else { return rows }
        let rows = self.rows, query = filter?.query ?? "", emphasizes = filter != nil && search?.emphasizesRowText == true
        var id: (@MainActor (Int) -> AnyHashable)?
        if let rowID = rows.id { id = { rowID(indices[$0]) } }
        var found = ListRows(count: indices.count, id: id) { row in
            var made = rows.row(indices[row])
            if emphasizes, made.cells.isEmpty, made.emphasis.isEmpty, let match = FuzzyMatch(query, in: made.text) {
                made.emphasis = match.positions
            }
            return made
        }
        guard !rows.sections.isEmpty else { return found }
        var sections: [ListSection] = [], end = 0, position = 0
        for section in rows.sections {
            end += section.count
            let start = position
            while position < indices.count, indices[position] < end { position += 1 }
            if position > start { sections.append(ListSection(section.title, count: position - start)) }
        }
        found.sections = sections
        return found
    }

    /// Draws the search line: `/`, the field (the prompt while empty, the insertion point while
    /// typing) and, while a query is in force, how many rows it found ("4 of 705").
    func drawSearchLine(in canvas: inout Canvas) {
        guard frame.size.height > 0 else { return }
        let line = Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: 1)
        canvas.fill(line, style: canvas.theme.content)
        canvas.write("/", at: Point(x: line.minX + 1, y: line.minY), style: canvas.theme.secondary, clip: line)
        var count = ""
        if let filter { count = "\(shown.count) of \(rows.count)" + (filter.isComplete ? "" : "…") }
        let countWidth = TerminalText.width(of: count)
        let fieldWidth = max(0, line.size.width - 4 - (countWidth > 0 ? countWidth + 2 : 0))
        if searchField.frame.size.width != fieldWidth {
            searchField.place(in: Rect(x: line.minX + 3, y: line.minY, width: fieldWidth, height: 1))
        }
        searchField.draw(in: &canvas)
        if countWidth > 0, countWidth + 5 <= line.size.width {
            canvas.write(count, at: Point(x: line.maxX - 1 - countWidth, y: line.minY), style: canvas.theme.secondary,
                         clip: line)
        }
    }
}
