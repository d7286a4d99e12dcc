import Observation
import Testing
import NavKit
import NavKitCurses
import NavKitTesting
import NavKitCursesTesting

/// A counter whose number is changed from outside `handle`: by a timer, a posted message, a
/// task. Nothing calls `setNeedsDisplay()`.
@MainActor @Observable
private final class Counter: Screen {
    let title = "Counter"
    var count = 0
    /// Not drawn: changing it must not draw anything.
    var unseen = 0
    /// Seconds between the counter's own ticks (`NavigationContext.every`), nil for none.
    @ObservationIgnored var tick: Double?

    func didMove(to context: NavigationContext) {
        if let tick { context.every(tick) { [unowned self] in count += 1 } }
    }

    func draw(in canvas: inout Canvas) {
        canvas.write("count \(count)", at: Point(x: 1, y: 0), style: canvas.theme.content)
    }
}

/// A screen of parts, as a process monitor's detail: a label, a field, a button, a text and a
/// list, each changed from outside `handle`. Nothing calls `setNeedsDisplay()`.
@MainActor
private final class Detail: ComposedScreen {
    let title = "Detail"
    let label = Label("Open files 12")
    let field = TextField("pid 1")
    let button = Button("Kill") { .handled }
    let text = TextView("first")
    let list = ListView(rows: ListRows(count: 1) { _ in ListRow("one row") })
    lazy var parts = Stack(.vertical, [.fixed(1, label), .fixed(1, field), .fixed(1, button), .fixed(1, text),
                                       .flexible(list)])
}

