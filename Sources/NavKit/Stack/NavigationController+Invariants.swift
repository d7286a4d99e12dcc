/// A stack's invariants, checked by the engine after every event and frame in debug builds.
extension NavigationController {
    /// Checks the stack's invariants (debug builds only; `assert`, compiled out of release builds).
    func checkInvariants() {
        let navigation = self
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
