/// The engine's invariants, checked after every event and frame in debug builds (`assert`:
/// compiled out of release builds). Recognizers check their own: every state change is a
/// legal move, or an assertion (`GestureRecognizer`). A broken one stops the program where it broke, with a
/// message naming it, instead of surfacing frames later as a frozen or corrupt screen.
extension Engine {
    /// Checks every invariant (debug builds only); `frame` is the canvas just made, if any.
    func checkInvariants(frame: Canvas? = nil) {
        for stack in presentations.stacks { stack.checkInvariants() }
        assert(topNavigation.transition != nil || presentations.transition != nil || presentations.sheetMoves
               || window.motion.containersMove || router.typeAhead.isEmpty, "keys wait while nothing moves")
        assert(presentations.transition == nil || presentations.moving != nil,
               "a presentation transition runs with no card to move")
        if let frame { assert(frame.size == terminalSize, "the frame is \(frame.size), the terminal \(terminalSize)") }
    }
}
