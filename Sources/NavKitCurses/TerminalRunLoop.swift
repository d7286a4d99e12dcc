import CNcursesw
import Glibc
import NavKit

/// Runs an engine in the terminal: reads and decodes input, passes events to
/// the engine with the time they arrived, and presents frames — on a fixed
/// grid at the frame rate while something moves (`FrameSchedule`), at once
/// after input, never faster than the terminal reads them (`FramePacing`),
/// and not at all while idle (it then blocks in `poll` with no timeout: zero
/// wake-ups).
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
        /// The key filter asked to quit.
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

    /// Frames per second while something moves (60).
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

    /// Identifies a scheduled timer, to cancel it.
    public struct TimerID: Hashable, Sendable {
        fileprivate let rawValue: Int
    }
    private struct ScheduledTimer {
        let id: TimerID
        var due: Double
        let interval: Double?
        let action: () -> Void
    }
    private var timers: [ScheduledTimer] = []
    private var nextTimerID = 0

    private let engine: Engine
    private let clock = MonotonicClock()
    private var frameNumber = 0

    /// Runs `action` on the loop's thread `seconds` from now, then every `interval` seconds if
    /// one is given, until cancelled. The loop sleeps until the earliest timer is due.
    @discardableResult
    public func schedule(after seconds: Double, repeating interval: Double? = nil,
                         _ action: @escaping () -> Void) -> TimerID {
        nextTimerID += 1
        let id = TimerID(rawValue: nextTimerID)
        timers.append(ScheduledTimer(id: id, due: clock.now + max(0, seconds),
                                     interval: interval.map { max(0.001, $0) }, action: action))
        return id
    }

    /// Cancels a timer; cancelling one that has fired or was cancelled does nothing.
    public func cancel(_ timer: TimerID) {
        timers.removeAll { $0.id == timer }
    }

    /// Fires every timer due at `now` (a repeating one is rescheduled on its own grid).
    private func fireTimers(at now: Double) {
        while let index = timers.indices.filter({ timers[$0].due <= now }).min(by: { timers[$0].due < timers[$1].due }) {
            let timer = timers[index]
            if let interval = timer.interval {
                timers[index].due = max(timer.due + interval, now)
            } else {
                timers.remove(at: index)
            }
            timer.action()
        }
    }

    /// Creates a run loop for `engine`; `run(in:)` presents it in a terminal.
    public init(engine: Engine) {
        self.engine = engine
    }

    /// Runs until quit, a quit signal, or the input closing; restores nothing
    /// itself (the caller restores the session on every path). Sets the
    /// engine's `firstFrameLead` to two frame periods: a frame caused by input
    /// is drawn at once, and it already shows the animation moving (one
    /// period of an ease-in-out start moves less than a cell).
    public func run(in session: TerminalSession) -> ExitReason {
        let signals = SignalWatcher()
        defer { signals.uninstall() }
        let presenter = CursesPresenter(colorDepth: session.colorDepth) { [session] in session.update() }
        var decoder = InputDecoder()
        var events: [Event] = []
        events.reserveCapacity(256)
        var input = [UInt8](repeating: 0, count: 8192)
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: mailbox.readEnd, events: Int16(POLLIN), revents: 0)]
        let interval = 1 / max(1, framesPerSecond)
        var schedule = FrameSchedule(interval: interval)
        var pacing = FramePacing(enabled: session.requestsFrameAnswers)
        var lastInput = 0.0
        engine.configuration.firstFrameLead = 2 * interval

        if engine.size != session.size { engine.handle(.resize(session.size), at: clock.now) }
        present(presenter, session: session, schedule: &schedule, pacing: &pacing)

        while true {
            // Seconds until something is due: the next frame, a deadline, the escape delay, an answer's timeout.
            var wait: Double? = nil
            let now = clock.now
            if engine.needsFrame { wait = pacing.maySend(at: now) ? schedule.due - now : pacing.timeout - now }
            if let deadline = engine.nextDeadline { wait = min(wait ?? .infinity, deadline - now) }
            if decoder.hasPending { wait = min(wait ?? .infinity, lastInput + 0.025 - now) }
            if let due = timers.map(\.due).min() { wait = min(wait ?? .infinity, due - now) }
            for index in fds.indices { fds[index].revents = 0 }
            let ready = nk_wait(&fds, 3, wait.map { max(0, $0) } ?? -1)  // no wait due: sleep until input
            if ready < 0 && errno != EINTR { return .inputClosed }

            for number in signals.drain() {
                switch number {
                case SIGWINCH:
                    if session.refreshSize() {
                        presenter.invalidate()
                        engine.handle(.resize(session.size), at: clock.now)
                        schedule.inputArrived()
                    }
                case SIGTSTP:
                    awaitAnswers(&pacing, decoder: &decoder, input: &input)
                    session.suspend()
                    signal(SIGTSTP, SIG_DFL)
                    raise(SIGTSTP)                 // stops here until `fg`
                    signals.install(SIGTSTP)
                    session.resume()
                    presenter.invalidate()
                    engine.handle(.resize(session.size), at: clock.now)
                    schedule.inputArrived()
                case SIGCONT:
                    break
                default:
                    awaitAnswers(&pacing, decoder: &decoder, input: &input)
                    return .signal(number)
                }
            }

            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(0, &input, input.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .inputClosed }
                if count > 0 {
                    lastInput = clock.now
                    decoder.feed(input[0..<count], into: &events)
                    pacing.answered(total: decoder.statusAnswers)
                }
            }
            if decoder.hasPending && clock.now - lastInput >= 0.025 {
                decoder.flush(into: &events)
            }
            if fds[2].revents & Int16(POLLIN) != 0 {
                for post in mailbox.drain() {
                    switch post {
                    case let .event(event): events.append(event)
                    case let .message(message): onMessage?(message)
                    case .quit:
                        awaitAnswers(&pacing, decoder: &decoder, input: &input)
                        return .quit
                    }
                }
            }
            fireTimers(at: clock.now)
            if !events.isEmpty {
                let time = clock.now
                for (index, event) in events.enumerated() {
                    // Motion bursts are coalesced: only the newest position of a run of drags counts.
                    if case .pointer(let pointer) = event, pointer.kind == .drag, index + 1 < events.count,
                       case .pointer(let next) = events[index + 1], next.kind == .drag { continue }
                    if case .key(let key) = event, let keyFilter {
                        switch keyFilter(key) {
                        case .quit:
                            awaitAnswers(&pacing, decoder: &decoder, input: &input)
                            return .quit
                        case .handled: continue
                        case .pass: break
                        }
                    }
                    engine.handle(event, at: time)
                }
                events.removeAll(keepingCapacity: true)
                schedule.inputArrived()
            }
            if let deadline = engine.nextDeadline, clock.now >= deadline { engine.advance(to: clock.now) }
            let time = clock.now
            if engine.needsFrame && time >= schedule.due && pacing.maySend(at: time) {
                present(presenter, session: session, schedule: &schedule, pacing: &pacing)
            }
        }
    }

    /// Before leaving or stopping: reads the answers to frames already sent (for at most 0.1 s),
    /// so none arrives later as stray input to the shell.
    private func awaitAnswers(_ pacing: inout FramePacing, decoder: inout InputDecoder, input: inout [UInt8]) {
        guard pacing.enabled else { return }
        let deadline = clock.now + 0.1
        var discarded: [Event] = []
        var fd = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        while pacing.unanswered > 0 && clock.now < deadline {
            fd[0].revents = 0
            guard nk_wait(&fd, 1, max(0, deadline - clock.now)) > 0 else { continue }
            let count = read(0, &input, input.count)
            if count <= 0 { return }
            decoder.feed(input[0..<count], into: &discarded)
            pacing.answered(total: decoder.statusAnswers)
        }
    }

    /// Makes and presents the frame for now, and notes it in the schedule and the pacing.
    private func present(_ presenter: CursesPresenter, session: TerminalSession, schedule: inout FrameSchedule,
                         pacing: inout FramePacing) {
        session.requestsFrameAnswers = pacing.enabled
        let time = clock.now
        beforeFrame?(time)
        var frame = engine.frame(at: time)
        overlay?(&frame)
        let bytes = presenter.present(frame)
        schedule.presented(at: time)
        if bytes > 0 { pacing.sent(at: time) }
        frameNumber += 1
        onFrame?(FrameReport(number: frameNumber, time: time, bytes: bytes))
    }
}
