import Testing
import NavKit
import NavKitTesting

/// A table of forty files, sorted by the app, that takes Page Up itself for something else
/// while `takesPageUp`.
@MainActor private final class FilesScreen: ComposedScreen {
    let title = "Files"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var takesPageUp = false
    private(set) var pageUps = 0
    private(set) var sorts: [ListSortOrder] = []

    init() {
        list.columns = [ListColumn("Name", width: .flexible(min: 10)), ListColumn("Size", width: .fixed(6))]
        list.rows = ListRows(count: 40) { ListRow(cells: [ListCell("file \($0)"), ListCell("\($0)")]) }
        list.onSort = { [unowned self] order in sorts.append(order) }
        list.onActivate = { _ in .handled }
    }

    var statusLine: StatusLine? { StatusLine("40 files") }

    func handle(_ event: Event) -> ScreenResponse {
        guard takesPageUp, event == .key(.pageUp) else { return parts.handle(event) ?? .ignored }
        pageUps += 1
        return .handled
    }
}

/// The keys a list takes itself are declared commands handled in place: `?` and the palette list
/// them where the list has the focus, the palette runs them, the status line leaves them out, and
/// the key still reaches the screen first (a screen that takes Page Up keeps it).
@MainActor @Suite struct ListKeysTests {
    private func driver(_ files: FilesScreen) -> HeadlessDriver {
        let driver = HeadlessDriver(root: files, size: Size(width: 100, height: 30))
        _ = driver.frame()
        return driver
    }

    @Test func helpListsTheListsOwnKeysUnderTheList() {
        let files = FilesScreen()
        let driver = driver(files)
        driver.key(.character("?"))
        driver.runUntilIdle()
        let help = driver.engine.topNavigation.topScreen as? HelpScreen
        let text = help?.text ?? ""
        #expect(help?.levels.last?.title.lowercased().contains("list") == true)   // after the app's keys
        for line in ["PgDn  Page down", "Home  First row", "↵     Open — Opens the selected row",
                     ">     Sort by the next column", "I     Reverse the sort"] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
        #expect(!text.contains("Row menu"))                     // no menu on this list
    }

    @Test func theStatusLineLeavesTheListsKeysToTheHelp() {
        let files = FilesScreen()
        let driver = driver(files)
        let status = driver.frame().text(ofRow: 29)
        #expect(status.contains("40 files"))
        #expect(!status.lowercased().contains("page down"))
        #expect(!status.lowercased().contains("next row"))
    }

    @Test func thePaletteRunsAListKey() {
        let files = FilesScreen()
        let driver = driver(files)
        driver.key(.control("p"))
        driver.runUntilIdle()
        for character in "reverse" { driver.key(.character(character)) }
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(files.sorts.last?.ascending == false)          // I: the sort reversed
    }

    @Test func aScreenThatTakesPageUpItselfStillGetsItFirst() {
        let files = FilesScreen()
        let driver = driver(files)
        driver.key(.pageDown)
        let paged = files.list.selection ?? 0
        #expect(paged > 10)                                    // the list paged down
        files.takesPageUp = true
        driver.key(.pageUp)
        #expect(files.pageUps == 1)
        #expect(files.list.selection == paged)                 // the list did not take it
        files.takesPageUp = false
        driver.key(.pageUp)
        #expect(files.list.selection ?? paged < paged)
    }
}
