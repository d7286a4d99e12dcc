import Dispatch
import Testing
import NavKit
import NavKitCurses
import NavKitTesting
import NavKitCursesTesting
@testable import loading

/// A screen's task on the main actor, run by the real run loop on a test terminal: the loaded
/// text is in the frame presented when the task ends, on the manual clock.
@MainActor @Suite struct LoadingTests {
    /// The text of `frame`'s rows, joined.
    func text(_ frame: TestTerminal.Frame) -> String { frame.canvas.description }

    @Test func theTextATaskLoadsIsDrawnWhenItArrives() async {
        let terminal = TestTerminal(size: Size(width: 60, height: 8))
        let clock = terminal.clock
        let report = Report {
            await clock.sleep(for: 0.2)
            return "Loaded on the manual clock."
        }
        let loop = TerminalRunLoop(engine: Engine(root: report, size: terminal.size))
        terminal.send("\r", at: 0.5)                      // Enter: load again, done at 0.7
        #expect(await loop.run(on: terminal, clock: clock) == .inputClosed)

        let shown = terminal.frames.map { ($0.time, text($0).contains("Loaded on the manual clock.")) }
        #expect(shown.first?.0 == 0 && shown.first?.1 == false)
        #expect(shown.filter { $0.1 }.map(\.0).first == 0.2)
        let reloaded = terminal.frames.filter { $0.time >= 0.5 }
        #expect(reloaded.first.map { text($0).contains("Loading…") } == true)
        #expect(reloaded.first { text($0).contains("Loaded on the manual clock.") }?.time == 0.7)
        #expect(terminal.timeouts.isEmpty)                // woken by the task, not by polling
    }

    @Test func aHeadlessDriverRunsTheTaskWhenTheClockReachesIt() async {
        let clock = ManualClock()
        let driver = HeadlessDriver(root: Report { await clock.sleep(for: 0.2); return "Arrived." },
                                    size: Size(width: 40, height: 6), clock: clock)
        await driver.runTasks()                           // the task starts and sleeps until 0.2
        driver.advance(by: 0.1)
        await driver.runTasks()
        #expect(driver.frameText().contains("Loading…"))
        driver.advance(by: 0.1)
        await driver.runTasks()
        #expect(driver.frameText().contains("Arrived."))
    }

    @Test func mainQueueWorkRunsWhileTheLoopWaits() async {
        let terminal = TestTerminal(size: Size(width: 60, height: 8))
        let report = Report { "never loaded" }
        let engine = Engine(root: report, size: terminal.size)
        let loop = TerminalRunLoop(engine: engine)
        var ranAt: Double?
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                ranAt = terminal.clock.now
                engine.navigation.push(Report { "pushed from the main queue" }, animated: false)
            }
        }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .inputClosed)
        #expect(ranAt == 0)
        #expect(engine.navigation.depth == 2)
        #expect(terminal.frames.last.map { text($0).contains("pushed from the main queue") } == true)
    }
}
