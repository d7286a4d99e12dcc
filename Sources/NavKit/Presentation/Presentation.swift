/// One presentation: a navigation stack of its own, rooted at the presented screen, shown in a
/// card over the stack (or presentation) that presented it, with the composer that draws it.
@MainActor
final class Presentation {
    /// How the card is shown.
    let style: PresentationStyle
    /// The presentation's own stack: pushes from inside it move inside the card.
    let navigation: NavigationController
    /// Draws the stack into the card (its own panes and transitions).
    let composer: FrameComposer
    /// True once its dismissal has begun: it no longer takes input, and its screens leave when
    /// the dismissal ends.
    var isDismissing = false
    /// True while a presentation above it is dismissed together with it: its card is not drawn
    /// (UIKit animates only the top one out).
    var isHidden = false

    /// Presents `screen` in `style`, laid out by `layout`.
    init(_ screen: Screen, style: PresentationStyle, layout: ContentLayout) {
        self.style = style
        navigation = NavigationController(root: screen)
        composer = FrameComposer(size: .zero, layout: layout)
    }

    /// The presented screen: the root of the presentation's stack.
    var root: Screen { navigation.entries[0].screen }

    /// Where the card rests in a container of `size` cells, its border included.
    func cardFrame(in size: Size) -> Rect { style.cardFrame(for: root, in: size) }

    /// Where the stack shows in a container of `size` cells: the card inside its border.
    func paneFrame(in size: Size) -> Rect { paneFrame(inCard: cardFrame(in: size)) }

    /// Where the stack shows in `card` (its `cardFrame`): inside its border.
    func paneFrame(inCard card: Rect) -> Rect {
        let border = style.borderWidth
        return Rect(x: card.minX + border, y: card.minY + border, width: max(0, card.size.width - 2 * border),
                    height: max(0, card.size.height - 2 * border))
    }

    /// The look of presenting and dismissing it, its card resting at `card` (its `cardFrame`).
    func animator(card: Rect, reduceMotion: Bool) -> Animator {
        let look = PresentationAnimator(style: style, card: card)
        return reduceMotion ? ReducedPresentationAnimator(look: look) : look
    }

    /// True when a screen on its stack asks to stay until it is dismissed in code.
    var isModal: Bool { navigation.screens.contains { $0.isModalInPresentation } }
}

/// A presentation with `EngineConfiguration.reduceMotion`: the card fades in and out where it
/// rests, in 0.2 s, as the stack's cross-fade does.
struct ReducedPresentationAnimator: Animator {
    /// The style's look, whose resting layout is kept.
    var look: PresentationAnimator
    var name: String { "\(look.name) (fade)" }
    var duration: Double { 0.2 }
    var curve: TimingCurve { .easeInOut }
    var keepsTopBarInPlace: Bool { false }

    func layout(for operation: NavigationOperation, progress: Double, in size: Size) -> TransitionLayout {
        let p = min(1, max(0, progress))
        let shown = operation == .push ? p : 1 - p
        var layout = look.layout(for: .push, progress: 1, in: size)
        layout.from.dimming *= shown
        layout.to.opacity = shown
        return operation == .push ? layout : TransitionLayout(from: layout.to, to: layout.from, toIsOnTop: false)
    }
}
