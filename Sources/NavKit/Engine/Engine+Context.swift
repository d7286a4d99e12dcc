/// What a screen's `NavigationContext` asks of the engine: a redraw of that screen; the end of
/// the screens' waits when the app ends.
extension Engine {
    /// Marks `screen`'s content as changed (wherever it is on the stack or in a transition).
    public func setNeedsDisplay(_ screen: Screen) {
        for stack in presentations.stacks { stack.invalidate(screen) }
        requestFrame()
    }

    /// Hands nil to every screen still waiting for a pushed screen's value: the app is ending,
    /// and no awaiting task is left suspended.
    package func abandonPendingResults() { pendingResults.abandonAll() }
}
