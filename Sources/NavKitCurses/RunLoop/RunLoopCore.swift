import NavKit

/// The run loop's decisions without any I/O: bytes, posts and the time go in; the frame to
/// present and the time of the next wake-up come out. It decodes input, coalesces drags,
/// filters keys, runs engine deadlines, keeps frames on their grid
/// (`FrameSchedule`) and paces them on the terminal's answers (`FramePacing`: as many frames in
/// flight as the link carries, none sitting in a queue). The same
/// inputs at the same times give the same frames. (The app's timers are the shell's:
/// `TimerQueue`.)
public final class RunLoopCore {
    /// Whether the loop goes on.
    public enum Outcome: Equatable, Sendable {
        /// Keep running.
        case running
        /// The app asked to quit (a quit key, `Mailbox.requestQuit()`).
        case quit
    }

    /// Seconds a lone ESC waits for the rest of a sequence before it is the Escape key.
    public static let escapeDelay = 0.025

    /// Sees every key first; may handle it or quit.
    public var keyFilter: ((Key) -> TerminalRunLoop.KeyAction)?
    /// Handed every posted message.
    public var onMessage: ((any Sendable) -> Void)?
    /// Called before each frame is made, with its time.
    public var beforeFrame: ((Double) -> Void)?
    /// Draws over each frame before it is shown; the engine never sees it.
    public var overlay: ((inout Canvas) -> Void)?
    /// Told of every presented frame.
    public var onFrame: ((TerminalRunLoop.FrameReport) -> Void)?

    private let engine: Engine
    private var decoder = InputDecoder()
    private var events: [Event] = []
    private var schedule: FrameSchedule
    private var pacing: FramePacing
    private var lastInput = -Double.infinity
    private var frameNumber = 0
    /// True from a resize until the next frame: the terminal's picture is stale, so that frame
    /// never waits behind the pacing.
    private var redrawsWhole = false

    /// A core for `engine` drawing `framesPerSecond` while something moves, pacing frames on the
    /// terminal's answers when `pacesFrames`. Sets the engine's `firstFrameLead` to two frame
    /// periods: a frame caused by input is drawn at once and already shows the animation moving.
    public init(engine: Engine, framesPerSecond: Double, pacesFrames: Bool) {
        self.engine = engine
        let interval = 1 / max(1, framesPerSecond)
        schedule = FrameSchedule(interval: interval)
        pacing = FramePacing(enabled: pacesFrames, framePeriod: interval)
        events.reserveCapacity(256)
        engine.configuration.firstFrameLead = 2 * interval
    }

    /// True while frames end with a status request (pacing is on).
    public var pacesFrames: Bool { pacing.enabled }
    /// Frames sent whose answer has not come yet (0 when not pacing).
    public var unansweredFrames: Int { pacing.enabled ? pacing.unanswered : 0 }
    /// By when the frames sent so far should all be answered (seconds), if any is outstanding:
    /// the last one's time plus the link's base round trip, the time to carry what is in
    /// flight, and a frame period.
    var answersExpectedBy: Double? { pacing.enabled ? pacing.answersExpectedBy : nil }
    /// Frames presented so far.
    public var framesPresented: Int { frameNumber }

    // MARK: - In

    /// Bytes the terminal sent, read at `time` (seconds).
    public func receive(_ bytes: ArraySlice<UInt8>, at time: Double) -> Outcome {
        lastInput = time
        decoder.feed(bytes, into: &events)
        pacing.answered(total: decoder.statusAnswers, at: time)
        return dispatch(at: time)
    }

    /// Bytes read only for the status answers they carry (before leaving or suspending).
    public func discard(_ bytes: ArraySlice<UInt8>) {
        var ignored: [Event] = []
        decoder.feed(bytes, into: &ignored)
        pacing.answered(total: decoder.statusAnswers)
    }

    /// Events and messages posted to the mailbox, taken at `time`.
    func receive(_ posts: [Mailbox.Post], at time: Double) -> Outcome {
        for post in posts {
            switch post {
            case let .event(event): events.append(event)
            case let .message(message): onMessage?(message)
            case .quit: return .quit
            }
        }
        return dispatch(at: time)
    }

