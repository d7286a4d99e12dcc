/// Time passing: the engine is told the time with every event and frame (it never reads a clock),
/// and says when it next needs time to pass without either.
extension Engine {
    /// When the engine next needs time to pass even without input (seconds), e.g. to cancel a
    /// stalled interactive transition, let go of a keyboard swipe, fire a screen's timer
    /// (`NavigationContext.every`) or step a shown screen's next change (`Screen.nextStepTime`, a
    /// spinner's glyph); nil when it can sleep.
    public var nextDeadline: Double? {
        let stalls = earlier(topNavigation.stallDeadline, presentations.sheetStallDeadline)
        return earlier(earlier(router.nextDeadline, stalls), earlier(screenWork.nextDue, window.nextScreenStepTime))
    }

    /// Advances time to `time` (seconds) without making a frame (for deadlines).
    package func advance(to time: Double) {
        let before = window.transitionMoves
        passTime(to: time)
        if window.transitionMoves != before { requestFrame() }
    }

    /// When an animation that starts now counts as started: `firstFrameLead` seconds ago, so
    /// the frame drawn at once already shows it moving.
    var animationStart: Double { now - display.firstFrameLead }

    /// Advances time to `time` (seconds, never back): the parts move on, containers waiting for
    /// rest adapt, stalled gestures are let go, timers fire and shown screens step.
    func passTime(to time: Double) {
        now = max(now, time)
        window.launch()
        router.advanceSwipe(to: now)   // a keyboard swipe left alone lets go: it settles from here
        let active = topNavigation
        let wasTracking = active.transition?.isTracking == true
        for stack in presentations.stacks { stack.advance(to: now) }
        router.sheetInput.advance(to: now)   // held keys drag the sheet on, or let go of it when lost
        presentations.advance(to: now)
        layout.adaptContainers()  // a resize across the width that waited for the stacks to come to rest
        // A held sheet let go by the stall check: the pan that held it lets go too.
        if router.sheetInput.letGoIfReleased() { requestFrame() }
        // Only the stall watchdog lets go of a tracking transition while time passes.
        if wasTracking, active === topNavigation, active.transition?.isTracking != true { router.cancelStalledGestures() }
        if router.history.longPressIsDue(at: now) { router.showHistory() }
        if let held = router.contextPress.due(at: now) { menuOverlay.openContextMenu(heldAt: held, in: self) }
        screenWork.fire(upTo: now)   // screens' timers, on the time passed in
        stepShown()
    }

    /// Moves what the shown containers and the shown screens at rest animate by themselves to
    /// now; a frame is asked for while they move, and once more when they stop.
    func stepShown() {
        layout.stepContainers()
        if window.stepShownScreens(to: now) { requestFrame() }
    }
}
