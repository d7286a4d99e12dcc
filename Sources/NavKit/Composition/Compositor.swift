/// Paints a transition's panes into a frame: the lower pane (dimmed), the
/// shadow cast on it by the upper pane's leading edge, then the upper pane.
/// The shadow is two columns of blanks in darkened background colours: the
/// same on every row and in every frame of a strength step, it travels with
/// the pane edge at no cost on the wire (the terminal shifts it with the
/// pane's text).
/// Panes whose frame differs from their size are squeezed or stretched;
/// panes with opacity below 1 are blended over what is beneath.
///
/// With `subcellEdges`, the upper pane's left and top edges are drawn at eighths of a cell: the
/// cell the left edge falls in shows a left block (▏…▉) in the colour left of the edge on the
/// pane's background; the row the top edge falls in, lower blocks (▁…▇) in the pane's colour.
///
/// Dimming and shadow alphas are quantised to steps of `alphaStep`: a colour
/// then changes a few times per animation instead of every frame, so the
/// terminal is not sent a whole recoloured pane each frame (invisible: one
/// step is 1/40 of black).
struct Compositor {
    /// The step dimming and shadow alphas are rounded to (0.025).
    static let alphaStep = 0.025

    /// Steps the shadow's strength takes (halves): each step recolours the shadow's columns on
    /// every row, so it changes twice a push, not with every frame.
    static let shadowSteps = 2.0

    /// How much a shadow column of theme alpha `alpha` darkens what it falls on, for a shadow of
    /// `strength` (0…1, rounded to a `shadowSteps` step), quantised.
    static func shadowAmount(_ alpha: Double, strength: Double) -> Double {
        quantised(alpha * ((strength * shadowSteps).rounded() / shadowSteps))
    }

    /// `alpha` rounded to the nearest `alphaStep`.
    static func quantised(_ alpha: Double) -> Double {
        (alpha / alphaStep).rounded() * alphaStep
    }

    /// Left blocks one to seven eighths of a cell wide (U+258F…U+2589).
    static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// Lower blocks one to seven eighths of a cell high (U+2581…U+2587).
    static let lowerEighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

    /// The cell holding an edge at `exact` (cells) and how many eighths of it lie before the
    /// edge (1…7), or nil when the edge, to the nearest eighth, falls between two cells.
    static func subcellEdge(at exact: Double) -> (cell: Int, eighths: Int)? {
        var cell = Int(exact.rounded(.down))
        var eighths = Int(((exact - Double(cell)) * 8).rounded())
        if eighths == 8 { cell += 1; eighths = 0 }
        return eighths == 0 ? nil : (cell, eighths)
    }

    var theme: Theme
    var effects: EffectStyle = .color
    /// Draw the upper pane's left and top edges in eighths of a cell (with `.color` effects only).
    var subcellEdges = false

    /// Composes `below` and `above` at their layouts into `frame` (already sized).
    func compose(into frame: inout Canvas, below: Canvas, belowLayout: PaneLayout,
                 above: Canvas, aboveLayout: PaneLayout) {
        let bounds = frame.bounds
        if !covers(belowLayout, aboveLayout, bounds) {
            frame.fill(bounds, style: theme.backdrop)
        }
        paint(below, belowLayout, into: &frame)
        let drawsEdges = subcellEdges && effects == .color && aboveLayout.isVisible && aboveLayout.opacity >= 1
        let subcell = drawsEdges ? Compositor.subcellEdge(at: aboveLayout.preciseMinX) : nil
        let subcellTop = drawsEdges ? Compositor.subcellEdge(at: aboveLayout.preciseMinY) : nil
        // The shadow lies left of the cell the edge is in.
        let edgeColumn = subcell?.cell ?? aboveLayout.frame.minX
        if aboveLayout.shadow > 0 && aboveLayout.isVisible {
            let edge = aboveLayout.frame
            if effects == .attributes {
                let column = Rect(x: edgeColumn - 1, y: edge.minY, width: 1, height: edge.size.height)
                frame.shade(column.intersection(belowLayout.frame))
            } else {
                for (index, alpha) in theme.shadow.enumerated() {
                    let column = Rect(x: edgeColumn - 1 - index, y: edge.minY, width: 1, height: edge.size.height)
                    frame.castShadow(column.intersection(belowLayout.frame),
                                     by: Compositor.shadowAmount(alpha, strength: aboveLayout.shadow))
                }
            }
        }
        paint(above, aboveLayout, into: &frame)
        if let subcell {
            drawEdge(at: subcell.cell, eighths: subcell.eighths, below: below, belowLayout: belowLayout,
                     above: above, aboveLayout: aboveLayout, into: &frame)
        }
        if let subcellTop {
            drawTopEdge(at: subcellTop.cell, eighths: subcellTop.eighths, below: below, belowLayout: belowLayout,
                        above: above, aboveLayout: aboveLayout, into: &frame)
        }
    }

