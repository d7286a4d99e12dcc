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
        let context = containerEventContext
        let tree = window.activeLayer.container, stack = topNavigation
        var consumed = false
        changingLayout {
            var changed = false
            _ = tree.walkUp(from: stack) { container in
                let response = container.handleKey(key, screenDeclined: screenDeclined, context: context)
                if response.changesLayout { changed = true }
                consumed = response.consumesEvent
                return consumed
            }
            return changed
        }
        if consumed { requestFrame() }
        return consumed
    }

    /// At a press at `position` (terminal cells), gathers the gesture recognizers of every shown
    /// container of the active layer whose frame holds it (`Container.gestureRecognizers`), the
    /// outer ones first: each waits for the back swipe's edge pan to fail, and a pan for the tap.
    func gatherContainerRecognizers(at position: Point) {
        for (recognizer, _) in containerRecognizers where recognizer.isActive { recognizer.cancel() }
        containerRecognizers.removeAll(keepingCapacity: true)
        guard presentations.transition == nil, !history.isOpen else { return }
        let layer = window.activeLayer
        let context = containerEventContext
        layer.container.forEachShownContainer(in: layer.frame.size) { container, local in
            let frame = local.offsetBy(dx: layer.frame.minX, dy: layer.frame.minY)
            guard frame.contains(position) else { return }
            for recognizer in container.gestureRecognizers(in: local.size, context: context) {
                recognizer.require(toFail: edgePan)
                if !recognizer.isDiscrete { recognizer.require(toFail: tap) }
                recognizer.landsAtOnce = configuration.isAccessible
                containerRecognizers.append((recognizer, frame.origin))
            }
        }
    }

    /// Points the containers' recognizers at the top card's cells as they are now (the card an
    /// event comes in may have moved since the press: a drawer opening gives its stack the
    /// focus): each sees the pointer in its container's cells.
    func aimContainerRecognizers() {
        let card = activeCard
        for (recognizer, origin) in containerRecognizers {
            recognizer.eventOffset = Point(x: card.minX - origin.x, y: card.minY - origin.y)
        }
    }

    /// Arbitrates `event` (in the top card's cells) among `recognizers`; with containers'
    /// recognizers among them, what their gestures changed in the tree is settled as a
    /// container's input is (a drawer dragged into view appears).
    func arbitrate(_ event: PointerEvent, among recognizers: [GestureRecognizer]) -> GestureArbiter.Outcome {
        guard !containerRecognizers.isEmpty else {
            return GestureArbiter().handle(event, at: now, recognizers: recognizers)
        }
        aimContainerRecognizers()
        var outcome = GestureArbiter.Outcome(consumed: false, finished: [])
        changingLayout {
            let shown = window.shownFingerprint
            outcome = GestureArbiter().handle(event, at: now, recognizers: recognizers)
            return window.shownFingerprint != shown
        }
        if containerRecognizers.contains(where: { $0.recognizer.isActive || $0.recognizer.state == .ended }) {
            requestFrame()
        }
        return outcome
    }

    /// A pointer event outside the top card, of a press outside it (a drawer's dimmed content
    /// beside the drawer that has the focus): the containers' own recognizers alone may take it;
    /// no screen does.
    func pointerOutsideCard(_ event: PointerEvent) {
        guard !containerRecognizers.isEmpty else { return }
        let card = activeCard
        var local = event
        local.position = Point(x: event.position.x - card.minX, y: event.position.y - card.minY)
        let recognizers = containerRecognizers.map(\.recognizer)
        _ = arbitrate(local, among: recognizers)
    }
}
