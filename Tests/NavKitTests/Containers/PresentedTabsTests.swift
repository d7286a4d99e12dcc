import Testing
import NavKit
import NavKitTesting

/// Tabs presented over a stack (`NavigationContext.present(tabs:)`): a full-screen card with the
/// bar at its bottom, its tabs' stacks kept through switches, the keys and the bar its own, and
/// every tab's screens leaving when it is dismissed.
@MainActor @Suite struct PresentedTabsTests {
    @Test func presentedTabsKeepTheirStacksAndLeaveTogether() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root, width: 60, height: 10)
        let first = LoggingScreen("One", letter: "1", log: log), second = LoggingScreen("Two", letter: "2", log: log)
        root.context?.present(tabs: [Tab("One", root: first), Tab("Two", root: second, badge: .count(4))], animated: false)
        // The bar on the card's bottom row: two segments of 30 cells, each label centred.
        #expect(driver.frame().text(ofRow: 9) == String(repeating: " ", count: 13) + "One" + String(repeating: " ", count: 14)
                + String(repeating: " ", count: 12) + "Two 4" + String(repeating: " ", count: 13))
        #expect(first.context?.tabController?.tabs.count == 2)
        #expect(driver.engine.contentArea == Rect(x: 0, y: 1, width: 60, height: 8))  // above the card's bar
        #expect(first.context?.contentSize == Size(width: 60, height: 8))
        #expect(root.context?.tabController == nil)
        first.context?.push(LoggingScreen("Deeper", letter: "d", log: log), animated: false)
        driver.key(.alt("2"))
        #expect(driver.engine.topNavigation.topScreen === second)
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "2", count: 60))
        container(driver, .press, 10, 9)   // a press on One, in the card's bar
        container(driver, .release, 10, 9)
        #expect(driver.engine.topNavigation.screens.map(\.title) == ["One", "Deeper"])
        log.lines.removeAll()
        driver.key(.escape)                // dismisses the tabs: every tab's screens leave
        driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(driver.engine.snapshot.stack == ["Root"])
        #expect(log.lines.contains("Deeper.didDisappear") && log.lines.last == "Root.didAppear")
        #expect(first.context?.tabController == nil)  // gone with its stack
    }
}