    /// Draws the upper pane's top edge inside row `y`: on each column a lower block 8 − `eighths`
    /// eighths high in the pane's background, on the colour above the edge (the lower pane as
    /// drawn there, dimmed).
    private func drawTopEdge(at y: Int, eighths: Int, below: Canvas, belowLayout: PaneLayout,
                             above: Canvas, aboveLayout: PaneLayout, into frame: inout Canvas) {
        guard belowLayout.frame.size == below.size else { return }
        drawTopEdge(at: y, eighths: eighths, above: above, aboveLayout: aboveLayout, into: &frame) { x in
            lowerBackground(x: x, y: y, below: below, belowLayout: belowLayout)
        }
    }

    /// Draws the upper pane's top edge inside row `y` over `paper(x)`, the colour above the edge
    /// in column `x`.
    private func drawTopEdge(at y: Int, eighths: Int, above: Canvas, aboveLayout: PaneLayout,
                             into frame: inout Canvas, paper: (Int) -> Color) {
        let columns = aboveLayout.frame.intersection(frame.bounds)
        guard y >= 0, y < frame.size.height, !columns.isEmpty, aboveLayout.frame.size == above.size else { return }
        let glyph = Compositor.lowerEighths[7 - eighths]
        let aboveY = max(0, y - aboveLayout.frame.minY)
        for x in columns.minX..<columns.maxX {
            let pane = above[x - aboveLayout.frame.minX, aboveY].style.background
            if let cell = Compositor.block(glyph, ink: pane, paper: paper(x)) { frame[x, y] = cell }
        }
    }

    /// Lays `pane` over `frame` (what is under it, drawn) at `layout`: moved, faded, scaled,
    /// dimmed as it says, its top edge in eighths where `subcellEdges` allows (a card sliding up
    /// or down). The frame is never copied.
    func place(_ pane: Canvas, at layout: PaneLayout, into frame: inout Canvas) {
        let drawsEdge = subcellEdges && effects == .color && layout.isVisible && layout.opacity >= 1
        let edge = drawsEdge ? Compositor.subcellEdge(at: layout.preciseMinY) : nil
        // The colours above the edge are those under the pane, taken before the pane covers them.
        var papers: [Color] = []
        if let edge, edge.cell >= 0, edge.cell < frame.size.height {
            let columns = layout.frame.intersection(frame.bounds)
            if !columns.isEmpty { papers = (columns.minX..<columns.maxX).map { frame[$0, edge.cell].style.background } }
        }
        paint(pane, layout, into: &frame)
        if let edge, !papers.isEmpty {
            let first = max(layout.frame.minX, 0)
            drawTopEdge(at: edge.cell, eighths: edge.eighths, above: pane, aboveLayout: layout, into: &frame) { x in
                papers[x - first]
            }
        }
    }

    /// Dims `rect` of `frame` by `amount` (0…1 of black) as `effects` can: its colours darkened,
    /// in `quantised` steps, or the dim attribute where there are no colours to darken.
    static func dim(_ rect: Rect, by amount: Double, in frame: inout Canvas, effects: EffectStyle) {
        switch effects {
        case .color: frame.dim(rect, by: quantised(amount))
        case .attributes: if amount > 0 { frame.addAttributes(.dim, in: rect) }
        }
    }

