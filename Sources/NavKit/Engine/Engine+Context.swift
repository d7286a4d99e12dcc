/// What a screen's `NavigationContext` asks of the engine: a redraw of that screen, and
/// navigation outside event handling (from a timer, a posted message, its own gesture).
extension Engine {
    /// Marks `screen`'s content as changed (wherever it is on the stack or in a transition).
    public func setNeedsDisplay(_ screen: Screen) {
        let transition = navigation.transition
        for entry in navigation.entries + [transition?.from, transition?.to].compactMap({ $0 })
            where entry.screen === screen {
            composer.invalidate(entry.id)
        }
        requestFrame()
    }

    /// Makes a navigation request outside event handling (a screen's context, an app's timer).
    func navigate(_ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        defer { requestFrame() }
        return request(navigation)
    }

    /// Begins an interactive transition a screen drives itself, and schedules a frame.
    func beginInteractive(_ begin: (NavigationController) -> Result<any InteractionController, NavigationError>)
        -> Result<any InteractionController, NavigationError> {
        defer { requestFrame() }
        return begin(navigation)
    }
}
