/// The tree of containers (`Container`): a frame is put together from it, each stack drawn by its
/// own composer at its frame's size, each container's children then its chrome.
extension Engine {
    /// The frame of `container` at `size` cells: a stack as its composer draws it; any other
    /// container its shown children, each at its frame, then its own chrome over them, in a
    /// canvas kept from frame to frame; the terminal's cursor where the focused child has it.
    func compose(_ container: any Container, size: Size) -> Canvas {
        if let stack = container as? NavigationController {
            return stack.composer.compose(stack, size: size, minimum: .zero, theme: theme, display: display)
        }
        let kept = containerCanvas(of: container)
        if kept.canvas.size != size { kept.canvas.reset(size: size, style: theme.backdrop) }
        let focused = container.focusedChild
        kept.canvas.cursor = nil
        container.forEachShownChild(in: size) { child, frame in
            let drawn = compose(child, size: frame.size)
            kept.canvas.draw(drawn, at: frame.origin)
            if child === focused {
                kept.canvas.cursor = drawn.cursor.map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
            }
        }
        container.drawChrome(into: &kept.canvas, size: size, theme: theme)
        return kept.canvas
    }

    /// The canvas `container` is put together in, made the first time.
    private func containerCanvas(of container: any Container) -> ContainerCanvas {
        let key = ObjectIdentifier(container)
        if let kept = containerCanvases[key] { return kept }
        let made = ContainerCanvas()
        containerCanvases[key] = made
        return made
    }

    /// Forgets the canvases of `container`'s tree (it is no longer shown).
    func forgetCanvases(of container: any Container) {
        containerCanvases[ObjectIdentifier(container)] = nil
        for child in container.children { forgetCanvases(of: child) }
    }

    /// Calls `body` with every stack that can be seen: the root's shown stacks and each card's,
    /// but none under a full-screen cover at rest.
    func forEachVisibleStack(_ body: (NavigationController) -> Void) {
        let all = presentations.presentations
        var first = 0  // the first presentation seen; the root too when 0 and no cover hides it
        var rootShown = true
        if presentations.transition == nil, let cover = all.lastIndex(where: { $0.style == .fullScreen && !$0.isDismissing }) {
            first = cover
            rootShown = false
        }
        if rootShown { root.forEachShownStack(in: size) { stack, _ in body(stack) } }
        for index in all.indices where index >= first && !all[index].isHidden {
            all[index].content.forEachShownStack(in: size) { stack, _ in body(stack) }
        }
    }

    /// Sets the containers of `container`'s tree up: tabs draw their bar again when it changes.
    func wireContainers(of container: any Container) {
        if let tabs = container as? TabController { configureBar(of: tabs) }
        for child in container.children { wireContainers(of: child) }
    }

    /// The containers around `stack`, nearest first (UIKit's walk for `targetViewController(forAction:)`):
    /// from the stack up its own tree (the root's or a card's), then on from the stack that
    /// presented the card, down to the window's root. Empty for a stack the engine does not show.
    func ancestors(of stack: NavigationController) -> [any Container] {
        guard let index = presentations.presentations.firstIndex(where: { $0.content.contains(stack: stack) }) else {
            return root.path(to: stack).map { Array($0.reversed()) } ?? []
        }
        let presentation = presentations.presentations[index]
        return (presentation.content.path(to: stack) ?? []).reversed() + ancestors(of: presentation.presenter)
    }

    /// The nearest container of type `Kind` around `stack` (`ancestors(of:)`), if any.
    func nearest<Kind: Container>(_ kind: Kind.Type, around stack: NavigationController) -> Kind? {
        for container in ancestors(of: stack) {
            if let found = container as? Kind { return found }
        }
        return nil
    }

    /// The tree that takes input now and where it shows (terminal cells): the top presentation's
    /// content in its card, else the root over the whole terminal.
    var activeLayer: (container: any Container, frame: Rect) {
        if let presentation = presentations.activePresentation {
            return (presentation.content, presentation.paneFrame(in: size))
        }
        return (root, Rect(origin: .zero, size: size))
    }

    /// Lets every shown container of the root and of each card fit the size it is given (a split
    /// collapses or expands on its own width, when its stacks are at rest; else again after the
    /// next event or frame): screens move, nothing animates, the screens hidden or shown get
    /// their callbacks (`changingAppearance`), and the next frame shows the new layout whole.
    /// Not while a presentation's transition runs (the screens under it are on their way in or
    /// out): after it.
    func adaptContainers() {
        guard presentations.transition == nil else { return }
        if changingAppearance(adaptShownContainers) { containerLayoutChanged() }
    }

    /// Lets every shown container fit its size (see `adaptContainers`); true when one changed.
    func adaptShownContainers() -> Bool {
        var changed = false
        forEachShownContainerInEveryLayer { container, frame in
            if container.adapt(to: frame.size) { changed = true }
        }
        return changed
    }

    /// Calls `body` with every shown container of the root (in the terminal's cells) and of each
    /// card that shows more than a stack (in the card's own cells), with its frame. Allocates
    /// nothing.
    func forEachShownContainerInEveryLayer(_ body: (any Container, Rect) -> Void) {
        root.forEachShownContainer(in: size, body)
        for presentation in presentations.presentations where !(presentation.content is NavigationController) {
            presentation.content.forEachShownContainer(in: presentation.paneFrame(in: size).size, body)
        }
    }

    /// A container's layout changed (a split collapsed, expanded or moved its focus or divider,
    /// a tab was selected): input goes to the stack the focus now leads to, measured against its
    /// frame, and every pane is drawn again.
    func containerLayoutChanged() {
        presentations.root = root.focusedStack
        if screenInput.navigation !== topNavigation { activeStackChanged() }
        fitInputToActiveCard()
        invalidateAllPanes()
        requestFrame()
    }
}

/// A canvas a container is put together in, kept from frame to frame (drawn into in place, so a
/// frame at rest allocates nothing).
final class ContainerCanvas {
    /// The container's picture as the last frame drew it.
    var canvas = Canvas(size: Size(width: 1, height: 1))
}
