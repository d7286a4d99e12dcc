import NavKit
import NavKitPlatform

/// Runs an engine in a terminal: a thin shell that waits on the backend until input, a
/// signal, a post, a frame asked for or the next wake-up, reads the clock, and hands
/// everything to its `RunLoopCore`, which decides what the engine gets and when a frame is due.
/// It runs on the main actor and never blocks it: while it waits, tasks and main-queue work
/// run, and a redraw or a push they ask of the engine wakes it. On a `TerminalDevice` and the
/// monotonic clock it is the real thing; on NavKitCursesTesting's `TestTerminal` and a manual clock
/// the same code runs deterministically in unit tests.
@MainActor
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
        /// True when a status request followed it: `RunLoopHooks.onFrameAnswered` will tell
        /// when the terminal has read it (false for a frame with no bytes, or where the terminal
        /// does not answer).
        public var awaitsAnswer: Bool
    }

    /// A frame the terminal has read: it answered the status request that followed the frame.
    public struct FrameAnswer: Sendable {
        /// The frame's number (as in its `FrameReport`).
        public var number: Int
        /// When the answer was read (seconds since the run loop started).
        public var time: Double
        /// Seconds from the frame's write to the answer's read: the terminal's (and the link's)
        /// round trip, with the time the terminal took to read the frame.
        public var roundTrip: Double
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
    /// Keys that end the app before the key filter sees them (none; `TerminalApp`: `q`), except
    /// while the top screen edits text (`Screen.isEditingText`): then they are typed.
    public var quitKeys: Set<Key> = []
    /// The ring whose newest entry goes to the terminal's clipboard when it changes (an
    /// editor's cut or copy): `KillRing.shared`, which editors use unless given their own.
    public var killRing = KillRing.shared
    /// Where the app plugs in: the key filter, messages, the overlay, frame reports.
    public let hooks = RunLoopHooks()
    /// Takes events and messages from any thread; posting wakes the loop at once.
    public let mailbox = Mailbox()

    private let engine: Engine
    private var clock: any TimeSource = MonotonicClock()
    private var core: RunLoopCore?
    /// A mailbox nobody posts to, for waits that only read the terminal's answers.
    private let unposted = Mailbox()
    /// True while the loop waits on its backend: a frame the engine is asked for then wakes it.
    private var isWaiting = false
    /// Programs screens asked to run (`NavigationContext.run`), each with whom to tell how it
    /// ended: the loop hands them the terminal between two waits, never while it reads input.
    private var programRequests: [(program: TerminalProgram, ended: CheckedContinuation<TerminalProgram.Outcome, Never>)] = []
    /// Texts screens put on the clipboard (`NavigationContext.copyToClipboard`), in order: sent
    /// between two waits, as the kill ring's newest entry is.
    private var clipboardRequests: [String] = []

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
    public func run(in session: TerminalSession) async -> ExitReason {
        let device = TerminalDevice(session: session)
        defer { device.close() }
        return await run(on: device, clock: MonotonicClock())
    }

    /// Runs on `backend`, reading the time from `clock`, until quit, a quit signal, or the
    /// input closing. A frame caused by input is drawn at once; while something moves, frames
    /// fall on the frame-rate grid; while nothing does, the loop sleeps until input.
    public func run(on backend: TerminalBackend, clock: any TimeSource) async -> ExitReason {
        self.clock = clock
        engine.onFrameRequest = { [unowned self] in if isWaiting { mailbox.wake() } }
        engine.frontEnd.runProgram = { [unowned self] program in
            await withCheckedContinuation { ended in
                programRequests.append((program, ended))
                if isWaiting { mailbox.wake() }
            }
        }
        engine.frontEnd.finish = { [mailbox] _ in mailbox.requestQuit() }
        engine.frontEnd.copyToClipboard = { [unowned self] text in
            clipboardRequests.append(text)
            if isWaiting { mailbox.wake() }
        }
        defer {
            engine.onFrameRequest = nil
            engine.frontEnd.runProgram = nil
            engine.frontEnd.copyToClipboard = nil
            engine.frontEnd.finish = nil
            clipboardRequests.removeAll()
            for request in programRequests { request.ended.resume(returning: .couldNotStart("the app is quitting")) }
            programRequests.removeAll()
        }
        let core = RunLoopCore(engine: engine, framesPerSecond: framesPerSecond,
                               pacesFrames: backend.answersStatusRequests, display: backend.display, hooks: hooks)
        core.quitKeys = quitKeys
        core.askedForPixelPointer = backend.askedForPixelPointer
        core.askedForIdentity = backend.askedForIdentity
        core.askedForKeyboardProtocol = backend.askedForKeyboardProtocol
        core.cellSizeChanged(to: backend.cellSizeInPixels)
        self.core = core
        defer { self.core = nil }
        timers.start(at: clock.now)
        defer { timers.stop() }
        var input = [UInt8](repeating: 0, count: 8192)
        var copied = killRing.changeCount

        if engine.terminalSize != backend.size { core.resized(to: backend.size, at: clock.now) }
        presentIfDue(core, on: backend)
        while true {
            let now = clock.now
            var wakeUp = core.nextWakeUp(at: now)
            if let due = timers.nextDue { wakeUp = min(wakeUp ?? due, due) }
            let timeout = wakeUp.map { $0 - now }
            for wake in await wait(on: backend, timeout: timeout) {
                switch wake {
                case .resized:
                    core.cellSizeChanged(to: backend.cellSizeInPixels)
                    core.resized(to: backend.size, at: clock.now)
                case .suspend:
                    await awaitAnswers(core, on: backend, input: &input)
                    backend.suspend()
                    core.resized(to: backend.size, at: clock.now)
                case let .quit(signal):
                    await awaitAnswers(core, on: backend, input: &input)
                    return .signal(signal)
                case .closed:
                    return .inputClosed
                case .posted:
                    if core.receive(mailbox.drain(), at: clock.now) == .quit {
                        await awaitAnswers(core, on: backend, input: &input)
                        return .quit
                    }
                case .input:
                    let count = backend.read(into: &input)
                    if count < 0 { return .inputClosed }
                    core.firstRow = backend.firstRow
                    if count > 0 && core.receive(input[0..<count], at: clock.now) == .quit {
                        await awaitAnswers(core, on: backend, input: &input)
                        return .quit
                    }
                    if core.takePixelPointerSwitch() { backend.enablePixelPointer() }
                    if let identity = core.takeTerminalIdentity() { backend.identified(identity) }
                    if core.takeKeyboardProtocolSwitch() { backend.enableKeyboardProtocol() }
                    // Ctrl-C and Ctrl-Z as keys (the kitty protocol's): what their signals do.
                    switch core.takeSignalKey() {
                    case .interrupt?:
                        await awaitAnswers(core, on: backend, input: &input)
                        return .signal(SIGINT)
                    case .suspend?:
                        await awaitAnswers(core, on: backend, input: &input)
                        backend.suspend()
                        core.resized(to: backend.size, at: clock.now)
                    case nil: break
                    }
                }
            }
            while !programRequests.isEmpty {
                let request = programRequests.removeFirst()
                await awaitAnswers(core, on: backend, input: &input)
                let outcome = await backend.run(request.program)
                core.resized(to: backend.size, at: clock.now)   // drawn whole: the program drew over it
                request.ended.resume(returning: outcome)
            }
            timers.fire(at: clock.now)
            if core.tick(at: clock.now) == .quit {
                await awaitAnswers(core, on: backend, input: &input)
                return .quit
            }
            sendCopies(to: backend, copied: &copied)
            presentIfDue(core, on: backend)
        }
    }

    /// Puts on the terminal's clipboard what was copied since the last time (`copied` counts the
    /// kill ring's changes sent): the ring's newest entry (an editor's cut or copy), then what
    /// screens copied, in order. After input, timers and tasks alike, before the frame.
    private func sendCopies(to backend: TerminalBackend, copied: inout Int) {
        if killRing.changeCount != copied, let newest = killRing.newest {
            copied = killRing.changeCount
            backend.copyToClipboard(newest)
        }
        for text in clipboardRequests { backend.copyToClipboard(text) }
        clipboardRequests.removeAll()
    }

    /// Waits on `backend` for at most `timeout` seconds (nil: until something happens); a frame
    /// the engine is asked for meanwhile (by a task, the main queue) ends the wait.
    private func wait(on backend: TerminalBackend, timeout: Double?) async -> [TerminalWake] {
        isWaiting = true
        defer { isWaiting = false }
        return await backend.wait(timeout: timeout, mailbox: mailbox)
    }

    /// Presents the frame the core has due now, if any.
    private func presentIfDue(_ core: RunLoopCore, on backend: TerminalBackend) {
        let time = clock.now
        guard let frame = core.frameIfDue(at: time) else { return }
        let composed = clock.now - time
        let bytes = backend.present(frame, requestAnswer: core.pacesFrames)
        core.presented(bytes: bytes, at: time)
        engine.recentPast.record(FrameStatistics(time: time, bytes: bytes, composeSeconds: composed,
                                           cellsChanged: backend.lastFrameChangedCells))
    }

    /// Before leaving or stopping: reads the answers to frames already sent, so none arrives
    /// later as stray input to the shell: until they are due by the link's round trip, plus
    /// `answerGrace` seconds, and never longer than `FramePacing.answerLimit`.
    private func awaitAnswers(_ core: RunLoopCore, on backend: TerminalBackend, input: inout [UInt8]) async {
        let due = max(clock.now, core.answersExpectedBy ?? clock.now)
        let deadline = min(due + TerminalRunLoop.answerGrace, clock.now + FramePacing.answerLimit)
        while core.unansweredFrames > 0 && clock.now < deadline {
            // Posts stay in the mailbox meanwhile: after a suspend the loop takes them.
            guard await backend.wait(timeout: deadline - clock.now, mailbox: unposted).contains(.input) else { continue }
            let count = backend.read(into: &input)
            if count < 0 { return }
            core.discard(input[0..<count])
        }
    }
}
