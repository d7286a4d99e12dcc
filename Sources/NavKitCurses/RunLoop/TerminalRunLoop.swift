import NavKit

/// Runs an engine in a terminal: a thin shell that sleeps on the backend until input, a
/// signal, a post or the next wake-up, reads the clock, and hands everything to its
/// `RunLoopCore`, which decides what the engine gets and when a frame is due. On a
/// `TerminalDevice` and the monotonic clock it is the real thing; on NavKitTesting's
/// `TestTerminal` and a manual clock the same code runs deterministically in unit tests.
public final class TerminalRunLoop {
    /// What an app-level key filter decided.
    public enum KeyAction {
        /// Give the key to the engine.
        case pass
        /// The app used the key; the engine does not see it.
        case handled
        /// Leave the run loop.
        case quit
    }

    /// Why the run loop ended.
    public enum ExitReason: Equatable, Sendable {
        /// The key filter or `Mailbox.requestQuit()` asked to quit.
        case quit
        /// A signal (SIGINT, SIGTERM, SIGHUP) asked to quit.
        case signal(Int32)
        /// The terminal's input closed.
        case inputClosed
    }

    /// One presented frame.
    public struct FrameReport: Sendable {
        /// Frames presented so far, counting this one.
        public var number: Int
        /// When it was presented (seconds since the run loop started).
        public var time: Double
        /// Bytes ncurses wrote to the terminal for it (without the synchronized-output wrapper).
        public var bytes: Int
    }

    /// Identifies a scheduled timer, to cancel it.
    public struct TimerID: Hashable, Sendable {
        let rawValue: Int
    }

    /// Seconds the loop waits, before leaving or suspending, for the answers to frames already
    /// sent, so none arrives later as stray input to the shell.
    public static let answerGrace = 0.1

    /// Frames per second while something moves (60); read when the loop starts.
    public var framesPerSecond: Double = 60
    /// Sees every key first; may handle it or quit.
    public var keyFilter: ((Key) -> KeyAction)?
    /// Told of every presented frame.
    public var onFrame: ((FrameReport) -> Void)?
    /// Called before each frame is made, with the time (for HUDs that show live state).
    public var beforeFrame: ((Double) -> Void)?
    /// Draws over each frame before it is shown (a HUD, a help box); the engine never sees it.
    public var overlay: ((inout Canvas) -> Void)?
    /// Handed every message posted to `mailbox`, on the loop's thread.
    public var onMessage: ((any Sendable) -> Void)?
    /// Takes events and messages from any thread; posting wakes the loop at once.
    public let mailbox = Mailbox()

    private let engine: Engine
    private var clock: any TimeSource = MonotonicClock()
    private var core: RunLoopCore?

    /// Whether the terminal reports the pointer in pixels (`.notAsked` before `run`).
    public var pixelPointer: PixelPointerStatus { core?.pixelPointer ?? .notAsked }
    private let timers = TimerQueue()

    /// Creates a run loop for `engine`.
    public init(engine: Engine) {
        self.engine = engine
    }

    /// Runs `action` on the loop's thread `seconds` from now (from the start, before it runs),
    /// then every `interval` seconds if one is given, until cancelled.
    @discardableResult
    public func schedule(after seconds: Double, repeating interval: Double? = nil,
                         _ action: @escaping () -> Void) -> TimerID {
        timers.schedule(after: seconds, now: clock.now, repeating: interval, action)
    }

    /// Cancels a timer; cancelling one that has fired or was cancelled does nothing.
    public func cancel(_ timer: TimerID) {
        timers.cancel(timer)
    }

    /// Runs in `session`'s terminal until quit, a quit signal, or the input closing; restores
    /// nothing itself (the caller restores the session on every path).
    public func run(in session: TerminalSession) -> ExitReason {
        let device = TerminalDevice(session: session)
        defer { device.close() }
        return run(on: device, clock: MonotonicClock())
    }

