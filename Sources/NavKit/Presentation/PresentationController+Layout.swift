/// Where each card is drawn and what it does to what is under it, for the window's layers
/// (`WindowLayers`, a container like any other): the card slides, fades or shrinks as its
/// presentation's transition lays it out, follows the user's hand on a sheet, and rests as its
/// look ends; the presenter dims with it, and a sheet pulled above where it rests shows its
/// paper below it.
extension PresentationController {
    /// The layout of `presentation`'s card, resting at `card` (container cells), and of what is
    /// under it, in a container of `size`: as the running transition's animator has them, where
    /// a sheet the user moves is, else at the end of its look; nil while the card is hidden (one
    /// dismissed under the top one, which alone animates).
    func layout(of presentation: Presentation, resting card: Rect, in size: Size) -> TransitionLayout? {
        guard !presentation.isHidden else { return nil }
        if let moving = transition, presentation === self.moving {
            return moving.animator.layout(for: moving.operation, progress: moving.progress, in: size)
        }
        if let position = sheetPosition(of: presentation) {
            return PresentationAnimator(style: presentation.style, card: card)
                .layout(cardEdge: position.edge, shown: position.shown, in: size)
        }
        return presentation.animator(card: card, reduceMotion: reduceMotion).layout(for: .push, progress: 1, in: size)
    }

    /// Where `presentation`'s card, resting at `card`, is drawn in a container of `size`
    /// (`Container.layout(of:at:in:)`); nowhere while it is hidden.
    func cardLayout(of presentation: Presentation, resting card: Rect, in size: Size) -> PaneLayout {
        guard let layout = layout(of: presentation, resting: card, in: size) else {
            return PaneLayout(frame: Rect(x: 0, y: 0, width: 0, height: 0), opacity: 0)
        }
        return layout.toIsOnTop ? layout.to : layout.from
    }

    /// Draws what goes under `presentation`'s card, resting at `card`, into `canvas` (the
    /// container of `size` cells, what is under the card drawn already), with `theme`: the
    /// presenter dimmed as the card's look has it, and below a sheet pulled above where it rests,
    /// its paper.
    func drawBeneath(_ presentation: Presentation, resting card: Rect, into canvas: inout Canvas, size: Size,
                     theme: Theme) {
        guard let layout = layout(of: presentation, resting: card, in: size) else { return }
        let under = layout.toIsOnTop ? layout.from : layout.to, drawn = layout.toIsOnTop ? layout.to : layout.from
        Compositor.dim(under.frame, by: under.dimming, in: &canvas, effects: effects)
        let paperTop = drawn.frame.minY + card.size.height
        if presentation.style.extendsPaperBelow, paperTop < size.height {
            canvas.fill(Rect(x: drawn.frame.minX, y: paperTop, width: drawn.frame.size.width,
                             height: size.height - paperTop), style: theme.content)
        }
    }
}
