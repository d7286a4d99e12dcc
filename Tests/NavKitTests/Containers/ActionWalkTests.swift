import Testing
import NavKit
import NavKitTesting

/// Actions walk up the tree from the screen that asks (`ContainerAction`, UIKit's
/// `targetViewController(forAction:sender:)`): the nearest container that takes one performs it.
@MainActor @Suite struct ActionWalkTests {
    /// Outer tabs whose first tab holds inner tabs ("One", "Two"), and a second outer tab "Far".
    private func tabsInTabs() -> (HeadlessDriver, outer: TabController, inner: TabController, one: LoggingScreen) {
        let log = CallLog()
        let one = LoggingScreen("One", letter: "1", log: log)
        let inner = TabController(tabs: [Tab("One", root: one), Tab("Two", root: LoggingScreen("Two", letter: "2", log: log))])
        let outer = TabController(tabs: [Tab("Near", content: inner), Tab("Far", root: LoggingScreen("Far", letter: "f", log: log))])
        let driver = HeadlessDriver(root: outer, size: Size(width: 60, height: 12),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        return (driver, outer, inner, one)
    }

    @Test func aTabSelectionGoesToTheNearestTabs() {
        let (driver, outer, inner, one) = tabsInTabs()
        #expect(one.context?.tabController === inner)
        #expect(one.context?.selectTab(1) == .completed)
        #expect(inner.selectedIndex == 1 && outer.selectedIndex == 0)
        #expect(driver.stackTitles == ["Two"])
        #expect(driver.engine.selectTab(0) == .completed)              // from the stack with the input: the inner tabs too
        #expect(inner.selectedIndex == 0 && outer.selectedIndex == 0)
    }

    @Test func aTabSelectionDoesNotCrossIntoThePresentersTabs() {
        let (driver, outer, inner, one) = tabsInTabs()
        let sheet = LoggingScreen("Sheet", letter: "s", log: one.log)
        one.context?.present(sheet, style: .sheet)
        _ = driver.runUntilIdle()
        #expect(sheet.context?.tabController == nil)
        #expect(sheet.context?.selectTab(1) == .refused(.noSuchTab))
        #expect(driver.engine.selectTab(1) == .refused(.noSuchTab))   // the sheet takes the input
        #expect(one.context?.selectTab(1) == .refused(.tabBarBusy))   // covered by the sheet
        #expect(inner.selectedIndex == 0 && outer.selectedIndex == 0)
    }

    @Test func aDetailFromASheetGoesToTheSplitBehindIt() {
        let log = CallLog()
        let list = LoggingScreen("List", letter: "l", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("Empty", letter: "e", log: log))
        let driver = HeadlessDriver(root: split, size: Size(width: 120, height: 20),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        list.context?.present(sheet, style: .sheet)
        _ = driver.runUntilIdle()
        #expect(sheet.context?.splitController === split)
        #expect(sheet.context?.showDetail(LoggingScreen("Detail", letter: "d", log: log)) == .completed)
        #expect(split.secondary.screens.map(\.title) == ["Detail"])
        #expect(driver.engine.topNavigation.screens.map(\.title) == ["Sheet"])  // nothing pushed in the sheet
    }

    @Test func withoutASplitOnTheWayADetailIsPushedOnTheAskersStack() {
        let (driver, _, inner, one) = tabsInTabs()
        #expect(one.context?.showDetail(LoggingScreen("Detail", letter: "d", log: one.log)) == .started)  // an animated push
        _ = driver.runUntilIdle()
        #expect(inner.selectedStack.screens.map(\.title) == ["One", "Detail"])
    }

    @Test func aReasonIsMatchedAndPrintedByNameAndAnAppDeclaresItsOwn() {
        let locked = NavigationError("drawerLocked")                     // an app's container's own
        func said(_ result: NavigationResult) -> String {
            switch result {
            case .refused(.noSuchTab): "no tab"
            case .refused(locked): "locked"
            case let .refused(other): "refused: \(other)"
            default: "done"
            }
        }
        #expect(said(.refused(.noSuchTab)) == "no tab" && said(.refused(locked)) == "locked")
        #expect(said(.refused(.cannotPopRoot)) == "refused: cannotPopRoot")
        #expect(NavigationError.tabBarBusy != .noSuchTab && NavigationError("noSuchTab") == .noSuchTab)
    }
}

