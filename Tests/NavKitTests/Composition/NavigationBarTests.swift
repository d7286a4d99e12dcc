import Testing
@testable import NavKit
import NavKitTesting

/// A screen with bar items, recording the events it is given.
final class ItemScreen: Screen {
    let title: String
    var barItems: [BarItem]
    private(set) var events: [Event] = []
    init(_ title: String, items: [BarItem] = []) {
        self.title = title
        self.barItems = items
    }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        events.append(event)
        return .ignored
    }
}

/// The top bar as UINavigationBar: it stays in place during a push, a pop and a swipe while
/// its titles move and fade; the back label falls back to "Back" and to the chevron alone; a
/// long press or a right-click on the back control shows the history; screens add items.
@MainActor @Suite struct NavigationBarTests {
    /// Mail › Inbox at rest, 40x6, with 1 s linear transitions; `Message` is pushed by Enter.
    func inbox() -> HeadlessDriver {
        let inbox = LetterScreen("Inbox", letter: "i", next: { LetterScreen("Message", letter: "m") })
        let driver = HeadlessDriver(root: LetterScreen("Mail", letter: "a"), size: Size(width: 40, height: 6),
                                    configuration: linearConfiguration())
        driver.engine.navigation.push(inbox, animated: false)
        _ = driver.frame()
        return driver
    }

    /// The bar row's glyphs, and under it how strong each glyph's colour is against the bar
    /// (0 = invisible … 9 = full), a space for blanks.
    func bar(_ frame: Canvas, _ label: String) -> String {
        let background = frame[0, 0].style.background.components ?? (0, 0, 0)
        var glyphs = "", strength = ""
        for x in 0..<frame.size.width {
            let cell = frame[x, 0]
            glyphs += cell.width == 0 ? "" : String(cell.character)
            guard cell.character != " ", let c = cell.style.foreground.components else {
                strength += cell.width == 0 ? "" : " "
                continue
            }
            let distance = abs(c.red - background.red) + abs(c.green - background.green) + abs(c.blue - background.blue)
            strength += String(min(9, distance * 9 / 600))
        }
        return "\(label) |\(glyphs)|\n\(String(repeating: " ", count: label.count)) |\(strength)|"
    }

    @Test func aPushMovesTheTitlesWhileTheBarStays() {
        var lines: [String] = []
        for progress in [0, 0.25, 0.5, 0.75, 1] {
            let driver = inbox()
            driver.key(.enter)
            driver.advance(by: progress)
            lines.append(bar(driver.frame(), String(format: "p %.2f", progress)))
        }
        Snapshot.check(lines.joined(separator: "\n"), named: "bar-push")
    }

    @Test func aPopIsThePushRunBackwards() {
        var lines: [String] = []
        for progress in [0, 0.25, 0.5, 0.75, 1] {
            let driver = inbox()
            driver.key(.enter)
            driver.runUntilIdle()
            driver.key(.left)
            driver.advance(by: progress)
            let frame = driver.frame()
            lines.append(bar(frame, String(format: "p %.2f", progress)))
            // The pop at p shows the bar of the push at 1 - p.
            let push = inbox()
            push.key(.enter)
            push.advance(by: 1 - progress)
            #expect(bar(push.frame(), "") == bar(frame, ""), "pop at \(progress)")
        }
        Snapshot.check(lines.joined(separator: "\n"), named: "bar-pop")
    }

    @Test func aCancelledSwipeRunsTheBarBack() {
        let driver = inbox()
        driver.key(.enter)
        driver.runUntilIdle()
        let atRest = bar(driver.frame(), "rest")
        var lines: [String] = [atRest]
        driver.press(0, 3)
        for x in [10, 20, 30, 20, 10] {                 // a quarter, half, three quarters, and back
            driver.advance(by: 0.05)
            driver.drag(x, 3)
            lines.append(bar(driver.frame(), "x \(x)"))
        }
        driver.advance(by: 0.3)
        driver.release(10, 3)                           // held still short of the threshold
        driver.runUntilIdle()
        #expect(driver.trace.contains(.transitionCancelled))
        lines.append(bar(driver.frame(), "rest"))
        #expect(lines.last == atRest)
        Snapshot.check(lines.joined(separator: "\n"), named: "bar-cancelled-swipe")
    }

    @Test func inANarrowBarTheLabelsFallBackWhileTheTitlesMove() {
        // 24 columns: Inbox's back control reads "‹ Back" (Mailboxes does not fit beside its
        // title), Message's "‹" alone (a long title leaves no room for "Inbox").
        var lines: [String] = []
        for progress in [0, 0.25, 0.5, 0.75, 1] {
            let inbox = LetterScreen("Inbox", letter: "i", next: { LetterScreen("Message from Ann", letter: "m") })
            let driver = HeadlessDriver(root: LetterScreen("Mailboxes", letter: "a"), size: Size(width: 24, height: 6),
                                        configuration: linearConfiguration())
            driver.engine.navigation.push(inbox, animated: false)
            driver.key(.enter)
            driver.advance(by: progress)
            lines.append(bar(driver.frame(), String(format: "p %.2f", progress)))
        }
        Snapshot.check(lines.joined(separator: "\n"), named: "bar-push-narrow")
    }

