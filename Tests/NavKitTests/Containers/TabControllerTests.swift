import Testing
import NavKit
import NavKitTesting

/// Tabs: each tab keeps its own stack through switches, the selected tab selected again pops to
/// its root, switching tells the two tops in UIKit's order, the bar shows titles, badges and the
/// selection, and is clicked; Alt+digits and F8 select; a presentation covers the bar.
@MainActor @Suite struct TabControllerTests {
    @Test func eachTabKeepsItsOwnStackThroughSwitches() {
        let (driver, screens) = tabDriver()
        screens[0].context?.push(LoggingScreen("A1", letter: "1", log: screens[0].log), animated: false)
        driver.key(.alt("2"))
        #expect(driver.engine.tabs?.selectedIndex == 1)
        #expect(driver.engine.snapshot.stack == ["Bravo"])
        screens[1].context?.push(LoggingScreen("B1", letter: "2", log: screens[0].log), animated: false)
        driver.key(.alt("1"))
        #expect(driver.engine.snapshot.stack == ["Alpha", "A1"])
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "1", count: 60))
        driver.key(.alt("2"))
        #expect(driver.engine.snapshot.stack == ["Bravo", "B1"])
        driver.key(.left)  // a back key pops inside the selected tab
        driver.runUntilIdle()
        #expect(driver.engine.snapshot.stack == ["Bravo"])
        #expect(driver.engine.tabs?.stacks[0].screens.map(\.title) == ["Alpha", "A1"])
    }

    @Test func selectingTheSelectedTabPopsItsStackToTheRootAnimated() {
        let (driver, screens) = tabDriver()
        screens[0].context?.push(LoggingScreen("A1", letter: "1", log: screens[0].log), animated: false)
        screens[0].context?.push(LoggingScreen("A2", letter: "2", log: screens[0].log), animated: false)
        driver.key(.alt("1"))
        #expect(driver.engine.isAnimating)
        driver.runUntilIdle()
        #expect(driver.engine.snapshot.stack == ["Alpha"])
        driver.key(.alt("1"))  // at the root it does nothing
        #expect(!driver.engine.isAnimating)
    }

    @Test func aSwitchTellsTheOldTopAndTheNewOneInUIKitsOrder() {
        let (driver, screens) = tabDriver()
        screens[0].log.lines.removeAll()
        driver.key(.alt("3"))
        #expect(screens[0].log.lines == ["Alpha.willDisappear", "Charlie.willAppear", "Alpha.didDisappear", "Charlie.didAppear"])
        screens[0].log.lines.removeAll()
        driver.key(.function(8))  // the next tab, round to the first
        #expect(driver.engine.tabs?.selectedIndex == 0)
        #expect(screens[0].log.lines == ["Charlie.willDisappear", "Alpha.willAppear", "Charlie.didDisappear", "Alpha.didAppear"])
    }

    @Test func theBarShowsTitlesBadgesAndTheSelectionOnTheBottomRow() {
        let (driver, _) = tabDriver()
        let tabs = driver.engine.tabs!
        tabs.setBadge(.count(3), forTabAt: 1)
        tabs.setBadge(.dot, forTabAt: 2)
        #expect(driver.engine.needsFrame)
        let frame = driver.frame()
        // Three segments of 20 cells, each label centred in its own.
        #expect(frame.text(ofRow: 9) == "       Alpha        " + "      Bravo 3       " + "     Charlie •      ")
        let selection = driver.engine.theme.selection, bar = driver.engine.theme.bar
        #expect(frame[0, 9].style == selection && frame[19, 9].style == selection)
        #expect(frame[20, 9].style == bar && frame[59, 9].style == bar)
        #expect(driver.engine.contentArea == Rect(x: 0, y: 1, width: 60, height: 8))  // above the bar
    }

    @Test func aPressOnATabSelectsIt() {
        let (driver, screens) = tabDriver()
        container(driver, .press, 45, 9)
        container(driver, .release, 45, 9)
        #expect(driver.engine.tabs?.selectedIndex == 2)
        #expect(screens[2].pointers.isEmpty)  // the press was the bar's
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "c", count: 60))
    }

    @Test func aPresentationCoversTheBarAndKeepsTheKeys() {
        let (driver, screens) = tabDriver()
        screens[0].context?.present(LoggingScreen("Cover", letter: "x", log: screens[0].log), style: .fullScreen,
                                    animated: false)
        driver.key(.alt("2"))
        container(driver, .press, 30, 9)
        #expect(driver.engine.tabs?.selectedIndex == 0)
        #expect(driver.frame().text(ofRow: 9) == String(repeating: "x", count: 60))
    }
}

/// A 60x10 driver whose root is three tabs, "Alpha" (a), "Bravo" (b) and "Charlie" (c), their
/// roots logging to one log; at rest, its first frame drawn.
@MainActor
func tabDriver() -> (HeadlessDriver, [LoggingScreen]) {
    let log = CallLog()
    let screens = [("Alpha", "a"), ("Bravo", "b"), ("Charlie", "c")].map {
        LoggingScreen($0.0, letter: Character($0.1), log: log)
    }
    let driver = HeadlessDriver(tabs: screens.map { Tab($0.title, root: $0) }, size: Size(width: 60, height: 10),
                                configuration: linearConfiguration(duration: 0.3))
    _ = driver.frame()
    return (driver, screens)
}

/// Tabs while something moves, and in a look without colour.
@MainActor @Suite struct TabControllerBusyTests {
    @Test func aTabKeyTypedDuringAPushWaitsForItAndACallIsRefused() {
        let (driver, screens) = tabDriver()
        let log = screens[0].log                   // not the screen: its own closure would hold it
        screens[0].onEnter = { context in context.push(LoggingScreen("A1", letter: "1", log: log)) }
        driver.key(.enter)
        #expect(driver.engine.isAnimating)
        #expect(screens[0].context?.selectTab(1) == .refused(.tabBarBusy))
        driver.key(.alt("2"))  // waits behind the push
        #expect(driver.engine.tabs?.selectedIndex == 0)
        driver.runUntilIdle()
        #expect(driver.engine.tabs?.selectedIndex == 1)
        #expect(driver.engine.tabs?.stacks[0].screens.map(\.title) == ["Alpha", "A1"])
        #expect(screens[1].context?.selectTab(7) == .refused(.noSuchTab))
    }

    @Test func theSelectedTabIsReversedWithoutColour() {
        let log = CallLog()
        let tabs = ["One", "Two"].map { Tab($0, root: LoggingScreen($0, letter: "o", log: log)) }
        let driver = HeadlessDriver(tabs: tabs, size: Size(width: 40, height: 6),
                                    display: DisplayTraits(effects: .attributes, hasColor: false))
        let frame = driver.frame()
        #expect(!frame[5, 5].style.attributes.contains(.reverse))  // One, selected: a gap in the bar
        #expect(frame[5, 5].style.attributes.contains(.underline))
        #expect(frame[25, 5].style.attributes.contains(.reverse))  // Two, on the bar
        driver.key(.alt("2"))
        let after = driver.frame()
        #expect(after[25, 5].style == frame[5, 5].style)
    }
}
