import Testing
import NavKit
import NavKitTesting

/// A split whose column holds a container (`SplitController(primary: any Container, secondary:
/// any Container)`): here a list beside tabs, each tab its own stack. Expanded, both show side by
/// side; collapsed, one column shows whole and no screen moves between them; a detail goes to
/// the selected tab's stack and, collapsed, brings that column forward; a back key at its root
/// returns to the list.
@MainActor @Suite struct SplitColumnContainerTests {
    private func listBesideTabs(width: Int) -> (HeadlessDriver, SplitController, TabController, LoggingScreen) {
        let log = CallLog()
        let list = LoggingScreen("List", letter: "l", log: log)
        let tabs = TabController(tabs: [Tab("Info", root: LoggingScreen("Info", letter: "i", log: log)),
                                        Tab("Log", root: LoggingScreen("Log", letter: "g", log: log))])
        let split = SplitController(primary: NavigationController(root: list), secondary: tabs)
        let driver = HeadlessDriver(root: split, size: Size(width: width, height: 20),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        log.lines.removeAll()
        return (driver, split, tabs, list)
    }

    @Test func expandedTheTabsShowBesideTheListWithTheirBarUnderTheirColumn() {
        let (driver, split, _, list) = listBesideTabs(width: 120)
        #expect(split.isCollapsed == false)
        #expect(split.movesScreens == false)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 5) == String(repeating: "l", count: 40) + "│" + String(repeating: "i", count: 79))
        let bottom = frame.text(ofRow: 19)
        #expect(bottom.hasPrefix(String(repeating: "l", count: 40) + "│"))   // the list's column goes on down
        #expect(bottom.contains("Info") && bottom.contains("Log"))            // the bar, in the tabs' column
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        #expect(driver.frame().text(ofRow: 5).hasSuffix("│" + String(repeating: "d", count: 79)))
        #expect(driver.stackTitles == ["List"])                              // the list keeps the focus
        driver.key(.function(6))
        #expect(driver.stackTitles == ["Detail"])
        driver.key(.alt("2"))                                                 // the tabs in the column take their keys
        #expect(driver.stackTitles == ["Log"])
    }

    @Test func collapsedADetailBringsTheTabsForwardAndBackReturnsToTheList() {
        let (driver, split, tabs, list) = listBesideTabs(width: 80)
        #expect(split.isCollapsed == true)
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "l", count: 80))
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        _ = driver.runUntilIdle()
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "d", count: 80))
        #expect(driver.frame().text(ofRow: 19).contains("Info"))              // the tabs' column, whole
        #expect(driver.stackTitles == ["Detail"])
        #expect(tabs.selectedStack.screens.map(\.title) == ["Detail"])
        #expect(split.primary.screens.map(\.title) == ["List"])               // no screen moved
        #expect(list.log.lines == ["List.willDisappear", "Detail.willAppear", "List.didDisappear", "Detail.didAppear"])
        list.log.lines.removeAll()
        driver.key(.left)                                                     // at the tab's root: back to the list
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["List"])
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "l", count: 80))
        #expect(list.log.lines == ["Detail.willDisappear", "List.willAppear", "Detail.didDisappear", "List.didAppear"])
    }

    @Test func aResizeAcrossTheWidthShowsOrHidesTheOtherColumnWithItsCallbacks() {
        let (driver, split, _, list) = listBesideTabs(width: 120)
        driver.resize(80, 20)
        _ = driver.frame()
        #expect(split.isCollapsed == true)
        #expect(list.log.lines == ["Info.willDisappear", "Info.didDisappear"])  // the list had the focus: it stays
        list.log.lines.removeAll()
        driver.resize(120, 20)
        _ = driver.frame()
        #expect(split.isCollapsed == false)
        #expect(list.log.lines == ["Info.willAppear", "Info.didAppear"])
        #expect(driver.frame().text(ofRow: 5).hasSuffix("│" + String(repeating: "i", count: 79)))
    }
}
