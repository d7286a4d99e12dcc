/// What the engine asks of a stack beyond navigation: popping several screens at once (back
/// keys typed ahead behind one another), and drawing one screen again wherever it is.
extension NavigationController {
    /// Pops `levels` screens (at most down to the root) in one transition starting at `start`
    /// (seconds).
    func pop(levels: Int, at start: Double) {
        if levels <= 1 || depth <= 2 {
            pop(at: start)
        } else if levels >= depth - 1 {
            popToRoot(at: start)
        } else {
            pop(to: entries[depth - 1 - levels].screen, at: start)
        }
    }

    /// Forgets the rendered panes of `screen`, wherever it is on the stack or in its transition.
    func invalidate(_ screen: Screen) {
        for entry in entries where entry.screen === screen { composer.invalidate(entry.id) }
        for entry in [transition?.from, transition?.to] where entry?.screen === screen { composer.invalidate(entry!.id) }
    }
}