    @Test func aCoverCarriesEachBarWithItsPane() {
        var configuration = linearConfiguration()
        configuration.animator = CoverVerticalAnimator(duration: 1)
        let driver = HeadlessDriver(root: LetterScreen("Mail", letter: "a", next: { LetterScreen("New", letter: "n") }),
                                    size: Size(width: 40, height: 6), configuration: configuration)
        driver.key(.enter)
        driver.advance(by: 0.5)
        #expect(driver.frame().rows[0].contains("Mail"))   // the lower pane's own bar, not the shared one
        #expect(!driver.frame().rows[0].contains("New"))
    }

    @Test(arguments: [(40, "‹ Mailboxes"), (24, "‹ Back"), (16, "‹")])
    func theBackLabelFallsBackToBackThenTheChevron(width: Int, label: String) {
        let bar = TopBar(title: "Inbox", backTitle: "Mailboxes", width: width)
        #expect(bar.backLabel == label)
        #expect(bar.titleX == (width - 5) / 2)              // the title stays centred
        #expect(bar.isOnBackControl(Point(x: 1, y: 0)))
    }

    @Test func aLongTitleLeavesTheChevronAndIsCut() {
        let bar = TopBar(title: String(repeating: "T", count: 50), backTitle: "Mail", width: 30)
        #expect(bar.backLabel == "‹")
        #expect(bar.title.count == 22)                      // 4 columns kept clear on each side
        #expect(bar.titleX == 4)
    }

    // MARK: - Bar items

    @Test func barItemsSitAtTheRightAndTheirTapsReachTheScreen() {
        let screen = ItemScreen("Notes", items: [BarItem(id: "add", title: "New"), BarItem(id: "edit", title: "Edit")])
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 40, height: 6))
        driver.engine.navigation.push(screen, animated: false)
        let row = driver.frame().rows[0]
        #expect(row.hasSuffix("New Edit "))
        driver.tapTopBar(36)                                // on "Edit"
        driver.tapTopBar(32)                                // on "New"
        driver.tapTopBar(30)                                // between the title and the items: nothing
        driver.send(.barItem("add"))                        // as a tap on it
        driver.send(.barItem("missing"))                    // not shown: not given
        #expect(screen.events == [.barItem("edit"), .barItem("add"), .barItem("add")])
        #expect(driver.stackTitles == ["Home", "Notes"])
    }

    // MARK: - The back control's history

    /// Mail › Inbox › Message › Reply at rest, 40x8.
    func deep() -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Mail", letter: "a"), size: Size(width: 40, height: 8),
                                    configuration: linearConfiguration(duration: 0.3))
        for title in ["Inbox", "Message", "Reply"] {
            driver.engine.navigation.push(LetterScreen(title, letter: "x"), animated: false)
        }
        _ = driver.frame()
        return driver
    }

    func transitions(_ driver: HeadlessDriver) -> [TraceEvent] {
        driver.trace.filter { if case .transitionBegan = $0 { return true } else { return false } }
    }

    @Test func aLongPressOnTheBackControlShowsTheHistoryNearestFirst() {
        let driver = deep()
        driver.pressTopBar(2)
        #expect(driver.engine.nextDeadline == 0.5)          // the front end wakes the engine then
        driver.advance(by: 0.5)
        let frame = driver.frameText().split(separator: "\n").map(String.init)
        #expect(driver.engine.router.history.menu != nil)
        #expect(frame[2].hasPrefix("  ‹ Message"))
        #expect(frame[3].hasPrefix("  ‹ Inbox"))
        #expect(frame[4].hasPrefix("  ‹ Mail"))
        driver.releaseTopBar(2)                                // the press's release opens nothing
        driver.key(.down)
        driver.key(.enter)                                  // Inbox
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Mail", "Inbox"])
        #expect(transitions(driver) == [.transitionBegan(operation: .pop, from: "Reply", to: "Inbox",
                                                         animator: "slide", interactive: false)])
    }

    @Test func aRightClickShowsTheHistoryAndAReleaseOnARowPopsToIt() {
        let driver = deep()
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 3, y: 0))))
        #expect(driver.engine.router.history.menu != nil)
        driver.tap(4, 3)                                    // Mail's row: content row 3, screen row 4
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Mail"])
        #expect(transitions(driver).count == 1)
    }

    @Test func aShortPressStillGoesBackAndAPressOutsideCloses() {
        let driver = deep()
        driver.pressTopBar(2)
        driver.advance(by: 0.3)
        driver.releaseTopBar(2)                                // a tap: back one level
        driver.runUntilIdle()
        #expect(driver.engine.router.history.menu == nil)
        #expect(driver.stackTitles == ["Mail", "Inbox", "Message"])
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 2, y: 0))))
        driver.press(30, 5)                                 // outside the box
        #expect(driver.engine.router.history.menu == nil)
        driver.release(30, 5)
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 2, y: 0))))
        driver.key(.escape)
        #expect(driver.engine.router.history.menu == nil)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Mail", "Inbox", "Message"])
    }

    @Test func aPressThatLeavesTheBackControlShowsNoHistory() {
        let driver = deep()
        driver.pressTopBar(2)
        driver.advance(by: 0.1)
        driver.drag(20, 0)
        driver.advance(by: 0.5)
        #expect(driver.engine.router.history.menu == nil)
        #expect(driver.engine.nextDeadline == nil)
    }

    @Test func theRootHasNoHistory() {
        let driver = HeadlessDriver(root: LetterScreen("Mail", letter: "a"))
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 1, y: 0))))
        #expect(driver.engine.router.history.menu == nil)
    }
}
