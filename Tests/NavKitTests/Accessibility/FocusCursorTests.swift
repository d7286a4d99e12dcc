import Testing
import NavKit
import NavKitTesting

/// A list of `count` rows "<name> 0", "<name> 1"…, as the whole screen.
private final class Rows: ComposedScreen {
    let title: String
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])

    init(_ title: String, count: Int = 5) {
        self.title = title
        list.rows = ListRows(count: count) { ListRow("\(title.lowercased()) \($0)") }
    }
}

/// A filter field over a list, and a button under them (it has the focus from the start).
private final class FieldListButton: ComposedScreen {
    let title = "Form"
    let filter = TextField(placeholder: "filter")
    let list = ListView()
    let done = Button("Done") { .handled }
    lazy var parts = Stack(.vertical, [.fixed(1, filter), .flexible(list), .fixed(1, done)])

    init() { list.rows = ListRows(count: 4) { ListRow("item \($0)") } }
}

/// The terminal's cursor follows the focus: after each kind of focus change, the frame's
/// `focusPoint` (where the cursor rests, hidden) is the first cell of what has the focus.
@MainActor @Suite struct FocusCursorTests {
    /// Where `text` starts in `canvas` (its first occurrence, top to bottom).
    private func origin(of text: String, in canvas: Canvas) -> Point? {
        for y in 0..<canvas.size.height {
            let row = canvas.text(ofRow: y)
            if let range = row.range(of: text) {
                return Point(x: row.distance(from: row.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }

    @Test func theCursorRestsOnTheSelectedRowAndFollowsIt() throws {
        let driver = NavKitTests.driver(showing: Rows("Files"))
        var frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "files 0", in: frame))
        driver.key(.down)
        driver.key(.down)
        frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "files 2", in: frame))
        #expect(frame.cursor == nil)                                    // placed, not shown
    }

    @Test func theCursorFollowsTheListTheUserMovesInAndTheFieldTabReaches() throws {
        let screen = FieldListButton()
        let driver = NavKitTests.driver(showing: screen)
        var frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "Done", in: frame))     // the button has the focus
        driver.key(.down)                                               // the list takes ↓: its selection moved
        frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "item 1", in: frame))
        driver.key(.tab)                                                // Done → the field (around the end)
        frame = driver.frame()
        let field = try #require(origin(of: "filter", in: frame))
        #expect(screen.filter.isFocused)
        #expect(frame.focusPoint == field && frame.cursor == field)
        driver.key(.character("x"))
        frame = driver.frame()
        #expect(frame.focusPoint == Point(x: field.x + 1, y: field.y))  // the insertion point
    }

    @Test func f6MovesTheCursorToTheOtherColumnsSelection() throws {
        let driver = HeadlessDriver(primary: Rows("Left"), secondary: Rows("Right"), size: Size(width: 120, height: 20))
        var frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "left 0", in: frame))
        driver.key(.function(6))
        frame = driver.frame()
        #expect((driver.engine.root as? SplitController)?.focusedColumn == .secondary)
        #expect(frame.focusPoint == origin(of: "right 0", in: frame))
        driver.key(.down)
        frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "right 1", in: frame))
    }

    @Test func aTabSwitchMovesTheCursorIntoTheNewTab() throws {
        let driver = HeadlessDriver(tabs: [Tab("Inbox", root: Rows("Mail")), Tab("Sent", root: Rows("Out", count: 3))],
                                    size: Size(width: 60, height: 10))
        var frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "mail 0", in: frame))
        driver.key(.alt("2"))
        driver.runUntilIdle()
        frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "out 0", in: frame))
    }

    @Test func anEmptyTabRestsTheCursorOnTheSelectedTabAndAScreenWithoutFocusOnItsTitle() throws {
        let driver = HeadlessDriver(tabs: [Tab("Inbox", root: Rows("Mail", count: 0)), Tab("Sent", root: Rows("Out"))],
                                    size: Size(width: 60, height: 10))
        var frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "Inbox", in: frame))   // the tab bar's selected tab
        let alone = NavKitTests.driver(showing: Rows("Empty", count: 0))
        frame = alone.frame()
        #expect(frame.focusPoint == origin(of: "Empty", in: frame))   // the top bar's title
    }

    @Test func anAlertHasTheCursorOnItsFocusedButton() throws {
        let driver = NavKitTests.driver(showing: Rows("Files"))
        _ = driver.engine.present(ConfirmationScreen("Delete?", message: "It cannot be undone.", action: "Delete",
                                                     role: .destructive), style: .alert)
        driver.runUntilIdle()
        var frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "Cancel", in: frame))
        driver.key(.right)
        frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "Delete ]", in: frame))
        driver.key(.escape)
        driver.runUntilIdle()
        frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "files 0", in: frame))  // back on the row under it
    }

    @Test func aMovingScreenHasNoFocusToRestOn() {
        let driver = NavKitTests.driver(showing: Rows("Files"))
        driver.engine.navigation.push(Rows("More"), animated: true)
        driver.advance(by: 0.1)
        #expect(driver.frame().focusPoint == nil)
        driver.runUntilIdle()
        let frame = driver.frame()
        #expect(frame.focusPoint == origin(of: "more 0", in: frame))
    }
}
