import NavKit
import NavKitCurses
import NavKitTesting

/// A terminal for running the real run loop in tests: input comes from a script of bytes and
/// resizes at given times on a `ManualClock`, frames are kept as canvases, and the terminal
/// answers each frame's status request after `answerDelay` seconds (nil: it never answers).
/// The link to it can be scripted: a round trip (`answerDelay`), a bandwidth
/// (`bytesPerSecond`, a frame's bytes being its changed cells) and answers lost on the way.
/// Waiting first lets the work queued on the main actor run (a screen's task, main-queue
/// blocks), then moves the clock straight to the next scripted input, the loop's wake-up or
/// the time a task sleeping on the clock (`ManualClock.sleep`) waits for, and lets the tasks it
/// woke run before it returns; when none is left, the input "closes" and `run` returns
/// `.inputClosed`. Work that leaves the main actor is not waited for.
public final class TestTerminal: TerminalBackend {
    /// One presented frame.
    public struct Frame {
        /// When it was presented (seconds on the clock).
        public let time: Double
        /// What it showed.
        public let canvas: Canvas
        /// Cells that differ from the frame before (all of them for the first): its "bytes".
        public let changedCells: Int
        /// When the link had carried the whole frame (seconds): `time` on a link without a
        /// bandwidth limit, later when frames queue. Its answer comes `answerDelay` after it.
        public let deliveredAt: Double
    }

    /// The clock the loop reads; waiting advances it.
    public let clock: ManualClock
    /// Every frame presented, in order.
    public private(set) var frames: [Frame] = []
    /// Seconds after a frame that its status answer arrives; nil for a terminal that never answers.
    public var answerDelay: Double?
    /// Times at which the loop woke up without input (its own timeouts), for counting wake-ups.
    public private(set) var timeouts: [Double] = []
    /// Bytes (changed cells) the link carries per second; nil for no limit. Frames queue
    /// behind each other on it.
    public var bytesPerSecond: Double?
    /// Frames (numbered from 1 as presented) whose status answer is lost on the way.
    public var lostAnswers: Set<Int> = []
    /// The programs screens handed the terminal to (`NavigationContext.run`), with when (seconds).
    public private(set) var programs: [(program: TerminalProgram, time: Double)] = []
    /// How a program handed the terminal ends (it exits with 0 unless told otherwise).
    public var programOutcome: TerminalProgram.Outcome = .exited(0)
    /// Seconds a program keeps the terminal: the clock moves on by this much while it runs.
    public var programDuration = 0.0
    /// What the app put on the terminal's clipboard (OSC 52), in order.
    public private(set) var clipboard: [String] = []
    /// When the link is free of the frames sent so far (seconds).
    private var linkFreeAt = -Double.infinity
    public private(set) var size: Size

    private enum Item {
        case bytes([UInt8])
        case resize(Size)
    }
    private var script: [(time: Double, order: Int, item: Item)] = []
    private var order = 0
    private var ready: [UInt8] = []

    /// A terminal of `size` cells on `clock`, answering status requests after `answerDelay` seconds.
    public init(size: Size, clock: ManualClock = ManualClock(), answerDelay: Double? = 0.002) {
        self.size = size
        self.clock = clock
        self.answerDelay = answerDelay
    }

    /// Sends `bytes` (as a terminal would: keys, mouse reports) at `time` seconds, in one read.
    public func send(_ bytes: [UInt8], at time: Double) { add(.bytes(bytes), at: time) }

    /// Sends the text's UTF-8 bytes at `time` ("\r" is Enter, "\u{1B}[D" the left arrow).
    public func send(_ text: String, at time: Double) { send(Array(text.utf8), at: time) }

    /// Resizes the terminal to `size` at `time`.
    public func resize(to size: Size, at time: Double) { add(.resize(size), at: time) }

    /// The frames presented between `start` and `end` seconds (inclusive).
    public func frames(from start: Double, to end: Double) -> [Frame] {
        frames.filter { $0.time >= start && $0.time <= end }
    }

    public var answersStatusRequests: Bool { answerDelay != nil }

    public func wait(timeout: Double?, mailbox: Mailbox) async -> [TerminalWake] {
        // As a real terminal's wait frees the main actor, the work queued there runs first.
        await Task.yield()
        if !mailbox.isEmpty { return [.posted] }
        let next = script.first?.time
        let wakeUp = timeout.map { clock.now + max(0, $0) }
        guard let target = [next, wakeUp, clock.nextWakeUp].compactMap({ $0 }).min() else { return [.closed] }
        clock.advance(to: target)
        await clock.runWokenTasks()
        var wakes: [TerminalWake] = []
        while let first = script.first, first.time <= clock.now {
            script.removeFirst()
            switch first.item {
            case let .bytes(bytes):
                ready += bytes
                if !wakes.contains(.input) { wakes.append(.input) }
            case let .resize(newSize):
                size = newSize
                wakes.append(.resized)
            }
        }
        if !mailbox.isEmpty { wakes.append(.posted) }
        if wakes.isEmpty { timeouts.append(clock.now) }
        return wakes
    }

    /// Keeps `text` in `clipboard`.
    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    public func read(into buffer: inout [UInt8]) -> Int {
        let count = min(buffer.count, ready.count)
        buffer.replaceSubrange(0..<count, with: ready[0..<count])
        ready.removeFirst(count)
        return count
    }

    public func present(_ frame: Canvas, requestAnswer: Bool) -> Int {
        let changed: Int
        if let last = frames.last?.canvas, last.size == frame.size {
            changed = zip(last.cells, frame.cells).filter { $0 != $1 }.count
        } else {
            changed = frame.cells.count
        }
        let deliveredAt = max(clock.now, linkFreeAt) + (bytesPerSecond.map { Double(changed) / $0 } ?? 0)
        linkFreeAt = deliveredAt
        frames.append(Frame(time: clock.now, canvas: frame, changedCells: changed, deliveredAt: deliveredAt))
        if requestAnswer, let answerDelay, !lostAnswers.contains(frames.count) {
            send("\u{1B}[0n", at: deliveredAt + answerDelay)
        }
        return changed
    }

    /// The last frame's changed cells (as `present` counted them).
    public var lastFrameChangedCells: Int? { frames.last?.changedCells }

    public func suspend() {}

    /// Records `program`, lets `programDuration` seconds pass, and says it ended as
    /// `programOutcome`; the loop then draws whole, as after a real program.
    public func run(_ program: TerminalProgram) async -> TerminalProgram.Outcome {
        programs.append((program, clock.now))
        clock.advance(by: programDuration)
        return programOutcome
    }

    private func add(_ item: Item, at time: Double) {
        order += 1
        script.append((time, order, item))
        script.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    }
}
