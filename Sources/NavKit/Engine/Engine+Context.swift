/// What a screen's `NavigationContext` asks of the engine: a redraw of that screen, and
/// navigation outside event handling (from a timer, a posted message, its own gesture).
extension Engine {
    /// Marks `screen`'s content as changed (wherever it is on the stack or in a transition).
    public func setNeedsDisplay(_ screen: Screen) {
        for stack in presentations.stacks { stack.invalidate(screen) }
        requestFrame()
    }

    /// Makes a navigation request outside event handling (a screen's context, an app's timer)
    /// of the stack `screen` is on (the root stack when it is on none).
    func navigate(from screen: Screen, _ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        defer { requestFrame() }
        return request(window.stack(holding: screen) ?? navigation)
    }

    /// Begins an interactive transition a screen drives itself on its stack, and schedules a frame.
    func beginInteractive(from screen: Screen,
                          _ begin: (NavigationController) -> Result<any InteractionController, NavigationError>)
        -> Result<any InteractionController, NavigationError> {
        defer { requestFrame() }
        return begin(window.stack(holding: screen) ?? navigation)
    }

    /// Hands nil to every screen still waiting for a pushed screen's value: the app is ending,
    /// and no awaiting task is left suspended.
    package func abandonPendingResults() { pendingResults.abandonAll() }
}
