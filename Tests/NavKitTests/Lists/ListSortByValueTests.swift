import Testing
import NavKit
import NavKitTesting

/// A table whose columns say what they sort by: the list sorts its rows itself, the app's
/// indices unchanged in every callback.
private final class Sizes: ComposedScreen {
    let title = "Sizes"
    let list = ListView()
    var parts: ListView { list }
    let files: [(name: String, bytes: Int?)] = [("beta", 300), ("Alpha", 20), ("gamma", nil), ("delta", 4000), ("epsilon", 20)]
    var activated: [Int] = []

    init() {
        list.columns = [ListColumn("Name", sortKey: .text), ListColumn("Note", width: .fixed(4)),
                        ListColumn("Size", width: .fixed(6), alignment: .trailing, sortsAscendingFirst: false, sortKey: .value)]
        list.onActivate = { [unowned self] in
            activated.append($0)
            return .handled
        }
        list.rows = ListRows(count: files.count) { [unowned self] index in
            let file = files[index]
            return ListRow(cells: [ListCell(file.name), "-", ListCell(file.bytes.map { "\($0)" } ?? "", value: file.bytes.map(Double.init))])
        }
    }

    /// The names in the order the list shows them.
    func shownNames(_ driver: HeadlessDriver) -> [String] {
        driver.frame().rows.dropFirst(2).map { $0.split(separator: " ").first.map(String.init) ?? "" }.filter { !$0.isEmpty }
    }
}

@MainActor @Suite struct ListSortByValueTests {
    private func driver(_ screen: Sizes) -> HeadlessDriver {
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: 10))
        _ = driver.frame()
        return driver
    }

    @Test func aTapOnATitleSortsByItsValueWithTheAppsIndicesKept() {
        let screen = Sizes()
        let driver = driver(screen)
        #expect(screen.shownNames(driver) == ["beta", "Alpha", "gamma", "delta", "epsilon"])   // the rows' own order
        driver.key(.down)                                              // Alpha, row 1
        driver.tap(26, 0)                                              // Size: largest first
        #expect(screen.list.sortOrder == ListSortOrder(column: 2, ascending: false))
        #expect(screen.shownNames(driver) == ["delta", "beta", "Alpha", "epsilon", "gamma"])   // ties kept, no value last
        #expect(screen.list.selection == 1)                            // still Alpha
        driver.key(.enter)
        #expect(screen.activated == [1])
        driver.tap(26, 0)                                              // reversed: the cell without a value still last
        #expect(screen.shownNames(driver) == ["Alpha", "epsilon", "beta", "delta", "gamma"])
        driver.tap(3, 0)                                               // Name, case aside
        #expect(screen.shownNames(driver) == ["Alpha", "beta", "delta", "epsilon", "gamma"])
        #expect(screen.list.row(at: Point(x: 2, y: 3)) == 3)          // delta, third, is the app's row 3
    }

    @Test func theKeysChooseOnlyColumnsTheListSortsAndSettingTheOrderSorts() {
        let screen = Sizes()
        let driver = driver(screen)
        driver.key(.character(">"))
        #expect(screen.list.sortOrder == ListSortOrder(column: 0))
        driver.key(.character(">"))                                    // Note has no sort key: skipped
        #expect(screen.list.sortOrder == ListSortOrder(column: 2, ascending: false))
        driver.key(.character("I"))
        #expect(screen.list.sortOrder == ListSortOrder(column: 2, ascending: true))
        screen.list.sortOrder = ListSortOrder(column: 0, ascending: false)
        #expect(screen.shownNames(driver) == ["gamma", "epsilon", "delta", "beta", "Alpha"])
        driver.tap(16, 0)                                              // Note's title: nothing
        #expect(screen.list.sortOrder == ListSortOrder(column: 0, ascending: false))
    }

    @Test func aSearchFindsRowsInTheSortedOrderAndSectionsSortApart() {
        let list = ListView()
        list.columns = [ListColumn("Name", sortKey: .text), ListColumn("Size", width: .fixed(5), sortKey: .value)]
        let names = ["zed", "amy", "kim", "bob", "ann", "kay"], sizes = [5.0, 9, 1, 7, 3, 2]
        list.rows = ListRows(sections: [ListSection("Folders", count: 3), ListSection("Files", count: 3)]) {
            ListRow(cells: [ListCell(names[$0]), ListCell("\(Int(sizes[$0]))", value: sizes[$0])])
        }
        list.search = ListSearch(prompt: "Find")
        list.sortOrder = ListSortOrder(column: 1)
        list.place(in: Rect(x: 0, y: 0, width: 20, height: 12))
        func shown() -> [String] {
            var canvas = Canvas(size: Size(width: 20, height: 12))
            list.draw(in: &canvas)
            return canvas.rows.dropFirst(2).map { $0.trimmingCharacters(in: " ").prefix(3) }.map(String.init).filter { !$0.isEmpty }
        }
        #expect(shown() == ["Fol", "kim", "zed", "amy", "Fil", "kay", "ann", "bob"])
        _ = list.handle(.key(.character("/")))
        _ = list.handle(.key(.character("k")))
        #expect(shown() == ["Fol", "kim", "Fil", "kay"])
        #expect(list.selection == 2)                                   // kim, the app's row 2, first found
        _ = list.handle(.key(.escape))
        list.sortOrder = ListSortOrder(column: 1, ascending: false)
        #expect(shown() == ["Fol", "amy", "zed", "kim", "Fil", "bob", "ann", "kay"])
        #expect(list.selection == 2)
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> Substring { drop { $0 == set } }
}
