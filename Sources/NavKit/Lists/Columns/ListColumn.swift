/// A column of a list shown as a table (`ListView.columns`): a title in the pinned header row,
/// a width, and how its cells line up (numbers to the right).
public struct ListColumn: Hashable, Sendable {
    /// How wide a column is (cells).
    public enum Width: Hashable, Sendable {
        /// Always this many cells.
        case fixed(Int)
        /// A share of what the fixed and fitting columns leave, at least `min` cells; flexible
        /// columns share it evenly.
        case flexible(min: Int)
        /// As wide as its widest cell among the rows that show (its title too), at most `max` cells.
        case fitting(max: Int)
    }

    /// What the list sorts its rows by when the column is chosen (a tap on its title, `<` `>`,
    /// or `ListView.sortOrder` set).
    public enum SortKey: Hashable, Sendable {
        /// The cells' text, case aside (names).
        case text
        /// The cells' `value` (a size in bytes, a time in seconds); cells without one go last.
        case value
    }

    /// Where a cell's text sits in its column.
    public enum Alignment: Hashable, Sendable {
        /// At the left: names, words.
        case leading
        /// At the right: numbers, sizes, so their digits line up.
        case trailing
    }

    /// The title in the header row.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// Where its cells' text sits.
    public var alignment: Alignment
    /// The direction a first tap on the title sorts in: true for smallest first (names), false
    /// for largest first (sizes, dates, as file managers sort them).
    public var sortsAscendingFirst = true
    /// How long the column keeps its place when the row is short: when the columns' minimums do
    /// not fit in the row (a fixed column's cells, a flexible one's minimum, a fitting one's title
    /// up to 4 cells), the columns are hidden, header and cells, the lowest priority first (among
    /// equals, the rightmost), as Finder's columns give way on a narrow window. It depends on the
    /// width alone: a long cell is cut with `…`, never hides a column. The first column is never
    /// hidden.
    public var priority: Int
    /// What the list sorts its rows by when this column is chosen: it sorts them itself, within
    /// each section, rows that tie keeping their order (nil: the app sorts, in
    /// `ListView.onSort`).
    public var sortKey: SortKey?

    /// A column titled `title`, `width` wide, its cells aligned by `alignment`, sorted first
    /// smallest first when `sortsAscendingFirst`, hidden before the columns of higher `priority`
    /// when the row is too narrow for them all; its rows sorted by the list by `sortKey` (nil: by
    /// the app).
    public init(_ title: String, width: Width = .flexible(min: 8), alignment: Alignment = .leading,
                sortsAscendingFirst: Bool = true, priority: Int = 0, sortKey: SortKey? = nil) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.sortsAscendingFirst = sortsAscendingFirst
        self.priority = priority
        self.sortKey = sortKey
    }

    /// The least the column can be (cells).
    var minimumWidth: Int {
        switch width {
        case let .fixed(cells): return max(0, cells)
        case let .flexible(min): return max(1, min)
        case .fitting: return max(1, min(TerminalText.width(of: title), 4))
        }
    }
}

/// One cell of a table's row: its text, and a style of its own if it has one (a red figure).
public struct ListCell: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, cut with `…` where the column is narrower.
    public var text: String
    /// The cell's style when its row is not selected (nil: the row's); a selected row draws
    /// every cell in the selection style.
    public var style: Style?
    /// The number the cell stands for (a size in bytes, a time in seconds), which its column
    /// sorts by when its `sortKey` is `.value`; nil: none (such cells sort last).
    public var value: Double?

    /// A cell showing `text`, in `style` (nil: the row's), standing for `value` when sorted.
    public init(_ text: String, style: Style? = nil, value: Double? = nil) {
        self.text = text
        self.style = style
        self.value = value
    }

    /// A cell showing the literal's text (interpolations too) in the row's style.
    public init(stringLiteral text: String) { self.init(text) }
}

/// The order a table's rows are sorted in: by a column, up or down (`ListView.sortOrder`).
public struct ListSortOrder: Hashable, Sendable {
    /// The column sorted by (its index in `ListView.columns`).
    public var column: Int
    /// True for smallest first (▲), false for largest first (▼).
    public var ascending: Bool

    /// Sorted by column `column`, smallest first when `ascending`.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
}

/// What a tap on a table's header row hits: a column's title.
struct ColumnTitleTarget: Hashable, Sendable {
    let column: Int
}
