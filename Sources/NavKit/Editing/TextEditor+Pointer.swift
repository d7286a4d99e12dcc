/// The pointer on `TextEditor`: a press places the insertion point, a drag selects, a double
/// click selects a word and a triple click the line, and the wheel scrolls.
extension TextEditor {
    func handlePointer(_ pointer: PointerEvent) -> ScreenResponse? {
        switch pointer.kind {
        case .scrollUp, .scrollDown:
            return scroll.handle(.pointer(pointer)) ? .handled : nil
        case .press where frame.contains(pointer.position):
            let position = self.position(at: pointer.position)
            switch pointer.clickCount {
            case 1:
                anchor = nil
                cursor = position
            case 2:
                let start = isWord(position) ? wordStart(before: position) : position
                let end = isWord(position) ? wordEnd(after: position) : position
                (anchor, cursor) = (start, end)
            default:
                anchor = TextPosition(line: position.line, offset: 0)
                cursor = document.position(after: TextPosition(line: position.line, offset: document.length(ofLine: position.line)))
                    ?? TextPosition(line: position.line, offset: document.length(ofLine: position.line))
            }
            goalColumn = nil
            settle()
            return .handled
        case .drag:
            // Above or below the part, the text scrolls a row a move toward the pointer.
            if pointer.position.y < frame.minY { scroll.scroll(by: -1) }
            if pointer.position.y >= frame.maxY { scroll.scroll(by: 1) }
            let position = self.position(at: pointer.position)
            if anchor == nil, position != cursor { anchor = cursor }
            cursor = position
            settle()
            return .handled
        case .release:
            return .handled
        default:
            return nil
        }
    }

    /// The text position under `point` (content cells), kept to the rows that show.
    private func position(at point: Point) -> TextPosition {
        let y = min(max(point.y, frame.minY), frame.maxY - 1)
        let row = Int(scroll.offset.rounded(.down)) + (y - frame.minY)
        guard row < wrap.rowCount else { return document.end }
        return position(atRow: row, column: max(0, point.x - frame.minX))
    }
}
