import Testing
import NavKit
import NavKitTesting

/// Fifty rows; each reveals "Delete" (at the far right) and "Flag" when swiped left. What the
/// actions and activation did is logged.
private final class Inbox: ComposedScreen {
    let title = "Inbox"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var log: [String] = []

    init() {
        list.rows = ListRows(count: 50) { ListRow("row \($0) with a longer subject") }
        list.onActivate = { [unowned self] index in log.append("open \(index)"); return .handled }
        list.trailingActions = { [unowned self] _ in
            [ListAction("Delete", role: .destructive) { index in self.log.append("delete \(index)"); return .handled },
             ListAction("Flag") { index in self.log.append("flag \(index)"); return .handled }]
        }
    }
}

/// Swipe actions: a row dragged left shows its actions under the finger and settles open or
/// shut by distance and speed; a tap on an action runs it; a press elsewhere only shuts the
/// row; the back swipe from the edge and vertical scrolling still win their drags; Delete
/// opens the selected row's actions from the keyboard.
@MainActor @Suite struct ListSwipeTests {
    private func driver(_ inbox: Inbox) -> HeadlessDriver { NavKitTests.driver(showing: inbox) }

    @Test func aRowDraggedLeftFollowsAndReleasedPastHalfOpensAndATapRunsTheAction() {
        let inbox = Inbox()
        let driver = driver(inbox)
        driver.press(30, 3)
        driver.advance(by: 0.05)
        driver.drag(26, 3)
        driver.advance(by: 0.05)
        driver.drag(20, 3)                                       // 10 cells left: 10 of 14 shown
        let held = driver.frame().rows[4]
        #expect(held.hasSuffix(" Flag  Del"))                    // the strip's left part
        #expect(held.hasPrefix("h a longer subject"))            // the row 10 cells left
        driver.advance(by: 0.3)                                  // held still: no flick
        driver.release(20, 3)
        driver.runUntilIdle()
        let open = driver.frame().rows[4]
        #expect(open.hasSuffix(" Flag  Delete "))               // fully open, Delete at the far right
        #expect(open.hasPrefix("longer subject"))                // the row moved 14 cells left
        driver.tap(34, 3)                                        // on Delete
        driver.runUntilIdle()
        #expect(inbox.log == ["delete 3"])
        #expect(driver.frame().rows[4].hasPrefix(" row 3") && !driver.frame().rows[4].contains("Delete"))
    }

    @Test func releasedShortAndSlowItShutsAndAFlickOpensIt() {
        let inbox = Inbox()
        let driver = driver(inbox)
        driver.drag(from: Point(x: 30, y: 2), to: Point(x: 25, y: 2), steps: 2, interval: 0.05, hold: 0.3)
        driver.runUntilIdle()
        #expect(!driver.frame().rows[3].contains("Delete") && driver.frame().rows[3].hasPrefix(" row 2"))
        driver.drag(from: Point(x: 30, y: 2), to: Point(x: 25, y: 2), steps: 2, interval: 0.01)   // 250 cells/s
        driver.runUntilIdle()
        #expect(driver.frame().rows[3].hasSuffix(" Flag  Delete "))
    }

    @Test func aPressElsewhereShutsTheRowAndOpensNothing() {
        let inbox = Inbox()
        let driver = driver(inbox)
        driver.drag(from: Point(x: 30, y: 2), to: Point(x: 10, y: 2), steps: 4, interval: 0.02)
        driver.runUntilIdle()
        driver.tap(5, 6)                                         // on row 6
        driver.runUntilIdle()
        #expect(inbox.log.isEmpty)
        #expect(!driver.frame().description.contains("Delete"))
        driver.tap(5, 6)                                         // now it opens row 6
        #expect(inbox.log == ["open 6"])
    }

    @Test func theEdgeStillGoesBackAndAVerticalDragStillScrolls() {
        let inbox = Inbox()
        let driver = driver(inbox)
        driver.drag(from: Point(x: 10, y: 8), to: Point(x: 10, y: 2), steps: 3, interval: 0.02, hold: 0.2)
        driver.runUntilIdle()
        #expect(inbox.list.scroll.offset == 6 && !driver.frame().description.contains("Delete"))
        driver.drag(from: Point(x: 0, y: 3), to: Point(x: 36, y: 3), steps: 6, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func deleteOpensTheSelectedRowsActionsFromTheKeyboard() {
        let inbox = Inbox()
        let driver = driver(inbox)
        driver.key(.down)
        driver.key(.delete)
        driver.runUntilIdle()
        #expect(driver.frame().rows[2].hasSuffix(" Flag  Delete "))
        driver.key(.left)                                        // choose Flag
        #expect(driver.frame().rows[2].hasSuffix(" Flag  Delete "))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(inbox.log == ["flag 1"] && !driver.frame().rows[2].contains("Flag"))
        driver.key(.backspace)
        driver.runUntilIdle()
        driver.key(.escape)                                      // shuts them; the screen stays
        driver.runUntilIdle()
        #expect(!driver.frame().rows[2].contains("Delete") && driver.stackTitles == ["Root", "Inbox"])
        driver.key(.enter)                                       // Enter opens the row again
        #expect(inbox.log == ["flag 1", "open 1"])
    }
}
