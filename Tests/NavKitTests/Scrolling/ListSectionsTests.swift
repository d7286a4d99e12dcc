import Testing
import NavKit
import NavKitTesting

/// A list of `counts.count` sections ("Section 0", …) of numbered rows, filling the screen.
private final class Sectioned: ComposedScreen {
    let title = "Sections"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var asked: [Int] = []
    var activated: [Int] = []

    init(counts: [Int]) {
        let sections = counts.enumerated().map { ListSection("Section \($0.offset)", count: $0.element) }
        list.rows = ListRows(sections: sections) { [unowned self] index in
            asked.append(index)
            return ListRow("row \(index)")
        }
        list.onActivate = { [unowned self] index in activated.append(index); return .handled }
    }
}

/// Sections: a header above each section's rows, the top section's header pinned while its
/// rows scroll under it and pushed out by the next, the selection kept clear of the pinned
/// header, and only what shows asked for, a million rows in a thousand sections as well.
@MainActor @Suite struct ListSectionsTests {
    @Test func headersComeBeforeTheirRows() {
        let screen = Sectioned(counts: [3, 20, 5])
        let rows = driver(rooting: screen).frame().rows
        #expect(rows[1].hasPrefix(" Section 0"))
        #expect(rows[2].hasPrefix(" row 0") && rows[4].hasPrefix(" row 2"))
        #expect(rows[5].hasPrefix(" Section 1") && rows[6].hasPrefix(" row 3"))
    }

    @Test func theTopHeaderStaysPinnedUntilTheNextOnePushesItOut() {
        let screen = Sectioned(counts: [3, 20, 30])
        let driver = driver(rooting: screen)
        screen.list.scroll.scroll(to: 6)                     // lines: S0 r0 r1 r2 S1 r3 r4 r5 …
        var rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" Section 1"))             // pinned over line 6 (row 4)
        #expect(rows[2].hasPrefix(" row 5"))
        screen.list.scroll.scroll(to: 14)                    // Section 2's header (line 24) far below
        rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" Section 1") && rows[2].hasPrefix(" row 13"))
        screen.list.scroll.scroll(to: 23)                    // Section 2's header (line 25) on screen row 3
        rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" Section 1") && rows[2].hasPrefix(" row 22") && rows[3].hasPrefix(" Section 2"))
        screen.list.scroll.scroll(to: 24)                    // it reaches the row under the pinned one
        rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" Section 1") && rows[2].hasPrefix(" Section 2"))
        screen.list.scroll.scroll(to: 25)                    // the next header is at the top: pushed out
        rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" Section 2") && rows[2].hasPrefix(" row 23"))
        #expect(rows.filter { $0.hasPrefix(" Section") }.count == 1)
    }

    @Test func theSelectionStaysClearOfThePinnedHeader() {
        let screen = Sectioned(counts: [3, 40])
        let driver = driver(rooting: screen)
        for _ in 0..<20 { driver.key(.down) }                // row 20, far down section 1
        #expect(screen.list.selection == 20)
        for _ in 0..<10 { driver.key(.up) }                  // back up to row 10: scrolled up to it
        let rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" Section 1"))
        #expect(rows[2].hasPrefix(" row 10"))                // under the header, not hidden by it
        driver.tap(5, 0)                                     // a tap on the pinned header: nothing
        #expect(screen.activated.isEmpty)
        driver.tap(5, 1)
        #expect(screen.activated == [10])
    }

    @Test func aMillionRowsInAThousandSectionsAskOnlyForWhatShows() {
        let screen = Sectioned(counts: Array(repeating: 1000, count: 1000))
        let driver = driver(rooting: screen)
        #expect(screen.asked == Array(0..<10))               // the first header and ten rows
        screen.asked.removeAll()
        driver.key(.end)
        let rows = driver.frame().rows
        #expect(screen.list.selection == 999_999 && rows[11].hasPrefix(" row 999999"))
        #expect(rows[1].hasPrefix(" Section 999"))
        #expect(screen.asked == Array(999_990..<1_000_000))
    }
}
