/// What a screen may ask of the navigation it belongs to: a redraw, a push, a
/// pop, a new stack, a presentation and its dismissal. Navigation happens on the stack the
/// screen is on: the root stack, or the stack of the presentation it is in. A screen is handed one in `Screen.didMove(to:)` when it
/// joins a stack; the engine does not keep it, so a screen that needs it later
/// stores it (it holds the engine weakly) to navigate from a timer, a posted
/// message or its own gesture as well as from `handle`.
@MainActor
public final class NavigationContext {
    /// The engine the screen is shown by (held weakly).
    private(set) weak var engine: Engine?
    /// The screen this context is for (held weakly).
    private(set) weak var screen: Screen?

    init(engine: Engine, screen: Screen) {
        self.engine = engine
        self.screen = screen
    }

    /// The screens on this screen's stack, root first (empty once the engine is gone).
    public var stack: [Screen] { ownStack?.screens ?? [] }

    /// How the stack this screen is on is presented; nil on the root stack (or off every stack).
    public var presentationStyle: PresentationStyle? {
        guard let engine, let stack = ownStack else { return nil }
        return engine.presentations.presentation(of: stack)?.style
    }

    /// The size in cells of this screen's content area (below its top bar, above its status
    /// line): what `layout(in:)` and `draw(in:)` are given (zero once the engine is gone).
    ///
    /// The screen's `statusLine`, `title` and `barItems` may read it (to choose hints by width),
    /// though they decide it: read from them, it is the size the screen was last laid out at
    /// (before its first layout, the terminal's size less a top bar and a status line).
    public var contentSize: Size {
        guard let engine, let screen else { return .zero }
        let estimate = Size(width: engine.size.width,
                            height: max(0, engine.size.height - TopBar.height - StatusLine.height))
        return engine.contentLayout.contentSize(of: screen, estimate: estimate) {
            ContentLayout.contentFrame(of: screen, in: containerSize(of: screen, in: engine)).size
        }
    }

    /// The stack this screen is on (or being pushed onto).
    var ownStack: NavigationController? {
        guard let engine, let screen else { return nil }
        return engine.window.stack(holding: screen)
    }

    /// The size of what this screen is shown in (cells): its stack's card, or the terminal, less
    /// the tab bar under it.
    private func containerSize(of screen: Screen, in engine: Engine) -> Size {
        ownStack.map { engine.window.container(of: screen, in: $0).size } ?? engine.size
    }

    /// Puts `text` on the terminal's clipboard (a hash, a path, a line), as the editor's cut and
    /// copy do: the terminal front end sends it with OSC 52 before its next frame. xterm (where
    /// `disallowedWindowOps` leaves it allowed), tmux (`set-clipboard on`), kitty, iTerm2,
    /// WezTerm, foot, Alacritty, Windows Terminal and Ghostty take it; VTE's terminals (GNOME
    /// Terminal) ignore it and it is not sent to the Linux console; text over 64 KiB is not
    /// sent. Headless, the driver keeps it (`HeadlessDriver.clipboard`).
    public func copyToClipboard(_ text: String) {
        engine?.frontEnd.copyToClipboard?(text)
    }