/// A log of numbered lines in a scroll view, scrolled from outside `handle`.
@MainActor
private final class Log: Screen {
    let title = "Log"
    let scroll = ScrollView(contentLength: 100)
    func layout(in size: Size) { scroll.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
    func step(to time: Double) -> Bool { scroll.step(to: time) }
    func draw(in canvas: inout Canvas) {
        for line in scroll.visibleRange {
            canvas.write("line \(line)", at: Point(x: 0, y: scroll.position(of: line)), style: canvas.theme.content)
        }
    }
}

/// Redraw follows state: an `@Observable` screen's change, wherever on the main actor it is
/// made, is drawn in the next frame; a change to what no frame shows draws nothing.
@MainActor @Suite(.tags(.unsafeMemory)) struct RedrawTests {
    func shown(_ frame: TestTerminal.Frame) -> String { frame.canvas.rows[1] }

    @Test func aTimersChangeIsDrawnWithoutSetNeedsDisplay() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let counter = Counter()
        let loop = TerminalRunLoop(engine: Engine(root: counter, size: terminal.size))
        loop.schedule(after: 1, repeating: 1) { counter.count += 1 }
        loop.schedule(after: 3.5) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.frames.map(\.time) == [0, 1, 2, 3])
        #expect(terminal.frames.map(shown) == (0...3).map { " count \($0)".padding(toLength: 30, withPad: " ", startingAt: 0) })
    }

    @Test func aScreensOwnTimerWakesTheLoopAndIsDrawn() async {
        // The screen sets its timer as it joins; the loop, with no input at all, wakes for it.
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let counter = Counter()
        counter.tick = 1
        let loop = TerminalRunLoop(engine: Engine(root: counter, size: terminal.size))
        loop.schedule(after: 3.5) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.frames.map(\.time) == [0, 1, 2, 3])
        #expect(terminal.frames.map(shown) == (0...3).map { " count \($0)".padding(toLength: 30, withPad: " ", startingAt: 0) })
    }

    @Test func aScrollMadeFromATimerIsDrawnAndThenTheLoopRests() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let log = Log()
        let loop = TerminalRunLoop(engine: Engine(root: log, size: terminal.size))
        loop.schedule(after: 1) { log.scroll.scroll(to: 50) }
        loop.schedule(after: 3) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.frames.first?.canvas.rows[1].hasPrefix("line 0") == true)
        #expect(terminal.frames.last?.canvas.rows[1].hasPrefix("line 50") == true)
        // Drawn at once, then the indicator's fade (frames while it shows), then nothing: no
        // frame asks for another once the view is at rest.
        #expect(terminal.frames.map(\.time).allSatisfy { $0 == 0 || ($0 >= 1 && $0 <= 1 + ScrollView.indicatorLinger + 0.02) })
        #expect(terminal.frames.contains { $0.time == 1 })
    }

    @Test func aPostedMessagesChangeIsDrawnWithoutSetNeedsDisplay() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let counter = Counter()
        let loop = TerminalRunLoop(engine: Engine(root: counter, size: terminal.size))
        loop.hooks.onMessage = { message in counter.count = message as? Int ?? -1 }
        loop.schedule(after: 1) { loop.mailbox.post(message: 42) }
        loop.schedule(after: 2) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.frames.map(\.time) == [0, 1])
        #expect(terminal.frames.last.map(shown)?.hasPrefix(" count 42") == true)
    }

    @Test func aTasksChangeIsDrawnWhenItIsMade() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let clock = terminal.clock
        let counter = Counter()
        let loop = TerminalRunLoop(engine: Engine(root: counter, size: terminal.size))
        Task { @MainActor in
            await clock.sleep(for: 0.25)
            counter.count = 7
        }
        loop.schedule(after: 1) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: clock) == .quit)
        #expect(terminal.frames.map(\.time) == [0, 0.25])
        #expect(terminal.frames.last.map(shown)?.hasPrefix(" count 7") == true)
        #expect(terminal.timeouts == [1])                // the quit timer's: the task woke the loop at 0.25
    }

    @Test func aChangeNoFrameShowsDrawsNothing() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let counter = Counter()
        let loop = TerminalRunLoop(engine: Engine(root: counter, size: terminal.size))
        loop.schedule(after: 1, repeating: 0.5) { counter.unseen += 1 }
        loop.schedule(after: 3) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(counter.unseen == 5)                      // at 1, 1.5, 2, 2.5 and 3
        #expect(terminal.frames.map(\.time) == [0])      // idle stays idle
    }

    @Test func aCoveredScreensChangeWaitsUntilItShowsAgain() {
        let counter = Counter()
        let driver = HeadlessDriver(root: counter, size: Size(width: 30, height: 6))
        _ = driver.frame()
        driver.engine.navigation.push(Counter(), animated: false)
        _ = driver.frame()
        counter.count = 5                                 // under the top screen: nothing to draw
        #expect(!driver.engine.needsFrame)
        driver.engine.navigation.pop(animated: false)
        #expect(driver.frame().rows[1].hasPrefix(" count 5"))
    }

    @Test func aChangeMadeWhileHandlingAnIgnoredEventIsDrawn() {
        final class Tally: Screen {
            let title = "Tally"
            let counter = Counter()
            func draw(in canvas: inout Canvas) { counter.draw(in: &canvas) }
            func handle(_ event: Event) -> ScreenResponse {
                counter.count += 1                       // state in another observable object
                return .ignored
            }
        }
        let driver = HeadlessDriver(root: Tally(), size: Size(width: 30, height: 6))
        _ = driver.frame()
        driver.key(.character("x"))
        #expect(driver.engine.needsFrame)
        #expect(driver.frame().rows[1].hasPrefix(" count 1"))
        #expect(!driver.engine.needsFrame)
    }

    @Test func aPartsChangeFromATimerIsDrawnWithoutSetNeedsDisplay() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 8))
        let detail = Detail()
        let loop = TerminalRunLoop(engine: Engine(root: detail, size: terminal.size))
        loop.schedule(after: 1) { detail.label.text = "Open files 21" }
        loop.schedule(after: 2) { detail.field.text = "pid 2" }
        loop.schedule(after: 3) { detail.button.title = "Stop" }
        loop.schedule(after: 4) { detail.text.text = "second" }
        loop.schedule(after: 5) { detail.list.rows = ListRows(count: 1) { _ in ListRow("new row") } }
        loop.schedule(after: 6) { detail.list.placeholder = "(none)" }  // not shown: the list has a row
        loop.schedule(after: 7) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.frames.map(\.time) == [0, 1, 2, 3, 4, 5])              // not at 6: nothing shown changed
        let last = terminal.frames.last!.canvas.rows
        #expect(last[1].hasPrefix(" Open files 21") && last[2].hasPrefix("pid 2") && last[3].hasPrefix("[ Stop ]"))
        #expect(last[4].hasPrefix(" second") && last[5].hasPrefix(" new row"))
    }

    @Test func aPartsChangeFromATaskIsDrawnWhenItIsMade() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 8))
        let clock = terminal.clock
        let detail = Detail()
        let loop = TerminalRunLoop(engine: Engine(root: detail, size: terminal.size))
        Task { @MainActor in
            await clock.sleep(for: 0.25)
            detail.label.text = "Open files 21"
        }
        loop.schedule(after: 1) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: clock) == .quit)
        #expect(terminal.frames.map(\.time) == [0, 0.25])
        #expect(terminal.frames.last!.canvas.rows[1].hasPrefix(" Open files 21"))
    }

    @Test func aPartThatOnlyMovesOrIsPlacedDrawsNothingMore() {
        let detail = Detail()
        let driver = HeadlessDriver(root: detail, size: Size(width: 30, height: 8))
        _ = driver.frame()
        #expect(!driver.engine.needsFrame)
        detail.parts.place(in: Rect(x: 0, y: 0, width: 30, height: 6))  // the same frames again
        #expect(!driver.engine.needsFrame)
        detail.label.text = "Open files 21"
        #expect(driver.engine.needsFrame)
        #expect(driver.frame().rows[1].hasPrefix(" Open files 21"))
        #expect(!driver.engine.needsFrame)
    }
}

