/// Borders: a box drawn on a canvas's cells.
extension Canvas {
    /// Draws a box with rounded corners (╭ ╮ ╰ ╯, ─ and │) on the outermost cells of `rect`, in
    /// `style`; what is inside is left as it is. Nothing is drawn for a rectangle under 2×2 cells.
    public mutating func drawBorder(_ rect: Rect, style: Style) {
        guard rect.size.width >= 2, rect.size.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        let line = String(repeating: "─", count: rect.size.width - 2)
        write("╭" + line + "╮", at: Point(x: rect.minX, y: rect.minY), style: style)
        write("╰" + line + "╯", at: Point(x: rect.minX, y: bottom), style: style)
        for y in (rect.minY + 1)..<bottom {
            write("│", at: Point(x: rect.minX, y: y), style: style)
            write("│", at: Point(x: right, y: y), style: style)
        }
    }
}
