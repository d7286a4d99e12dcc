import NavKitPlatform
import NavKit

/// A NavKit app in the terminal, in one call: sets the terminal up, runs the
/// engine until the app quits, and restores the terminal on every way out
/// (a quit key, `Mailbox.requestQuit()`, SIGINT/SIGTERM/SIGHUP, the input
/// closing, a crash; Ctrl-Z suspends and `fg` resumes).
///
/// ```swift
/// TerminalApp.main(root: Hello())
/// ```
///
/// Everything set up before `run()` (sinks, filters, timers) is kept; the
/// engine exists from the start, so screens can be pushed before running.
public final class TerminalApp {
    /// How the app uses the terminal.
    public struct Options: Sendable {
        /// Turn on mouse tracking (press, drag, release, wheel); false leaves the mouse to the terminal.
        public var mouse = true
        /// Use colours (false draws in monochrome, as `NO_COLOR` does).
        public var color = true
        /// Sub-cell motion where the terminal can: the pointer in pixels (SGR-Pixels) and moving
        /// pane edges in eighths of a cell (256 colours and a UTF-8 locale). False: whole cells.
        public var subcell = true
        /// Frames per second while something moves (60).
        public var framesPerSecond: Double = 60
        /// Keys that end the app (`q`); Ctrl-C always does, as a signal.
        public var quitKeys: Set<Key> = [.character("q")]
        /// The engine's settings (animator, edge width, threshold…); the effects follow the terminal's colours.
        public var configuration = EngineConfiguration()
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
    /// Told of every presented frame (its number, time and bytes).
    public var onFrame: ((TerminalRunLoop.FrameReport) -> Void)? {
        get { loop.onFrame }
        set { loop.onFrame = newValue }
    }
    /// Handed every message posted with `mailbox.post(message:)`, on the app's thread.
    public var onMessage: ((any Sendable) -> Void)? {
        get { loop.onMessage }
        set { loop.onMessage = newValue }
    }
    /// Sees every key before the engine (after the quit keys); may use it or quit.
    public var keyFilter: ((Key) -> TerminalRunLoop.KeyAction)?
    /// Draws over each frame before it is shown (a HUD); the engine never sees it.
    public var overlay: ((inout Canvas) -> Void)? {
        get { loop.overlay }
        set { loop.overlay = newValue }
    }
    /// Called once the terminal is set up, before the first frame (e.g. to open a recording at
    /// the terminal's size); an error it throws restores the terminal and is thrown by `run()`.
    public var onStart: ((TerminalSession) throws -> Void)?

    /// The run loop: `run()` runs it on the real terminal; tests may run it on a `TestTerminal`.
    public let loop: TerminalRunLoop

    /// Creates an app showing `root`; nothing touches the terminal until `run()`.
    public init(root: Screen, options: Options = Options()) {
        self.options = options
        engine = Engine(root: root, size: Size(width: 80, height: 24), configuration: options.configuration)
        loop = TerminalRunLoop(engine: engine)
        loop.framesPerSecond = options.framesPerSecond
        loop.keyFilter = { [unowned self] key in
            if options.quitKeys.contains(key) { return .quit }
            return keyFilter?(key) ?? .pass
        }
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
    public func run() throws -> TerminalRunLoop.ExitReason {
        var sessionOptions = TerminalSession.Options()
        sessionOptions.mouse = options.mouse
        sessionOptions.color = options.color
        sessionOptions.pixelPointer = options.subcell
        let session = try TerminalSession(options: sessionOptions)
        defer { session.restore() }
        engine.configuration.effects = session.colorDepth.effects
        engine.configuration.subcellEdges = options.subcell && session.colorDepth.effects == .color
            && session.localeIsUTF8
        if let onOutput { session.onOutput = onOutput }
        try onStart?(session)
        return loop.run(in: session)
    }

    /// Runs the app as a program's main: prints a set-up error as one line on standard error
    /// and exits with status 2; after a quit signal exits with 128 + its number; else returns.
    public func runAsMain() {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        do {
            if case let .signal(number) = try run() { exit(128 + number) }
        } catch {
            let line = Array("\(name): \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(2)
        }
    }

    /// One call: runs an app showing `root` with `options` as the program's main (see `runAsMain`).
    public static func main(root: Screen, options: Options = Options()) {
        TerminalApp(root: root, options: options).runAsMain()
    }

    private func installTrace() {
        guard let onTrace else {
            engine.onTrace = nil
            return
        }
        engine.onTrace = { [unowned engine] event in onTrace(event, engine.now) }
    }
}
