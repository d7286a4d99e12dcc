import Testing
import NavKit
import NavKitTesting

/// A split view across a resize: collapsing pushes the detail onto the list's stack (the back
/// swipe returns to the list), expanding moves it back into its column with its state, neither
/// plays a transition, and `showDetail` pushes while collapsed.
@MainActor @Suite struct SplitCollapseTests {
    @Test func collapsingWithTheDetailFocusedPutsItOnTopAndTheBackSwipeReturnsToTheList() {
        let (driver, list, _) = splitDriver(width: 120)
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        driver.key(.function(6))  // the detail has the focus
        _ = driver.frame()
        list.log.lines.removeAll()
        driver.resize(80, 10)
        #expect(driver.engine.split?.isCollapsed == true)
        #expect(driver.engine.navigation.screens.map(\.title) == ["List", "Detail"])
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "d", count: 80))
        #expect(list.log.lines == ["List.willDisappear", "List.didDisappear"])  // covered; the detail stays shown
        driver.drag(from: Point(x: 0, y: 5), to: Point(x: 70, y: 5), steps: 10, interval: 1.0 / 60)
        driver.runUntilIdle()
        #expect(driver.engine.navigation.screens.map(\.title) == ["List"])
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "l", count: 80))
        driver.resize(120, 10)  // the detail was popped: the placeholder shows beside the list
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Empty"])
        #expect(driver.frame().text(ofRow: 3).hasSuffix("│" + String(repeating: "e", count: 79)))
    }

    @Test func expandingMovesTheDetailBackWithItsStateAndFocus() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        driver.key(.function(6))
        driver.resize(80, 10)
        detail.context?.push(LoggingScreen("Inner", letter: "i", log: list.log), animated: false)  // deeper, collapsed
        container(driver, .press, 5, 5)
        container(driver, .release, 5, 5)
        list.log.lines.removeAll()
        driver.resize(120, 10)
        #expect(driver.engine.split?.isCollapsed == false)
        #expect(driver.engine.navigation.screens.map(\.title) == ["List"])
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Detail", "Inner"])
        #expect(driver.engine.split?.secondary.screens.first === detail)  // the same screen, its state kept
        #expect(detail.pointers.isEmpty)
        #expect(driver.engine.split?.focusedColumn == .secondary)  // it was on top: it keeps the keys
        #expect(list.log.lines == ["List.willAppear", "List.didAppear"])
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "l", count: 40) + "│" + String(repeating: "i", count: 79))
        driver.key(.left)  // pops inside the secondary column
        driver.runUntilIdle()
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Detail"])
    }

    @Test func collapsingWithTheListFocusedKeepsItOnTopAndTheDetailAside() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        _ = driver.frame()
        list.log.lines.removeAll()
        driver.resize(80, 10)  // the focus is in the list: the user never opened the detail
        #expect(driver.stackTitles == ["List"])
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "l", count: 80))
        #expect(list.log.lines == ["Detail.willDisappear", "Detail.didDisappear"])
        list.log.lines.removeAll()
        driver.resize(120, 10)  // the detail comes back beside the list, with its state
        #expect(driver.engine.split?.secondary.screens.first === detail)
        #expect(driver.engine.split?.focusedColumn == .primary)
        #expect(list.log.lines == ["Detail.willAppear", "Detail.didAppear"])
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "l", count: 40) + "│" + String(repeating: "d", count: 79))
    }

    @Test func theSplitMayChooseTheColumnOnTopWhenItCollapses() {
        let (driver, list, _) = splitDriver(width: 120)
        let split = driver.engine.split
        var proposed: [SplitColumn] = []
        split?.topColumnForCollapsing = { column in
            proposed.append(column)
            return .secondary
        }
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        driver.resize(80, 10)
        #expect(proposed == [.primary])
        #expect(driver.stackTitles == ["List", "Detail"])
    }

    @Test func aDetailShownWhileAnotherWaitsAsideReplacesIt() {
        let (driver, list, _) = splitDriver(width: 120)
        let old = LoggingScreen("Old", letter: "o", log: list.log)
        list.context?.showDetail(old)
        driver.resize(80, 10)
        list.context?.showDetail(LoggingScreen("New", letter: "n", log: list.log))
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["List", "New"])
        #expect(old.context?.stack.isEmpty != false)  // it left: on no stack
        driver.resize(120, 10)
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["New"])
        #expect(driver.engine.split?.focusedColumn == .secondary)
    }

    @Test func showDetailPushesWhileCollapsedAndReplacesThePushedDetail() {
        let (driver, list, _) = splitDriver(width: 80)
        #expect(driver.engine.split?.isCollapsed == true)
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "l", count: 80))
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        #expect(driver.engine.isAnimating)  // the push animates
        driver.runUntilIdle()
        #expect(driver.engine.navigation.screens.map(\.title) == ["List", "Detail"])
        let detail = driver.engine.navigation.topScreen
        (detail as? LoggingScreen)?.context?.showDetail(LoggingScreen("Next", letter: "n", log: list.log))
        driver.runUntilIdle()
        #expect(driver.engine.navigation.screens.map(\.title) == ["List", "Next"])
        driver.resize(120, 10)
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Next"])
    }

    @Test func aResizeAcrossTheWidthCostsOneFrameAndNoAnimation() {
        let (driver, list, _) = splitDriver(width: 120)
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        for width in [80, 160, 90, 100] {
            _ = driver.frame()
            #expect(!driver.engine.needsFrame)
            driver.resize(width, 10)
            #expect(!driver.engine.isAnimating)
            #expect(driver.engine.needsFrame)
            _ = driver.frame()
            #expect(!driver.engine.needsFrame)  // one frame shows it whole
        }
        #expect(driver.engine.split?.isCollapsed == false)
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Detail"])
    }

    @Test func aResizeDuringAPushWaitsForItToEnd() {
        let (driver, list, _) = splitDriver(width: 80)
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        driver.advance(by: 0.1)
        _ = driver.frame()
        driver.resize(120, 10)
        #expect(driver.engine.split?.isCollapsed == true)  // the push runs on
        driver.runUntilIdle()
        #expect(driver.engine.split?.isCollapsed == false)
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Detail"])
        #expect(driver.engine.navigation.screens.map(\.title) == ["List"])
    }

    @Test func withoutASplitShowDetailPushes() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        root.context?.showDetail(LoggingScreen("Detail", letter: "d", log: log))
        driver.runUntilIdle()
        #expect(driver.engine.navigation.screens.map(\.title) == ["Root", "Detail"])
        #expect(root.context?.splitController == nil)
    }
}
