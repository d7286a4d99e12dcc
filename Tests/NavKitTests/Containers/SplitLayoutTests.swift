import Testing
import NavKit
import NavKitTesting

/// A split view's expanded layout: the columns side by side with the divider, `showDetail`
/// replacing the secondary column without a transition, the divider dragged within its limits or
/// moved by Ctrl+← and Ctrl+→, and the focus: keys and pointer events reach the focused column only, in its own cells.
@MainActor @Suite struct SplitLayoutTests {
    @Test func expandedTheColumnsShowSideBySideWithTheDividerBetween() {
        let (driver, _, _) = splitDriver(width: 120)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 3) == String(repeating: "l", count: 40) + "│" + String(repeating: "e", count: 79))
        let bar = Array(frame.text(ofRow: 0))  // each column has its own top bar, its title centred
        #expect(String(bar[..<40]).trimmingSpaces() == "List")
        #expect(String(bar[41...]).trimmingSpaces() == "Empty")
        #expect(driver.engine.split?.isCollapsed == false)
        #expect(driver.engine.contentArea == Rect(x: 0, y: 1, width: 40, height: 9))  // the focused column's
    }

    @Test func aPlaceholderSaysItsMessageInTheMiddleUntilADetailShows() {
        let list = LoggingScreen("List", letter: "l", log: CallLog())
        let split = SplitController(primary: list, placeholder: "Select a commit")
        let driver = HeadlessDriver(root: split, size: Size(width: 120, height: 10))
        var frame = driver.frame()
        let row = (0..<10).first { frame.text(ofRow: $0).contains("Select a commit") }
        #expect(row == 4)                                             // the middle of the 9 rows below the bar
        let text = frame.text(ofRow: 4), at = text.distance(from: text.startIndex, to: text.range(of: "Select")!.lowerBound)
        #expect(at == 41 + (79 - 15) / 2)                             // centred in the secondary column
        #expect(frame[at, 4].style == driver.engine.theme.secondary)
        #expect(String(Array(frame.text(ofRow: 0))[41...]).trimmingSpaces().isEmpty)   // no title of its own
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        frame = driver.frame()
        #expect(!frame.description.contains("Select a commit") && split.placeholder is PlaceholderScreen)
    }

    @Test func showDetailReplacesTheSecondaryColumnWithoutATransition() {
        let (driver, list, _) = splitDriver(width: 120)
        let log = list.log
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: log))
        #expect(!driver.engine.isAnimating)
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Detail"])
        #expect(driver.engine.navigation.screens.map(\.title) == ["List"])
        #expect(driver.frame().text(ofRow: 3).hasSuffix("│" + String(repeating: "d", count: 79)))
        list.context?.showDetail(LoggingScreen("Other", letter: "o", log: log))  // the next replaces it
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Other"])
        #expect(log.lines.suffix(2) == ["Detail.didDisappear", "Other.didAppear"])
    }

    @Test func theDividerFollowsTheDragWithinItsLimits() {
        let (driver, _, _) = splitDriver(width: 120)
        container(driver, .press, 40, 5)
        container(driver, .drag, 50, 5)
        #expect(driver.frame().text(ofRow: 3).hasPrefix(String(repeating: "l", count: 50) + "│e"))
        container(driver, .drag, 2, 5)  // no narrower than the primary's minimum, 20
        #expect(driver.frame().text(ofRow: 3).hasPrefix(String(repeating: "l", count: 20) + "│e"))
        container(driver, .drag, 119, 5)  // the secondary keeps its minimum, 30: 120 - 1 - 30 = 89, capped at 80
        #expect(driver.frame().text(ofRow: 3).hasPrefix(String(repeating: "l", count: 80) + "│e"))
        container(driver, .release, 119, 5)
        driver.resize(150, 10)  // the dragged width is kept across resizes
        #expect(driver.frame().text(ofRow: 3).hasPrefix(String(repeating: "l", count: 80) + "│e"))
        #expect(driver.engine.split?.draggedPrimaryColumnWidth == 80)
    }

    @Test func ctrlArrowsMoveTheDividerAStepAnimated() {
        let (driver, _, _) = splitDriver(width: 120)
        driver.send(.key(.wordRight))
        #expect(driver.engine.isAnimating)
        driver.advance(by: 0.075)                                  // half a step (half a 0.3 s push), linear
        #expect(dividerColumn(driver.frame()) == 42)
        driver.send(.key(.wordRight))                              // a step on from where it was going
        let columns = driver.runUntilIdle().compactMap(dividerColumn)
        #expect(columns == columns.sorted() && columns.last == 48)
        #expect(driver.engine.split?.draggedPrimaryColumnWidth == 48)
        driver.send(.key(.wordLeft))
        #expect(driver.runUntilIdle().compactMap(dividerColumn).last == 44)
    }

    @Test func theDividerStopsAtItsLimitsAndIsCaughtOnItsWay() {
        let (driver, _, _) = splitDriver(width: 120)
        for _ in 0..<6 { driver.send(.key(.wordLeft)); _ = driver.runUntilIdle() }  // 40 → 20, its minimum
        #expect(dividerColumn(driver.frame()) == 20)
        #expect(!driver.engine.isAnimating)
        driver.send(.key(.wordRight))
        driver.advance(by: 0.075)
        #expect(dividerColumn(driver.frame()) == 22)
        container(driver, .press, 22, 5)                           // caught where it is
        container(driver, .drag, 30, 5)
        #expect(dividerColumn(driver.frame()) == 30)
        container(driver, .release, 30, 5)
        #expect(driver.runUntilIdle().compactMap(dividerColumn).allSatisfy { $0 == 30 })
        #expect(driver.engine.split?.draggedPrimaryColumnWidth == 30)
    }

    @Test func aClickFocusesAColumnAndItsEventsArriveInItsOwnCells() throws {
        let (driver, list, placeholder) = splitDriver(width: 120)
        container(driver, .press, 60, 5)
        container(driver, .release, 60, 5)
        #expect(driver.engine.split?.focusedColumn == .secondary)
        #expect(placeholder.pointers.first?.position == Point(x: 19, y: 4))  // 60 - 41, 5 - its top bar: the column's own cells
        #expect(list.pointers.isEmpty)
        #expect(driver.engine.contentArea == Rect(x: 41, y: 1, width: 79, height: 9))
        container(driver, .press, 10, 5)
        #expect(driver.engine.split?.focusedColumn == .primary)
        #expect(list.pointers.first?.position == Point(x: 10, y: 4))
    }

    @Test func keysGoToTheFocusedColumnAndF6TabAndBackMoveTheFocus() {
        let (driver, list, placeholder) = splitDriver(width: 120)
        var entered: [String] = []
        list.onEnter = { _ in entered.append("List") }
        placeholder.onEnter = { _ in entered.append("Empty") }
        driver.key(.enter)
        driver.key(.function(6))
        #expect(driver.engine.split?.focusedColumn == .secondary)
        driver.key(.enter)
        #expect(entered == ["List", "Empty"])
        driver.key(.left)  // a back key at the secondary's root goes back to the list
        #expect(driver.engine.split?.focusedColumn == .primary)
        driver.key(.tab)   // the screen does not take Tab: it moves the focus
        #expect(driver.engine.split?.focusedColumn == .secondary)
        driver.key(.backTab)
        #expect(driver.engine.split?.focusedColumn == .primary)
    }

    @Test func theFocusStaysWhileAColumnsPushRunsSoKeysTypedMeanwhileReachItsStack() {
        let (driver, list, _) = splitDriver(width: 120)
        let log = list.log                     // not the list: its own closure would hold it
        list.onEnter = { context in context.push(LoggingScreen("Next", letter: "n", log: log)) }
        driver.key(.enter)                     // the push runs
        driver.key(.down)                      // typed during it: waits for Next
        container(driver, .press, 60, 5)       // a click on the other column does not move the focus now
        container(driver, .release, 60, 5)
        driver.key(.function(6))               // nor does F6: it waits behind the key typed ahead
        #expect(driver.engine.split?.focusedColumn == .primary)
        driver.runUntilIdle()                  // the push ends; the keys go in order
        #expect(driver.engine.navigation.screens.map(\.title) == ["List", "Next"])
        #expect(driver.engine.split?.focusedColumn == .secondary)
    }

    @Test func theColumnWithoutTheFocusHasItsTopBarInTheSecondaryStyle() {
        let (driver, _, _) = splitDriver(width: 120)
        let frame = driver.frame(), secondary = driver.engine.theme.secondary
        let focused = frame[2, 0].style
        #expect(focused != secondary)
        #expect(frame[43, 0].style == secondary)
        driver.key(.function(6))
        let after = driver.frame()
        #expect(after[2, 0].style == secondary)
        #expect(after[43, 0].style == focused)
        #expect(after.text(ofRow: 0) == frame.text(ofRow: 0))  // the titles stay
    }

    @Test func aPushInTheSecondaryColumnSlidesInsideItAndTheBackSwipePopsIt() {
        let (driver, list, _) = splitDriver(width: 120)
        list.context?.showDetail(LoggingScreen("Detail", letter: "d", log: list.log))
        driver.key(.function(6))
        driver.engine.split!.secondary.push(LoggingScreen("Inner", letter: "i", log: list.log), animated: false)
        _ = driver.frame()
        #expect(driver.frame().text(ofRow: 3).hasSuffix("│" + String(repeating: "i", count: 79)))
        // From the secondary column's left edge (its content's x 0), as from the terminal's.
        driver.drag(from: Point(x: 0, y: 5), to: Point(x: 70, y: 5), steps: 10, interval: 1.0 / 60)
        driver.runUntilIdle()
        #expect(driver.engine.split?.secondary.screens.map(\.title) == ["Detail"])
        #expect(driver.engine.navigation.screens.map(\.title) == ["List"])
    }
}

