import NavKitPlatform
import Testing
import NavKit
import NavKitTesting
import NavKitCursesTesting
@testable import NavKitCurses

/// A page that fills its content with one letter; Enter pushes the next letter.
private final class LetterPage: Screen {
    let title: String
    let letter: Character
    private(set) var context: NavigationContext?

    init(_ letter: Character) {
        self.letter = letter
        title = "Page \(letter)"
    }

    func didMove(to context: NavigationContext) { self.context = context }

    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        let next = Character(Unicode.Scalar(letter.unicodeScalars.first!.value + 1)!)
        return .push(LetterPage(next), animated: true)
    }
}

/// The real run loop (`TerminalRunLoop` and its `RunLoopCore`) on a test terminal and a manual
/// clock: frame grid, first-frame lead, pacing on answers, drag coalescing, resizes, timers.
@MainActor @Suite(.tags(.unsafeMemory)) struct RunLoopTests {
    let period = 1.0 / 60

    /// A loop on a 60x12 terminal with a 0.5 s linear slide, root "Page a".
    func makeLoop(answerDelay: Double? = 0.002) -> (TerminalRunLoop, TestTerminal, Engine) {
        var configuration = EngineConfiguration()
        configuration.animator = SlideAnimator(duration: 0.5, curve: .linear)
        configuration.minimumSize = Size(width: 10, height: 4)
        let engine = Engine(root: LetterPage("a"), size: Size(width: 60, height: 12), configuration: configuration)
        let terminal = TestTerminal(size: Size(width: 60, height: 12), answerDelay: answerDelay)
        return (TerminalRunLoop(engine: engine), terminal, engine)
    }

    func letters(_ frame: TestTerminal.Frame, row: Int = 5) -> String { frame.canvas.text(ofRow: row) }

    @Test func inputIsDrawnAtOnceAndTheAnimationThenFollowsTheGrid() async {
        let (loop, terminal, _) = makeLoop()
        terminal.send("\r", at: 1.0)
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .inputClosed)
        let push = terminal.frames(from: 1.0, to: 2.0)
        #expect(push.first?.time == 1.0)                        // drawn the moment Enter was read
        let intervals = zip(push.dropFirst(), push).map { $0.time - $1.time }
        #expect(intervals.count >= 25)
        #expect(intervals.allSatisfy { abs($0 - period) < 1e-6 }, "\(intervals)")
        #expect(letters(push.last!).allSatisfy { $0 == "b" })   // at rest on the pushed page
        // The lead: the first frame already shows the new page two periods in (0.5 s, 60 columns).
        #expect(letters(push[0]).hasSuffix(String(repeating: "b", count: 4)))
        #expect(letters(push[0]).hasPrefix("a"))
    }

    @Test func nothingWakesTheLoopWhileNothingMoves() async {
        let (loop, terminal, _) = makeLoop()
        terminal.send("\r", at: 1.0)
        terminal.send("\r", at: 5.0)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        #expect(terminal.frames(from: 0.001, to: 0.999).isEmpty)
        #expect(terminal.frames(from: 1.6, to: 4.999).isEmpty)
        #expect(terminal.timeouts.allSatisfy { ($0 >= 1.0 && $0 <= 1.55) || ($0 >= 5.0 && $0 <= 5.55) },
                "woke up idle at \(terminal.timeouts.filter { !($0 >= 1.0 && $0 <= 1.55) && !($0 >= 5.0 && $0 <= 5.55) })")
    }

    @Test func aBurstOfDragsIsCoalescedToTheNewest() async {
        let (loop, terminal, engine) = makeLoop()
        engine.navigation.push(LetterPage("b"), animated: false)
        var changes = 0
        engine.onTrace = { if case .gesture("edgePan", .changed) = $0 { changes += 1 } }
        let drags = (2...31).map { "\u{1B}[<32;\($0);6M" }.joined()
        terminal.send("\u{1B}[<0;1;6M", at: 1.0)
        terminal.send(drags, at: 1.1)                             // thirty motion reports in one read
        _ = await loop.run(on: terminal, clock: terminal.clock)
        #expect(changes == 0)                                     // began on the newest; no step in between
        let frame = terminal.frames(from: 1.1, to: 1.1).last!
        #expect(letters(frame).firstIndex(of: "b") == letters(frame).index(letters(frame).startIndex, offsetBy: 30))
    }

    @Test func pointerInputAt120HzDrawsNoMoreThan60FramesASecond() async {
        let (loop, terminal, engine) = makeLoop()
        engine.navigation.push(LetterPage("b"), animated: false)
        terminal.send("\u{1B}[<0;1;6M", at: 1.0)
        for step in 1...60 {                                      // half a second of motion at 120 Hz
            terminal.send("\u{1B}[<32;\(1 + step / 2);6M", at: 1.0 + Double(step) / 120)
        }
        _ = await loop.run(on: terminal, clock: terminal.clock)
        let drag = terminal.frames(from: 1.0, to: 1.5)
        let intervals = zip(drag.dropFirst(), drag).map { $0.time - $1.time }
        #expect(intervals.allSatisfy { $0 >= period - 1e-9 }, "\(intervals)")
        #expect(drag.count >= 29 && drag.count <= 31)            // 60 a second, not 120
        let last = terminal.frames(from: 1.5, to: 1.5 + period).last!
        #expect(letters(last).firstIndex(of: "b") == letters(last).index(letters(last).startIndex, offsetBy: 30))
    }

    @Test func aResizeInTheMiddleOfAPushKeepsItGoing() async {
        let (loop, terminal, engine) = makeLoop()
        terminal.send("\r", at: 1.0)
        terminal.resize(to: Size(width: 30, height: 8), at: 1.2)
        _ = await loop.run(on: terminal, clock: terminal.clock)
        #expect(terminal.frames(from: 1.2, to: 3).allSatisfy { $0.canvas.size == Size(width: 30, height: 8) })
        #expect(letters(terminal.frames.last!, row: 3) == String(repeating: "b", count: 30))
        #expect(engine.navigation.screens.map(\.title) == ["Page a", "Page b"])
        #expect(terminal.frames.last!.time <= 1.5 + period)
    }

    @Test func timersAndPostsRunOnTheLoop() async {
        let (loop, terminal, engine) = makeLoop()
        let root = engine.navigation.topScreen as! LetterPage
        var messages: [String] = []
        loop.hooks.onMessage = { messages.append("\($0)") }
        loop.mailbox.post(message: "hello")
        loop.schedule(after: 2) { root.context?.push(LetterPage("z")) }
        loop.schedule(after: 3) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(messages == ["hello"])
        #expect(terminal.frames(from: 0.001, to: 1.999).isEmpty)
        #expect(terminal.frames(from: 2, to: 2).count == 1)       // the timer's push is drawn at once
        #expect(engine.navigation.screens.map(\.title) == ["Page a", "Page z"])
        #expect(terminal.clock.now == 3)
    }

    @Test func aTimerScheduledBeforeTheLoopRunsCanBeCancelledWhileItRuns() async {
        let (loop, terminal, engine) = makeLoop()
        let root = engine.navigation.topScreen as! LetterPage
        var fired: [String] = []
        let push = loop.schedule(after: 2) { fired.append("push"); root.context?.push(LetterPage("z")) }
        loop.schedule(after: 1) { fired.append("cancel"); loop.cancel(push) }
        loop.schedule(after: 0.5, repeating: 1) { fired.append("tick") }
        loop.schedule(after: 3.2) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(fired == ["tick", "cancel", "tick", "tick"])      // 0.5, 1, 1.5, 2.5 … never the push
        #expect(engine.navigation.screens.map(\.title) == ["Page a"])
    }

    @Test func aQuitKeyLeavesAfterTheAnswersItIsOwed() async {
        let (loop, terminal, _) = makeLoop(answerDelay: 0.03)
        loop.hooks.keyFilter = { $0 == .character("q") ? .quit : .pass }
        terminal.send("\r", at: 1.0)
        terminal.send("q", at: 1.1)
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.clock.now > 1.1 && terminal.clock.now <= 1.1 + TerminalRunLoop.answerGrace)
    }

    @Test func aPostFromAnotherThreadWakesThePipeAtOnce() {
        let mailbox = Mailbox()
        let thread = Thread { mailbox.post(.key(.enter)) }
        thread.start()
        var descriptor = pollfd(fd: mailbox.readEnd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 10_000) == 1)                // woken by the post, not the timeout
        thread.join()
        guard case let .event(event)? = mailbox.drain().first else {
            Issue.record("nothing was posted")
            return
        }
        #expect(event == .key(.enter))
        #expect(mailbox.isEmpty)
    }
}

/// A POSIX thread running one closure (the test needs a second thread, not a task).
private final class Thread: @unchecked Sendable {
    private let body: @Sendable () -> Void
    private var handle = pthread_t()

    init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    func start() {
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&handle, nil, { pointer in
            let thread = Unmanaged<Thread>.fromOpaque(pointer!).takeRetainedValue()
            thread.body()
            return nil
        }, box)
    }

    func join() { pthread_join(handle, nil) }
}