/// Navigation started outside event handling, through the public API, is drawn.
@MainActor @Suite(.tags(.unsafeMemory)) struct NavigationFromOutsideTests {
    @Test func aDelegateCallbacksChangeIsDrawnWithoutSetNeedsDisplay() async {
        /// Counts, on the root screen, each time the root is shown again: a change made in a
        /// delegate callback, after the pop's last frame.
        final class ShowCounter: NavigationControllerDelegate {
            let root: Counter
            init(root: Counter) { self.root = root }
            func navigationController(_ controller: NavigationController, didShow screen: Screen, animated: Bool) {
                if screen === root { root.count += 1 }
            }
        }
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let root = Counter(), top = Counter()
        top.count = 9
        let engine = Engine(root: root, size: terminal.size)
        engine.navigation.push(top, animated: false)
        let delegate = ShowCounter(root: root)
        engine.navigation.delegate = delegate
        let loop = TerminalRunLoop(engine: engine)
        terminal.send("\u{1B}[D", at: 1.0)                          // ←: back to the root
        loop.schedule(after: 3) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(root.count == 1)
        let last = terminal.frames.last
        #expect(last?.canvas.rows[1].hasPrefix(" count 1") == true)   // the root as the delegate left it
        #expect(last.map { $0.time > 1 && $0.time < 2 } == true)
        withExtendedLifetime(delegate) {}
    }

    @Test(arguments: [false, true])
    func aPopFromATimerThroughTheEngineIsDrawn(animated: Bool) async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let root = Counter(), top = Counter()
        top.count = 9
        let engine = Engine(root: root, size: terminal.size)
        engine.navigation.push(top, animated: false)
        let loop = TerminalRunLoop(engine: engine)
        loop.schedule(after: 1) { engine.navigation.pop(animated: animated) }
        loop.schedule(after: 3) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.frames.first?.canvas.rows[1].hasPrefix(" count 9") == true)
        #expect(terminal.frames.dropFirst().first?.time == 1)        // drawn when the timer popped
        #expect(terminal.frames.last?.canvas.rows[1].hasPrefix(" count 0") == true)
        #expect(terminal.frames.last.map { $0.time < 2 } == true)
    }
}
