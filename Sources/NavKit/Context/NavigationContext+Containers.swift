/// A screen and the containers around it, the app's own among them (UIKit's `parent` and
/// `show(_:sender:)`).
extension NavigationContext {
    /// The nearest container of type `Kind` around this screen: the stack it is on, then each
    /// container holding that stack, up its tree, then around the screen that presented it; nil
    /// when there is none. An app's own container is found as a split view or tabs are.
    ///
    /// ```swift
    /// let collapsed = context.container(SplitController.self)?.isCollapsed ?? true
    /// ```
    public func container<Kind: Container>(_ kind: Kind.Type) -> Kind? {
        guard let engine, let stack = ownStack else { return nil }
        return engine.window.nearest(kind, around: stack)
    }

    /// Shows `screen` the way the containers around this screen show what it opens (UIKit's
    /// `show(_:sender:)`): the nearest one that takes `ContainerAction.show` shows it its way (a
    /// column browser adds a column); without one, it is pushed onto this screen's stack
    /// (animated unless `animated` is false). A screen that opens things with `show` works in a
    /// plain stack and in any container that takes it.
    ///
    /// ```swift
    /// context.show(FolderScreen(folder))
    /// ```
    @discardableResult
    public func show(_ screen: Screen, animated: Bool = true) -> NavigationResult {
        show(screen, sending: .show(screen, animated: animated), animated: animated)
    }

    /// Sends `action` up the containers around this screen; when none takes it, pushes `screen`
    /// onto this screen's stack (animated unless `animated` is false): `show` and `showDetail`.
    func show(_ screen: Screen, sending action: ContainerAction, animated: Bool) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        if let stack = ownStack, let result = engine.router.send(action, from: stack) { return result }
        return navigate { $0.push(screen, animated: animated, at: engine.animationStart) }
    }

    /// Sends `action` up the containers around this screen (UIKit's
    /// `targetViewController(forAction:sender:)`): the stack's parents, then the presenter's when
    /// the action `crossesPresentations`; the first that takes it performs it. What it answered;
    /// nil when no container took it (or the engine is gone). An app's container defines its own
    /// actions (`ContainerAction.Name`) and a screen inside sends them here.
    ///
    /// ```swift
    /// context.send(ContainerAction(.openDrawer))
    /// ```
    @discardableResult
    public func send(_ action: ContainerAction) -> NavigationResult? {
        guard let engine, let stack = ownStack else { return nil }
        return engine.router.send(action, from: stack)
    }
}

