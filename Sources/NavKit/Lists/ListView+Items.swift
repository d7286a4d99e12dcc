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
        itemSource = {
            let held = HeldItems(items(), reading: items)
            let count = held.items?.count ?? 0
            let rows = ListRows(count: count, id: { index in
                let items = held.current
                return index < items.count ? AnyHashable(items[items.startIndex + index][keyPath: id]) : AnyHashable(index)
            }) { index in
                let items = held.current
                return index < items.count ? row(items[items.startIndex + index]) : ListRow("")
            }
            let identities = count <= ListView.slidingLimit ? held.items?.map { AnyHashable($0[keyPath: id]) } : nil
            return ItemsReading(rows: rows, identities: identities) { held.items = nil }
        }
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
        if itemSource != nil, itemsChanged { readItems() }   // a list set by hand reads no more of its state
    }

    /// Reads the items, watching what they read, and shows them: the selection kept on its item
    /// and scrolled into view; an item deleted or inserted alone slides. When what they read is
    /// about to change, the list lets go of the items it holds (told before the change is made),
    /// so that an array the app changes in place is not copied for the list's sake.
    func readItems() {
        guard let itemSource else { return }
        itemsChanged = false
        let reading = StateObservation.track(itemSource) { [weak self] in
            self?.itemsChanged = true
            self?.itemsReading?.release()
        }
        let before = itemsReading?.identities
        itemsReading = reading
        readingItems = true
        defer { readingItems = false }
        if let before, let after = reading.identities, let change = ListView.change(from: before, to: after) {
            switch change {
            case let .deleted(indices): update(to: reading.rows, deleting: indices)
            case let .inserted(indices): update(to: reading.rows, inserting: indices)
            }
        } else {
            rows = reading.rows
        }
        if let selectedRow { scrollToVisible(row: selectedRow) }
    }

    /// The most rows whose change can slide: their identities are kept to compare.
    static let slidingLimit = 10_000

    /// The rows deleted from the rows known by `old` (their old indices) or inserted among them
    /// (their new indices) that make those known by `new`, when it is one or the other; nil
    /// otherwise (a plain reload).
    static func change(from old: [AnyHashable], to new: [AnyHashable]) -> RowChange.Kind? {
        guard old.count != new.count, !old.isEmpty else { return nil }
        let (long, short) = old.count > new.count ? (old, new) : (new, old)
        var extra: [Int] = [], index = 0
        for longIndex in long.indices {
            if index < short.count, long[longIndex] == short[index] { index += 1 } else { extra.append(longIndex) }
        }
        guard index == short.count else { return nil }
        return old.count > new.count ? .deleted(extra) : .inserted(extra)
    }
}

/// One reading of a list's items: the rows made from them, their identities in order (when
/// few enough to compare, `ListView.slidingLimit`), and how to let go of the items held.
struct ItemsReading {
    let rows: ListRows
    let identities: [AnyHashable]?
    let release: @MainActor () -> Void
}

/// The items a reading holds for its rows, until it lets go of them; then each row asked for
/// reads them again (until the list reads them anew, which it does before it next draws).
@MainActor
final class HeldItems<Items> {
    var items: Items?
    let reading: @MainActor () -> Items

    init(_ items: Items, reading: @escaping @MainActor () -> Items) {
        self.items = items
        self.reading = reading
    }

    /// The items held, or read again.
    var current: Items { items ?? reading() }
}
