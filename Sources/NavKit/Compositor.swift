/// Paints a transition's panes into a frame: the lower pane (dimmed), the
/// shadow cast on it by the upper pane's leading edge, then the upper pane.
/// The shadow is two columns of blanks in darkened background colours: the
/// same on every row and in every frame of a strength step, it travels with
/// the pane edge at no cost on the wire (the terminal shifts it with the
/// pane's text).
/// Panes whose frame differs from their size are squeezed or stretched;
/// panes with opacity below 1 are blended over what is beneath.
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

    /// The shadow's strength (0…1) rounded to a `shadowSteps` step.
    static func shadowStrength(_ strength: Double) -> Double {
        (strength * shadowSteps).rounded() / shadowSteps
    }

    /// `alpha` rounded to the nearest `alphaStep`.
    static func quantised(_ alpha: Double) -> Double {
        (alpha / alphaStep).rounded() * alphaStep
    }

    var theme: Theme
    var effects: EffectStyle = .color

    /// Composes `below` and `above` at their layouts into `frame` (already sized).
    func compose(into frame: inout Canvas, below: Canvas, belowLayout: PaneLayout,
                 above: Canvas, aboveLayout: PaneLayout) {
        let bounds = frame.bounds
        if !covers(belowLayout, aboveLayout, bounds) {
            frame.fill(bounds, style: theme.backdrop)
        }
        paint(below, belowLayout, into: &frame)
        if aboveLayout.shadow > 0 && aboveLayout.isVisible {
            let edge = aboveLayout.frame
            if effects == .attributes {
                let column = Rect(x: edge.minX - 1, y: edge.minY, width: 1, height: edge.size.height)
                frame.shade(column.intersection(belowLayout.frame))
            } else {
                let strength = Compositor.shadowStrength(aboveLayout.shadow)
                for (index, alpha) in theme.shadow.enumerated() {
                    let column = Rect(x: edge.minX - 1 - index, y: edge.minY, width: 1, height: edge.size.height)
                    frame.castShadow(column.intersection(belowLayout.frame), by: Compositor.quantised(alpha * strength))
                }
            }
        }
        paint(above, aboveLayout, into: &frame)
    }

    private func paint(_ pane: Canvas, _ layout: PaneLayout, into frame: inout Canvas) {
        guard layout.isVisible else { return }
        let shaped = layout.frame.size == pane.size ? pane : pane.scaled(to: layout.frame.size)
        if layout.opacity >= 1 {
            frame.draw(shaped, at: layout.frame.origin)
        } else {
            frame.blend(shaped, at: layout.frame.origin, opacity: layout.opacity)
        }
        switch effects {
        case .color: frame.dim(layout.frame, by: Compositor.quantised(layout.dimming))
        case .attributes: if layout.dimming > 0 { frame.addAttributes(.dim, in: layout.frame) }
        }
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
