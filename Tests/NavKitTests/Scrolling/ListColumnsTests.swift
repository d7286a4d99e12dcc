import Testing
import NavKit
import NavKitTesting

/// A list shown as a table: a header row of titles that stays above the rows, cells under
/// their columns (fixed, flexible, fitting widths; numbers at the right), cut with `…` and
/// never split, a cell's own style, and the selection band across the row.
@MainActor @Suite struct ListColumnsTests {
    static let red = Style(foreground: .rgb(255, 0, 0), background: .rgb(255, 255, 255))

    /// A process list of `count` rows at `width` × `height`, placed at the top-left.
    func table(count: Int = 30, width: Int = 40, height: Int = 6) -> ListView {
        let list = ListView()
        list.columns = [ListColumn("PID", width: .fixed(5), alignment: .trailing),
                        ListColumn("Command"),
                        ListColumn("CPU", width: .fitting(max: 6), alignment: .trailing)]
        list.rows = ListRows(count: count) { index in
            ListRow(cells: ["\(100 + index)", index == 2 ? "日本語のとても長いコマンド名" : "proc\(index)",
                            ListCell("\(index % 3).\(index)", style: index == 1 ? Self.red : nil)])
        }
        list.place(in: Rect(x: 0, y: 0, width: width, height: height))
        return list
    }

    func drawn(_ list: ListView) -> Canvas {
        var canvas = Canvas(size: Size(width: list.frame.size.width, height: list.frame.size.height))
        list.draw(in: &canvas)
        return canvas
    }

    @Test func aHeaderRowOfTitlesStaysAboveTheRowsAsTheyScroll() {
        let list = table()
        var rows = drawn(list).rows
        // 38 cells inside the margins: PID 5, CPU its widest cell that shows (3), two gaps of 2,
        // Command the 26 left.
        #expect(rows[0] == "   PID  Command" + String(repeating: " ", count: 21) + "CPU ")
        #expect(rows[1] == "   100  proc0" + String(repeating: " ", count: 23) + "0.0 ")
        list.scroll.scroll(to: 10)
        rows = drawn(list).rows
        #expect(rows[0] == "   PID  Command" + String(repeating: " ", count: 21) + "CPU ")   // numbers at the right
        #expect(rows[1] == "   110  proc10" + String(repeating: " ", count: 21) + "1.10 ")
        #expect(list.row(at: Point(x: 5, y: 0)) == nil)                 // the header is no row
        #expect(list.row(at: Point(x: 5, y: 1)) == 10)
    }

    @Test func aCellWiderThanItsColumnIsCutWithAnEllipsisAndWideCharactersWhole() {
        let list = table(width: 30)
        let row = drawn(list).rows[3]
        // Command gets 30 - 2 - 5 - 3 - 2 × 2 = 16 cells: seven wide characters and "…" in 15.
        #expect(row == "   102  日本語のとても…   2.2 ")
        #expect(TerminalText.width(of: row) == 30)
    }

    @Test func aCellsOwnStyleShowsUnlessTheRowIsSelectedAndTheBandSpansTheRow() {
        let list = table()
        var canvas = drawn(list)                                       // row 0 selected
        let cpuX = 36                                                 // "0.1" of row 1: columns 36–38
        #expect(canvas[cpuX + 2, 2].style == Self.red)
        #expect(canvas[cpuX + 2, 2].character == "1")
        #expect((0..<40).allSatisfy { canvas[$0, 1].style == canvas.theme.selection })
        list.select(1)
        canvas = drawn(list)
        #expect(canvas[cpuX + 2, 2].style == canvas.theme.selection)
    }

    @Test func aFlexibleColumnAtItsMinimumCutsItsCells() {
        let list = table(width: 22)
        let rows = drawn(list).rows
        // 20 cells: PID 5, two gaps 4, CPU 3, Command its minimum 8.
        #expect(rows[0] == "   PID  Command   CPU ")
        #expect(rows[1] == "   100  proc0     0.0 ")
        #expect(rows[3] == "   102  日本語…   2.2 ")
    }

    /// A file list as navls shows it, one name 160 characters long: Size and Modified keep their
    /// place at 80 and 120 columns, the long name is cut with `…` in its column, and nothing
    /// changes as the rows scroll past it.
    @Test func aLongNameIsCutInItsColumnAndHidesNoOtherColumn() {
        for width in [80, 120] {
            let list = ListView()
            list.columns = [ListColumn("Name", width: .flexible(min: 12)),
                            ListColumn("Size", width: .fitting(max: 9), alignment: .trailing, priority: 1),
                            ListColumn("Modified", width: .fitting(max: 16), priority: 0)]
            list.rows = ListRows(count: 40) { index in
                let name = index == 0 ? String(repeating: "long", count: 40) : "file\(index).txt"
                return ListRow(cells: [ListCell(name), "\(index) KB", "2026-11-28 10:20"])
            }
            list.place(in: Rect(x: 0, y: 0, width: width, height: 8))
            let header = drawn(list).rows[0]
            #expect(header.contains("Size") && header.contains("Modified"), "at \(width) columns: \(header)")
            let long = drawn(list).rows[1]
            #expect(long.contains("…") && long.contains("0 KB") && long.contains("2026-11-28 10:20"),
                    "at \(width) columns: \(long)")
            list.scroll.scroll(to: 20)                            // the long name out of view
            #expect(drawn(list).rows[0] == header)
        }
    }
}