    /// Ends the app with `answer`, the value it hands to the shell (a picker's choice: a path,
    /// a commit's hash): the terminal front end quits, `TerminalApp.run()` returns, and
    /// `TerminalApp.answer` holds it; `TerminalApp.runAsMain()` prints it on standard output,
    /// after the terminal is restored. Headless, the engine keeps it (`FrontEnd.answer`).
    public func finish(with answer: String) {
        engine?.frontEnd.finish(with: answer)
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

    /// Pushes `screen` and calls `completion` with the value it hands back
    /// (`pop(returning:animated:)`), once it has left the stack; with nil when it leaves without
    /// one (the back swipe, ←, the back control, a pop to a screen below it) or the push is
    /// refused (then at once).
    @discardableResult
    public func push<Pushed: ResultScreen>(_ screen: Pushed, animated: Bool = true,
                                          completion: @escaping (Pushed.Result?) -> Void) -> NavigationResult {
        expectingResult(from: screen, completion: completion) { navigate { $0.push(screen, animated: animated) } }
    }

    /// Makes `request` (a push or a presentation of `screen`) with `completion` waiting for the
    /// value `screen` hands back; when the request is refused, or `screen` is already waited
    /// for, `completion` gets nil at once.
    func expectingResult<Shown: ResultScreen>(from screen: Shown, completion: @escaping (Shown.Result?) -> Void,
                                              _ request: () -> NavigationResult) -> NavigationResult {
        guard let engine else {
            completion(nil)
            return .refused(.engineGone)
        }
        guard engine.pendingResults.expect(from: screen, deliver: { completion($0 as? Shown.Result) }) else {
            completion(nil)
            return .refused(.alreadyOnStack)
        }
        let result = request()
        if case .refused = result { engine.pendingResults.deliver(for: [screen]) }
        return result
    }

    /// Pushes `screen` and waits until it leaves the stack: returns the value it handed back
    /// (`pop(returning:animated:)`), or nil when it left without one or the push was refused.
    ///
    /// ```swift
    /// if let colour = await context.push(ColourPicker()) { … }
    /// ```
    public func push<Pushed: ResultScreen>(_ screen: Pushed, animated: Bool = true) async -> Pushed.Result?
        where Pushed.Result: Sendable {
        await withCheckedContinuation { continuation in
            push(screen, animated: animated) { continuation.resume(returning: $0) }
        }
    }

    /// Pops this screen, and any above it, handing `value` to the screen that pushed it with a
    /// result (`push(_:animated:completion:)` or `await push(_:animated:)`); refused for the
    /// root or a screen not on the stack.
    @discardableResult
    public func pop<Value>(returning value: Value, animated: Bool = true) -> NavigationResult {
        guard let engine, let screen, let stack = ownStack else { return .refused(.engineGone) }
        let entries = stack.entries
        guard let index = entries.firstIndex(where: { $0.screen === screen }) else { return .refused(.notOnStack) }
        guard index > 0 else { return .refused(.cannotPopRoot) }
        engine.pendingResults.keep(value, for: screen)
        return navigate { $0.pop(to: entries[index - 1].screen, animated: animated) }
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
        guard let engine, let screen else { return false }
        let moving = [ownStack?.transition, engine.presentations.transition].compactMap { $0 }
        guard let transition = moving.first(where: { $0.from.screen === screen || $0.to.screen === screen })
        else { return false }
        transition.redrawsScreens = true
        transition.animateAlongside(animation, completion: completion)
        return true
    }

    /// Runs `operation` as a task on the main actor while this screen is on the stack: the
    /// library cancels it when the screen leaves the stack (popped, replaced, or a push of it
    /// called off), as SwiftUI's `.task` ends with its view. Waits that throw on cancellation
    /// (`Task.sleep`) end it; a loop checks `Task.isCancelled`. The task keeps the screen alive
    /// until it ends, so `[unowned self]` is safe in it. Returns the task, to await it or cancel
    /// it sooner; it is cancelled from the start when the screen is not on the stack.
    ///
    /// ```swift
    /// func didMove(to context: NavigationContext) {
    ///     context.task { [unowned self] in files = await loadFiles() }
    /// }
    /// ```
    @discardableResult
    public func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        guard let engine, let screen, engine.window.stack(holding: screen) != nil else {
            let task = ScreenWork.task(keeping: screen, operation)
            task.cancel()
            return task
        }
        return engine.screenWork.startTask(for: screen, operation)
    }

