/// What a screen may ask of the navigation it belongs to: a redraw, a push, a
/// pop, a new stack. A screen is handed one in `Screen.didMove(to:)` when it
/// joins a stack; the engine does not keep it, so a screen that needs it later
/// stores it (it holds the engine weakly) to navigate from a timer, a posted
/// message or its own gesture as well as from `handle`.
public final class NavigationContext {
    private weak var engine: Engine?
    private weak var screen: Screen?

    init(engine: Engine, screen: Screen) {
        self.engine = engine
        self.screen = screen
    }

    /// The screens on the stack, root first (empty once the engine is gone).
    public var stack: [Screen] { engine?.navigation.screens ?? [] }

    /// The size in cells of this screen's content area (the container below its top bar): what
    /// `draw(in:)` is given, for laying out hit areas outside drawing.
    public var contentSize: Size {
        guard let engine, let screen else { return .zero }
        let size = engine.size
        return Size(width: size.width, height: size.height - TopBar.height(for: screen, in: size))
    }

    /// Marks this screen's content as changed: it is drawn again in the next frame.
    public func setNeedsDisplay() {
        guard let engine, let screen else { return }
        engine.setNeedsDisplay(screen)
    }

    /// Pushes `screen` on top of the stack (queued while a transition runs).
    @discardableResult
    public func push(_ screen: Screen, animated: Bool = true) -> NavigationResult {
        navigate { $0.push(screen, animated: animated) }
    }

    /// Pops the top screen; refused at the root.
    @discardableResult
    public func pop(animated: Bool = true) -> NavigationResult {
        navigate { $0.pop(animated: animated) }
    }

    /// Pops every screen above the root in one transition; refused at the root.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> NavigationResult {
        navigate { $0.popToRoot(animated: animated) }
    }

    /// Replaces the whole stack (root first) in one transition.
    @discardableResult
    public func setStack(_ screens: [Screen], animated: Bool = true) -> NavigationResult {
        navigate { $0.setStack(screens, animated: animated) }
    }

    /// Runs `animation` alongside the transition that moves this screen (call it from
    /// `willAppear` or `willDisappear`): it is given the transition's progress (0…1) at once
    /// and whenever it changes, follows a swipe frame by frame and runs back on a cancel; this
    /// screen is drawn again every frame meanwhile. `completion` is told whether the transition
    /// finished. False, with neither called, when no transition moves this screen.
    @discardableResult
    public func animateAlongsideTransition(_ animation: @escaping (Double) -> Void,
                                           completion: ((Bool) -> Void)? = nil) -> Bool {
        guard let engine, let screen, let transition = engine.navigation.transition,
              transition.from.screen === screen || transition.to.screen === screen else { return false }
        transition.redrawsScreens = true
        transition.animateAlongside(animation, completion: completion)
        return true
    }

    /// The engine's release rule (threshold, finish distance), for a screen's own swipe.
    public var releaseRule: ReleaseRule { engine?.configuration.releaseRule ?? ReleaseRule() }

    /// The container's width in cells (what a swipe's translation is measured against).
    public var containerWidth: Int { engine?.size.width ?? 1 }

    /// Begins an interactive push of `screen` at `time` (seconds), to be driven by this screen's
    /// own gesture through the returned controller (see `SwipeTransitionDriver`); refused while
    /// another transition runs.
    public func beginInteractivePush(_ screen: Screen, at time: Double? = nil)
        -> Result<any InteractionController, NavigationError> {
        guard let engine else { return .failure(.engineGone) }
        return engine.beginInteractive { $0.beginInteractivePush(screen, at: time) }
    }

    /// Begins an interactive pop of the top screen at `time` (seconds), to be driven by this
    /// screen's own gesture (as tutorials 000 and 001 build one); refused as the back swipe is.
    public func beginInteractivePop(at time: Double? = nil) -> Result<any InteractionController, NavigationError> {
        guard let engine else { return .failure(.engineGone) }
        return engine.beginInteractive { $0.beginInteractivePop(at: time) }
    }

    private func navigate(_ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        return engine.navigate(request)
    }
}