    /// Draws the upper pane's left edge inside column `x`: on each row a left block `eighths`
    /// eighths wide in the colour left of the edge (the lower pane, dimmed and shadowed as it
    /// is drawn beside it), on the upper pane's background.
    private func drawEdge(at x: Int, eighths: Int, below: Canvas, belowLayout: PaneLayout,
                          above: Canvas, aboveLayout: PaneLayout, into frame: inout Canvas) {
        let rows = aboveLayout.frame.intersection(frame.bounds)
        guard x >= 0, x < frame.size.width, !rows.isEmpty, aboveLayout.frame.size == above.size,
              belowLayout.frame.size == below.size else { return }
        // The darkest shadow column's amount, as `compose` cast it beside this cell.
        let shadow = aboveLayout.shadow > 0 ? Compositor.shadowAmount(theme.shadow.first ?? 0, strength: aboveLayout.shadow) : 0
        let glyph = Compositor.leftEighths[eighths - 1]
        let aboveX = max(0, x - aboveLayout.frame.minX)
        for y in rows.minY..<rows.maxY {
            let left = lowerBackground(x: x, y: y, below: below, belowLayout: belowLayout).dimmed(by: shadow)
            let right = above[aboveX, y - aboveLayout.frame.minY].style.background
            if let cell = Compositor.block(glyph, ink: left, paper: right) { frame[x, y] = cell }
        }
    }

    /// The background the lower pane shows at (`x`, `y`) of the frame, dimmed as it is drawn;
    /// the backdrop's where it does not reach.
    private func lowerBackground(x: Int, y: Int, below: Canvas, belowLayout: PaneLayout) -> Color {
        let belowX = x - belowLayout.frame.minX, belowY = y - belowLayout.frame.minY
        guard belowLayout.isVisible, belowX >= 0, belowX < below.size.width, belowY >= 0, belowY < below.size.height
        else { return theme.backdrop.background }
        return below[belowX, belowY].style.dimmed(by: Compositor.quantised(belowLayout.dimming)).background
    }

    /// A block `glyph` in `ink` on `paper`. The terminal's default background has no colour to
    /// draw a glyph in, so as ink it is drawn by swapping the two in reverse video; nil when both
    /// are the default (no edge to see).
    private static func block(_ glyph: Character, ink: Color, paper: Color) -> Cell? {
        if ink != .default { return Cell(glyph, style: Style(foreground: ink, background: paper)) }
        if paper != .default { return Cell(glyph, style: Style(foreground: paper, background: .default, attributes: .reverse)) }
        return nil
    }

    private func paint(_ pane: Canvas, _ layout: PaneLayout, into frame: inout Canvas) {
        guard layout.isVisible else { return }
        let shaped = layout.frame.size == pane.size ? pane : pane.scaled(to: layout.frame.size)
        if layout.opacity >= 1 {
            frame.draw(shaped, at: layout.frame.origin)
        } else {
            frame.blend(shaped, at: layout.frame.origin, opacity: layout.opacity)
        }
        Compositor.dim(layout.frame, by: layout.dimming, in: &frame, effects: effects)
    }

    /// True when two opaque panes together cover every cell of `bounds`, side
    /// by side (then no backdrop needs painting).
    private func covers(_ a: PaneLayout, _ b: PaneLayout, _ bounds: Rect) -> Bool {
        guard a.opacity >= 1, b.opacity >= 1 || !b.isVisible else { return false }
        let first = a.frame, second = b.isVisible ? b.frame : a.frame
        guard first.minY <= bounds.minY, first.maxY >= bounds.maxY,
              second.minY <= bounds.minY, second.maxY >= bounds.maxY else { return false }
        let (left, right) = first.minX <= second.minX ? (first, second) : (second, first)
        return left.minX <= bounds.minX && right.maxX >= bounds.maxX && right.minX <= left.maxX
    }
}
