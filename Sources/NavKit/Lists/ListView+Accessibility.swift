extension ListView {
    /// A list (called `accessibilityLabel`, "N rows" its value) holding the rows and section
    /// headers that show: each row's text its label, its detail (or a table's other cells, each
    /// after its column's title) and its switch's state ("on", "off") or check mark ("checked")
    /// its value, its place "3 of 12", the selected one selected.
    public var accessibilityElements: [AccessibilityElement] {
        let rows = self.shown, frame = rowsFrame
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
            var label = TerminalText.trimmed(row.text), value = row.detail.map { TerminalText.trimmed($0) }
            if !columns.isEmpty, !row.cells.isEmpty {
                label = TerminalText.trimmed(row.cells[0].text)
                let others = zip(columns.dropFirst(), row.cells.dropFirst()).compactMap { column, cell -> String? in
                    let text = TerminalText.trimmed(cell.text)
                    return text.isEmpty ? nil : column.title.isEmpty ? text : "\(column.title) \(text)"
                }
                value = others.isEmpty ? nil : others.joined(separator: ", ")
            }
            switch row.accessory {
            case let .toggle(isOn): value = [value, isOn ? "on" : "off"].compactMap { $0 }.joined(separator: ", ")
            case .checkmark: value = [value, "checked"].compactMap { $0 }.joined(separator: ", ")
            case .disclosure, nil: break
            }
            children.append(AccessibilityElement(.row, label: label, value: value, position: (index + 1, rows.count),
                                                 isSelected: index == selectedRow, frame: rect))
        }
        if rows.count == 0, !shownPlaceholder.isEmpty {
            children.append(AccessibilityElement(.text, label: shownPlaceholder, frame: frame))
        }
        let count = rows.count == 1 ? "1 row" : "\(rows.count) rows"
        let list = AccessibilityElement(.list, label: accessibilityLabel, value: count, frame: self.frame, children: children)
        guard let search else { return [list] }
        return [AccessibilityElement(.textField, label: search.prompt, value: searchField.text, frame: searchField.frame), list]
    }
}
