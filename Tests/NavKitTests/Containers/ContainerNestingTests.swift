import Testing
import NavKit
import NavKitTesting

/// Containers inside containers: a tab that holds a split view (a list beside its detail from
/// 100 columns, one stack below, the bar under both), and a card that holds a split or tabs.
@MainActor @Suite struct ContainerNestingTests {
    /// Tabs "Files" (a split: "List" beside "Empty") and "Other", `width`x20, the first frame drawn.
    private func tabsWithASplit(width: Int) -> (HeadlessDriver, TabController, SplitController, LoggingScreen) {
        let log = CallLog()
        let list = LoggingScreen("List", letter: "l", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("Empty", letter: "e", log: log))
        let tabs = TabController(tabs: [Tab("Files", content: split),
                                        Tab("Other", root: LoggingScreen("Other", letter: "o", log: log))])
        let driver = HeadlessDriver(root: tabs, size: Size(width: width, height: 20),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        return (driver, tabs, split, list)
    }

    @Test func aTabHoldsASplitBesideItsDetailWithTheBarUnderBoth() {
        let (driver, _, split, list) = tabsWithASplit(width: 120)
        #expect(split.isCollapsed == false)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 5) == String(repeating: "l", count: 40) + "│" + String(repeating: "e", count: 79))
        #expect(frame.text(ofRow: 19).contains("Files") && frame.text(ofRow: 19).contains("Other"))
        #expect(driver.stackTitles == ["List"])
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        #expect(split.secondary.screens.map(\.title) == ["Detail"])  // the tab's split, beside the list
        driver.key(.function(6))
        #expect(driver.stackTitles == ["Detail"])
        #expect(list.context?.splitController === split)
        #expect(list.context?.tabController != nil)
    }

    @Test func aSplitInATabCollapsesAndExpandsOnTheTabsWidth() {
        let (driver, _, split, list) = tabsWithASplit(width: 80)
        #expect(split.isCollapsed == true)
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "l", count: 80))
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["List", "Detail"])  // collapsed: pushed
        driver.resize(120, 20)
        #expect(split.isCollapsed == false)
        #expect(split.secondary.screens.map(\.title) == ["Detail"])
        #expect(driver.frame().text(ofRow: 5).hasSuffix("│" + String(repeating: "d", count: 79)))
        #expect(driver.frame().text(ofRow: 19).contains("Files"))
    }

    @Test func theBarUnderASplitSelectsTabsByClickAndKey() {
        let (driver, tabs, split, list) = tabsWithASplit(width: 120)
        let bar = driver.frame().text(ofRow: 19)
        let other = bar.distance(from: bar.startIndex, to: bar.range(of: "Other")!.lowerBound)
        container(driver, .press, other + 1, 19)
        container(driver, .release, other + 1, 19)
        #expect(tabs.selectedIndex == 1)
        #expect(driver.stackTitles == ["Other"])
        #expect(driver.frame().text(ofRow: 5).hasPrefix("oooo"))
        list.log.lines.removeAll()
        driver.send(.key(.alt("1")))
        #expect(tabs.selectedIndex == 0)
        // Both columns of the split appear again, as the tab's shown screens.
        #expect(list.log.lines.contains("List.didAppear") && list.log.lines.contains("Empty.didAppear"))
        #expect(list.log.lines.contains("Other.didDisappear"))
        #expect(split.isCollapsed == false)
    }

    @Test func aTerminalNarrowedWhileAnotherTabShowsCollapsesTheSplitWhenItsTabReturns() {
        let (driver, tabs, split, _) = tabsWithASplit(width: 120)
        driver.send(.key(.alt("2")))
        driver.resize(80, 20)
        driver.send(.key(.alt("1")))
        #expect(tabs.selectedIndex == 0)
        #expect(split.isCollapsed == true)
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "l", count: 80))
    }

    @Test func aCoverHoldsASplitThatFitsTheCardsWidth() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = HeadlessDriver(root: root, size: Size(width: 120, height: 20))
        _ = driver.frame()
        let list = LoggingScreen("Mail", letter: "m", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("None", letter: "n", log: log))
        #expect(root.context?.present(split, style: .fullScreen, animated: false) == .completed)
        _ = driver.frame()
        #expect(split.isCollapsed == false)
        #expect(driver.frame().text(ofRow: 5).contains("m│n"))
        list.context?.showDetail(LoggingScreen("Message", letter: "x", log: log))
        #expect(split.secondary.screens.map(\.title) == ["Message"])
        driver.key(.function(6))
        #expect(driver.engine.topNavigation === split.secondary)  // the card's focused column takes keys
        driver.resize(80, 20)
        #expect(split.isCollapsed == true)
        #expect(driver.engine.topNavigation === split.primary)
        #expect(driver.engine.topNavigation.screens.map(\.title) == ["Mail", "Message"])  // it had the focus
    }

    @Test func aSheetHoldsTabs() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = HeadlessDriver(root: root, size: Size(width: 60, height: 20))
        _ = driver.frame()
        let tabs = TabController(tabs: [Tab("One", root: LoggingScreen("One", letter: "1", log: log)),
                                        Tab("Two", root: LoggingScreen("Two", letter: "2", log: log))])
        #expect(root.context?.present(tabs, style: .sheet, animated: false) == .completed)
        #expect(driver.engine.topNavigation.topScreen.title == "One")
        driver.send(.key(.alt("2")))
        #expect(driver.engine.topNavigation.topScreen.title == "Two")
    }
}

