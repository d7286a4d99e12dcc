/// The window (UIKit's `UIWindow`): the root container, the presentations over it (the modal
/// layer, each card showing a tree of its own) and the terminal's size. It knows the tree and
/// nothing of input or time: where each stack shows, which stacks can be seen, which tree takes
/// input, and the containers around a stack, walked up as actions are (`walkUp`).
@MainActor
final class Window {
    /// What the window shows under any presentation.
    let root: any Container
    /// The presentations over the root, bottom first.
    let presentations: PresentationController
    /// The root and the cards as one container: what can be seen, and the transition each is in.
    let layers: WindowLayers
    /// The terminal's size (cells).
    var size: Size
    /// The screens shown before and after a change of the tree (`changingAppearance`).
    let shownScreens = ShownScreens()
    /// What moves by itself on the shown screens, and whether the root has appeared (`Window+Motion`).
    var motion = WindowMotion()
    /// True when the pointer was pressed outside the top presentation's card: its drag and
    /// release go nowhere (`eventInActiveCard`).
    var pressedOutsideCard = false
    /// `stacksFingerprint` when the engine last wired the tree's stacks (`LayoutSettler.adoptStacks()`).
    var wiredStacks = 0

    /// A window showing `root` under `presentations` in a terminal of `size` cells; it tells the
    /// presentations which screens and stacks it shows.
    init(root: any Container, presentations: PresentationController, size: Size) {
        self.root = root
        self.presentations = presentations
        layers = WindowLayers(root: root, presentations: presentations)
        self.size = size
        presentations.isShown = { [unowned self] screen in stack(holding: screen) != nil }
        presentations.isOnScreen = { [unowned self] stack in root.frame(of: stack, in: self.size) != nil }
        presentations.changingAppearance = { [unowned self] animated, change in
            changingAppearance(animated: animated) {
                change()
                return true
            }
        }
    }

    /// The tree that takes input now and where it shows (terminal cells): the top presentation's
    /// card, else the root over the whole terminal.
    var activeLayer: (container: any Container, frame: Rect) { layer(of: presentations.activePresentation) }

    /// The layer `stack` is in and where it rests (terminal cells): the card of the presentation
    /// that holds it, else the root over the whole terminal.
    func layer(of stack: NavigationController) -> (container: any Container, frame: Rect) {
        layer(of: presentations.presentation(of: stack))
    }

    /// `presentation`'s card where it rests, or with none the root over the whole terminal.
    private func layer(of presentation: Presentation?) -> (container: any Container, frame: Rect) {
        guard let presentation else { return (root, Rect(origin: .zero, size: size)) }
        return (presentation, presentation.cardFrame(in: size))
    }

    /// Calls `body` with each layer of the window, bottom first, and where it rests (terminal
    /// cells): the root over the whole terminal, then each presentation's card (a container whose
    /// child is what was presented), but a card hidden under the top one leaving with it unless
    /// `includingHidden`.
    func forEachLayer(includingHidden: Bool = false, _ body: (any Container, Rect) -> Void) {
        body(root, Rect(origin: .zero, size: size))
        for presentation in presentations.presentations where includingHidden || !presentation.isHidden {
            body(presentation, presentation.cardFrame(in: size))
        }
    }

    /// Where `stack` is shown (terminal cells): where its layer (its card or the root) puts it;
    /// the whole card's content or terminal when it is not shown.
    func card(of stack: NavigationController) -> Rect {
        let layer = layer(of: stack)
        let frame = layer.container.frame(of: stack, in: layer.frame.size)
            ?? (layer.container as? Presentation)?.paneFrame(inCard: Rect(origin: .zero, size: layer.frame.size))
            ?? Rect(origin: .zero, size: layer.frame.size)
        return frame.offsetBy(dx: layer.frame.minX, dy: layer.frame.minY)
    }

    /// The stack `screen` is on (or being pushed onto), if any: the top one first.
    func stack(holding screen: Screen) -> NavigationController? {
        presentations.stacks.last { $0.holds(screen) }
    }

    /// Calls `body` with every stack that can be seen: the root's shown stacks and each card's
    /// (a card leaving hidden under the top one too, until it has gone), but none under a
    /// full-screen cover at rest.
    func forEachVisibleStack(_ body: (NavigationController) -> Void) {
        forEachVisibleStackWithTransition { stack, _ in body(stack) }
    }

