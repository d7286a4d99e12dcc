import Observation
import Testing
import NavKit
import NavKitTesting

/// A screen that refreshes itself: a timer every second, and a task that reads what a stream
/// gives it, both tied to the screen's presence on the stack.
@Observable
private final class Refreshing: Screen {
    let title: String
    let interval: Double
    private(set) var ticks = 0
    private(set) var received: [Int] = []
    private(set) var taskEnded = false
    private(set) var task: Task<Void, Never>?
    private(set) var timer: ScreenTimer?
    private(set) var context: NavigationContext?
    private let values: AsyncStream<Int>

    init(_ title: String, every interval: Double = 1, values: AsyncStream<Int> = AsyncStream { $0.finish() }) {
        self.title = title
        self.interval = interval
        self.values = values
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        timer = context.every(interval) { [unowned self] in ticks += 1 }
        task = context.task { [unowned self] in
            for await value in values { received.append(value) }
            taskEnded = true
        }
    }

    func draw(in canvas: inout Canvas) {
        canvas.write("ticks \(ticks)", at: .zero, style: canvas.theme.content)
    }
}

/// Work tied to a screen's life: the library starts a screen's timer and task with its joining
/// the stack and stops them with its leaving, on the engine's time.
@MainActor @Suite struct ScreenWorkTests {
    @Test func aTimerFiresOnTheEnginesTimeWhileItsScreenIsOnTheStack() {
        let screen = Refreshing("Refreshing")
        let driver = driver(showing: screen)
        #expect(driver.engine.nextDeadline == 1)
        driver.advance(by: 0.5)
        #expect(driver.frame().rows[1].hasPrefix("ticks 0"))
        driver.advance(by: 0.5)
        #expect(driver.frame().rows[1].hasPrefix("ticks 1"))    // drawn: the tick asked for nothing
        driver.advance(by: 1)
        _ = driver.frame()
        #expect(screen.ticks == 2 && driver.engine.nextDeadline == 3)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
        #expect(driver.engine.nextDeadline == nil)
        driver.advance(by: 5)
        _ = driver.frame()
        #expect(screen.ticks == 2)
    }

    @Test func aTimerThatFellBehindFiresOnceAndKeepsItsBeat() {
        let screen = Refreshing("Refreshing", every: 0.5)
        let driver = driver(showing: screen)
        driver.advance(by: 3.2)
        _ = driver.frame()
        #expect(screen.ticks == 1 && driver.engine.nextDeadline == 3.5)
    }

    @Test func aTimerCancelledStopsAndOthersGoOn() {
        let first = Refreshing("First"), second = Refreshing("Second", every: 2)
        let driver = driver(showing: first)
        driver.engine.navigation.push(second, animated: false)
        first.timer?.cancel()
        driver.advance(by: 2)
        _ = driver.frame()
        #expect(first.ticks == 0 && second.ticks == 1)
    }

    @Test func aTaskRunsWhileItsScreenIsOnTheStackAndIsCancelledWhenItLeaves() async {
        let (values, feed) = AsyncStream.makeStream(of: Int.self)
        let screen = Refreshing("Refreshing", values: values)
        let driver = driver(showing: screen)
        feed.yield(1)
        feed.yield(2)
        await driver.runTasks()
        while screen.received.count < 2 { await Task.yield() }
        #expect(screen.received == [1, 2] && !screen.taskEnded)
        driver.key(.left)
        driver.runUntilIdle()
        await screen.task?.value
        #expect(screen.taskEnded && screen.task?.isCancelled == true)
        feed.yield(3)
        #expect(screen.received == [1, 2])
    }

    @Test func aTaskOfAScreenNotOnTheStackIsCancelledFromTheStart() async {
        let screen = Refreshing("Refreshing")
        let driver = driver(showing: screen)
        driver.key(.left)
        driver.runUntilIdle()
        var cancelled: Bool?
        let late = screen.context?.task { cancelled = Task.isCancelled }
        await late?.value
        #expect(cancelled == true)
        #expect(screen.context?.every(1) { Issue.record("a timer of a screen off the stack fired") } != nil)
        driver.advance(by: 2)
        _ = driver.frame()
        #expect(driver.engine.nextDeadline == nil)
    }

    @Test func aPushCalledOffEndsTheWorkOfTheScreenItWouldHavePushed() async {
        let (values, _) = AsyncStream.makeStream(of: Int.self)
        let screen = Refreshing("Refreshing", values: values)
        let driver = driver(rooting: LetterScreen("Root", letter: "r"))
        let push = try? driver.engine.navigation.beginInteractivePush(screen).get()
        #expect(screen.task != nil && driver.engine.nextDeadline == 1)
        push?.update(0.3)
        push?.cancel(velocity: 0, at: nil)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
        await screen.task?.value
        #expect(screen.taskEnded && screen.task?.isCancelled == true)
        #expect(driver.engine.nextDeadline == nil)
    }

    @Test func theScreensWorkEndsWithTheEngine() async {
        let (values, _) = AsyncStream.makeStream(of: Int.self)
        let screen = Refreshing("Refreshing", values: values)
        do {
            let driver = driver(showing: screen)
            _ = driver.frame()
        }
        await screen.task?.value
        #expect(screen.taskEnded && screen.task?.isCancelled == true)
    }
}
