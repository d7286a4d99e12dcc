/// Where a table's columns fall across a row: each column's first cell and width, from the
/// columns' widths and the room there is. Fixed columns take their cells, fitting ones their
/// widest cell (up to their cap), flexible ones share what is left evenly (at least their
/// minimum); when the room is short, the columns from the right give back cells down to their
/// minimum, and what still does not fit is cut at the right edge.
///
/// Which columns show depends on the room alone, never on the rows in view: when the columns'
/// minimums (a fixed column's cells, a flexible one's minimum, a fitting one's title up to 4
/// cells) do not fit, the others are hidden one by one, the lowest `ListColumn.priority` first (the
/// rightmost among equals), never the first; a cell wider than its column is cut with `…`, so a
/// long name never hides a column, and nothing changes as rows scroll, sort or filter.
struct ColumnLayout: Sendable {
    /// Cells between two columns.
    static let gap = 2

    /// Each column's first cell (from the row's left), its width (cells), and whether it shows:
    /// a hidden column has no cells (width 0) and no header.
    private(set) var spans: [(x: Int, width: Int, isShown: Bool)] = []

    /// The column whose right boundary is at `x`: the gap after it (the last column shown has none).
    func boundary(at x: Int) -> Int? {
        var previous: Int?
        for index in spans.indices where spans[index].isShown {
            if let previous, x >= spans[previous].x + spans[previous].width && x < spans[index].x { return previous }
            previous = index
        }
        return nil
    }

    /// The columns laid out in `room` cells starting at `x`; `widest(i)` is the widest cell of
    /// column `i` among the rows that show (asked for fitting columns). With `sortMark`, a title
    /// has a cell more, for the ▲ or ▼ of a sort. A column in `dragged` has the width a drag gave
    /// it, as if fixed.
    init(_ columns: [ListColumn], x: Int, room: Int, sortMark: Bool = false, dragged: [Int: Int] = [:],
         widest: (Int) -> Int) {
        guard !columns.isEmpty else { return }
        let columns = dragged.isEmpty ? columns : columns.enumerated().map { index, column in
            var column = column
            if let width = dragged[index] { column.width = .fixed(max(column.minimumWidth, width)) }
            return column
        }
        // Whether each column shows, a bit a column (past 64 columns, the rest always show).
        var hidden: UInt64 = 0
        func isShown(_ index: Int) -> Bool { index >= 64 || hidden & (1 << UInt64(index)) == 0 }
        // Which columns show depends on the room alone, never on the rows: while the columns'
        // minimums (`ListColumn.minimumWidth`) do not fit, the lowest priority goes (among equals,
        // the rightmost); the first column never does. A long cell is cut with `…` in its column.
        let needed = columns.map(\.minimumWidth)
        func total() -> Int {
            var sum = 0, count = 0
            for index in columns.indices where isShown(index) {
                sum += needed[index]
                count += 1
            }
            return sum + Self.gap * max(0, count - 1)
        }
        while total() > room {
            var lowest: Int?
            for index in columns.indices.dropFirst().prefix(63) where isShown(index) {
                if let current = lowest, columns[index].priority > columns[current].priority { continue }
                lowest = index
            }
            guard let lowest else { break }
            hidden |= 1 << UInt64(lowest)
        }
        var widths = Self.naturalWidths(of: columns, sortMark: sortMark, widest: widest)
        Self.share(room, among: columns, widths: &widths, isShown: isShown)
        var left = x
        for index in columns.indices {
            guard isShown(index) else {
                spans.append((left, 0, false))
                continue
            }
            spans.append((left, widths[index], true))
            left += widths[index] + Self.gap
        }
    }

    /// True when a layout of `columns` asks for their cells (`widest`): a column fits its cells.
    static func readsCells(of columns: [ListColumn]) -> Bool {
        columns.contains { if case .fitting = $0.width { return true } else { return false } }
    }

    /// Each column's width before the room is shared: fixed cells, a flexible minimum, or a
    /// fitting column's widest cell (its title too, with a cell for the sort mark), up to its cap.
    private static func naturalWidths(of columns: [ListColumn], sortMark: Bool, widest: (Int) -> Int) -> [Int] {
        columns.enumerated().map { index, column in
            switch column.width {
            case let .fixed(cells): return max(0, cells)
            case let .flexible(min): return max(1, min)
            case let .fitting(cap):
                let title = TerminalText.width(of: column.title) + (sortMark ? 1 : 0)
                return min(max(1, cap), max(title, widest(index)))
            }
        }
    }

    /// Shares `room` cells among the columns that show, from their natural `widths`: the spare
    /// goes to the flexible ones evenly, a shortfall is given back from the right down to each
    /// minimum; a hidden column's width is 0.
    private static func share(_ room: Int, among columns: [ListColumn], widths: inout [Int],
                              isShown: (Int) -> Bool) {
        var count = 0, flexibleCount = 0
        for index in columns.indices {
            guard isShown(index) else {
                widths[index] = 0
                continue
            }
            count += 1
            if case .flexible = columns[index].width { flexibleCount += 1 }
        }
        var spare = room - gap * (count - 1) - widths.reduce(0, +)
        if spare > 0, flexibleCount > 0 {
            var order = 0
            for index in columns.indices where isShown(index) {
                guard case .flexible = columns[index].width else { continue }
                widths[index] += spare / flexibleCount + (order < spare % flexibleCount ? 1 : 0)
                order += 1
            }
            spare = 0
        }
        for index in columns.indices.reversed() where spare < 0 && isShown(index) {
            let give = min(-spare, widths[index] - columns[index].minimumWidth)
            if give > 0 {
                widths[index] -= give
                spare += give
            }
        }
    }
}
