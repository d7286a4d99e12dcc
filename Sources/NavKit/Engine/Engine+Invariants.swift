/// The engine's invariants, checked after every event and frame in debug builds (`assert`:
/// compiled out of release builds). Recognizers check their own: every state change is a
/// legal move, or an assertion (`GestureRecognizer`). A broken one stops the program where it broke, with a
/// message naming it, instead of surfacing frames later as a frozen or corrupt screen.
extension Engine {
    /// Checks every invariant (debug builds only); `frame` is the canvas just made, if any.
    func checkInvariants(frame: Canvas? = nil) {
        for stack in presentations.stacks { checkInvariants(of: stack) }
        assert(topNavigation.transition != nil || presentations.transition != nil || presentations.sheetMoves
               || typeAhead.isEmpty, "keys wait while no transition runs")
        assert(presentations.transition == nil || presentations.moving != nil,
               "a presentation transition runs with no card to move")
        if let frame { assert(frame.size == size, "the frame is \(frame.size), the terminal \(size)") }
    }

    /// Checks the invariants of one stack (the root's or a presentation's).
    private func checkInvariants(of navigation: NavigationController) {
        assert(!navigation.entries.isEmpty, "the stack is empty")
        if let transition = navigation.transition {
            assert(transition.progress >= 0 && transition.progress <= 1,
                   "transition progress \(transition.progress) is outside 0…1")
            assert(transition.from.id == navigation.entries.last?.id,
                   "the running transition does not start from the top of the stack")
            assert(!transition.isComplete, "a completed transition is still running")
        }
        assert(navigation.transition != nil || navigation.queuedRequestCount == 0 || navigation.isHeld,
               "requests wait while no transition runs")
        assert(Set(navigation.entries.map(\.id)).count == navigation.depth, "two stack entries share an id")
        // The set of the stack's screens is built once, inside an assertion (release builds
        // must not build it every frame); with it equal to `stacked`, a count below the depth
        // means a screen is there twice.
        assert(Set(navigation.screens.map(ObjectIdentifier.init)) == navigation.stacked,
               "the controller's set of stacked screens is not its stack")
        assert(navigation.stacked.count == navigation.depth, "a screen is on the stack twice")
    }
}
