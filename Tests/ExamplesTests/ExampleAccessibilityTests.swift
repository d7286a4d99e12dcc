import Foundation
import Testing
import NavKit
import NavKitTesting
@testable import navls
@testable import notes
@testable import navdemo
import TourAssets

/// What a screen reader knows of navls and notes (`HeadlessDriver.accessibilityText()`): their
/// screens, lists, rows with their details and places, fields, the focus where the cursor is.
@MainActor @Suite(.serialized) struct ExampleAccessibilityTests {
    @Test func navlsDescribesItsFolderFilterAndRowsWithTheSelectedOneFocused() throws {
        let tests = NavlsColumnsTests()
        let folder = try tests.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (driver, _) = tests.viewsDriver(at: folder.path + "/alpha", width: 60, columns: false)
        driver.key(.down)
        let lines = driver.accessibilityText().split(separator: "\n").map(String.init)
        #expect(lines.contains("        screen: alpha"))
        #expect(lines.contains("          text field: Filter"))
        #expect(lines.contains("          list: 2 rows"))
        #expect(lines.contains("            header: Folders"))
        #expect(lines.contains { $0.hasPrefix("            row: ▸ beta/, Modified ") && $0.hasSuffix(", 1 of 2") })
        #expect(lines.contains { $0.hasPrefix("            row: file.txt, Size 6 B, Modified ")
                                 && $0.hasSuffix(", 2 of 2, selected  ◆ focused") })
        #expect(lines.last == "          status: 2 items")
        #expect(driver.accessibilitySnapshot().focused?.label == "file.txt")
    }

    @Test func notesDescribesItsListAndTheNoteWithTheEditorFocused() async throws {
        let folder = try NotesTests().directory([("old.txt", "one two"), ("new.txt", "one two three\nfour")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = NoteList(files: NoteFiles(directory: folder))
        let driver = HeadlessDriver(root: list, size: Size(width: 40, height: 10))
        _ = driver.frame()
        await list.counting?.value
        #expect(driver.accessibilityText() == """
            window
              screen: Notes
                text field: Search
                list: 2 rows
                  row: new, 4 words, 1 of 2, selected  ◆ focused
                  row: old, 2 words, 2 of 2
                status: 2 notes
            """)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.accessibilityText() == """
            window
              screen: new
                text field: a title, new
                editor: line 1 of 2, one two three  ◆ focused
                status: ⌃S saves
            """)
        #expect(driver.engine.announcements == ["Notes", "new"])
    }
}

/// What a screen reader knows of the tour's tabs (Sheets, covers and alerts › Show tabs): the
/// selected tab's page as its links, the bar as three tabs, the focus on the page's first link.
@MainActor @Suite struct TourAccessibilityTests {
    @Test func theToursTabsAreATabBarOverTheSelectedTabsPage() throws {
        let pages = try AssetLoader.load(directory: "Assets")
        let home = try #require(pages[AssetLoader.rootID])
        let driver = HeadlessDriver(root: PageScreen(page: home, pages: pages), size: Size(width: 120, height: 40))
        driver.key(.up)                                                 // the last row: Sheets, covers and alerts
        driver.key(.enter)
        driver.runUntilIdle()
        driver.key(.up)                                                 // its last row: Show tabs
        driver.key(.enter)
        driver.runUntilIdle()
        let snapshot = driver.accessibilitySnapshot()
        let sheet = try #require(snapshot.window.children.last)
        #expect(sheet.role == .sheet && sheet.children.first?.role == .tabs)
        let lines = snapshot.text.split(separator: "\n").map { String($0).drop { $0 == " " } }
        #expect(lines.contains("tab: Inbox, 3 new, 1 of 3, selected"))
        #expect(lines.contains("tab: Files, 2 of 3"))
        #expect(lines.contains("tab: Settings, new, 3 of 3"))
        #expect(snapshot.focused?.role == .link && snapshot.focused?.position?.index == 1)
        #expect(driver.engine.announcements.last == "Inbox")
    }
}
