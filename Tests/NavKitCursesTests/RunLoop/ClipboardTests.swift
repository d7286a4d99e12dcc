import Testing
import NavKit
import NavKitTesting
import NavKitCursesTesting
@testable import NavKitCurses

/// A list of hashes: `y` copies the selected one, as a git browser does.
private final class Hashes: Screen {
    let title = "History"
    var context: NavigationContext?
    func didMove(to context: NavigationContext) { self.context = context }
    func draw(in canvas: inout Canvas) { canvas.write("1a2b3c4", at: .zero, style: canvas.theme.content) }
    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.character("y")) = event else { return .ignored }
        context?.copyToClipboard("1a2b3c4")
        return .handled
    }
}

/// `NavigationContext.copyToClipboard(_:)` reaches the terminal's clipboard from a key and from
/// a timer, through the run loop (OSC 52), and the headless driver keeps it.
@MainActor @Suite struct ClipboardTests {
    @Test func aCopyFromAKeyOrATimerReachesTheTerminal() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let screen = Hashes()
        let loop = TerminalRunLoop(engine: Engine(root: screen, size: terminal.size))
        terminal.send("y", at: 0.1)
        loop.schedule(after: 0.5) { screen.context?.copyToClipboard("from a timer") }
        loop.schedule(after: 1) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.clipboard == ["1a2b3c4", "from a timer"])
    }

    @Test func theHeadlessDriverKeepsWhatWasCopied() {
        let screen = Hashes()
        let driver = HeadlessDriver(root: screen)
        driver.key(.character("y"))
        #expect(driver.clipboard == ["1a2b3c4"])
    }

    @Test func theSessionSendsOSC52() {
        #expect(TerminalSession.clipboardSequence(for: "hi") == "\u{1B}]52;c;aGk=\u{07}")
    }
}
