import Testing
import NavKit
import NavKitTesting

/// Files in a table the app sorts when the user asks: by a tap on a title or htop's keys.
private final class Files: ComposedScreen {
    struct File: Identifiable {
        let name: String
        let bytes: Int
        var id: String { name }
    }

    let title = "Files"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var files = (0..<20).map { File(name: String(format: "file%02d", $0), bytes: ($0 * 7919) % 1000) }
    var sorts: [ListSortOrder] = []

    init() {
        list.columns = [ListColumn("Name"), ListColumn("Size", width: .fitting(max: 8), alignment: .trailing)]
        list.onSort = { [unowned self] order in
            sorts.append(order)
            files.sort { order.column == 0 ? $0.name < $1.name : ($0.bytes, $0.name) < ($1.bytes, $1.name) }
            if !order.ascending { files.reverse() }
            show()
        }
        show()
    }

    func show() { list.rows = ListRows(files) { ListRow(cells: [ListCell($0.name), ListCell("\($0.bytes)")]) } }
}

@MainActor @Suite struct ListSortTests {
    fileprivate func driver(_ screen: Files) -> HeadlessDriver {
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: 12))
        _ = driver.frame()
        return driver
    }

    @Test func aTapOnATitleSortsByItAndASecondTapReversesWithTheMarkShown() {
        let screen = Files()
        let driver = driver(screen)
        driver.tap(26, 0)                                              // "Size": content row 0
        #expect(screen.sorts == [ListSortOrder(column: 1, ascending: true)])
        #expect(screen.files.map(\.bytes) == screen.files.map(\.bytes).sorted())
        var rows = driver.frame().rows
        #expect(rows[1].hasSuffix("Size▲ "))
        #expect(rows[2].hasPrefix(" file00") && rows[2].hasSuffix("  0 "))
        driver.tap(26, 0)
        #expect(screen.sorts.last == ListSortOrder(column: 1, ascending: false))
        rows = driver.frame().rows
        #expect(rows[1].hasSuffix("Size▼ ") && rows[2].hasSuffix("  947 "))   // the largest first
        driver.tap(3, 0)                                               // "Name": by name, ascending
        #expect(screen.sorts.last == ListSortOrder(column: 0, ascending: true))
        #expect(driver.frame().rows[1].hasPrefix(" Name▲"))
    }

    @Test func theKeysSortAndTheSelectionStaysOnItsRowWithTheScrollWhereItWas() {
        let screen = Files()
        let driver = driver(screen)
        for _ in 0..<5 { driver.key(.down) }                          // file05 selected
        screen.list.scroll.scroll(to: 2)
        driver.key(.character(">"))                                    // sorted by Name
        driver.key(.character(">"))                                    // by Size
        #expect(screen.sorts == [ListSortOrder(column: 0), ListSortOrder(column: 1)])
        driver.key(.character("I"))                                    // reversed
        #expect(screen.sorts.last == ListSortOrder(column: 1, ascending: false))
        let selected = screen.list.selection.map { screen.files[$0].name }
        #expect(selected == "file05")
        #expect(screen.list.scroll.offset == 2)
        driver.key(.character("<"))
        #expect(screen.sorts.last == ListSortOrder(column: 0))
    }

    @Test func aListThatDoesNotSortLeavesTheKeysAndTheTitlesAlone() {
        let list = ListView()
        list.columns = [ListColumn("Name")]
        list.rows = ListRows(count: 3) { ListRow(cells: ["row \($0)"]) }
        list.place(in: Rect(x: 0, y: 0, width: 20, height: 5))
        var canvas = Canvas(size: Size(width: 20, height: 5))
        list.draw(in: &canvas)
        #expect(list.handle(.key(.character(">"))) == nil)
        #expect(list.tapTarget(at: Point(x: 2, y: 0)) == nil)
    }
}