    /// Runs on `backend`, reading the time from `clock`, until quit, a quit signal, or the
    /// input closing. A frame caused by input is drawn at once; while something moves, frames
    /// fall on the frame-rate grid; while nothing does, the loop sleeps until input.
    public func run(on backend: TerminalBackend, clock: any TimeSource) -> ExitReason {
        self.clock = clock
        let core = RunLoopCore(engine: engine, framesPerSecond: framesPerSecond,
                               pacesFrames: backend.answersStatusRequests)
        core.keyFilter = keyFilter
        core.onMessage = { [unowned self] message in onMessage?(message) }
        core.beforeFrame = { [unowned self] time in beforeFrame?(time) }
        core.overlay = { [unowned self] canvas in overlay?(&canvas) }
        core.onFrame = { [unowned self] report in onFrame?(report) }
        core.askedForPixelPointer = backend.askedForPixelPointer
        core.askedForIdentity = backend.askedForIdentity
        core.cellSizeChanged(to: backend.cellSizeInPixels)
        self.core = core
        defer { self.core = nil }
        timers.start(at: clock.now)
        defer { timers.stop() }
        var input = [UInt8](repeating: 0, count: 8192)

        if engine.size != backend.size { core.resized(to: backend.size, at: clock.now) }
        presentIfDue(core, on: backend)
        while true {
            let now = clock.now
            var wakeUp = core.nextWakeUp(at: now)
            if let due = timers.nextDue { wakeUp = min(wakeUp ?? due, due) }
            let timeout = wakeUp.map { $0 - now }
            for wake in backend.wait(timeout: timeout, mailbox: mailbox) {
                switch wake {
                case .resized:
                    core.cellSizeChanged(to: backend.cellSizeInPixels)
                    core.resized(to: backend.size, at: clock.now)
                case .suspend:
                    awaitAnswers(core, on: backend, input: &input)
                    backend.suspend()
                    core.resized(to: backend.size, at: clock.now)
                case let .quit(signal):
                    awaitAnswers(core, on: backend, input: &input)
                    return .signal(signal)
                case .closed:
                    return .inputClosed
                case .posted:
                    if core.receive(mailbox.drain(), at: clock.now) == .quit {
                        awaitAnswers(core, on: backend, input: &input)
                        return .quit
                    }
                case .input:
                    let count = backend.read(into: &input)
                    if count < 0 { return .inputClosed }
                    if count > 0 && core.receive(input[0..<count], at: clock.now) == .quit {
                        awaitAnswers(core, on: backend, input: &input)
                        return .quit
                    }
                    if core.takePixelPointerSwitch() { backend.enablePixelPointer() }
                    if let identity = core.takeTerminalIdentity() { backend.identified(identity) }
                }
            }
            timers.fire(at: clock.now)
            if core.tick(at: clock.now) == .quit {
                awaitAnswers(core, on: backend, input: &input)
                return .quit
            }
            presentIfDue(core, on: backend)
        }
    }

    /// Presents the frame the core has due now, if any.
    private func presentIfDue(_ core: RunLoopCore, on backend: TerminalBackend) {
        let time = clock.now
        guard let frame = core.frameIfDue(at: time) else { return }
        let bytes = backend.present(frame, requestAnswer: core.pacesFrames)
        core.presented(bytes: bytes, at: time)
    }

    /// Before leaving or stopping: reads the answers to frames already sent, so none arrives
    /// later as stray input to the shell: until they are due by the link's round trip, plus
    /// `answerGrace` seconds, and never longer than `FramePacing.answerLimit`.
    private func awaitAnswers(_ core: RunLoopCore, on backend: TerminalBackend, input: inout [UInt8]) {
        let due = max(clock.now, core.answersExpectedBy ?? clock.now)
        let deadline = min(due + TerminalRunLoop.answerGrace, clock.now + FramePacing.answerLimit)
        while core.unansweredFrames > 0 && clock.now < deadline {
            guard backend.wait(timeout: deadline - clock.now, mailbox: mailbox).contains(.input) else { continue }
            let count = backend.read(into: &input)
            if count < 0 { return }
            core.discard(input[0..<count])
        }
    }
}
