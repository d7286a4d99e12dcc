import Testing
import NavKitPlatform
import NavKit
import NavKitTesting
import NavKitCursesTesting
@testable import NavKitCurses

/// A list of two paths: Enter ends the app with the selected one, as a picker does.
private final class Picker: Screen {
    let title = "Pick"
    var context: NavigationContext?
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) { canvas.write("notes.txt", at: .zero, style: canvas.theme.content) }
    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event else { return .ignored }
        context?.finish(with: "/home/me/notes.txt")
        return .handled
    }
}

/// `NavigationContext.finish(with:)`: the app ends, and its answer is kept for the shell.
@MainActor @Suite struct AnswerTests {
    @Test func aFinishEndsTheRunLoopWithTheAnswer() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let app = TerminalApp(root: Picker())
        terminal.send("\r", at: 0.1)
        app.schedule(after: 5) { app.mailbox.requestQuit() }  // only if the finish did not end it
        #expect(await app.loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.clock.now < 1)
        #expect(app.answer == "/home/me/notes.txt")
    }

    @Test func leavingWithoutAFinishLeavesNoAnswer() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let app = TerminalApp(root: Picker())
        terminal.send("q", at: 0.1)
        #expect(await app.loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(app.answer == nil)
    }

    @Test func theExitStatusIsFzfs() {
        #expect(TerminalApp.exitStatus(after: .quit, answered: true, expectsAnswer: true) == nil)
        #expect(TerminalApp.exitStatus(after: .quit, answered: false, expectsAnswer: true) == 1)
        #expect(TerminalApp.exitStatus(after: .inputClosed, answered: false, expectsAnswer: true) == 1)
        #expect(TerminalApp.exitStatus(after: .quit, answered: false, expectsAnswer: false) == nil)
        #expect(TerminalApp.exitStatus(after: .signal(SIGINT), answered: false, expectsAnswer: true) == 130)
        #expect(TerminalApp.exitStatus(after: .signal(SIGTERM), answered: true, expectsAnswer: true) == 143)
    }

    @Test func headlessTheEngineKeepsTheAnswer() {
        let driver = HeadlessDriver(root: Picker())
        #expect(driver.engine.frontEnd.answer == nil)
        driver.key(.enter)
        #expect(driver.engine.frontEnd.answer == "/home/me/notes.txt")
    }
}
