import Testing
import NavKit
import NavKitTesting

/// A screen instance is on the stack at most once, as UIKit requires: what would put it there
/// twice is refused with a `NavigationError`, and no two entries ever share an id.
@MainActor @Suite struct DuplicateScreenTests {
    @Test func pushingAScreenAlreadyOnTheStackIsRefused() {
        let home = LetterScreen("Home", letter: "h"), detail = LetterScreen("Detail", letter: "d")
        let driver = HeadlessDriver(root: home)
        driver.engine.navigation.push(detail, animated: false)
        #expect(driver.engine.navigation.push(home) == .refused(.alreadyOnStack))
        #expect(driver.engine.navigation.push(detail) == .refused(.alreadyOnStack))
        #expect(driver.trace.contains(.refused(request: "push", reason: "'Home' is already on the stack")))
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.engine.navigation.transition == nil)
    }

    @Test func pushingTheScreenBeingPushedIsRefused() {
        let detail = LetterScreen("Detail", letter: "d")
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"))
        #expect(driver.engine.navigation.push(detail) == .started)
        #expect(driver.engine.navigation.push(detail) == .refused(.alreadyOnStack))
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func aQueuedPushWhoseScreenJoinedMeanwhileIsRefusedAtItsTurn() {
        let a = LetterScreen("A", letter: "a"), b = LetterScreen("B", letter: "b")
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"))
        #expect(driver.engine.navigation.push(a) == .started)
        #expect(driver.engine.navigation.setStack([driver.engine.navigation.screens[0], b]) == .queued)
        #expect(driver.engine.navigation.push(b) == .queued)    // b is not on the stack yet
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "B"])
        #expect(driver.trace.contains(.refused(request: "push", reason: "'B' is already on the stack")))
    }

    @Test func setStackNamingAScreenTwiceIsRefused() {
        let home = LetterScreen("Home", letter: "h"), a = LetterScreen("A", letter: "a")
        let driver = HeadlessDriver(root: home)
        driver.engine.navigation.push(a, animated: false)
        #expect(driver.engine.navigation.setStack([home, a, home]) == .refused(.duplicateScreen))
        #expect(driver.engine.navigation.setStack([a, a]) == .refused(.duplicateScreen))
        #expect(driver.trace.contains(.refused(request: "setStack", reason: "'Home' is in the stack twice")))
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "A"])
        let ids = driver.engine.navigation.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func anInteractivePushOfAScreenOnTheStackIsRefused() {
        let home = LetterScreen("Home", letter: "h")
        let driver = HeadlessDriver(root: home)
        guard case .failure(let error) = driver.engine.navigation.beginInteractivePush(home) else {
            Issue.record("the interactive push began")
            return
        }
        #expect(error == .alreadyOnStack)
        #expect(driver.engine.navigation.transition == nil)
    }
}
