import Observation
import Testing
import NavKit
import NavKitCurses
import NavKitTesting
import NavKitCursesTesting

/// A screen that opens a file in an editor on Enter, and says how the editor ended.
@MainActor @Observable
private final class Opener: Screen {
    let title = "Opener"
    var said = "not edited"
    @ObservationIgnored private var context: NavigationContext?
    @ObservationIgnored private(set) var editing: Task<Void, Never>?

    func didMove(to context: NavigationContext) { self.context = context }

    func draw(in canvas: inout Canvas) {
        canvas.write(said, at: Point(x: 1, y: 0), style: canvas.theme.content)
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event, let context else { return .ignored }
        editing = context.task { [unowned self] in
            switch await context.run(.shellCommand("$EDITOR \"$1\"", arguments: ["notes.txt"])) {
            case let .exited(status): said = "editor exited \(status)"
            case let .signalled(signal): said = "editor stopped by \(signal)"
            case let .couldNotStart(reason): said = "could not start: \(reason)"
            }
        }
        return .handled
    }
}

/// A screen hands the terminal to a program between two of the loop's waits, and the loop
/// draws whole once it has the terminal back.
@MainActor @Suite struct ProgramHandoverTests {
    @Test func theProgramRunsBetweenTwoWaitsAndTheScreenIsDrawnWholeAfterIt() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        terminal.programDuration = 2
        terminal.programOutcome = .exited(3)
        let opener = Opener()
        let loop = TerminalRunLoop(engine: Engine(root: opener, size: terminal.size))
        terminal.send("\r", at: 1)
        loop.schedule(after: 5) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.programs.map(\.program) == [TerminalProgram("/bin/sh", arguments: [
            "-c", "$EDITOR \"$1\"", "sh", "notes.txt"])])
        #expect(terminal.programs.map(\.time) == [1])
        // Nothing is drawn while the program has the terminal; the moment it is back, the
        // screen is drawn again though nothing in it changed (the program drew over it).
        #expect(!terminal.frames.contains { $0.time > 1 && $0.time < 3 })
        let after = terminal.frames.filter { $0.time >= 3 }
        #expect(after.first?.time == 3 && after.first?.changedCells == 0)
        #expect(after.last?.canvas.rows[1].hasPrefix(" editor exited 3") == true)
    }

    @Test func withoutATerminalTheProgramCannotStart() async {
        let opener = Opener()
        let driver = HeadlessDriver(root: opener)
        driver.key(.enter)
        await opener.editing?.value
        #expect(opener.said == "could not start: no terminal to hand over")
    }
}
