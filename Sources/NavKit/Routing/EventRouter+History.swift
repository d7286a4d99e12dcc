/// The back control's history (`BackHistory`): opened by a press held on the back control or a
/// right-click, at rest; while it is open it takes every key and pointer event.
extension EventRouter {
    /// Opens the history (a long press or a right-click on the back control, at rest): the
    /// gestures the press started are cancelled, so its release opens nothing.
    func showHistory() {
        let navigation = topNavigation
        guard navigation.transition == nil, presentations.transition == nil,
              history.open(navigation, size: activeCard.size) else { return }
        cancelPressGestures()
        requestFrame()
    }

    /// Cancels what the press in progress started (the back swipe's pans, the tap, the top
    /// screen's own recognizers), so its drag and release do nothing more: a menu opened over it.
    func cancelPressGestures() {
        for recognizer in [edgePan, contentPan, tap] + topNavigation.topScreen.gestureRecognizers { recognizer.cancel() }
    }

    /// Follows a pointer event for the long press on the back control; true when a right-click
    /// there opened the history.
    func watchBackControl(for event: PointerEvent) -> Bool {
        let onBackControl = topNavigation.transition == nil && screenInput.isOnBackControl(event.position)
        guard history.watch(event, onBackControl: onBackControl, at: now) else { return false }
        showHistory()
        return true
    }

    /// Gives a key (`key`) or a pointer event (`pointer`) to the open history, and pops to the
    /// screen it chose, unless the top screen refuses (`shouldPop`).
    func handleHistory(key: Key? = nil, pointer: PointerEvent? = nil) {
        let chosen = key.flatMap { history.handle($0.legacy ?? $0) } ?? pointer.flatMap { history.handle($0) }
        requestFrame()
        let stack = topNavigation
        guard let chosen, stack.topScreen.shouldPop() else { return }
        if askedToDiscard(on: stack, then: { stack.pop(to: chosen, at: $0) }) { return }
        stack.pop(to: chosen, at: animationStart)
    }
}
