/// The pointer path: a pointer event goes to the history while it is open, else through the
/// recognizers' arbitration (the back swipe's edge and content pans, the top screen's own
/// recognizers, the tap), and what none of them takes reaches the top screen.
extension EventRouter {
    /// Gives a pointer event to the history while it is open; else to the recognizers (the back
    /// swipe, the top screen's own, the tap), and what none of them takes to the top screen.
    func pointer(_ event: PointerEvent) {
        guard presentations.transition == nil, !presentations.sheetSettles, !handleContainerPointer(event) else { return }
        if event.kind == .press { gatherContainerRecognizers(at: event.position) }
        guard var event = window.eventInActiveCard(event) else { return pointerOutsideCard(event) }
        if event.kind == .press { event.clickCount = clickCounter.count(at: event.position, time: now) }
        if history.isOpen { return handleHistory(pointer: event) }
        if backSwipe.keyboardIsActive { return }  // the keyboard drives the swipe until it is let go
        if watchBackControl(for: event) { return }  // a right-click on it opened the history
        contextPress.watch(event, inContent: topNavigation.transition == nil
            && screenInput.contentArea.contains(event.position), at: now)
        let navigation = topNavigation
        if event.kind == .press, let transition = navigation.transition,
           backSwipe.regrab(at: event.position, subcellX: event.subcellX, time: now, layout: lastLayout(of: transition)) {
            requestFrame()
            return
        }
        let isPress = event.kind == .press
        let own = screenInput.screenRecognizers(forPress: isPress, edgePan: edgePan)
        if isPress {
            for recognizer in own { recognizer.landsAtOnce = configuration.isAccessible }
            backSwipe.prepare(containerWidth: activeCard.size.width, content: screenInput.contentArea, over: own,
                              fullWidth: configuration.fullWidthSwipe)
        }
        let swipeWasDriving = backSwipe.isDriving
        // In priority order, in one array kept from event to event (an event allocates nothing here).
        var recognizers = arbitrated
        arbitrated = []
        recognizers.removeAll(keepingCapacity: true)
        recognizers.append(edgePan)
        for (recognizer, _) in containerRecognizers { recognizers.append(recognizer) }
        recognizers.append(contentsOf: own)
        recognizers.append(contentPan)
        recognizers.append(tap)
        let arbitration = arbitrate(event, among: recognizers)
        arbitrated = recognizers
        if arbitration.consumed || swipeWasDriving || backSwipe.isDriving
            || arbitration.finished.contains(where: { $0 === edgePan || $0 === contentPan }) {
            requestFrame()  // a swipe moved, began, ended or let go
        }
        if event.kind == .drag, sheetInput.handOver(from: own, at: event, time: now) {
            requestFrame()
            return
        }
        if own.contains(where: { $0.isActive || $0.state == .ended }) {
            setNeedsDisplay()  // a screen's own gesture (a carousel) moved its content
        }
        if arbitration.consumed || navigation.transition != nil { return }  // no pointer input to screens in transitions
        let tapped = arbitration.recognized.contains { $0 === tap } ? tap.tapLocation : nil
        act(on: screenInput.route(event, tapped: tapped, start: animationStart))
    }

    /// Where `transition`'s panes were last drawn (what the user sees), else where they are now.
    func lastLayout(of transition: Transition) -> TransitionLayout {
        if let last = activeComposer.lastLayout, last.transition == transition.id { return last.layout }
        return transition.animator.layout(for: transition.operation, progress: transition.progress, in: activeCard.size)
    }

    /// The stall watchdog let go of an interactive transition that nothing touched for
    /// `stallTimeout` seconds: the pointer's release was lost (or the pointer is held and
    /// still). The gestures that drove it are cancelled too, so none stays recognized with
    /// nothing to drive: the keyboard swipe, a new press and the screen's own pans work at once.
    func cancelStalledGestures() {
        backSwipe.abandonStalledSwipe()
        for recognizer in topNavigation.topScreen.gestureRecognizers where recognizer.isActive { recognizer.cancel() }
        requestFrame()
    }
}
