/// Where a list's rows and section headers fall among its content lines: each section's
/// header takes a line before its rows. Without sections, line `i` is row `i`. Finding a line's
/// row or section is a binary search over the sections, so a million rows cost nothing more.
struct ListLines {
    /// The content line of each section's header.
    private(set) var headerLines: [Int] = []
    /// The first row of each section.
    private(set) var firstRows: [Int] = []
    /// How many lines the content has: the rows and the headers.
    private(set) var count = 0

    /// The lines of `rows`.
    init(_ rows: ListRows) {
        var row = 0
        for (index, section) in rows.sections.enumerated() {
            headerLines.append(row + index)
            firstRows.append(row)
            row += section.count
        }
        count = rows.count + rows.sections.count
    }

    /// True when the list has section headers.
    var hasSections: Bool { !headerLines.isEmpty }

    /// The content line of row `row`.
    func line(ofRow row: Int) -> Int {
        guard hasSections else { return row }
        return row + firstRows.count(lessThan: row + 1)
    }

    /// The row on content line `line`, or nil for a header.
    func row(atLine line: Int) -> Int? {
        guard hasSections else { return line }
        let section = headerLines.count(lessThan: line + 1) - 1
        if section < 0 || headerLines[section] == line { return nil }
        return line - section - 1
    }

    /// The section whose header or rows are on content line `line` (nil without sections, or
    /// above the first header).
    func section(atLine line: Int) -> Int? {
        guard hasSections else { return nil }
        let section = headerLines.count(lessThan: line + 1) - 1
        return section >= 0 ? section : nil
    }
}

extension Array where Element == Int {
    /// In indices sorted smallest first, how many are less than `value`, found by halving (the
    /// place `value` has or would have): a list's lines, its rows found, rows changed.
    func count(lessThan value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
