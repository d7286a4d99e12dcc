import NavKitPlatform
import NavKit

/// A NavKit app in the terminal, in one call: sets the terminal up, runs the
/// engine until the app quits, and restores the terminal on every way out
/// (a quit key, `Mailbox.requestQuit()`, SIGINT/SIGTERM/SIGHUP, the input
/// closing, a crash; Ctrl-Z suspends and `fg` resumes).
///
/// ```swift
/// await TerminalApp.main(root: Hello())
/// ```
///
/// The app, its engine and its screens live on the main actor. While the app
/// waits for input, the main actor is free: a screen's `Task`, `await
/// MainActor.run` and `DispatchQueue.main.async` run at once, and what they
/// change is drawn (a redraw or a push they ask for wakes the app).
///
/// Everything set up before `run()` (sinks, filters, timers) is kept; the
/// engine exists from the start, so screens can be pushed before running.
@MainActor
public final class TerminalApp {
    /// How the app uses the terminal.
    public struct Options: Sendable {
        /// How the terminal is set up: mouse, colours, the pointer in pixels (the session's own
        /// options, the one place they are kept).
        public var terminal = TerminalSession.Options()
        /// Turn on mouse tracking (press, drag, release, wheel); false leaves the mouse to the
        /// terminal (`terminal.mouse`).
        public var mouse: Bool {
            get { terminal.mouse }
            set { terminal.mouse = newValue }
        }
        /// Use colours (false draws in monochrome, as `NO_COLOR` does; `terminal.color`).
        public var color: Bool {
            get { terminal.color }
            set { terminal.color = newValue }
        }
        /// Sub-cell motion where the terminal can: the pointer in pixels (SGR-Pixels,
        /// `terminal.pixelPointer`) and moving pane edges in eighths of a cell (256 colours and a
        /// UTF-8 locale). False: whole cells.
        public var subcell: Bool {
            get { terminal.pixelPointer }
            set { terminal.pixelPointer = newValue }
        }
        /// Ask for the kitty keyboard protocol where the terminal speaks it
        /// (`terminal.keyboardProtocol`): Esc with no wait, and a key's release reported. False:
        /// keys as every terminal sends them.
        public var keyboardProtocol: Bool {
            get { terminal.keyboardProtocol }
            set { terminal.keyboardProtocol = newValue }
        }
        /// Run inline, in this many rows under the prompt (`TerminalSession.Options.inline`:
        /// no alternate screen; on the way out the rows are cleared and the cursor is left on
        /// the first); nil: the whole screen.
        public var inline: InlineHeight? {
            get { terminal.inline }
            set { terminal.inline = newValue }
        }
        /// Frames per second while something moves (60).
        public var framesPerSecond: Double = 60
        /// Keys that end the app (`q`); Ctrl-C always does, as a signal. They are the app's first
        /// key command, "Quit" (`Engine.keyCommands`: append yours), so help lists them.
        public var quitKeys: Set<Key> = [.character("q")]
        /// The engine's settings (theme, animator, edge width, threshold…); what the terminal can
        /// show (effects, colours, sub-cell edges) the app finds out itself (`Engine.display`).
        public var configuration = EngineConfiguration()
        /// The accessible look, for screen readers and braille displays
        /// (`EngineConfiguration.isAccessible`): nothing slides, the terminal's cursor shows on the
        /// focus, the selection is marked by `›` as well as by colour. On by itself when the
        /// environment has `NAVKIT_ACCESSIBLE=1`.
        public var accessible: Bool {
            get { configuration.isAccessible }
            set { configuration.isAccessible = newValue }
        }
        /// The linear mode, for a screen reader that does best with a command line: no full
        /// screen and no mouse; the app writes plain lines on the normal screen (a new screen's
        /// title and a short listing, each focus move's description, each announcement) and takes
        /// the same keys. Nothing moves (it implies `accessible`). On by itself when the
        /// environment has `NAVKIT_LINEAR=1`.
        public var linear = false
        /// A file the app's log is appended to as it runs, one line a message (the engine's
        /// `LogBook`: NavKitLogging's messages and the output captured while the screen is up),
        /// to follow with `tail -f` from another terminal; nil: none. The environment's
        /// `NAVKIT_LOG=PATH` sets it when the app leaves it nil.
        public var logPath: String?
        /// The app hands an answer to the shell (a picker): `runAsMain()` prints the answer a
        /// screen ended it with (`NavigationContext.finish(with:)`) on standard output and
        /// returns, and exits with status 1 when the user left without one (q, Esc, the input
        /// closing), as fzf does. False: leaving is success (status 0).
        public var expectsAnswer = false
        /// Creates the default options.
        public init() {}
    }

