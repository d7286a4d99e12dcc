import Testing
@testable import NavKit

/// How a table's columns share a row: fixed, fitting and flexible widths, the spare shared
/// evenly, and a short row taken back from the right, each column down to its minimum.
@Suite struct ColumnLayoutTests {
    let columns = [ListColumn("PID", width: .fixed(5)), ListColumn("Name", width: .flexible(min: 8)),
                   ListColumn("Note", width: .flexible(min: 4)), ListColumn("CPU", width: .fitting(max: 10))]

    func widths(room: Int, widest: Int) -> [Int] {
        ColumnLayout(columns, x: 1, room: room) { $0 == 3 ? widest : 0 }.spans.map(\.width)
    }

    @Test func theSpareIsSharedByTheFlexibleColumnsEvenly() {
        // 40 - 3 gaps of 2 = 34: PID 5, CPU 6 (its widest), the flexible minimums 12, 11 spare.
        #expect(widths(room: 40, widest: 6) == [5, 8 + 6, 4 + 5, 6])
        #expect(ColumnLayout(columns, x: 1, room: 40) { _ in 6 }.spans.map(\.x) == [1, 8, 24, 35])
        #expect(widths(room: 40, widest: 30) == [5, 8 + 4, 4 + 3, 10])             // a fitting column's cap
    }

    @Test func aShortRowIsTakenBackFromTheRightDownToEachMinimum() {
        #expect(widths(room: 26, widest: 9) == [5, 8, 4, 3])   // 20 cells: CPU gives 6, down to its title's 3
        #expect(widths(room: 20, widest: 9) == [5, 8, 4, 3])   // nothing more gives: cut at the edge
    }

    @Test func theLowestPriorityColumnsGiveWayToTheFirstColumnsWidestCell() {
        let files = [ListColumn("Name", width: .flexible(min: 12)),
                     ListColumn("Size", width: .fitting(max: 9), priority: 1),
                     ListColumn("Modified", width: .fitting(max: 16), priority: 0)]
        func layout(room: Int, name: Int) -> ColumnLayout {
            ColumnLayout(files, x: 1, room: room) { [name, 7, 16][$0] }
        }
        // 38 - 4 = 34 cells: a 10-cell name has its minimum 12, and Modified gives one back.
        #expect(layout(room: 38, name: 10).spans.map(\.isShown) == [true, true, true])
        #expect(layout(room: 38, name: 10).spans.map(\.width) == [12, 7, 15])
        // A 25-cell name: Modified (priority 0) goes; Size stays, the name gets the rest.
        #expect(layout(room: 38, name: 25).spans.map(\.isShown) == [true, true, false])
        #expect(layout(room: 38, name: 25).spans.map(\.width) == [29, 7, 0])
        // A 33-cell name: Size goes too, the name has the whole row.
        #expect(layout(room: 38, name: 33).spans.map(\.isShown) == [true, false, false])
        #expect(layout(room: 38, name: 33).spans.map(\.width) == [38, 0, 0])
        // Equal priorities: the rightmost goes first.
        let equal = files.map { column -> ListColumn in var column = column; column.priority = 0; return column }
        #expect(ColumnLayout(equal, x: 1, room: 38) { [25, 7, 16][$0] }.spans.map(\.isShown) == [true, true, false])
        let sizeFirst = [files[0], files[1], { var column = files[2]; column.priority = 2; return column }()]
        #expect(ColumnLayout(sizeFirst, x: 1, room: 38) { [20, 7, 16][$0] }.spans.map(\.isShown) == [true, false, true])
    }

    @Test func aHiddenColumnHasNoBoundaryAndTheNextShownOneFollowsTheGap() {
        let three = [ListColumn("Name", width: .flexible(min: 12)), ListColumn("Size", width: .fixed(6)),
                     ListColumn("Kind", width: .fixed(6), priority: 1)]
        let layout = ColumnLayout(three, x: 1, room: 30) { $0 == 0 ? 20 : 0 }
        #expect(layout.spans.map(\.isShown) == [true, false, true])
        #expect(layout.spans[2].x == 1 + 22 + 2)                     // Name is 22 wide: 30 - 2 - 6
        #expect(layout.boundary(at: 23) == 0)                        // the gap after Name leads to Kind
        #expect(layout.boundary(at: 29) == nil)
    }
}