    /// `forEachVisibleStack`, each stack with the transition it is in: its card's as it comes or
    /// goes, a moving cover's over what it hides (`WindowLayers`), else its containers'
    /// (`Container.appearanceTransition(of:)`); nil at rest. Allocates nothing.
    func forEachVisibleStackWithTransition(_ body: (NavigationController, AppearanceTransition?) -> Void) {
        layers.forEachShownStackWithTransition(in: size, body)
    }

    /// Calls `body` with every shown container of each layer (the root, each card, every card
    /// hidden under the top one too), in its layer's own cells, with its frame. Allocates nothing.
    func forEachShownContainerInEveryLayer(_ body: (any Container, Rect) -> Void) {
        forEachLayer(includingHidden: true) { layer, frame in layer.forEachShownContainer(in: frame.size, body) }
    }

    /// Lets every shown container fit the size it is given (a split collapses or expands on its
    /// own width); true when one changed.
    func adaptShownContainers() -> Bool {
        var changed = false
        forEachShownContainerInEveryLayer { container, frame in
            if container.adapt(to: frame.size) { changed = true }
        }
        return changed
    }

    /// Marks the stacks of `container`'s tree that it does not show now (an unselected tab's, a
    /// collapsed split's secondary) as starting hidden: a push on one before it was ever shown
    /// tells no screen, and its top appears when a container shows it.
    func startHidden(_ container: any Container) {
        let shown = container.shownStacks(in: size)
        container.forEachStack { stack in
            if !shown.contains(where: { $0 === stack }) { stack.showsOnFirstChange = false }
        }
    }

    /// Walks the containers around `stack`, nearest first (UIKit's walk for
    /// `targetViewController(forAction:sender:)`): from the stack (itself included) up its own tree
    /// (the root's or a card's), then, when `crossingPresentations`, on from the stack that
    /// presented the card, down to the root. `body` gets each container and whether a
    /// presentation covers it (or one moves), and returns true to stop.
    func walkUp(from stack: NavigationController, crossingPresentations: Bool,
                _ body: (any Container, _ isCovered: Bool) -> Bool) {
        var stack = stack
        let active = activeLayer.container
        while true {
            let presentation = presentations.presentation(of: stack)
            let tree: any Container = presentation ?? root
            let covered = presentations.transition != nil || tree !== active
            if tree.walkUp(from: stack, { body($0, covered) }) == true { return }
            guard crossingPresentations, let presentation else { return }
            stack = presentation.presenter
        }
    }

    /// The nearest container of type `Kind` around `stack` (`walkUp`), if any.
    func nearest<Kind: Container>(_ kind: Kind.Type, around stack: NavigationController,
                                  crossingPresentations: Bool = true) -> Kind? {
        var found: Kind?
        walkUp(from: stack, crossingPresentations: crossingPresentations) { container, _ in
            found = container as? Kind
            return found != nil
        }
        return found
    }
}

/// Numbers that change when the tree changes: what a container did by itself (its own motion)
/// is compared through them, without allocating.
extension Window {
    /// Changes when the stacks of the tree change (a container added or removed a child): a hash
    /// of every stack of the root and of each card, in order.
    var stacksFingerprint: Int {
        var hasher = Hasher()
        forEachLayer(includingHidden: true) { layer, _ in layer.forEachStack { hasher.combine(ObjectIdentifier($0)) } }
        return hasher.finalize()
    }

    /// Changes when the screens that can be seen change, or the stack the focus leads to: a hash
    /// of each visible stack, its top screen and the transition its containers put it in, and
    /// the active layer's focused stack.
    var shownFingerprint: Int {
        var hasher = Hasher()
        forEachVisibleStackWithTransition { stack, transition in
            hasher.combine(ObjectIdentifier(stack))
            hasher.combine(ObjectIdentifier(stack.topScreen))
            hasher.combine(transition)
        }
        hasher.combine(ObjectIdentifier(activeLayer.container.focusedStack))
        return hasher.finalize()
    }

    /// True when `stack` shows: its layer (its card or the root) gives it a frame.
    func isShown(_ stack: NavigationController) -> Bool {
        let layer = layer(of: stack)
        return layer.container.frame(of: stack, in: layer.frame.size) != nil
    }
}
