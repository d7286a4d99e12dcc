import Testing
import NavKit
import NavKitTesting

/// Files as a list with details, and a status message that can change.
private final class Files: ComposedScreen {
    let title = "Files"
    let list = ListView()
    var message = "3 items"
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var statusLine: StatusLine? { StatusLine(message) }

    init() { list.rows = ListRows(count: 3) { ListRow("file\($0).txt", detail: "\($0 + 1) KB") } }
}

/// A screen drawn by hand, describing nothing itself.
private final class Drawn: Screen {
    let title = "Drawn"
    func draw(in canvas: inout Canvas) {
        canvas.write("Hello there", at: Point(x: 2, y: 1), style: canvas.theme.content)
        canvas.write("second line", at: Point(x: 4, y: 3), style: canvas.theme.content)
    }
}

/// The accessibility tree of what shows: containers, screens, parts, the focus marked; and the
/// announcements the engine makes.
@MainActor @Suite struct AccessibilitySnapshotTests {
    @Test func tabsDescribeTheirBarAndTheSelectedTabsScreen() {
        let driver = HeadlessDriver(tabs: [Tab("Inbox", root: Files(), badge: .count(3)), Tab("Sent", root: Drawn())],
                                    size: Size(width: 60, height: 12))
        driver.key(.down)
        #expect(driver.accessibilityText() == """
            window
              tabs
                screen: Files
                  list: 3 rows
                    row: file0.txt, 1 KB, 1 of 3
                    row: file1.txt, 2 KB, 2 of 3, selected  ◆ focused
                    row: file2.txt, 3 KB, 3 of 3
                  status: 3 items
                tab bar
                  tab: Inbox, 3 new, 1 of 2, selected
                  tab: Sent, 2 of 2
            """)
        let tab = driver.accessibilitySnapshot().window.first { $0.role == .tab }
        #expect(tab?.description == "Inbox, 3 new, tab 1 of 2, selected")
        driver.key(.alt("2"))
        driver.runUntilIdle()
        #expect(driver.accessibilityText() == """
            window
              tabs
                screen: Drawn
                  text: Hello there
                  text: second line
                tab bar
                  tab: Inbox, 3 new, 1 of 2
                  tab: Sent, 2 of 2, selected  ◆ focused
            """)
    }

    @Test func aSplitNamesItsColumnsAndTheFocusFollowsF6() {
        let driver = HeadlessDriver(primary: Files(), secondary: Drawn(), size: Size(width: 120, height: 10))
        let split = driver.engine.root as? SplitController
        split?.secondaryColumnLabel = "preview"
        driver.key(.function(6))
        let text = driver.accessibilityText()
        #expect(text.hasPrefix("""
            window
              group
                column: list
                  screen: Files
            """))
        #expect(text.contains("""
                column: preview
                  screen: Drawn  ◆ focused
                    text: Hello there
            """))                                                        // nothing in it has the focus: its title
    }

    @Test func aSheetIsOverTheScreenItCoversAndHasTheFocus() {
        let driver = NavKitTests.driver(showing: Files())
        _ = driver.engine.present(Files(), style: .sheet)
        driver.runUntilIdle()
        let snapshot = driver.accessibilitySnapshot()
        #expect(snapshot.window.children.map(\.role) == [.screen, .sheet])
        #expect(snapshot.window.children[1].label == "Files")
        #expect(snapshot.focused?.description == "file0.txt, 1 KB, 1 of 3, selected")
        // The focused row is the sheet's, not the one under it.
        let sheetRows = snapshot.window.children[1].first { $0.isFocused }
        #expect(sheetRows != nil)
    }

    @Test func anAlertIsAnnouncedByItsQuestionAndItsFocusedButtonMarked() {
        let driver = HeadlessDriver(root: Files(), size: Size(width: 60, height: 20))
        _ = driver.frame()
        _ = driver.engine.present(ConfirmationScreen("Delete file1.txt?", message: "It cannot be undone.", action: "Delete",
                                                     role: .destructive), style: .alert)
        driver.runUntilIdle()
        let snapshot = driver.accessibilitySnapshot()
        #expect(snapshot.announcements == ["Files", "Delete file1.txt? It cannot be undone."])
        #expect(snapshot.focused?.description == "Cancel, button")
        #expect(snapshot.window.children.last?.role == .alert)
        driver.key(.right)
        #expect(driver.accessibilitySnapshot().focused?.description == "Delete, button")
    }

    @Test func aPushAPopAndAStatusMessageAreAnnounced() {
        let files = Files()
        let driver = HeadlessDriver(root: files, size: Size(width: 60, height: 12))
        _ = driver.frame()
        driver.engine.navigation.push(Drawn(), animated: true)
        driver.advance(by: 0.05)
        _ = driver.frame()
        #expect(driver.engine.announcements == ["Files"])              // not while it moves
        driver.runUntilIdle()
        #expect(driver.engine.announcements == ["Files", "Drawn"])
        driver.key(.escape)
        driver.runUntilIdle()
        files.message = "Saved"
        driver.engine.setNeedsDisplay(files)
        _ = driver.frame()
        #expect(driver.engine.announcements == ["Files", "Drawn", "Files", "Saved"])
        var heard: [String] = []
        driver.engine.onAnnouncement = { heard.append($0) }
        files.message = "not saved: disk full"
        driver.engine.setNeedsDisplay(files)
        _ = driver.frame()
        #expect(heard == ["not saved: disk full"])
    }
}