    /// The engine: the stack (`engine.navigation`), its recognizers and settings.
    public let engine: Engine
    /// Takes events and messages from any thread; posting wakes the app at once.
    public var mailbox: Mailbox { loop.mailbox }
    /// The options the app was created with.
    public let options: Options

    /// Told of everything the engine does, with the time in seconds since start (a trace sink).
    public var onTrace: ((TraceEvent, Double) -> Void)? {
        didSet { installTrace() }
    }
    /// Told of every byte sent to the terminal after set-up (a recording sink).
    public var onOutput: (([UInt8]) -> Void)?
    /// Where the app plugs into the run loop: a key filter (after the quit keys), posted
    /// messages (`hooks.onMessage`), an overlay drawn over each frame, frame reports.
    public var hooks: RunLoopHooks { loop.hooks }
    /// Called once the terminal is set up, before the first frame (e.g. to open a recording at
    /// the terminal's size); an error it throws restores the terminal and is thrown by `run()`.
    public var onStart: ((TerminalSession) throws -> Void)?

    /// The answer a screen ended the app with (`NavigationContext.finish(with:)`), once `run()`
    /// has returned; nil when the app ended another way.
    public var answer: String? { engine.frontEnd.answer }

    /// The run loop: `run()` runs it on the real terminal; tests may run it on a `TestTerminal`.
    public let loop: TerminalRunLoop

    /// Creates an app showing `root`: a stack (`NavigationController`), a split view
    /// (`SplitController`), tabs (`TabController`), or a tree of them. Nothing touches the
    /// terminal until `run()`.
    public convenience init(root: any Container, options: Options = Options()) {
        self.init(engine: Engine(root: root, size: Size(width: 80, height: 24), configuration: options.configuration),
                  options: options)
    }

    /// Creates an app showing a stack rooted at `root`; nothing touches the terminal until `run()`.
    public convenience init(root: Screen, options: Options = Options()) {
        self.init(engine: Engine(root: root, size: Size(width: 80, height: 24), configuration: options.configuration),
                  options: options)
    }

    /// Creates an app whose root is a split view (`SplitController`): `primary` is the list, the
    /// root of the primary column's stack; `secondary` shows beside it until a detail does
    /// (`NavigationContext.showDetail(_:animated:)`). Nothing touches the terminal until `run()`.
    public convenience init(primary: Screen, secondary: Screen, options: Options = Options()) {
        self.init(engine: Engine(root: SplitController(primary: primary, secondary: secondary), size: Size(width: 80, height: 24),
                                 configuration: options.configuration),
                  options: options)
    }

    /// Creates an app whose root is a tab controller (`TabController`): a bar of `tabs` on the
    /// bottom row, each tab the root of its own navigation stack. Nothing touches the terminal
    /// until `run()`.
    public convenience init(tabs: [Tab], options: Options = Options()) {
        self.init(engine: Engine(root: TabController(tabs: tabs), size: Size(width: 80, height: 24),
                                 configuration: options.configuration),
                  options: options)
    }

    private init(engine: Engine, options: Options) {
        var options = options
        if TerminalApp.environmentSays("NAVKIT_LINEAR") { options.linear = true }
        if options.logPath == nil, let path = getenv("NAVKIT_LOG").map({ String(cString: $0) }), !path.isEmpty {
            options.logPath = path
        }
        if (options.linear || TerminalApp.environmentSays("NAVKIT_ACCESSIBLE")), !options.accessible {
            options.accessible = true
            engine.configuration.isAccessible = true
        }
        self.options = options
        self.engine = engine
        if TerminalApp.environmentSays("NAVKIT_INSPECT") { engine.setInspectorOpen(true, takingKeys: false) }
        loop = TerminalRunLoop(engine: engine)
        loop.framesPerSecond = options.framesPerSecond
        loop.quitKeys = options.quitKeys
        // The quit keys act before the engine sees them; listed as the app's command for the help
        // sheet and the palette, where it quits too. An app adds its own commands after it.
        if !options.quitKeys.isEmpty {
            let keys = options.quitKeys.sorted { $0.displayName < $1.displayName }
            engine.keyCommands = [KeyCommand("Quit", keys: keys) { [mailbox = loop.mailbox] in
                mailbox.requestQuit()
                return .handled
            }]
        }
    }

