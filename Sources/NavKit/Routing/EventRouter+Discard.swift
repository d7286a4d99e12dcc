/// Going back from a screen with unsaved changes (`Screen.hasUnsavedChanges`): the ways a user
/// goes back (a back key, the Back command, the back control, the history menu) ask first.
extension EventRouter {
    /// When the top screen of `stack` has unsaved changes, asks "Discard changes?" in an alert
    /// over it and, on Discard, runs `pop` with the time it starts (seconds), as the alert
    /// leaves; true when it asked (the caller pops nothing now).
    func askedToDiscard(on stack: NavigationController, then pop: @escaping @MainActor (Double) -> Void) -> Bool {
        let screen = stack.topScreen
        guard stack.depth > 1, screen.hasUnsavedChanges else { return false }
        NavigationContext(engine: engine, screen: screen).confirm(
            "Discard changes?", message: "They are not saved.", action: "Discard", role: .destructive
        ) { [weak engine, weak stack, weak screen] in
            // Only the screen it asked for: a pop in code meanwhile, or a new top, is not the same.
            guard let engine, let stack, let screen, stack.topScreen === screen else { return }
            pop(engine.animationStart)
            engine.requestFrame()
        }
        return true
    }
}
