/// The window's layers as one container (UIKit's window, where a presented controller's view
/// joins the hierarchy): the root, then each presentation's card over it, bottom first. A card
/// coming or going is in its own transition (`Presentation.appearance`) and what a moving
/// full-screen cover hides is in the opposite one (`Presentation.transitionUnder`), answered as
/// any container answers for a child it slides (`appearanceTransition(of:)`); under a cover at
/// rest nothing is shown. Each card is drawn where its presentation's motion has it
/// (`layout(of:at:in:)`: sliding, fading, under the user's hand) over what it dims
/// (`drawBeneath`), as any container draws a child it moves. The window's walks of what can be
/// seen, and its frames, go through it.
@MainActor
final class WindowLayers: Container {
    /// What the window shows under any presentation.
    let root: any Container
    /// The cards over the root.
    let presentations: PresentationController

    /// The layers of `root` and the cards of `presentations`.
    init(root: any Container, presentations: PresentationController) {
        self.root = root
        self.presentations = presentations
    }

    /// The root, then each card that has not gone.
    var children: [any Container] { [root] + presentations.presentations.filter { !$0.hasLeft } }

    /// The top card not leaving, else the root.
    var focusedChild: (any Container)? { presentations.activePresentation ?? root }

    /// The root over the whole terminal of `size` cells, then each card where it rests (one
    /// leaving hidden under the top one too, until it has gone), but nothing under a full-screen
    /// cover at rest.
    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        let all = presentations.presentations
        let cover = all.lastIndex(where: \.coversWhatIsUnderAtRest)
        if cover == nil { body(root, Rect(origin: .zero, size: size)) }
        for index in all.indices where index >= cover ?? 0 && !all[index].hasLeft {
            body(all[index], all[index].cardFrame(in: size))
        }
    }

    /// A card where its presentation's motion has it (`PresentationController.cardLayout`); the
    /// root where it is.
    func layout(of child: any Container, at frame: Rect, in size: Size) -> PaneLayout {
        guard let card = child as? Presentation else { return PaneLayout(frame: frame) }
        return presentations.cardLayout(of: card, resting: frame, in: size)
    }

    /// Under a card: what it dims, and a sheet's paper below it when pulled above where it rests
    /// (`PresentationController.drawBeneath`).
    func drawBeneath(_ child: any Container, at frame: Rect, into canvas: inout Canvas, size: Size, theme: Theme) {
        guard let card = child as? Presentation else { return }
        presentations.drawBeneath(card, resting: frame, into: &canvas, size: size, theme: theme)
    }

    /// A card's own transition, else the one a moving cover above puts it (or the root) in.
    func appearanceTransition(of child: any Container) -> AppearanceTransition? {
        let all = presentations.presentations
        guard let index = all.firstIndex(where: { $0 === child }) else { return transition(under: 0) }
        return all[index].appearance ?? transition(under: index + 1)
    }

    /// The transition the cards from `index` up put what is under them in: the nearest cover's
    /// (`Presentation.transitionUnder`); nil when none moves.
    private func transition(under index: Int) -> AppearanceTransition? {
        let all = presentations.presentations
        for card in all[index...] where card.hidesPresenter && !card.hasLeft { return card.transitionUnder }
        return nil
    }
}
