import Testing
import NavKit
import NavKitTesting
import NavKitCursesTesting
@testable import NavKitCurses

/// A page that fills its content with one letter (`uniform`: a slide changes only the cells at
/// its edges, as most screens do) or with the alphabet from its letter on (a slide changes every
/// cell it moves: the most bytes a frame can cost); Enter pushes the next letter.
private final class FilledPage: Screen {
    let title: String
    let letter: Character
    let uniform: Bool

    init(_ letter: Character, uniform: Bool) {
        self.letter = letter
        self.uniform = uniform
        title = "Page \(letter)"
    }

    func draw(in canvas: inout Canvas) {
        let first = letter.unicodeScalars.first!.value
        let row = uniform ? String(repeating: letter, count: canvas.size.width)
            : String((0..<canvas.size.width).map { Character(Unicode.Scalar(97 + (first - 97 + UInt32($0)) % 26)!) })
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        let next = Character(Unicode.Scalar(letter.unicodeScalars.first!.value + 1)!)
        return .push(FilledPage(next, uniform: uniform), animated: true)
    }
}

/// The run loop on a scripted link (`TestTerminal`: a round trip, a bandwidth in changed cells
/// a second, lost answers): frames go at the frame rate whatever the round trip, a slow link
/// skips frames instead of queueing them, and the guarantees of pacing hold.
@MainActor @Suite(.tags(.unsafeMemory)) struct LinkPacingTests {
    let period = 1.0 / 60

    /// A loop on a 60x12 terminal with a 0.5 s linear slide.
    func makeLoop(roundTrip: Double?, bytesPerSecond: Double? = nil, uniform: Bool = true)
        -> (TerminalRunLoop, TestTerminal, Engine) {
        var configuration = EngineConfiguration()
        configuration.animator = SlideAnimator(duration: 0.5, curve: .linear)
        configuration.minimumSize = Size(width: 10, height: 4)
        let engine = Engine(root: FilledPage("a", uniform: uniform), size: Size(width: 60, height: 12),
                            configuration: configuration)
        let terminal = TestTerminal(size: Size(width: 60, height: 12), answerDelay: roundTrip)
        terminal.bytesPerSecond = bytesPerSecond
        return (TerminalRunLoop(engine: engine), terminal, engine)
    }

    func intervals(_ frames: [TestTerminal.Frame]) -> [Double] {
        zip(frames.dropFirst(), frames).map { $0.time - $1.time }
    }

    @Test(arguments: [0.03, 0.1, 0.25])
    func aLongRoundTripCostsLatencyNotFrameRate(roundTrip: Double) async {
        let (loop, terminal, _) = makeLoop(roundTrip: roundTrip)
        terminal.send("\r", at: 1.0)
        terminal.send("\r", at: 3.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        // Until answers show what the link carries, the bytes in flight are bounded by about two
        // screens; the first push at 0.25 s fills that and waits a round trip's answers once.
        for start in roundTrip < 0.2 ? [1.0, 3.0] : [3.0] {
            let push = terminal.frames(from: start, to: start + 1)
            #expect(intervals(push).allSatisfy { abs($0 - period) < 1e-6 }, "\(start): \(intervals(push))")
            #expect(push.count >= 29)                               // every frame of the 0.5 s slide
            #expect(push.last!.time <= start + 0.5 + 1e-9)
        }
        #expect(terminal.frames.last!.canvas.text(ofRow: 5) == String(repeating: "c", count: 60))
    }

    @Test func aSlowLinkSkipsFramesAndTheShownFrameIsAtMostAPeriodBehind() async {
        let (loop, terminal, _) = makeLoop(roundTrip: 0.1, bytesPerSecond: 18_000, uniform: false)
        terminal.send("\r", at: 1.0)
        terminal.send("\r", at: 3.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        /// Seconds a frame waited on the link behind the frames before it.
        func queued(_ frame: TestTerminal.Frame) -> Double {
            frame.deliveredAt - frame.time - Double(frame.changedCells) / 18_000
        }
        let first = terminal.frames(from: 1.0, to: 2.0), second = terminal.frames(from: 3.0, to: 4.0)
        // The first push learns the link: until a queue shows, frames go while the oldest answer
        // is on time (the first round trip, a whole screen's: 0.14 s) and the bytes in flight are
        // under `initialWindow`, so one waits at most about that round trip and a frame.
        #expect(first.allSatisfy { queued($0) <= 0.1 + 720.0 / 18_000 + 2 * period }, "\(first.map(queued))")
        // From then on a frame never waits more than a frame period.
        #expect(second.allSatisfy { queued($0) <= period + 1e-6 }, "\(second.map(queued))")
        // Frames are skipped, not queued: as many as the link carries (38 ms each), not 30.
        #expect(second.count >= 11 && second.count <= 15, "\(second.count) frames")
        // And the push still arrives in time: its last frame within a frame of its nominal end.
        #expect(second.last!.deliveredAt <= 3.5 + 0.1, "\(second.last!.deliveredAt)")
        #expect(second.last!.canvas.text(ofRow: 5).hasPrefix("cdef"))
    }

    @Test func aLostAnswerHoldsFramesForAtMostTheAnswerLimit() async {
        let (loop, terminal, _) = makeLoop(roundTrip: 0.1, bytesPerSecond: 18_000, uniform: false)
        terminal.lostAnswers = [3, 4, 5, 6, 7, 8]                   // every answer of the push's first frames
        terminal.send("\r", at: 1.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        let push = terminal.frames(from: 1.0, to: 4.0)
        #expect(intervals(push).allSatisfy { $0 <= FramePacing.answerLimit + 1e-9 }, "\(intervals(push))")
        #expect(push.last!.canvas.text(ofRow: 5).hasPrefix("bcde"))  // it still ends on the pushed page
        #expect(push.last!.time <= 1.0 + FramePacing.answerLimit + 0.5)
    }

    @Test func aTerminalThatNeverAnswersIsNeverPaced() async {
        let (loop, terminal, _) = makeLoop(roundTrip: nil)
        terminal.send("\r", at: 1.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        let push = terminal.frames(from: 1.0, to: 2.0)
        #expect(intervals(push).allSatisfy { abs($0 - period) < 1e-6 })
        #expect(push.count >= 29)
    }

    @Test func aResizeNeverWaitsBehindAHeldFrame() async {
        let (loop, terminal, _) = makeLoop(roundTrip: 0.25, bytesPerSecond: 5_000, uniform: false)
        terminal.send("\r", at: 1.0)                                // learns the link: 700 bytes take 0.14 s
        terminal.send("\r", at: 4.0)
        terminal.resize(to: Size(width: 40, height: 10), at: 4.05)   // the next frame is held then
        _ = await loop.run(on: terminal, clock: terminal.clock)
        let before = terminal.frames(from: 4.0, to: 4.0499)
        #expect(before.count == 1)                                     // one frame, then held
        let resized = terminal.frames(from: 4.05, to: 4.2).first
        #expect(resized?.canvas.size == Size(width: 40, height: 10))
        #expect(resized.map { $0.time <= 4.05 + period } == true)     // drawn at once, not after the link
    }

    @Test func aQuitReadsTheAnswersStillOnTheWay() async {
        let (loop, terminal, _) = makeLoop(roundTrip: 0.25)
        loop.hooks.keyFilter = { $0 == .character("q") ? .quit : .pass }
        terminal.send("\r", at: 1.0)
        terminal.send("q", at: 1.2)
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        let last = terminal.frames.last!
        // Twelve frames are on the way at 1.2; the loop leaves once the last one's answer is in.
        #expect(terminal.clock.now >= last.time + 0.25 && terminal.clock.now <= last.time + 0.25 + 0.1)
    }

    /// Each frame the terminal reads is reported once, in order, with its round trip: what a
    /// driver waits on to know the terminal has the last frame (and a HUD shows as latency).
    @Test func everyAnsweredFrameIsReportedInOrderWithItsRoundTrip() async {
        let (loop, terminal, _) = makeLoop(roundTrip: 0.1)
        var sent: [Int: Double] = [:]
        var answers: [TerminalRunLoop.FrameAnswer] = []
        loop.hooks.onFrame = { report in if report.bytes > 0 { sent[report.number] = report.time } }
        loop.hooks.onFrameAnswered = { answers.append($0) }
        terminal.send("\r", at: 1.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        #expect(answers.map(\.number) == sent.keys.sorted())
        #expect(answers.count >= 30)                       // the first frame and the 0.5 s push
        for answer in answers {
            #expect(abs(answer.roundTrip - 0.1) < 1e-9, "frame \(answer.number): \(answer.roundTrip)")
            #expect(abs(answer.time - answer.roundTrip - sent[answer.number]!) < 1e-9)
        }
    }

    @Test func aTerminalThatNeverAnswersReportsNoAnswer() async {
        let (loop, terminal, _) = makeLoop(roundTrip: nil)
        var answered = 0
        loop.hooks.onFrameAnswered = { _ in answered += 1 }
        terminal.send("\r", at: 1.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        #expect(terminal.frames.count > 20)
        #expect(answered == 0)
    }
}
