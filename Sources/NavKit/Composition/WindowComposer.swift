/// Puts a window's frame together: the tree of containers under it, each stack drawn by its own
/// composer at its frame's size, each container's children (each over what the container draws
/// beneath it, where the container lays it out: a presentation's card sliding) then its chrome.
/// The window's layers (the root, each card over it) are one such container. Containers are put
/// together in canvases kept from frame to frame, so a frame at rest allocates nothing.
@MainActor
final class WindowComposer {
    /// The canvases containers are put together in, by container.
    private var containerCanvases: [ObjectIdentifier: ContainerCanvas] = [:]
    /// Where each child drawn away from its frame had its top edge in the last frame (cells with
    /// their fraction), by child: a child that moves slowly shows its sub-cell edge.
    private var lastEdges: [ObjectIdentifier: Double] = [:]

    /// The frame of `container` at `size` cells, drawn with `theme` as `display` allows: a stack
    /// as its composer draws it; any other container its shown children, each over what the
    /// container draws beneath it (a dimming layer) and where the container lays it out
    /// (`Container.layout(of:at:in:)`), then its own chrome over them; the terminal's cursor
    /// where the focused child has it, while nothing drawn from it on is away from its frame.
    func compose(_ container: any Container, size: Size, theme: Theme, display: DisplayTraits) -> Canvas {
        if let stack = container as? NavigationController {
            return stack.composer.compose(stack, size: size, minimum: .zero, theme: theme, display: display)
        }
        let kept = containerCanvas(of: container)
        if kept.canvas.size != size { kept.canvas.reset(size: size, style: theme.backdrop) }
        let focused = container.focusedChild
        kept.canvas.cursor = nil
        kept.canvas.focusPoint = nil
        var focusedIsDrawn = false, isFirst = true
        let bounds = Rect(origin: .zero, size: size)
        container.forEachShownChild(in: size) { child, frame in
            let layout = container.layout(of: child, at: frame, in: size)
            let inPlace = layout == PaneLayout(frame: frame)
            // What the last frame drew shows through a child drawn away from its frame: the
            // backdrop first, unless the first child covers it all in place (the root under the
            // cards, a panel's main child) or every child is just at its frame (a split's columns).
            if isFirst, !(inPlace && frame == bounds), !inPlace || drawsAChildAway(container, in: size) {
                kept.canvas.fill(bounds, style: theme.backdrop)
            }
            isFirst = false
            container.drawBeneath(child, at: frame, into: &kept.canvas, size: size, theme: theme)
            let drawn = compose(child, size: frame.size, theme: theme, display: display)
            if inPlace {
                kept.canvas.draw(drawn, at: frame.origin)
                lastEdges[ObjectIdentifier(child)] = nil
            } else {
                var compositor = Compositor(theme: theme, effects: display.effects)
                compositor.subcellEdges = display.subcellEdges && isSlow(child, edge: layout.preciseMinY)
                compositor.place(drawn, at: layout, into: &kept.canvas)
            }
            if child === focused && inPlace {
                focusedIsDrawn = true
                kept.canvas.cursor = drawn.cursor.map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
                kept.canvas.focusPoint = drawn.focusPoint.map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
            } else if focusedIsDrawn && !inPlace {
                // Something moving over the focused child hides its cursor.
                kept.canvas.cursor = nil
                kept.canvas.focusPoint = nil
            }
        }
        if isFirst { kept.canvas.fill(bounds, style: theme.backdrop) }  // no child shows
        container.drawChrome(into: &kept.canvas, size: size, theme: theme)
        return kept.canvas
    }

    /// True when `container` draws one of the children it shows in a frame of `size` cells away
    /// from that child's frame (`Container.layout(of:at:in:)`).
    private func drawsAChildAway(_ container: any Container, in size: Size) -> Bool {
        var away = false
        container.forEachShownChild(in: size) { child, frame in
            if !away, container.layout(of: child, at: frame, in: size) != PaneLayout(frame: frame) { away = true }
        }
        return away
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
        lastEdges[ObjectIdentifier(container)] = nil
        for child in container.children { forgetCanvases(of: child) }
    }

    /// True when `child`, drawn away from its frame with its top edge now at `edge` (cells with
    /// their fraction), moved less than `FrameComposer.subcellSpeedLimit` rows since the last
    /// frame: slow enough for its sub-cell edge to be seen.
    private func isSlow(_ child: any Container, edge: Double) -> Bool {
        let key = ObjectIdentifier(child)
        let step = lastEdges[key].map { abs(edge - $0) } ?? 0
        lastEdges[key] = edge
        return step < FrameComposer.subcellSpeedLimit
    }
}

/// A canvas a container is put together in, kept from frame to frame (drawn into in place, so a
/// frame at rest allocates nothing).
final class ContainerCanvas {
    /// The container's picture as the last frame drew it.
    var canvas = Canvas(size: Size(width: 1, height: 1))
}
