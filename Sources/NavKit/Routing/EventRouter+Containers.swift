/// Input for the containers' own controls (`Container.handlePointer`, `Container.handleKey`): the
/// engine walks the tree that takes input and applies what the containers answer; a layout
/// change is settled by `changingLayout`.
extension EventRouter {
    /// What a container handling input now may know: when animations start, whether keys wait,
    /// and the configuration's timing, release rule and edge for moving its children.
    var containerEventContext: ContainerEventContext {
        let configuration = configuration
        return ContainerEventContext(time: animationStart, keysAreWaiting: !typeAhead.isEmpty,
                                     transitionDuration: configuration.animator.duration,
                                     transitionCurve: configuration.animator.curve,
                                     releaseRule: configuration.releaseRule, edgeWidth: configuration.edgeWidth,
                                     reduceMotion: configuration.reduceMotion)
    }

    /// Gives a pointer event to every shown container of the active layer, the root first (in
    /// its own cells), until one consumes it. True when one did.
    func handleContainerPointer(_ event: PointerEvent) -> Bool {
        guard presentations.transition == nil, !history.isOpen else { return false }
        let layer = window.activeLayer
        let context = containerEventContext
        var consumed = false
        changingLayout {
            var changed = false
            layer.container.forEachShownContainer(in: layer.frame.size) { container, local in
                guard !consumed else { return }
                var inside = event
                inside.position = Point(x: event.position.x - layer.frame.minX - local.minX,
                                        y: event.position.y - layer.frame.minY - local.minY)
                let response = container.handlePointer(inside, in: local.size, context: context)
                consumed = response.consumesEvent
                if response.changesLayout { changed = true }
            }
            return changed
        }
        if consumed { requestFrame() }
        return consumed
    }

    /// Gives a key to the containers around the stack that takes input, the nearest first, until
    /// one consumes it: before the screen sees it, or after it declined (`screenDeclined`). True
    /// when one did.
    func handleContainerKey(_ key: Key, screenDeclined: Bool) -> Bool {
        guard let path = window.activeLayer.container.path(to: topNavigation) else { return false }
        let context = containerEventContext
        var consumed = false
        changingLayout {
            var changed = false
            for container in path.reversed() {
                let response = container.handleKey(key, screenDeclined: screenDeclined, context: context)
                if response.changesLayout { changed = true }
                if response.consumesEvent {
                    consumed = true
                    break
                }
            }
            return changed
        }
        if consumed { requestFrame() }
        return consumed
    }
}
