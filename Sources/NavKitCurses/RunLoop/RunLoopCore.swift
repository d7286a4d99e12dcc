import NavKit

/// The run loop's decisions without any I/O: bytes, posts and the time go in; the frame to
/// present and the time of the next wake-up come out. It decodes input, coalesces drags,
/// filters keys, runs engine deadlines, keeps frames on their grid
/// (`FrameSchedule`) and paces them on the terminal's answers (`FramePacing`: as many frames in
/// flight as the link carries, none sitting in a queue). The same
/// inputs at the same times give the same frames. (The app's timers are the shell's:
/// `TimerQueue`.)
@MainActor
package final class RunLoopCore {
    /// Whether the loop goes on.
    package enum Outcome: Equatable, Sendable {
        /// Keep running.
        case running
        /// The app asked to quit (a quit key, `Mailbox.requestQuit()`).
        case quit
    }

    /// Seconds a lone ESC waits for the rest of a sequence before it is the Escape key.
    package static let escapeDelay = 0.025
    /// Seconds a bracketed paste may wait for its next bytes before it ends with what came
    /// (a terminal that never sends the end marker cannot swallow the keys after it).
    package static let pasteTimeout = 1.0

    /// How long what the decoder holds waits for more input before it is flushed.
    private var flushDelay: Double { decoder.isPasting ? RunLoopCore.pasteTimeout : RunLoopCore.escapeDelay }

    /// The app's hooks (the run loop's own set, so changes apply at once).
    package let hooks: RunLoopHooks
    /// Keys that end the app, before the key filter sees them (not while the top screen edits text).
    package var quitKeys: Set<Key> = []

    private let engine: Engine
    private var decoder = InputDecoder()
    private var input: [TerminalInput] = []
    private var events: [Event] = []
    /// The pixel pointer's negotiation: asked, answered, on, the cell size.
    private var pointer = PixelPointer()
    /// Status answers (`ESC [ 0 n`) so far: frames the terminal acknowledged.
    private var statusAnswers = 0
    /// Frames sent with a status request and not answered yet, oldest first: their number and
    /// when they were sent (seconds). The terminal answers in order, so each answer is the oldest's.
    private var awaitingAnswers: [(number: Int, sentAt: Double)] = []
    /// What the terminal said it is (its DA2 parameters), once it has.
    private var secondaryAttributes: [Int]?
    /// The terminal's answer about left and right margins (DECRQM 69), once it gave one.
    private var marginsMode: Int?
    /// The kitty keyboard protocol's flags the terminal said are in force, once it has.
    private var keyboardFlags: Int?
    /// Ctrl-C or Ctrl-Z in the kitty keyboard protocol's form, not handled yet.
    private var signalKey: SignalKey?
    private var schedule: FrameSchedule
    private var pacing: FramePacing
    private var lastInput = -Double.infinity
    private var frameNumber = 0
    /// True from a resize until the next frame: the terminal's picture is stale, so that frame
    /// never waits behind the pacing.
    private var redrawsWhole = false

    /// A core for `engine` drawing `framesPerSecond` while something moves, pacing frames on the
    /// terminal's answers when `pacesFrames`, on a terminal that can show `display`, calling
    /// `hooks`. Sets the
    /// engine's display (the one place it is written), with a `firstFrameLead` of two frame
    /// periods: a frame caused by input is drawn at once and already shows the animation moving.
    package init(engine: Engine, framesPerSecond: Double, pacesFrames: Bool, display: DisplayTraits = DisplayTraits(),
                 hooks: RunLoopHooks = RunLoopHooks()) {
        self.engine = engine
        self.hooks = hooks
        let interval = 1 / max(1, framesPerSecond)
        schedule = FrameSchedule(interval: interval)
        pacing = FramePacing(enabled: pacesFrames, framePeriod: interval)
        events.reserveCapacity(256)
        awaitingAnswers.reserveCapacity(64)
        var display = display
        display.firstFrameLead = 2 * interval
        engine.display = display
    }

    /// True while frames end with a status request (pacing is on).
    package var pacesFrames: Bool { pacing.enabled }
    /// Frames sent whose answer has not come yet (0 when not pacing).
    package var unansweredFrames: Int { pacing.enabled ? pacing.unanswered : 0 }
    /// By when the frames sent so far should all be answered (seconds), if any is outstanding:
    /// the last one's time plus the link's base round trip, the time to carry what is in
    /// flight, and a frame period.
    var answersExpectedBy: Double? { pacing.enabled ? pacing.answersExpectedBy : nil }
    /// Frames presented so far.
    package var framesPresented: Int { frameNumber }

    // MARK: - In

    /// Bytes the terminal sent, read at `time` (seconds).
    package func receive(_ bytes: ArraySlice<UInt8>, at time: Double) -> Outcome {
        lastInput = time
        decoder.feed(bytes, into: &input)
        takeInput(at: time)
        pacing.answered(total: statusAnswers, at: time)
        return dispatch(at: time)
    }

    /// Bytes read only for the answers they carry (before leaving or suspending).
    package func discard(_ bytes: ArraySlice<UInt8>) {
        decoder.feed(bytes, into: &input)
        takeInput(at: nil)
        pacing.answered(total: statusAnswers)
    }

    /// Takes what the decoder gave (`input`), read at `time`, in order: answers update what they
    /// answer (so a pixel-mode answer applies to the reports after it) and a frame's answer is
    /// reported (`RunLoopHooks.onFrameAnswered`); events are queued for the engine. With no
    /// `time` (read only for the answers, before leaving) events are dropped and nothing is
    /// reported. Reads `input` in place and empties it, keeping its buffer.
    private func takeInput(at time: Double?) {
        let keepingEvents = time != nil
        for item in input {
            if case let .answer(answer) = item {
                switch answer {
                case .status:
                    statusAnswers &+= 1
                    if !awaitingAnswers.isEmpty {
                        let frame = awaitingAnswers.removeFirst()
                        if let time {
                            hooks.onFrameAnswered?(TerminalRunLoop.FrameAnswer(number: frame.number, time: time,
                                                                               roundTrip: time - frame.sentAt))
                        }
                    }
                case let .identity(parameters): secondaryAttributes = parameters
                case let .keyboardFlags(flags): keyboardFlags = flags
                case let .marginsMode(setting): marginsMode = setting
                case .pixelMode, .cellSize: break
                }
            }
            if keepingEvents, signalKey == nil {
                if case .interruptKey = item { signalKey = .interrupt }
                if case .suspendKey = item { signalKey = .suspend }
            }
            if keepingEvents, case let .keyRelease(key) = item { events.append(.keyUp(key)) }
            if let event = pointer.read(item), keepingEvents { events.append(event) }
        }
        input.removeAll(keepingCapacity: true)
    }

    /// Events and messages posted to the mailbox, taken at `time`.
    func receive(_ posts: [Mailbox.Post], at time: Double) -> Outcome {
        for post in posts {
            switch post {
            case let .event(event): events.append(event)
            case let .message(message): hooks.onMessage?(message)
            case .quit: return .quit
            case .wake: break
            }
        }
        return dispatch(at: time)
    }

    /// The terminal row the app's row 0 is on (an inline strip's top; set by the shell from its
    /// backend before each read): pointer reports are counted from it.
    package var firstRow: Int {
        get { pointer.firstRow }
        set { pointer.firstRow = newValue }
    }

    /// True when the terminal was asked for pixel pointer reports (set by the shell from its backend).
    package var askedForPixelPointer: Bool {
        get { pointer.asked }
        set { pointer.asked = newValue }
    }
    /// True when the terminal was asked what it is (set by the shell from its backend).
    package var askedForIdentity = false
    private var identityTaken = false

    /// Once, when the terminal has said what it is (its DA2 answer), or has answered the first
    /// frame's status request without saying it: the shell hands it to the backend.
    package func takeTerminalIdentity() -> TerminalIdentity? {
        guard askedForIdentity, !identityTaken else { return nil }
        if let attributes = secondaryAttributes {
            identityTaken = true
            return TerminalIdentity(secondaryAttributes: attributes, marginsMode: marginsMode)
        }
        guard statusAnswers > 0 else { return nil }
        identityTaken = true
        return TerminalIdentity(secondaryAttributes: nil)
    }

    /// True when the terminal was asked whether it speaks the kitty keyboard protocol (set by
    /// the shell from its backend).
    package var askedForKeyboardProtocol = false
    /// True once the terminal's flags were pushed (`takeKeyboardProtocolSwitch`).
    package private(set) var keyboardProtocolOn = false

    /// True once, when the terminal asked about the kitty keyboard protocol has answered with
    /// its flags: the shell pushes NavKit's now, and from here keys may come in its forms.
    package func takeKeyboardProtocolSwitch() -> Bool {
        guard askedForKeyboardProtocol, !keyboardProtocolOn, keyboardFlags != nil else { return false }
        keyboardProtocolOn = true
        engine.reportsKeyReleases = true   // its flags report releases: held keys drag
        return true
    }

    /// Ctrl-C or Ctrl-Z, once each time one came in the kitty keyboard protocol's form: the
    /// tty raised no signal for it, so the shell does what the signal would.
    package func takeSignalKey() -> SignalKey? {
        defer { signalKey = nil }
        return signalKey
    }

    /// A key that stands for a signal where the kitty keyboard protocol keeps the tty from
    /// raising it.
    package enum SignalKey: Equatable, Sendable {
        /// Ctrl-C: as SIGINT, the app ends.
        case interrupt
        /// Ctrl-Z: as SIGTSTP, the app is suspended.
        case suspend
    }

    /// A cell's size in pixels as the terminal now reports it (nil: unknown; the last known size
    /// then stays, or the terminal's answer to `ESC [ 16 t` gives it).
    package func cellSizeChanged(to size: Size?) { pointer.cellSizeChanged(to: size) }

    /// Whether pointer reports are in pixels, as the terminal answered.
    package var pixelPointer: PixelPointerStatus { pointer.status }

    /// True once, when the terminal has answered that it has pixel reports but they are off (2):
    /// the shell turns them on now, and from here reports are read as pixels.
    package func takePixelPointerSwitch() -> Bool { pointer.takeSwitch() }

    /// The terminal is now `size` (or must be drawn whole again), at `time`.
    package func resized(to size: Size, at time: Double) {
        engine.handle(.resize(size), at: time)
        schedule.inputArrived()
        redrawsWhole = true
    }

    /// What falls due at `time` by the clock alone: a lone ESC after the escape delay,
    /// the engine's deadlines (a stalled swipe, the keyboard swipe's release).
    package func tick(at time: Double) -> Outcome {
        if decoder.hasPending && time - lastInput >= flushDelay {
            decoder.flush(into: &input)
            takeInput(at: time)
            if dispatch(at: time) == .quit { return .quit }
        }
        if let deadline = engine.nextDeadline, time >= deadline { engine.advance(to: time) }
        return .running
    }

    // MARK: - Out

    /// When the loop must wake up next (seconds on the same clock), or nil to sleep until input:
    /// the next frame while something moves (or the end of waiting for an answer), an engine
    /// deadline, the escape delay.
    package func nextWakeUp(at now: Double) -> Double? {
        var wake: Double? = nil
        func consider(_ time: Double) { wake = min(wake ?? .infinity, time) }
        if engine.needsFrame {
            consider(redrawsWhole || pacing.maySend(at: now) ? schedule.due : pacing.timeout(after: now))
        }
        if let deadline = engine.nextDeadline { consider(deadline) }
        if decoder.hasPending { consider(lastInput + flushDelay) }
        return wake
    }

    /// The frame to present at `time`, when one is due and the terminal is ready for it.
    package func frameIfDue(at time: Double) -> Canvas? {
        guard engine.needsFrame, time >= schedule.due, redrawsWhole || pacing.maySend(at: time) else { return nil }
        hooks.beforeFrame?(time)
        var frame = engine.frame(at: time)
        hooks.overlay?(&frame)
        return frame
    }

    /// Notes that the frame made at `time` was presented, costing `bytes`.
    package func presented(bytes: Int, at time: Double) {
        schedule.presented(at: time)
        redrawsWhole = false
        frameNumber += 1
        let asked = bytes > 0 && pacing.enabled   // the frame went with a status request
        if asked { awaitingAnswers.append((frameNumber, time)) }
        if bytes > 0 { pacing.sent(at: time, bytes: bytes) }
        hooks.onFrame?(TerminalRunLoop.FrameReport(number: frameNumber, time: time, bytes: bytes,
                                                   awaitsAnswer: asked))
    }

    // MARK: - Inside

    /// Hands the decoded events to the engine: runs of drags are coalesced to the newest, keys
    /// pass the key filter first. Motion alone waits a frame period from the last frame; any
    /// other input is drawn at once.
    private func dispatch(at time: Double) -> Outcome {
        guard !events.isEmpty else { return .running }
        defer { events.removeAll(keepingCapacity: true) }
        let motionOnly = events.allSatisfy { if case .pointer(let pointer) = $0 { pointer.kind == .drag } else { false } }
        for (index, event) in events.enumerated() {
            if case .pointer(let pointer) = event, pointer.kind == .drag, index + 1 < events.count,
               case .pointer(let next) = events[index + 1], next.kind == .drag { continue }
            if case .key(let key) = event {
                if quitKeys.contains(key), !engine.topScreenIsEditingText { return .quit }  // else it is typed
                switch hooks.keyFilter?(key) ?? .pass {
                case .quit: return .quit
                case .handled: continue
                case .pass: break
                }
            }
            engine.handle(event, at: time)
        }
        schedule.inputArrived(motionOnly: motionOnly)
        return .running
    }
}
