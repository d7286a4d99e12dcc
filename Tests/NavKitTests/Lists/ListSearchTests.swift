import Testing
import NavKit
import NavKitTesting

/// Packages in a searchable list, as an app declares it once: its own indices in every callback.
private final class Packages: ComposedScreen {
    let title = "Packages"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list), .fixed(1, Button("Sort") { .handled })])
    var names = ["bash", "coreutils", "curl", "dash", "diffutils", "grep", "less", "sed", "tar", "zsh"]
    var activated: [Int] = []
    var told: [Int?] = []

    init() {
        list.search = ListSearch(prompt: "Filter packages")
        list.onActivate = { [unowned self] index in
            activated.append(index)
            return .handled
        }
        list.onSelectionChange = { [unowned self] in told.append($0) }
        show()
    }

    func show() { list.rows = ListRows(names, id: \.self) { ListRow($0) } }
}

@MainActor @Suite struct ListSearchTests {
    private func driver(_ screen: Packages, height: Int = 14) -> HeadlessDriver {
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: height))
        _ = driver.frame()
        return driver
    }

    private func type(_ text: String, _ driver: HeadlessDriver) {
        for character in text { driver.key(.character(character)) }
    }

    /// The screen's content rows (the top bar is row 0).
    private func content(_ driver: HeadlessDriver) -> [String] { Array(driver.frame().rows.dropFirst()) }

    @Test func typingNarrowsTheRowsAtOnceWithTheCountAndTheAppsIndicesInEveryCallback() {
        let screen = Packages()
        let driver = driver(screen)
        #expect(content(driver)[0].hasPrefix(" / Filter packages"))
        driver.key(.character("/"))
        #expect(screen.isEditingText)
        type("ut", driver)                                    // coreutils, diffutils: letters in order
        let rows = content(driver)
        #expect(rows[0].hasPrefix(" / ut") && rows[0].hasSuffix("2 of 10 "))
        #expect(rows[1].hasPrefix(" coreutils") && rows[2].hasPrefix(" diffutils") && rows[3].allSatisfy { $0 == " " })
        #expect(screen.list.selection == 1)                   // coreutils, its index in the app's rows
        driver.key(.down)
        #expect(screen.list.selection == 4)                   // diffutils
        #expect(screen.told.last == 4)
        driver.key(.enter)                                    // to the rows found, the query kept
        #expect(!screen.isEditingText && screen.activated.isEmpty)
        driver.key(.enter)
        #expect(screen.activated == [4])
        #expect(screen.list.row(at: Point(x: 2, y: 1)) == 1)  // the first row found is the app's row 1
    }

    @Test func escClearsTheQueryAndTheSelectionStaysOnItsRowInView() {
        let screen = Packages()
        let driver = driver(screen, height: 6)
        driver.key(.character("/"))
        type("zs", driver)
        #expect(screen.list.selection == 9)
        driver.key(.escape)
        #expect(!screen.isEditingText)
        let rows = content(driver)
        #expect(rows[0].hasPrefix(" / Filter packages") && !rows[0].contains("of"))
        #expect(rows.contains { $0.hasPrefix("›zsh") || $0.hasPrefix(" zsh") })   // scrolled into view
        #expect(screen.list.selection == 9)
    }

    @Test func theQueryLeftInForceIsClearedByEscFromTheList() {
        let screen = Packages()
        let driver = driver(screen)
        driver.key(.character("/"))
        type("sh", driver)                                    // bash, dash, zsh
        driver.key(.enter)
        #expect(content(driver)[0].hasSuffix("3 of 10 "))
        driver.key(.escape)
        #expect(content(driver)[10].hasPrefix(" zsh"))
    }

    @Test func aQueryThatFindsNothingSaysSoAndSelectsNothing() {
        let screen = Packages()
        let driver = driver(screen)
        driver.key(.character("/"))
        type("qq", driver)                                    // `q` is typed, not quit
        let rows = content(driver)
        #expect(rows[0].hasPrefix(" / qq") && rows[0].hasSuffix("0 of 10 "))
        #expect(rows[1].hasPrefix(" No match for “qq”"))
        #expect(screen.list.selection == nil && screen.told.last == .some(nil))
        driver.key(.backspace)
        driver.key(.backspace)
        #expect(content(driver)[1].hasPrefix(" bash"))
    }

    @Test func slashTakesTheFocusFromAnotherPartSoThatLettersAreTyped() {
        let screen = Packages()
        let driver = driver(screen)
        driver.key(.tab)                                      // the Sort button has the focus
        #expect(screen.parts.focusedPart !== screen.list)
        driver.key(.character("/"))
        #expect(screen.parts.focusedPart === screen.list && screen.isEditingText)
        driver.key(.character("q"))
        #expect(content(driver)[0].hasPrefix(" / q"))
        driver.key(.tab)                                      // away: the typing ends, the rows stay
        #expect(!screen.isEditingText && screen.list.shownRowCount == 0)
    }

    @Test func newRowsAreSearchedAgainAndTheSelectionFollowsItsRow() {
        let screen = Packages()
        let driver = driver(screen)
        driver.key(.character("/"))
        type("u", driver)                                     // bash? no: coreutils, curl, diffutils
        driver.key(.down)
        #expect(screen.list.selection.map { screen.names[$0] } == "curl")
        screen.names.insert("unzip", at: 0)
        screen.show()
        #expect(screen.list.selection.map { screen.names[$0] } == "curl")
        #expect(content(driver)[0].hasSuffix("4 of 11 "))
        screen.list.select(0)                                 // unzip: found, selected
        #expect(screen.list.selection == 0)
        screen.list.select(1)                                 // bash: hidden, the selection stays
        #expect(screen.list.selection == 0)
    }

    @Test func aSearchByTheAppsOwnRuleAndSectionsThatKeepOnlyRowsFound() {
        let list = ListView()
        list.rows = ListRows(sections: [ListSection("Shells", count: 3), ListSection("Tools", count: 3)]) {
            ListRow(["bash", "dash", "zsh", "grep", "sed", "tar"][$0])
        }
        list.search = ListSearch(prompt: "Find") { index, query in index % 2 == 0 && !query.isEmpty }
        list.place(in: Rect(x: 0, y: 0, width: 20, height: 8))
        _ = list.handle(.key(.character("/")))
        _ = list.handle(.key(.character("x")))
        var canvas = Canvas(size: Size(width: 20, height: 8))
        list.draw(in: &canvas)
        let rows = canvas.rows
        #expect(rows[0].hasSuffix("3 of 6 "))
        #expect(rows[1].hasPrefix(" Shells") && rows[2].hasPrefix(" bash") && rows[3].hasPrefix(" zsh"))
        #expect(rows[4].hasPrefix(" Tools") && rows[5].hasPrefix(" sed"))
        #expect(list.selection == 0)
        _ = list.handle(.key(.down))
        _ = list.handle(.key(.down))
        #expect(list.selection == 4)
    }

    @Test func aMillionRowsAreLookedThroughASliceAFrameTheFirstMatchesAtOnce() {
        let list = ListView()
        list.rows = ListRows(count: 1_000_000) { ListRow("row \($0)") }
        list.search = ListSearch(prompt: "Find") { index, _ in index % 1000 == 999 }
        list.place(in: Rect(x: 0, y: 0, width: 30, height: 10))
        _ = list.handle(.key(.character("/")))
        _ = list.handle(.key(.character("9")))
        #expect(list.shownRowCount == 25)                         // the first slice, 25,000 rows, at once
        #expect(list.selection == 999)
        var time = 0.0, steps = 0
        while list.step(to: time) {
            time += 1.0 / 60
            steps += 1
        }
        #expect(list.shownRowCount == 1000)
        #expect(steps == 40)                                  // the key's frame, then 39 slices a frame
        #expect(list.selection == 999)
    }

    @Test func aTableKeepsItsTitlesUnderTheSearchLineAndATapThereSorts() {
        let screen = Packages()
        var orders: [ListSortOrder] = []
        screen.list.columns = [ListColumn("Name"), ListColumn("Size", width: .fixed(6), alignment: .trailing)]
        screen.list.onSort = { orders.append($0) }
        screen.list.rows = ListRows(screen.names, id: \.self) { ListRow(cells: [ListCell($0), ListCell("\($0.count)")]) }
        let driver = driver(screen)
        var rows = content(driver)
        #expect(rows[0].hasPrefix(" / Filter packages"))
        #expect(rows[1].hasPrefix(" Name") && rows[1].hasSuffix(" Size "))
        #expect(rows[2].hasPrefix(" bash"))
        driver.tap(26, 1)                                     // "Size", on the row below the search line
        #expect(orders == [ListSortOrder(column: 1)])
        driver.key(.character("/"))
        type("zs", driver)
        rows = content(driver)
        #expect(rows[1].contains("Size▲") && rows[2].hasPrefix(" zsh"))
    }

    @Test func rowsInsertedOrDeletedAreSearchedAloneAndTheRowsFoundFollow() {
        var names = ["ant", "bee", "cat", "cow", "dog", "eel"]
        var asked: [String] = []
        let list = ListView()
        list.rows = ListRows(names, id: \.self) { ListRow($0) }
        list.search = ListSearch(prompt: "Find") { index, query in
            asked.append(names[index])
            return names[index].contains(query)
        }
        list.place(in: Rect(x: 0, y: 0, width: 20, height: 9))
        _ = list.handle(.key(.character("/")))
        _ = list.handle(.key(.character("o")))                // cow, dog
        _ = list.handle(.key(.down))
        #expect(list.shownRowCount == 2 && list.selection == 4)
        asked = []
        names.insert(contentsOf: ["fox", "gnu"], at: 1)       // ant fox gnu bee cat cow dog eel
        names.append("owl")
        list.update(to: ListRows(names, id: \.self) { ListRow($0) }, inserting: [1, 2, 8])
        #expect(asked == ["fox", "gnu", "owl"])               // the new rows alone
        #expect((0..<list.shownRowCount).map { list.row(at: Point(x: 2, y: 1 + $0)) } == [1, 5, 6, 8])
        #expect(list.selection == 6)                          // dog, where it went
        asked = []
        names.remove(at: 5)                                   // cow
        list.update(to: ListRows(names, id: \.self) { ListRow($0) }, deleting: [5])
        #expect(asked.isEmpty)
        #expect((0..<list.shownRowCount).map { list.row(at: Point(x: 2, y: 1 + $0)) } == [1, 5, 7])
        #expect(list.selection == 5)                          // dog
        list.rows = ListRows(names, id: \.self) { ListRow($0) }   // set whole: searched again
        #expect(asked.count == names.count)
    }

    @Test func theDefaultRuleFindsTheLettersInOrderCaseAsideInAnyScript() {
        let list = ListView()
        let names = ["Download list", "delete", "Ölförråd", "ÉCOLE", "straße", "tab"]
        list.rows = ListRows(names) { ListRow($0) }
        list.search = ListSearch()
        list.place(in: Rect(x: 0, y: 0, width: 20, height: 8))
        func found(_ query: String) -> [String] {
            _ = list.handle(.key(.escape))
            _ = list.handle(.key(.character("/")))
            for character in query { _ = list.handle(.key(.character(character))) }
            return (0..<list.shownRowCount).compactMap { list.row(at: Point(x: 2, y: 1 + $0)) }.map { names[$0] }
        }
        #expect(found("DL") == ["Download list", "delete"])
        #expect(found("d l") == ["Download list", "delete"])      // spaces aside
        #expect(found("öf") == ["Ölförråd"])                       // not ASCII: case aside too
        #expect(found("ecole") == [])                              // accents are letters of their own
        #expect(found("école") == ["ÉCOLE"])
        #expect(found("SS") == [])                                 // ß is one letter
        #expect(found("ab") == ["tab"])
    }

    @Test func aSearchTakenAwayOrChangedShowsTheRowsItsRuleFinds() {
        let list = ListView()
        list.rows = ListRows(count: 10) { ListRow("row \($0)") }
        list.search = ListSearch()
        list.place(in: Rect(x: 0, y: 0, width: 20, height: 12))
        _ = list.handle(.key(.character("/")))
        _ = list.handle(.key(.character("3")))
        #expect(list.shownRowCount == 1)
        list.search = ListSearch(prompt: "Even") { index, _ in index % 2 == 0 }  // the query kept, a new rule
        #expect(list.shownRowCount == 5)
        list.search = nil                                          // no search: every row
        #expect(list.shownRowCount == 10 && !list.isSearching && list.row(at: Point(x: 2, y: 0)) == 0)
    }
}

