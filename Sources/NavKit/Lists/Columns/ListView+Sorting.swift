/// A table's sorting: the keys and titles that choose an order, and the order the list sorts
/// its rows in itself for a column with a `sortKey` (`sortedOrder`, indices of `rows`, which
/// the search then looks through in that order).
extension ListView {
    /// True when the rows can be sorted: by the app (`onSort`) or by a column's `sortKey`.
    var sorts: Bool { !columns.isEmpty && (onSort != nil || columns.contains { $0.sortKey != nil }) }

    /// The sort a tap on a title or a key asks for, set as `sortOrder` and told to `onSort`;
    /// nil for other events. Without `onSort`, only the columns with a `sortKey` are chosen.
    func handleSort(_ event: Event) -> ScreenResponse? {
        guard sorts else { return nil }
        let current = sortOrder
        var choosable: [Int] { columns.indices.filter { onSort != nil || columns[$0].sortKey != nil } }
        var next: ListSortOrder
        switch event {
        case let .pointer(pointer) where pointer.kind == .tap:
            guard let title = pointer.target?.as(ColumnTitleTarget.self), title.column < columns.count,
                  onSort != nil || columns[title.column].sortKey != nil else { return nil }
            let first = columns[title.column].sortsAscendingFirst
            next = ListSortOrder(column: title.column, ascending: current?.column == title.column ? !current!.ascending : first)
        case .key(.character("<")), .key(.character(">")):
            let forward = event == .key(.character(">")), choosable = choosable
            let place = current.flatMap { choosable.firstIndex(of: $0.column) } ?? (forward ? -1 : 0)
            let column = choosable[(place + (forward ? 1 : choosable.count - 1)) % choosable.count]
            next = ListSortOrder(column: column, ascending: columns[column].sortsAscendingFirst)
        case .key(.character("I")):
            next = ListSortOrder(column: current?.column ?? choosable[0], ascending: !(current?.ascending ?? true))
        default:
            return nil
        }
        sortOrder = next
        onSort?(next)
        return .handled
    }

    /// The order in force changed: the rows show in it, the selection on the row it was on and
    /// the scroll where it was.
    func sortDidChange() {
        let kept = selection, offset = scroll.offset
        let listSorts = sortOrder.map { $0.column < columns.count && columns[$0.column].sortKey != nil } ?? false
        guard listSorts || sortedOrder != nil else { return }   // the app sorts, and sets the rows
        reloadData()
        selectRow(kept.flatMap(shownIndex(of:)) ?? 0, scrollingToVisible: false)
        scroll.scroll(to: offset)
    }

    /// The indices of `rows` in the order in force, when its column has a `sortKey`: within
    /// each section, by the cells' text (case aside) or value (cells without one last), ties
    /// keeping their order; nil when the list does not sort them.
    func rowsSorted() -> [Int]? {
        guard let order = sortOrder, order.column < columns.count, let key = columns[order.column].sortKey else { return nil }
        let rows = self.rows, column = order.column
        var sectionOf = [Int](repeating: 0, count: rows.count), start = 0
        for (section, counted) in rows.sections.enumerated() {
            for index in start..<min(rows.count, start + counted.count) { sectionOf[index] = section }
            start += counted.count
        }
        let cells = (0..<rows.count).map { index -> ListCell? in
            let cells = rows.row(index).cells
            return column < cells.count ? cells[column] : nil
        }
        let texts = key == .text ? cells.map { $0?.text.lowercased() ?? "" } : []
        return (0..<rows.count).sorted { a, b in
            if sectionOf[a] != sectionOf[b] { return sectionOf[a] < sectionOf[b] }
            switch key {
            case .text:
                if texts[a] != texts[b] { return order.ascending ? texts[a] < texts[b] : texts[a] > texts[b] }
            case .value:
                switch (cells[a]?.value, cells[b]?.value) {
                case let (x?, y?) where x != y: return order.ascending ? x < y : x > y
                case (_?, nil): return true
                case (nil, _?): return false
                default: break
                }
            }
            return a < b
        }
    }
}
