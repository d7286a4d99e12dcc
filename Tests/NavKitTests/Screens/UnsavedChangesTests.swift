import Testing
import NavKit
import NavKitTesting

/// A draft with changes not saved until told, which may also refuse to go at all.
private final class Draft: Screen {
    let title = "Draft"
    var hasUnsavedChanges = true
    var refuses = false
    func shouldPop() -> Bool { !refuses }
    func draw(in canvas: inout Canvas) {}
}

/// `Screen.hasUnsavedChanges`: going back by a back key, the back control or its history menu
/// asks "Discard changes?" first, and only Discard pops; the back swipe does not begin; a pop in
/// code and a screen without changes do not ask.
@MainActor @Suite struct UnsavedChangesTests {
    private func driver(over draft: Draft, middle: Bool = false) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 50, height: 14))
        if middle { driver.engine.navigation.push(LetterScreen("Middle", letter: "m"), animated: false) }
        driver.engine.navigation.push(draft, animated: false)
        return driver
    }

    private func asks(_ driver: HeadlessDriver) -> Bool {
        driver.frameText().contains("Discard changes?") && driver.engine.snapshot.presented.count == 1
    }

    @Test func aBackKeyAsksAndOnlyDiscardPops() {
        let draft = Draft()
        let driver = driver(over: draft)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(asks(driver))
        #expect(driver.frameText().contains("[ Cancel ]  [ Discard ]"))
        driver.key(.enter)                                             // Cancel has the focus
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 2 && driver.engine.snapshot.presented.isEmpty)
        driver.key(.escape)                                            // back again: asked again
        driver.runUntilIdle()
        #expect(asks(driver))
        driver.key(.escape)                                            // Esc leaves the alert alone
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 2)
        driver.key(.backspace)
        driver.runUntilIdle()
        driver.key(.right)
        driver.key(.enter)                                             // Discard
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 1 && driver.engine.snapshot.presented.isEmpty)
    }

    @Test func theBackControlAsksToo() {
        let draft = Draft()
        let driver = driver(over: draft)
        driver.tapTopBar(2)
        driver.runUntilIdle()
        #expect(asks(driver))
        driver.key(.right)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 1)
    }

    @Test func theHistoryMenuAsksAndDiscardGoesWhereItChose() {
        let draft = Draft()
        let driver = driver(over: draft, middle: true)
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 2, y: 0))))   // the history
        driver.key(.down)
        driver.key(.enter)                                             // Root
        driver.runUntilIdle()
        #expect(asks(driver) && driver.engine.navigation.depth == 3)
        driver.key(.right)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func theBackSwipeDoesNotBeginUntilTheChangesAreSaved() {
        let draft = Draft()
        let driver = driver(over: draft)
        driver.drag(from: Point(x: 0, y: 6), to: Point(x: 40, y: 6), steps: 8, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 2 && driver.engine.snapshot.presented.isEmpty)
        draft.hasUnsavedChanges = false                                // saved
        driver.drag(from: Point(x: 0, y: 6), to: Point(x: 40, y: 6), steps: 8, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 1)
    }

    @Test func shouldPopIsAskedFirstAndAPopInCodeDoesNotAsk() {
        let draft = Draft()
        draft.refuses = true
        let driver = driver(over: draft)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(!asks(driver) && driver.engine.navigation.depth == 2)    // refused: no question
        driver.engine.navigation.pop(animated: false)
        driver.runUntilIdle()
        #expect(!asks(driver) && driver.engine.navigation.depth == 1)
    }

    @Test func anAnswerForAScreenNoLongerOnTopPopsNothing() {
        let draft = Draft()
        let driver = driver(over: draft)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(asks(driver))
        driver.engine.navigation.push(LetterScreen("Other", letter: "o"), animated: false)   // a new top meanwhile
        driver.key(.right)
        driver.key(.enter)                                             // Discard: not Other's to lose
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root", "Draft", "Other"])
    }
}
