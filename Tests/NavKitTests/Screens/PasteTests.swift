import Testing
import NavKit
import NavKitTesting

/// A screen that records what was pasted into it.
private final class PasteTarget: Screen {
    let title: String
    private(set) var pasted: [String] = []
    init(_ title: String) { self.title = title }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case let .paste(text) = event else { return .ignored }
        pasted.append(text)
        return .handled
    }
}

/// A paste reaches the top screen as one event; during a push or pop that animates by itself
/// it is refused (said in the trace), never given to a screen that is leaving.
@MainActor @Suite struct PasteTests {
    @Test func thePasteGoesToTheTopScreenAndNotDuringASlide() {
        let home = PasteTarget("Home"), next = PasteTarget("Next")
        let driver = HeadlessDriver(root: home, size: Size(width: 40, height: 8), configuration: linearConfiguration())
        driver.send(.paste("one"))
        #expect(home.pasted == ["one"])
        driver.engine.navigation.push(next, animated: true)
        driver.advance(by: 0.05)
        driver.send(.paste("two"))
        #expect(home.pasted == ["one"] && next.pasted.isEmpty)
        #expect(driver.trace.contains(.refused(request: "paste", reason: "a push or pop is animating")))
        driver.runUntilIdle()
        driver.send(.paste("three"))
        #expect(next.pasted == ["three"])
    }
}
