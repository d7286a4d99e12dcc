/// What a screen may ask of the navigation it belongs to: a redraw, a push, a
/// pop, a new stack. A screen is handed one in `Screen.didMove(to:)` when it
/// joins a stack, and may keep it (it holds the engine weakly) to navigate
/// from a timer or a posted message as well as from `handle`.
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

    private func navigate(_ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        return engine.navigate(request)
    }
}
