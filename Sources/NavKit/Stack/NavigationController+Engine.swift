/// What the engine asks of a stack beyond navigation: popping several screens at once (back
/// keys typed ahead behind one another), drawing one screen again wherever it is, and taking
/// the engine's configuration.
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

    /// Takes its animator, its motion and its stall timeout from `configuration`, and the lead
    /// of a settle released by input from `display`, from its next transition.
    func configure(_ configuration: EngineConfiguration, display: DisplayTraits) {
        defaultAnimator = configuration.animator
        reduceMotion = configuration.reduceMotion
        removesMotion = configuration.isAccessible
        stallTimeout = configuration.stallTimeout
        inputLead = display.firstFrameLead
    }
}