/// A container built with more than its roots before it is presented.
@MainActor @Suite struct PresentedPrebuiltContainerTests {
    @Test func everyScreenOfAPresentedContainerGetsItsContext() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = HeadlessDriver(root: root, size: Size(width: 120, height: 20))
        _ = driver.frame()
        let list = LoggingScreen("List", letter: "l", log: log), inner = LoggingScreen("Inner", letter: "i", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("None", letter: "n", log: log))
        split.primary.setStack([list, inner], animated: false)
        root.context?.present(split, style: .fullScreen, animated: false)
        #expect(inner.context?.stack.map(\.title) == ["List", "Inner"])
        #expect(driver.frame().text(ofRow: 5).hasPrefix("iiii"))
    }
}

/// Three levels: a cover holding tabs whose first tab holds a split view.
@MainActor @Suite struct ThreeLevelNestingTests {
    @Test func aCoverHoldsTabsWhoseTabHoldsASplit() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = HeadlessDriver(root: root, size: Size(width: 120, height: 20))
        _ = driver.frame()
        let list = LoggingScreen("List", letter: "l", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("Empty", letter: "e", log: log))
        let tabs = TabController(tabs: [Tab("Files", content: split), Tab("Other", root: LoggingScreen("Other", letter: "o", log: log))])
        #expect(root.context?.present(tabs, style: .fullScreen, animated: false) == .completed)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 5) == String(repeating: "l", count: 40) + "│" + String(repeating: "e", count: 79))
        #expect(frame.text(ofRow: 19).contains("Files") && frame.text(ofRow: 19).contains("Other"))
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: log))
        #expect(split.secondary.screens.map(\.title) == ["Detail"])
        driver.key(.tab)  // the screen leaves Tab: the focus moves to the other column
        #expect(driver.engine.topNavigation === split.secondary)
        driver.key(.backTab)
        #expect(driver.engine.topNavigation === split.primary)
        driver.send(.key(.alt("2")))
        #expect(driver.engine.topNavigation.topScreen.title == "Other")
        driver.resize(80, 20)
        driver.send(.key(.alt("1")))
        #expect(split.isCollapsed)
        #expect(driver.engine.topNavigation.screens.map(\.title) == ["List"])  // the list had the focus
        driver.key(.escape)
        driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(driver.engine.topNavigation.topScreen === root)
    }
}
