/// A list's rows: how many there are, and how to make the one at an index. `ListView` asks
/// only for the rows that show, so the rows can come from anywhere (an array, a file, a
/// database) and be as many as they are.
///
/// Rows may carry an identity (`id`): when new rows replace old ones (a refresh), the list's
/// selection stays on the row with the same identity wherever it moved. Without one, the
/// selection keeps its index.
public struct ListRows {
    /// How many rows there are.
    public var count: Int
    /// The row at an index (0 ..< count).
    public var row: @MainActor (Int) -> ListRow
    /// The identity of the row at an index (0 ..< count): a process id, a file name. Nil: rows
    /// have none, and a refresh keeps the selection's index.
    public var id: (@MainActor (Int) -> AnyHashable)?
    /// The sections the rows fall into, in order, each with its header (none: no headers).
    /// Their counts add up to `count`.
    public var sections: [ListSection]

    /// `count` rows, made by `row` when they show, each known by `id` (none: by index).
    public init(count: Int, id: (@MainActor (Int) -> AnyHashable)? = nil, row: @escaping @MainActor (Int) -> ListRow) {
        self.count = max(0, count)
        self.row = row
        self.id = id
        sections = []
    }

    /// The rows of `sections`, one after another, made by `row` (from 0, across the
    /// sections) when they show, each known by `id` (none: by index).
    public init(sections: [ListSection], id: (@MainActor (Int) -> AnyHashable)? = nil,
                row: @escaping @MainActor (Int) -> ListRow) {
        self.count = sections.reduce(0) { $0 + $1.count }
        self.row = row
        self.id = id
        self.sections = sections
    }

    /// One row for each of `items`, made by `row`, known by their index.
    @MainActor
    public init<Items: RandomAccessCollection>(_ items: Items, row: @escaping @MainActor (Items.Element) -> ListRow)
        where Items.Index == Int {
        self.init(count: items.count) { index in row(items[items.startIndex + index]) }
    }

    /// One row for each of `items`, made by `row`, known by the items' own identity.
    @MainActor
    public init<Items: RandomAccessCollection>(_ items: Items, row: @escaping @MainActor (Items.Element) -> ListRow)
        where Items.Index == Int, Items.Element: Identifiable {
        self.init(count: items.count, id: { AnyHashable(items[items.startIndex + $0].id) }) { index in
            row(items[items.startIndex + index])
        }
    }

    /// One row for each of `items`, made by `row`, known by the value at `id` (a file's name).
    @MainActor
    public init<Items: RandomAccessCollection, ID: Hashable>(_ items: Items, id: KeyPath<Items.Element, ID>,
                                                             row: @escaping @MainActor (Items.Element) -> ListRow)
        where Items.Index == Int {
        self.init(count: items.count, id: { AnyHashable(items[items.startIndex + $0][keyPath: id]) }) { index in
            row(items[items.startIndex + index])
        }
    }

    /// The index of the row known by `id`, looked for outward from `start` (a refreshed row is
    /// usually near where it was); nil when no row has it or rows have no identity.
    @MainActor
    func index(of id: AnyHashable, near start: Int) -> Int? {
        guard let rowID = self.id, count > 0 else { return nil }
        let start = min(max(0, start), count - 1)
        for distance in 0..<count {
            let below = start + distance, above = start - distance
            if below >= count && above < 0 { break }
            if below < count, rowID(below) == id { return below }
            if distance > 0, above >= 0, rowID(above) == id { return above }
        }
        return nil
    }
}
