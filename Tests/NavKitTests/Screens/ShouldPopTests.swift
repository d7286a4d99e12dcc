import Testing
import NavKit
import NavKitTesting

/// A screen that keeps itself on top while it has changes, and counts the times it was asked.
private final class Guarded: Screen {
    let title = "Guarded"
    var hasChanges = true
    var asked = 0
    func shouldPop() -> Bool {
        asked += 1
        return !hasChanges
    }
    func draw(in canvas: inout Canvas) {}
}

/// `Screen.shouldPop()`: a back key, the back control and its history menu ask it, a pop in code
/// does not.
@MainActor @Suite struct ShouldPopTests {
    @Test func aBackKeyAndTheBackControlAskAndANoKeepsTheScreen() {
        let guarded = Guarded()
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(guarded, animated: false)
        driver.key(.left)
        driver.key(.escape)
        driver.tapTopBar(2)                                            // the back control
        driver.runUntilIdle()
        #expect(guarded.asked == 3)
        #expect(driver.engine.navigation.depth == 2)
        guarded.hasChanges = false
        driver.key(.left)
        driver.runUntilIdle()
        #expect(guarded.asked == 4 && driver.engine.navigation.depth == 1)
    }

    @Test func aPopInCodeDoesNotAsk() {
        let guarded = Guarded()
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 10))
        driver.engine.navigation.push(guarded, animated: false)
        driver.engine.navigation.pop(animated: false)
        #expect(guarded.asked == 0 && driver.engine.navigation.depth == 1)
    }

    @Test func theHistoryMenuAsksToo() {
        let guarded = Guarded()
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 10))
        driver.engine.navigation.push(LetterScreen("Middle", letter: "m"), animated: false)
        driver.engine.navigation.push(guarded, animated: false)
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 2, y: 0))))   // the history
        driver.key(.down)
        driver.key(.enter)                                             // Root, asked
        driver.runUntilIdle()
        #expect(guarded.asked == 1 && driver.engine.navigation.depth == 3)
    }
}
