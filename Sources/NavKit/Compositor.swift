/// Paints a transition's panes into a frame: the lower pane (dimmed), the
/// shadow cast on it by the upper pane's leading edge, then the upper pane.
struct Compositor {
    var theme: Theme

    /// Composes `below` and `above` at their layouts into `frame` (already sized).
    func compose(into frame: inout Canvas, below: Canvas, belowLayout: PaneLayout,
                 above: Canvas, aboveLayout: PaneLayout) {
        let bounds = frame.bounds
        let belowRect = Rect(origin: belowLayout.offset, size: below.size)
        let aboveRect = Rect(origin: aboveLayout.offset, size: above.size)
        if !covers(belowRect, aboveRect, bounds) {
            frame.fill(bounds, style: theme.backdrop)
        }
        frame.draw(below, at: belowLayout.offset)
        frame.dim(belowRect, by: belowLayout.dimming)
        if aboveLayout.shadow > 0 {
            for (index, alpha) in theme.shadow.enumerated() {
                let column = Rect(x: aboveRect.minX - 1 - index, y: aboveRect.minY, width: 1,
                                  height: aboveRect.size.height)
                frame.dim(column.intersection(belowRect), by: alpha * aboveLayout.shadow)
            }
        }
        frame.draw(above, at: aboveLayout.offset)
        frame.dim(aboveRect, by: aboveLayout.dimming)
    }

    /// True when the two rectangles together cover every row of `bounds` edge to edge
    /// (then no backdrop needs painting).
    private func covers(_ a: Rect, _ b: Rect, _ bounds: Rect) -> Bool {
        guard a.minY <= bounds.minY, a.maxY >= bounds.maxY, b.minY <= bounds.minY, b.maxY >= bounds.maxY else {
            return false
        }
        let (left, right) = a.minX <= b.minX ? (a, b) : (b, a)
        return left.minX <= bounds.minX && right.maxX >= bounds.maxX && right.minX <= left.maxX
    }
}