    /// True when the terminal was asked for pixel pointer reports (set by the shell from its backend).
    public var askedForPixelPointer = false
    /// True when the terminal was asked what it is (set by the shell from its backend).
    public var askedForIdentity = false
    private var identityTaken = false

    /// Once, when the terminal has said what it is (its DA2 answer), or has answered the first
    /// frame's status request without saying it: the shell hands it to the backend.
    public func takeTerminalIdentity() -> TerminalIdentity? {
        guard askedForIdentity, !identityTaken else { return nil }
        if let attributes = decoder.secondaryAttributes {
            identityTaken = true
            return TerminalIdentity(secondaryAttributes: attributes)
        }
        guard decoder.statusAnswers > 0 else { return nil }
        identityTaken = true
        return TerminalIdentity(secondaryAttributes: nil)
    }

    /// A cell's size in pixels as the terminal now reports it (nil: unknown; the last known size
    /// then stays, or the terminal's answer to `ESC [ 16 t` gives it).
    public func cellSizeChanged(to size: Size?) {
        if let size, size.width > 0, size.height > 0 { decoder.cellSizeInPixels = size }
    }

    /// Whether pointer reports are in pixels, as the terminal answered.
    public var pixelPointer: PixelPointerStatus {
        guard askedForPixelPointer else { return .notAsked }
        if let setting = decoder.pixelModeAnswer {
            if decoder.reportsPixels { return .on(cellSize: decoder.cellSizeInPixels) }
            return setting == 2 ? .asking : .declined(setting: setting)
        }
        // The answer comes before the answer to the first frame's status request, or never.
        return decoder.statusAnswers > 0 ? .noAnswer : .asking
    }

    /// True once, when the terminal has answered that it has pixel reports but they are off (2):
    /// the shell turns them on now, and from here reports are read as pixels.
    public func takePixelPointerSwitch() -> Bool {
        guard askedForPixelPointer, decoder.pixelModeAnswer == 2, !decoder.reportsPixels else { return false }
        decoder.reportsPixels = true
        return true
    }

    /// The terminal is now `size` (or must be drawn whole again), at `time`.
    public func resized(to size: Size, at time: Double) {
        engine.handle(.resize(size), at: time)
        schedule.inputArrived()
        redrawsWhole = true
    }

    /// What falls due at `time` by the clock alone: a lone ESC after the escape delay,
    /// the engine's deadlines (a stalled swipe, the keyboard swipe's release).
    public func tick(at time: Double) -> Outcome {
        if decoder.hasPending && time - lastInput >= RunLoopCore.escapeDelay {
            decoder.flush(into: &events)
            if dispatch(at: time) == .quit { return .quit }
        }
        if let deadline = engine.nextDeadline, time >= deadline { engine.advance(to: time) }
        return .running
    }

    // MARK: - Out

    /// When the loop must wake up next (seconds on the same clock), or nil to sleep until input:
    /// the next frame while something moves (or the end of waiting for an answer), an engine
    /// deadline, the escape delay.
    public func nextWakeUp(at now: Double) -> Double? {
        var wake: Double? = nil
        func consider(_ time: Double) { wake = min(wake ?? .infinity, time) }
        if engine.needsFrame {
            consider(redrawsWhole || pacing.maySend(at: now) ? schedule.due : pacing.timeout(after: now))
        }
        if let deadline = engine.nextDeadline { consider(deadline) }
        if decoder.hasPending { consider(lastInput + RunLoopCore.escapeDelay) }
        return wake
    }

    /// The frame to present at `time`, when one is due and the terminal is ready for it.
    public func frameIfDue(at time: Double) -> Canvas? {
        guard engine.needsFrame, time >= schedule.due, redrawsWhole || pacing.maySend(at: time) else { return nil }
        beforeFrame?(time)
        var frame = engine.frame(at: time)
        overlay?(&frame)
        return frame
    }

    /// Notes that the frame made at `time` was presented, costing `bytes`.
    public func presented(bytes: Int, at time: Double) {
        schedule.presented(at: time)
        redrawsWhole = false
        if bytes > 0 { pacing.sent(at: time, bytes: bytes) }
        frameNumber += 1
        onFrame?(TerminalRunLoop.FrameReport(number: frameNumber, time: time, bytes: bytes))
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
            if case .key(let key) = event, let keyFilter {
                switch keyFilter(key) {
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
