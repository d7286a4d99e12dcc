/// Presenting from a screen (UIKit's `present(_:animated:)` and `dismiss(animated:)`): the
/// presented screen is the root of a stack of its own, shown in a card over this screen's stack.
extension NavigationContext {
    /// Presents `screen` in `style` over this screen's stack: it becomes the root of a new stack,
    /// in a card (a sheet, an alert) or over everything (`.fullScreen`). Queued while a
    /// transition runs; refused with `.alreadyPresenting` when this screen's stack already
    /// presents one (present from the presented screen instead).
    ///
    /// ```swift
    /// context.present(SettingsScreen(), style: .sheet)
    /// ```
    @discardableResult
    public func present(_ screen: Screen, style: PresentationStyle = .sheet, animated: Bool = true) -> NavigationResult {
        present(NavigationController(root: screen), style: style, animated: animated)
    }

    /// Presents `content` (a split view, tabs, a stack made beforehand) in `style` over this
    /// screen's stack, as `present(_:style:animated:)` presents a screen: its card shows the
    /// whole container, a split collapsing or expanding on the card's width.
    ///
    /// ```swift
    /// context.present(SplitController(primary: MailboxScreen(), secondary: NoMessageScreen()),
    ///                 style: .fullScreen)
    /// ```
    @discardableResult
    public func present(_ content: any Container, style: PresentationStyle = .sheet,
                        animated: Bool = true) -> NavigationResult {
        guard let engine, let own = self.screen else { return .refused(.engineGone) }
        defer { engine.requestFrame() }
        return engine.presentations.present(content, style: style, animated: animated,
                                            over: engine.window.stack(holding: own) ?? engine.navigation,
                                            at: engine.animationStart)
    }

    /// Presents `screen` and calls `completion` with the value it hands back
    /// (`dismiss(returning:animated:)`) as its dismissal begins, so that what this screen does
    /// with it (a pop) moves together with the card leaving; with nil when it was dismissed
    /// without one (Esc) or the presentation was refused (then at once).
    @discardableResult
    public func present<Presented: ResultScreen>(_ screen: Presented, style: PresentationStyle = .sheet,
                                                animated: Bool = true,
                                                completion: @escaping (Presented.Result?) -> Void) -> NavigationResult {
        expectingResult(from: screen, completion: completion) {
            present(screen as Screen, style: style, animated: animated)
        }
    }

    /// Presents `screen` and waits until its dismissal begins: returns the value it handed back
    /// (`dismiss(returning:animated:)`), or nil when it was dismissed without one or
    /// the presentation was refused.
    ///
    /// ```swift
    /// if await context.present(ConfirmationScreen("Delete “notes.txt”?", message: "It cannot be undone.",
    ///                                              action: "Delete", role: .destructive), style: .alert) == true {
    ///     delete()
    /// }
    /// ```
    public func present<Presented: ResultScreen>(_ screen: Presented, style: PresentationStyle = .sheet,
                                                animated: Bool = true) async -> Presented.Result?
        where Presented.Result: Sendable {
        await withCheckedContinuation { continuation in
            present(screen, style: style, animated: animated) { continuation.resume(returning: $0) }
        }
    }

    /// Asks `question` in an alert (a `ConfirmationScreen`: `message`, Cancel and the `action`
    /// button) and calls `confirmed` as the alert leaves when the action was chosen; Cancel, Esc
    /// or a refused presentation call nothing.
    ///
    /// ```swift
    /// context.confirm("Delete “notes.txt”?", message: "It cannot be undone.", action: "Delete",
    ///                 role: .destructive) { delete() }
    /// ```
    @discardableResult
    public func confirm(_ question: String, message: String, action: String, role: ActionRole = .normal,
                        confirmed: @escaping () -> Void) -> NavigationResult {
        present(ConfirmationScreen(question, message: message, action: action, role: role), style: .alert) {
            if $0 == true { confirmed() }
        }
    }

    /// Dismisses, as UIKit's `dismiss(animated:)` does: when this screen's stack presents
    /// something, that presentation (and any above it); otherwise the presentation this screen
    /// is in. Refused with `.notPresented` when there is neither.
    @discardableResult
    public func dismiss(animated: Bool = true) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        guard let presentation = presentationToDismiss(in: engine) else { return .refused(.notPresented) }
        defer { engine.requestFrame() }
        return engine.presentations.dismiss(presentation, animated: animated, at: engine.animationStart)
    }

    /// Dismisses the presentation this screen is in, handing `value` to the screen that presented
    /// it with a result (`present(_:style:animated:completion:)` or `await present(…)`); refused
    /// with `.notPresented` on the root stack.
    @discardableResult
    public func dismiss<Value>(returning value: Value, animated: Bool = true) -> NavigationResult {
        guard let engine else { return .refused(.engineGone) }
        guard let stack = ownStack, let presentation = engine.presentations.presentation(of: stack) else {
            return .refused(.notPresented)
        }
        engine.pendingResults.keep(value, for: presentation.root)
        defer { engine.requestFrame() }
        return engine.presentations.dismiss(presentation, animated: animated, at: engine.animationStart)
    }

    /// Hears of the user's attempts to dismiss the presentation this screen is in (a drag, Shift+↓,
    /// Esc): UIKit's `presentationController.delegate`. Held weakly; nil on the root stack, where
    /// setting it does nothing.
    ///
    /// ```swift
    /// func didMove(to context: NavigationContext) {
    ///     self.context = context
    ///     context.presentationDelegate = self   // asks "Discard changes?" in presentationDidAttemptToDismiss
    /// }
    /// ```
    public var presentationDelegate: PresentationDelegate? {
        get { presentation?.delegate }
        set { presentation?.delegate = newValue }
    }

    /// The presentation this screen is in, if any.
    private var presentation: Presentation? {
        guard let engine, let stack = ownStack else { return nil }
        return engine.presentations.presentation(of: stack)
    }

    /// What `dismiss(animated:)` dismisses: the presentation over this screen's stack (unless it
    /// is already being dismissed: an alert's answer arrives as it goes), else the one this
    /// screen is in.
    private func presentationToDismiss(in engine: Engine) -> Presentation? {
        guard let stack = ownStack else { return nil }
        let all = engine.presentations.presentations
        let level = all.firstIndex { $0.stacks.contains { $0 === stack } }.map { $0 + 1 } ?? 0
        if level < all.count, !all[level].isDismissing { return all[level] }  // not one already going
        return level > 0 ? all[level - 1] : nil
    }
}
