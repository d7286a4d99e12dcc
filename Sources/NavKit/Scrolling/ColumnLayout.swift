/// Where a table's columns fall across a row: each column's first cell and width, from the
/// columns' widths and the room there is. Fixed columns take their cells, fitting ones their
/// widest cell (up to their cap), flexible ones share what is left evenly (at least their
/// minimum); when the room is short, the columns from the right give back cells down to their
/// minimum, and what still does not fit is cut at the right edge.
struct ColumnLayout: Sendable {
    /// Cells between two columns.
    static let gap = 2

    /// Each column's first cell (from the row's left) and its width (cells).
    private(set) var spans: [(x: Int, width: Int)] = []

    /// The column whose right boundary is at `x`: the gap after it (the last column has none).
    func boundary(at x: Int) -> Int? {
        spans.indices.dropLast().first { x >= spans[$0].x + spans[$0].width && x < spans[$0 + 1].x }
    }

    /// The columns laid out in `room` cells starting at `x`; `widest(i)` is the widest cell of
    /// column `i` among the rows that show (asked only for fitting columns). With `sortMark`, a
    /// fitting column's title has a cell more, for the ▲ or ▼ of a sort.
    /// A column in `dragged` has the width a drag gave it, as if fixed.
    init(_ columns: [ListColumn], x: Int, room: Int, sortMark: Bool = false, dragged: [Int: Int] = [:],
         widest: (Int) -> Int) {
        guard !columns.isEmpty else { return }
        let columns = dragged.isEmpty ? columns : columns.enumerated().map { index, column in
            var column = column
            if let width = dragged[index] { column.width = .fixed(max(column.minimumWidth, width)) }
            return column
        }
        var widths = columns.enumerated().map { index, column -> Int in
            switch column.width {
            case let .fixed(cells): return max(0, cells)
            case let .flexible(min): return max(1, min)
            case let .fitting(cap):
                let title = TerminalText.width(of: column.title) + (sortMark ? 1 : 0)
                return min(max(1, cap), max(title, widest(index)))
            }
        }
        let available = room - Self.gap * (columns.count - 1)
        var spare = available - widths.reduce(0, +)
        let flexible = columns.indices.filter { if case .flexible = columns[$0].width { return true } else { return false } }
        if spare > 0, !flexible.isEmpty {
            for (order, index) in flexible.enumerated() {
                widths[index] += spare / flexible.count + (order < spare % flexible.count ? 1 : 0)
            }
            spare = 0
        }
        for index in columns.indices.reversed() where spare < 0 {
            let give = min(-spare, widths[index] - columns[index].minimumWidth)
            if give > 0 {
                widths[index] -= give
                spare += give
            }
        }
        var left = x
        for width in widths {
            spans.append((left, width))
            left += width + Self.gap
        }
    }
}
