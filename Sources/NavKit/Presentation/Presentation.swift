/// One presentation: a navigation stack of its own, rooted at the presented screen (or tabs, a
/// stack each), shown in a card over the stack (or presentation) that presented it.
@MainActor
final class Presentation {
    /// How the card is shown.
    let style: PresentationStyle
    /// What the card shows: a stack rooted at the presented screen, or tabs.
    let content: any Container
    /// What the card shows, as its one child in the tree (`Container.children`), made once: the
    /// window's walks read it every event and frame.
    let children: [any Container]
    /// The stack that takes input in the card: pushes from inside it move inside the card. With
    /// tabs, the selected tab's.
    var navigation: NavigationController { content.focusedStack }
    /// The tabs presented, when tabs were presented.
    var tabs: TabController? { content as? TabController }
    /// Every stack of the presentation: its own, or each tab's (read again when a container in
    /// the card adds or removes a child).
    var stacks: [NavigationController]
    /// The stack it was presented from: a stack of the root's (the focused column's or not) or of
    /// the presentation below. It disappears under a full-screen cover, and appears again when
    /// the presentation is dismissed.
    unowned let presenter: NavigationController
    /// True once its dismissal has begun: it no longer takes input, and its screens leave when
    /// the dismissal ends.
    var isDismissing = false
    /// Where its card is in a transition of its own, as the screens it shows are told
    /// (`Window.changingAppearance`): `.appearing` from when it is presented until it has arrived,
    /// `.disappearing` from when its dismissal begins (or a drag took it down far enough to
    /// leave) until it has gone; nil at rest.
    var appearance: AppearanceTransition? = .appearing
    /// True once it has gone, just before it is taken off the list: the screens it showed are
    /// told they disappeared.
    var hasLeft = false
    /// True while a presentation above it is dismissed together with it: its card is not drawn
    /// (UIKit animates only the top one out).
    var isHidden = false
    /// Where a sheet rests (its smallest detent at first); `.large` for the other styles.
    var detent: SheetDetent
    /// The card's own gesture recognizers (`Container.gestureRecognizers(in:context:)`): a sheet's
    /// drag (`SheetInput.pan`), none for the other styles. Kept, so that a press allocates nothing.
    var ownRecognizers: [GestureRecognizer] = []
    /// Hears of the user's attempts to dismiss it (`NavigationContext.presentationDelegate`).
    weak var delegate: PresentationDelegate?
    /// True once the user dismissed it (a drag, a key): its delegate hears of it when it has gone.
    var isDismissedByUser = false

    /// Presents `content` in `style` from `presenter`.
    init(_ content: any Container, style: PresentationStyle, presenter: NavigationController) {
        self.style = style
        self.presenter = presenter
        detent = style.sheetDetents.first ?? .large
        self.content = content
        children = [content]
        stacks = content.navigationStacks
    }

    /// The presented screen: the root of the presentation's stack.
    var root: Screen { navigation.entries[0].screen }

    /// True when the card, once it has arrived, hides everything under it (a full-screen cover):
    /// what is under it disappears as it arrives and appears again as it leaves.
    var hidesPresenter: Bool { !style.keepsPresenterVisible }

    /// True when the card hides everything under it (a full-screen cover not leaving): what is
    /// under it is neither drawn nor described.
    var coversWhatIsUnder: Bool { hidesPresenter && !isDismissing }

    /// True when the card hides everything under it and is at rest: what is under it is neither
    /// shown to its screens' callbacks nor stepped.
    var coversWhatIsUnderAtRest: Bool { coversWhatIsUnder && appearance == nil && !hasLeft }

    /// The transition this card puts what is under it in while it moves: what a cover hides
    /// disappears as it arrives and appears as it leaves; nil at rest and for the other styles.
    var transitionUnder: AppearanceTransition? {
        guard hidesPresenter, !hasLeft, let appearance else { return nil }
        return appearance == .appearing ? .disappearing : .appearing
    }

    /// Where a sheet rests; nil for the other styles.
    var sheetDetent: SheetDetent? { style.isSheet ? detent : nil }

    /// The card's name, as the inspector shows it: "sheet (medium)", "fullScreen", "alert".
    var name: String { sheetDetent.map { "sheet (\($0))" } ?? style.description }

    /// True when its content is an alert's question: announced with its text, not its title alone.
    var asksAQuestion: Bool { style.accessibilityRole == .alert }

    /// Where the card takes the pointer in a container of `size` cells when the whole card
    /// does (a sheet's, its grabber row too); nil when only the stack with the focus does (an
    /// alert's border does not).
    func pointerFrame(in size: Size) -> Rect? {
        style.takesPointerOnWholeCard ? cardFrame(in: size) : nil
    }

    /// Where the card rests in a container of `size` cells, its border and grabber included.
    func cardFrame(in size: Size) -> Rect { style.cardFrame(for: root, detent: detent, in: size) }

    /// Where the stack shows in a container of `size` cells: the card inside its border, below
    /// its grabber.
    func paneFrame(in size: Size) -> Rect { paneFrame(inCard: cardFrame(in: size)) }

    /// Where the stack shows in `card` (its `cardFrame`): inside its border, below its grabber.
    func paneFrame(inCard card: Rect) -> Rect {
        let border = style.borderWidth, grabber = min(style.grabberHeight, card.size.height)
        return Rect(x: card.minX + border, y: card.minY + border + grabber, width: max(0, card.size.width - 2 * border),
                    height: max(0, card.size.height - 2 * border - grabber))
    }

    /// The look of presenting and dismissing it, its card resting at `card` (its `cardFrame`).
    func animator(card: Rect, reduceMotion: Bool, removesMotion: Bool = false) -> Animator {
        let look = PresentationAnimator(style: style, card: card)
        if removesMotion { return ReducedPresentationAnimator(look: look, duration: 0) }
        return reduceMotion ? ReducedPresentationAnimator(look: look) : look
    }

    /// True when a screen on its stack asks to stay until it is dismissed in code.
    var isModal: Bool { stacks.contains { $0.screens.contains { $0.isModalInPresentation } } }

    /// True when the user may dismiss it now: no screen on its stack is modal, and its delegate
    /// (asked) does not say no.
    func mayBeDismissedByUser() -> Bool {
        !isModal && delegate?.presentationShouldDismiss(root) != false
    }
}

/// A presentation with `EngineConfiguration.reduceMotion`: the card fades in and out where it
/// rests, in 0.2 s, as the stack's cross-fade does; with `isAccessible`, in no time.
struct ReducedPresentationAnimator: Animator {
    /// The style's look, whose resting layout is kept.
    var look: PresentationAnimator
    /// Seconds the fade takes (0: the card shows or goes in one frame).
    var duration = 0.2
    var name: String { duration == 0 ? "\(look.name) (none)" : "\(look.name) (fade)" }
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
