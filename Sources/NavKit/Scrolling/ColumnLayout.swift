/// Where a table's columns fall across a row: each column's first cell and width, from the
/// columns' widths and the room there is. Fixed columns take their cells, fitting ones their
/// widest cell (up to their cap), flexible ones share what is left evenly (at least their
/// minimum); when the room is short, the columns from the right give back cells down to their
/// minimum, and what still does not fit is cut at the right edge.
///
/// When the first column still cannot have the width it wants (its widest cell, as a name
/// should show whole), the other columns are hidden one by one, the lowest
/// `ListColumn.priority` first (the rightmost among equals), until it can or none is left.
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
    /// column `i` among the rows that show (asked for fitting columns, and for the first column
    /// when others could make room for it). With `sortMark`, a title has a cell more, for the ▲
    /// or ▼ of a sort. A column in `dragged` has the width a drag gave it, as if fixed.
    init(_ columns: [ListColumn], x: Int, room: Int, sortMark: Bool = false, dragged: [Int: Int] = [:],
         widest: (Int) -> Int) {
        guard !columns.isEmpty else { return }
        let columns = dragged.isEmpty ? columns : columns.enumerated().map { index, column in
            var column = column
            if let width = dragged[index] { column.width = .fixed(max(column.minimumWidth, width)) }
            return column
        }
        let natural = columns.enumerated().map { index, column -> Int in
            switch column.width {
            case let .fixed(cells): return max(0, cells)
            case let .flexible(min): return max(1, min)
            case let .fitting(cap):
                let title = TerminalText.width(of: column.title) + (sortMark ? 1 : 0)
                return min(max(1, cap), max(title, widest(index)))
            }
        }
        var shown = [Bool](repeating: true, count: columns.count)
        var widths = Self.share(room, among: columns, natural: natural, shown: shown)
        if columns.count > 1 {
            let wanted: Int
            switch columns[0].width {
            case .fixed, .fitting: wanted = natural[0]
            case let .flexible(min):
                wanted = max(min, TerminalText.width(of: columns[0].title) + (sortMark ? 1 : 0), widest(0))
            }
            while widths[0] < wanted {
                // The lowest priority goes first; among equals, the rightmost.
                guard let hidden = columns.indices.dropFirst().filter({ shown[$0] })
                    .min(by: { columns[$0].priority < columns[$1].priority
                               || (columns[$0].priority == columns[$1].priority && $0 > $1) }) else { break }
                shown[hidden] = false
                widths = Self.share(room, among: columns, natural: natural, shown: shown)
            }
        }
        var left = x
        for index in columns.indices {
            guard shown[index] else {
                spans.append((left, 0, false))
                continue
            }
            spans.append((left, widths[index], true))
            left += widths[index] + Self.gap
        }
    }

    /// The widths of the `shown` columns in `room` cells, from their `natural` widths: the spare
    /// shared by the flexible ones, a shortfall given back from the right down to each minimum
    /// (a hidden column's width is 0).
    private static func share(_ room: Int, among columns: [ListColumn], natural: [Int], shown: [Bool]) -> [Int] {
        var widths = natural
        var count = 0
        for index in columns.indices {
            if shown[index] { count += 1 } else { widths[index] = 0 }
        }
        let available = room - gap * (count - 1)
        var spare = available - widths.reduce(0, +)
        var flexibleCount = 0
        for index in columns.indices where shown[index] {
            if case .flexible = columns[index].width { flexibleCount += 1 }
        }
        if spare > 0, flexibleCount > 0 {
            var order = 0
            for index in columns.indices where shown[index] {
                guard case .flexible = columns[index].width else { continue }
                widths[index] += spare / flexibleCount + (order < spare % flexibleCount ? 1 : 0)
                order += 1
            }
            spare = 0
        }
        for index in columns.indices.reversed() where spare < 0 && shown[index] {
            let give = min(-spare, widths[index] - columns[index].minimumWidth)
            if give > 0 {
                widths[index] -= give
                spare += give
            }
        }
        return widths
    }
}
