/// A list's rows: how many there are, and how to make the one at an index. `ListView` asks
/// only for the rows that show, so the rows can come from anywhere (an array, a file, a
/// database) and be as many as they are.
public struct ListRows {
    /// How many rows there are.
    public var count: Int
    /// The row at an index (0 ..< count).
    public var row: @MainActor (Int) -> ListRow
    /// The sections the rows fall into, in order, each with its header (none: no headers).
    /// Their counts add up to `count`.
    public var sections: [ListSection]

    /// `count` rows, made by `row` when they show.
    public init(count: Int, row: @escaping @MainActor (Int) -> ListRow) {
        self.count = max(0, count)
        self.row = row
        sections = []
    }

    /// The rows of `sections`, one after another, made by `row` (from 0, across the
    /// sections) when they show.
    public init(sections: [ListSection], row: @escaping @MainActor (Int) -> ListRow) {
        self.count = sections.reduce(0) { $0 + $1.count }
        self.row = row
        self.sections = sections
    }

    /// One row for each of `items`, made by `row`.
    @MainActor
    public init<Items: RandomAccessCollection>(_ items: Items, row: @escaping @MainActor (Items.Element) -> ListRow)
        where Items.Index == Int {
        self.init(count: items.count) { index in row(items[items.startIndex + index]) }
    }
}
