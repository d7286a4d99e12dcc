import Testing
import NavKit
import NavKitTesting

/// A screen that loads in a plain `Task` (several hops on the main actor) and pushes the result.
private final class Inbox: Screen {
    let title = "Inbox"
    var context: NavigationContext?
    var loaded: [String] = []
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) {}

    /// Three hops, as awaiting other work does.
    private func fetch() async -> [String] {
        var messages: [String] = []
        for subject in ["hello", "invoice", "re: lunch"] {
            await Task.yield()
            messages.append(subject)
        }
        return messages
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        Task { @MainActor in
            loaded = await fetch()
            await Task.yield()
            context?.push(LetterScreen("Message", letter: "m"))
        }
        return .handled
    }
}

/// `HeadlessDriver.settle()` runs the main actor's pending work and the frames it causes until
/// nothing moves.
@MainActor @Suite struct SettleTests {
    @Test func aPlainTasksWorkAndThePushItStartsAreDoneWhenSettleReturns() async {
        let inbox = Inbox()
        let driver = HeadlessDriver(root: inbox, size: Size(width: 30, height: 8))
        _ = driver.frame()
        driver.key(.enter)
        let frames = await driver.settle()
        #expect(inbox.loaded == ["hello", "invoice", "re: lunch"])
        #expect(driver.stackTitles == ["Inbox", "Message"])
        #expect(driver.engine.navigation.transition == nil && !driver.engine.needsFrame)
        #expect(frames.count > 10)                                // the push was drawn frame by frame
        #expect(frames.last?.text(ofRow: 1).hasPrefix("mmmm") == true)
    }

    @Test func settlingWithNothingPendingDrawsNothing() async {
        let driver = HeadlessDriver(root: Inbox(), size: Size(width: 30, height: 8))
        _ = driver.frame()
        let start = driver.clock.now
        #expect(await driver.settle().isEmpty)
        #expect(driver.clock.now == start)
    }

    @Test func aTaskSleepingOnTheClockWaitsForTheClock() async {
        let inbox = Inbox()
        let driver = HeadlessDriver(root: inbox, size: Size(width: 30, height: 8))
        _ = driver.frame()
        let clock = driver.clock
        inbox.context?.task {
            await clock.sleep(for: 5)
            inbox.loaded = ["late"]
        }
        await driver.settle()
        #expect(inbox.loaded.isEmpty)                           // settle does not move the clock to it
        driver.advance(by: 5)
        await driver.settle()
        #expect(inbox.loaded == ["late"])
    }
}