    /// Calls `action` every `seconds` while this screen is on the stack, the first time
    /// `seconds` from now, on the engine's time (the time passed in with events and frames, so a
    /// test's clock drives it); it stops when the screen leaves the stack. A timer that fell
    /// behind fires once and keeps its beat. A refresh every second:
    ///
    /// ```swift
    /// func didMove(to context: NavigationContext) {
    ///     context.every(1) { [unowned self] in processes = Process.all() }
    /// }
    /// ```
    ///
    /// `seconds` must be more than 0. When the screen is not on the stack, nothing is set.
    @discardableResult
    public func every(_ seconds: Double, _ action: @escaping @MainActor () -> Void) -> ScreenTimer {
        precondition(seconds > 0, "NavigationContext.every: the interval must be more than 0 seconds, not \(seconds)")
        guard let engine, let screen, engine.window.stack(holding: screen) != nil else { return ScreenTimer(work: nil, id: 0) }
        let id = engine.screenWork.addTimer(for: screen, every: seconds, from: engine.now, action)
        engine.requestFrame()  // a run loop asleep wakes to learn the new deadline
        return ScreenTimer(work: engine.screenWork, id: id)
    }

    /// Hands the terminal to `program` (an editor, a pager, a shell) and returns how it ended,
    /// once the app has the terminal back and has drawn its screen again. Call it from a task:
    ///
    /// ```swift
    /// context.task { [unowned self] in
    ///     _ = await context.run(.shellCommand("${VISUAL:-${EDITOR:-vi}} \"$1\"", arguments: [path]))
    ///     reload()
    /// }
    /// ```
    ///
    /// The program gets the terminal as a shell would leave it (the main screen, the cursor,
    /// the tty's own settings), the app's environment, and no signal blocked: Ctrl-C and Ctrl-Z
    /// are its own while it runs. `.couldNotStart` when it could not start, or when the app has
    /// no terminal to hand over (a headless test, the engine gone).
    public func run(_ program: TerminalProgram) async -> TerminalProgram.Outcome {
        guard let runner = engine?.frontEnd.runProgram else { return .couldNotStart("no terminal to hand over") }
        return await runner(program)
    }

    /// The engine's release rule (threshold, finish distance), for a screen's own swipe.
    public var releaseRule: ReleaseRule { engine?.configuration.releaseRule ?? ReleaseRule() }

    /// The width in cells of what this screen's stack is shown in, its card or the terminal (what
    /// a swipe's translation is measured against).
    public var containerWidth: Int {
        guard let engine, let screen else { return 1 }
        return containerSize(of: screen, in: engine).width
    }

    /// Begins an interactive push of `screen` at `time` (seconds), to be driven by this screen's
    /// own gesture through the returned controller (see `SwipeTransitionDriver`); refused while
    /// another transition runs.
    public func beginInteractivePush(_ screen: Screen, at time: Double? = nil)
        -> Result<any InteractionController, NavigationError> {
        onOwnStack(else: .failure(.engineGone)) { $0.beginInteractivePush(screen, at: time) }
    }

    /// Begins an interactive pop of the top screen at `time` (seconds), to be driven by this
    /// screen's own gesture (as the UIKit tutorials in `docs/uikit-behaviour.md` build one);
    /// refused as the back swipe is.
    public func beginInteractivePop(at time: Double? = nil) -> Result<any InteractionController, NavigationError> {
        onOwnStack(else: .failure(.engineGone)) { $0.beginInteractivePop(at: time) }
    }

    /// Makes a navigation request of the stack this screen is on (the root stack when it is on
    /// none), outside event handling as well (a timer, a task), and asks for the frame.
    func navigate(_ request: (NavigationController) -> NavigationResult) -> NavigationResult {
        onOwnStack(else: .refused(.engineGone), request)
    }

    /// Makes `request` of the stack this screen is on (the root stack when it is on none) and
    /// asks for the frame; `gone` when the engine or the screen is gone.
    private func onOwnStack<Answer>(else gone: Answer, _ request: (NavigationController) -> Answer) -> Answer {
        guard let engine, screen != nil else { return gone }
        defer { engine.requestFrame() }
        return request(ownStack ?? engine.navigation)
    }
}
