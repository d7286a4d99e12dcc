extension ListView {
    /// A list (called `accessibilityLabel`, "N rows" its value) holding the rows and section
    /// headers that show: each row's text its label, its detail (or a table's other cells, each
    /// after its column's title) its value, its place "3 of 12", the selected one selected.
    public var accessibilityElements: [AccessibilityElement] {
        let rows = self.rows, frame = rowsFrame
        var children: [AccessibilityElement] = []
        for line in scroll.visibleRange {
            let y = scroll.position(of: line)
            let rect = Rect(x: frame.minX, y: y, width: frame.size.width, height: 1)
            guard let index = lines.row(atLine: line) else {
                let title = rows.sections[lines.section(atLine: line) ?? 0].title
                if !title.isEmpty { children.append(AccessibilityElement(.header, label: title, frame: rect)) }
                continue
            }
            let row = rows.row(index)
            var label = ListView.spoken(row.text), value = row.detail.map(ListView.spoken)
            if !columns.isEmpty, !row.cells.isEmpty {
                label = ListView.spoken(row.cells[0].text)
                let others = zip(columns.dropFirst(), row.cells.dropFirst()).compactMap { column, cell -> String? in
                    let text = ListView.spoken(cell.text)
                    return text.isEmpty ? nil : column.title.isEmpty ? text : "\(column.title) \(text)"
                }
                value = others.isEmpty ? nil : others.joined(separator: ", ")
            }
            children.append(AccessibilityElement(.row, label: label, value: value, position: (index + 1, rows.count),
                                                 isSelected: index == selection, frame: rect))
        }
        if rows.count == 0, !placeholder.isEmpty {
            children.append(AccessibilityElement(.text, label: placeholder, frame: frame))
        }
        let count = rows.count == 1 ? "1 row" : "\(rows.count) rows"
        return [AccessibilityElement(.list, label: accessibilityLabel, value: count, frame: self.frame, children: children)]
    }

    /// `text` without the blanks around it (cells padded for alignment).
    static func spoken(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }
}
