/// Puts a window's frame together: the tree of containers under it, each stack drawn by its own
/// composer at its frame's size, each container's children then its chrome; then each
/// presentation's card over what presents it, as its animator lays it out. Containers are put
/// together in canvases kept from frame to frame, so a frame at rest allocates nothing.
@MainActor
final class WindowComposer {
    /// The canvases containers are put together in, by container.
    private var containerCanvases: [ObjectIdentifier: ContainerCanvas] = [:]
    /// Where the card was drawn in the last frame of a presentation transition (its top edge,
    /// cells with their fraction), and which transition that was.
    private var lastCardEdge: (transition: UInt64, edge: Double)?

    /// The frame of `container` at `size` cells, drawn with `theme` as `display` allows: a stack
    /// as its composer draws it; any other container its shown children, each at its frame over
    /// what the container draws beneath it (a dimming layer), then its own chrome over them;
    /// the terminal's cursor where the focused child has it.
    func compose(_ container: any Container, size: Size, theme: Theme, display: DisplayTraits) -> Canvas {
        if let stack = container as? NavigationController {
            return stack.composer.compose(stack, size: size, minimum: .zero, theme: theme, display: display)
        }
        let kept = containerCanvas(of: container)
        if kept.canvas.size != size { kept.canvas.reset(size: size, style: theme.backdrop) }
        let focused = container.focusedChild
        kept.canvas.cursor = nil
        kept.canvas.focusPoint = nil
        container.forEachShownChild(in: size) { child, frame in
            container.drawBeneath(child, at: frame, into: &kept.canvas, size: size, theme: theme)
            let drawn = compose(child, size: frame.size, theme: theme, display: display)
            kept.canvas.draw(drawn, at: frame.origin)
            if child === focused {
                kept.canvas.cursor = drawn.cursor.map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
                kept.canvas.focusPoint = drawn.focusPoint.map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
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

    /// Draws each of `window`'s presentations' cards over what presents it, as its animator lays
    /// it out (the presenter dimmed in place; at rest as at the end of the presentation), a sheet
    /// the user moves where it is.
    func composePresentations(of window: Window, into frame: inout Canvas, theme: Theme, display: DisplayTraits,
                              reduceMotion: Bool) {
        let presentations = window.presentations, size = window.size
        let shown = presentations.presentations.filter { !$0.isHidden }
        guard !shown.isEmpty else {
            lastCardEdge = nil
            return
        }
        let renderer = Compositor(theme: theme, effects: display.effects)
        let moving = presentations.transition
        for presentation in shown {
            // Worked out once a frame: an alert's height asks its screen to measure its content.
            let card = presentation.cardFrame(in: size)
            let canvas = compose(presentation, size: card.size, theme: theme, display: display)
            var compositor = renderer
            let layout: TransitionLayout
            if let moving, presentation === presentations.moving {
                layout = moving.animator.layout(for: moving.operation, progress: moving.progress, in: size)
                let cardLayout = moving.operation == .push ? layout.to : layout.from
                compositor.subcellEdges = display.subcellEdges && isSlow(moving.id, edge: cardLayout.preciseMinY)
            } else if let position = presentations.sheetPosition(of: presentation) {
                layout = PresentationAnimator(style: presentation.style, card: card)
                    .layout(cardEdge: position.edge, shown: position.shown, in: size)
                compositor.subcellEdges = display.subcellEdges && isSlow(0, edge: position.edge)
            } else {
                layout = presentation.animator(card: card, reduceMotion: reduceMotion)
                    .layout(for: .push, progress: 1, in: size)
            }
            let onTop = layout.toIsOnTop
            var cardLayout = onTop ? layout.to : layout.from
            // An alert's layout may scale the card: drawn at its size, then squeezed.
            var drawn = canvas
            if presentation.style.extendsPaperBelow, cardLayout.frame.minY + card.size.height < size.height {
                // Pulled above where it rests, its paper shows below.
                cardLayout.frame.size.height = size.height - cardLayout.frame.minY
                presentation.cardCanvas.reset(size: cardLayout.frame.size, style: theme.content)
                presentation.cardCanvas.draw(canvas, at: .zero)
                drawn = presentation.cardCanvas
            }
            compositor.present(drawn, at: cardLayout, over: onTop ? layout.from : layout.to, into: &frame)
            let atRest = moving == nil && !presentations.sheetMoves && presentation === presentations.activePresentation
            frame.cursor = atRest ? canvas.cursor.map { Point(x: $0.x + card.minX, y: $0.y + card.minY) } : nil
            frame.focusPoint = atRest ? canvas.focusPoint.map { Point(x: $0.x + card.minX, y: $0.y + card.minY) } : nil
        }
        if moving == nil && !presentations.sheetMoves { lastCardEdge = nil }
    }

    /// True when the card of transition `id` (0: a sheet the user moves) moved less than
    /// `FrameComposer.subcellSpeedLimit` rows since the last frame, its top edge now at `edge`:
    /// slow enough for its sub-cell edge to be seen.
    private func isSlow(_ id: UInt64, edge: Double) -> Bool {
        let step = lastCardEdge.flatMap { $0.transition == id ? abs(edge - $0.edge) : nil } ?? 0
        lastCardEdge = (id, edge)
        return step < FrameComposer.subcellSpeedLimit
    }
}

/// A canvas a container is put together in, kept from frame to frame (drawn into in place, so a
/// frame at rest allocates nothing).
final class ContainerCanvas {
    /// The container's picture as the last frame drew it.
    var canvas = Canvas(size: Size(width: 1, height: 1))
}