    /// True when the environment variable `name` is set to 1 (or yes, true).
    static func environmentSays(_ name: String) -> Bool {
        guard let value = getenv(name).map({ String(cString: $0).lowercased() }) else { return false }
        return ["1", "yes", "true"].contains(value)
    }

    /// Runs `action` on the app's thread after `seconds`, then every `interval` seconds if given.
    @discardableResult
    public func schedule(after seconds: Double, repeating interval: Double? = nil,
                         _ action: @escaping () -> Void) -> TerminalRunLoop.TimerID {
        loop.schedule(after: seconds, repeating: interval, action)
    }

    /// Cancels a timer made by `schedule`.
    public func cancel(_ timer: TerminalRunLoop.TimerID) { loop.cancel(timer) }

    /// Sets the terminal up, runs until the app quits, and restores the terminal. Throws a
    /// `TerminalError` (one line: no terminal, an unknown `TERM`…) when it cannot start, or
    /// whatever `onStart` throws; the terminal is left as it was found either way.
    @discardableResult
    public func run() async throws -> TerminalRunLoop.ExitReason {
        let logFile = try options.logPath.map { try LogFile(path: $0, book: engine.log) }
        defer { logFile?.close() }
        if options.linear { return try await runLinear() }
        let session = try TerminalSession(options: options.terminal)
        defer { session.restore() }
        defer { engine.abandonPendingResults() }  // no task stays suspended on a pushed screen
        if let onOutput { session.onOutput = onOutput }
        session.onCapturedLine = { [log = engine.log] line in
            let now = Platform.wallClock()
            log.append(LogEntry(level: .notice, source: LogEntry.outputSource, message: line,
                                time: now.seconds, utcOffset: now.utcOffset))
        }
        try onStart?(session)
        return await loop.run(in: session)
    }

    /// Runs in the linear mode (`Options.linear`): lines on the normal screen, no session (so no
    /// `onStart`); the tty put back on every way out.
    private func runLinear() async throws -> TerminalRunLoop.ExitReason {
        let device = try LinearDevice(engine: engine)
        defer { device.close() }
        defer { engine.abandonPendingResults() }
        if let onOutput { device.onOutput = onOutput }
        return await loop.run(on: device, clock: MonotonicClock())
    }

    /// Runs the app as a program's main: prints a set-up error as one line on standard error
    /// and exits with status 2; after a quit signal exits with 128 + its number. An answer a
    /// screen ended the app with is printed on standard output, on a line of its own; an app
    /// that `expectsAnswer` and ended without one exits with status 1. Else returns.
    public func runAsMain() async {
        do {
            let reason = try await run()
            if let status = TerminalApp.exitStatus(after: reason, answered: answer != nil,
                                                   expectsAnswer: options.expectsAnswer) { exit(status) }
            if let answer { TerminalOutput.writeAll(Array((answer + "\n").utf8), to: 1) }
        } catch {
            Arguments.fail("\(error)")   // one line after the program's name, status 2
        }
    }

    /// The status `runAsMain()` exits with after the run ended for `reason`, as fzf's are: 128 +
    /// the number after a quit signal; 1 when the app `expectsAnswer` and was left without
    /// one; nil (a normal return, status 0) otherwise, an answer given included.
    static func exitStatus(after reason: TerminalRunLoop.ExitReason, answered: Bool, expectsAnswer: Bool) -> Int32? {
        if case let .signal(number) = reason { return 128 + number }
        return expectsAnswer && !answered ? 1 : nil
    }

    /// One call: runs an app showing `root` (a stack, a split view, tabs, or a tree of them) with
    /// `options` as the program's main (see `runAsMain`).
    public static func main(root: any Container, options: Options = Options()) async {
        await TerminalApp(root: root, options: options).runAsMain()
    }

    /// One call: runs an app showing a stack rooted at `root` with `options` as the program's main
    /// (see `runAsMain`).
    public static func main(root: Screen, options: Options = Options()) async {
        await TerminalApp(root: root, options: options).runAsMain()
    }

    /// One call: runs an app whose root is a split view, `primary` beside `secondary` (see
    /// `init(primary:secondary:options:)`), with `options` as the program's main.
    public static func main(primary: Screen, secondary: Screen, options: Options = Options()) async {
        await TerminalApp(primary: primary, secondary: secondary, options: options).runAsMain()
    }

    private func installTrace() {
        guard let onTrace else {
            engine.onTrace = nil
            return
        }
        engine.onTrace = { [unowned engine] event in onTrace(event, engine.now) }
    }
}
