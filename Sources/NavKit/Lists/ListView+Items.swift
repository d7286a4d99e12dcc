/// Rows that follow the data: the app says once where its items are, how each is known and how
/// it becomes a row (`showRows(of:id:row:)`), and the list reads them again whenever what that
/// read changes (SwiftUI's `List(items)`, UIKit's diffable data source), wherever the change is
/// made: another tab's switch, a reload, a task. The selection stays on its item, in view.
extension ListView {
    /// Shows a row for each of the items `items` returns, known by the value at `id` (a file's
    /// name), made by `row` when it shows. `items` is read now and again after any observable
    /// state it read changes (`@Observable` objects' properties): the rows are then made anew,
    /// before the list next draws or takes an event. An item deleted or inserted alone (up to
    /// 10,000 rows) slides out or in as `update(to:deleting:)` has it. Setting `rows` stops it.
    public func showRows<Items: RandomAccessCollection, ID: Hashable>(
        of items: @escaping @MainActor () -> Items, id: KeyPath<Items.Element, ID>,
        row: @escaping @MainActor (Items.Element) -> ListRow
    ) where Items.Index == Int {
        itemSource = { ListRows(items(), id: id, row: row) }
        readItems()
    }

    /// Shows a row for each of the items `items` returns, known by their own identity, made by
    /// `row` when it shows; read again as `showRows(of:id:row:)` says.
    public func showRows<Items: RandomAccessCollection>(
        of items: @escaping @MainActor () -> Items, row: @escaping @MainActor (Items.Element) -> ListRow
    ) where Items.Index == Int, Items.Element: Identifiable {
        showRows(of: items, id: \.id, row: row)
    }

    /// Reads the items again if what they read has changed since (before a draw or an event).
    func readItemsIfChanged() {
        if itemsChanged { readItems() }
    }

    /// Reads the items, watching what they read, and shows them: the selection kept on its item
    /// and scrolled into view; an item deleted or inserted alone slides.
    func readItems() {
        guard let itemSource else { return }
        itemsChanged = false
        let new = StateObservation.track(itemSource) { [weak self] in self?.itemsChanged = true }
        readingItems = true
        defer { readingItems = false }
        let old = rows
        if let change = ListView.change(from: old, to: new) {
            switch change {
            case let .deleted(indices): update(to: new, deleting: indices)
            case let .inserted(indices): update(to: new, inserting: indices)
            }
        } else {
            rows = new
        }
        if let selectedRow { scrollToVisible(row: selectedRow) }
    }

    /// The rows deleted from `old` (their old indices) or inserted into it (their new indices)
    /// that make `new`, when it is one or the other and both have identity and at most 10,000
    /// rows; nil otherwise (a plain reload).
    static func change(from old: ListRows, to new: ListRows) -> RowChange.Kind? {
        guard let oldID = old.id, let newID = new.id, old.count != new.count, old.count > 0,
              max(old.count, new.count) <= 10_000, old.sections.isEmpty, new.sections.isEmpty else { return nil }
        let (long, longID, short, shortID) = old.count > new.count ? (old, oldID, new, newID) : (new, newID, old, oldID)
        var extra: [Int] = [], index = 0
        for longIndex in 0..<long.count {
            if index < short.count, longID(longIndex) == shortID(index) { index += 1 } else { extra.append(longIndex) }
        }
        guard index == short.count else { return nil }
        return old.count > new.count ? .deleted(extra) : .inserted(extra)
    }
}