/// A driver `width` x 10 whose root is a split view: "List" (l) in the primary column, "Empty"
/// (e) in the secondary, sharing one log; at rest, its first frame drawn.
@MainActor
func splitDriver(width: Int) -> (HeadlessDriver, LoggingScreen, LoggingScreen) {
    let log = CallLog()
    let list = LoggingScreen("List", letter: "l", log: log)
    let placeholder = LoggingScreen("Empty", letter: "e", log: log)
    let driver = HeadlessDriver(primary: list, secondary: placeholder, size: Size(width: width, height: 10),
                                configuration: linearConfiguration(duration: 0.3))
    _ = driver.frame()
    return (driver, list, placeholder)
}

/// The column the divider is drawn on, on row 3 (the primary column's width); nil when none is.
func dividerColumn(_ frame: Canvas) -> Int? {
    let row = Array(frame.text(ofRow: 3))
    return row.firstIndex(of: "│")
}

/// Sends a pointer event of `kind` at column `x`, row `y` of the terminal (not of the focused
/// column's content, as the driver's own methods are).
@MainActor
func container(_ driver: HeadlessDriver, _ kind: PointerEvent.Kind, _ x: Int, _ y: Int) {
    driver.send(.pointer(PointerEvent(kind, at: Point(x: x, y: y))))
}

