import Testing
import NavKit
import NavKitTesting

/// The containers as one tree (`Container`): built by an app before an engine shows them, walked
/// for what shows where, and found from a screen as its nearest ancestors.
@MainActor @Suite struct ContainerTreeTests {
    @Test func aStackAnAppSetsBeforeTheEngineShowsItIsShownWithEveryScreensContext() {
        let log = CallLog()
        let list = LoggingScreen("List", letter: "l", log: log), inner = LoggingScreen("Inner", letter: "i", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("Empty", letter: "e", log: log))
        split.primary.setStack([list, inner], animated: false)  // before any engine: it used to loop for ever
        let driver = HeadlessDriver(root: split, size: Size(width: 80, height: 10))
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "i", count: 80))
        #expect(list.context != nil && inner.context != nil)
        #expect(inner.context?.stack.map(\.title) == ["List", "Inner"])
    }

    @Test func aSplitShowsOneColumnCollapsedAndBothExpanded() {
        let log = CallLog()
        let split = SplitController(primary: LoggingScreen("List", letter: "l", log: log),
                                    secondary: LoggingScreen("Empty", letter: "e", log: log))
        #expect(split.children.map { ObjectIdentifier($0) } == [ObjectIdentifier(split.primary), ObjectIdentifier(split.secondary)])
        let driver = HeadlessDriver(root: split, size: Size(width: 120, height: 10))
        _ = driver.frame()
        var shown: [(String, Rect)] = []
        split.forEachShownChild(in: Size(width: 120, height: 10)) { child, frame in
            shown.append(((child as? NavigationController)?.topScreen.title ?? "?", frame))
        }
        #expect(shown.map(\.0) == ["List", "Empty"])
        #expect(shown.map(\.1) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 41, y: 0, width: 79, height: 10)])
        driver.resize(80, 10)
        shown.removeAll()
        split.forEachShownChild(in: Size(width: 80, height: 10)) { child, frame in
            shown.append(((child as? NavigationController)?.topScreen.title ?? "?", frame))
        }
        #expect(shown.map(\.0) == ["List"])
    }

    @Test func tabsShowTheSelectedTabsStackAndFocusIt() {
        let log = CallLog()
        let tabs = TabController(tabs: [Tab("A", root: LoggingScreen("Alpha", letter: "a", log: log)),
                                        Tab("B", root: LoggingScreen("Beta", letter: "b", log: log))])
        let driver = HeadlessDriver(root: tabs, size: Size(width: 40, height: 10))
        _ = driver.frame()
        #expect(tabs.children.count == 2)
        #expect(tabs.focusedChild === tabs.stacks[0])
        driver.send(.key(.alt("2")))
        #expect(tabs.focusedChild === tabs.stacks[1])
        #expect(driver.frame().text(ofRow: 3).hasPrefix("bbbb"))
    }

    @Test func aSheetOverASplitFindsTheSplitBehindIt() {
        let log = CallLog()
        let list = LoggingScreen("List", letter: "l", log: log), sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let split = SplitController(primary: list, secondary: LoggingScreen("Empty", letter: "e", log: log))
        let driver = HeadlessDriver(root: split, size: Size(width: 120, height: 20))
        _ = driver.frame()
        list.context?.present(sheet, animated: false)
        #expect(sheet.context?.splitController === split)
        #expect(list.context?.splitController === split)
        #expect(list.context?.tabController == nil)
    }
}

/// What a test reads as "the stack" is the one that takes input.
@MainActor @Suite struct FocusedStackTitlesTests {
    @Test func underTabsTheStackIsTheSelectedTabs() {
        let log = CallLog()
        let driver = HeadlessDriver(tabs: [Tab("History", root: LoggingScreen("History", letter: "h", log: log)),
                                           Tab("Branches", root: LoggingScreen("Branches", letter: "b", log: log))],
                                    size: Size(width: 40, height: 10))
        _ = driver.frame()
        driver.send(.key(.alt("2")))
        #expect(driver.stackTitles == ["Branches"])  // was ["History"], the first tab's
        #expect(driver.engine.snapshot.stack == ["Branches"])
    }

    @Test func inASplitTheStackIsTheFocusedColumns() {
        let (driver, list, _) = splitDriver(width: 120)
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        #expect(driver.stackTitles == ["List"])
        driver.send(.key(.function(6)))
        #expect(driver.stackTitles == ["Detail"])
    }
}
