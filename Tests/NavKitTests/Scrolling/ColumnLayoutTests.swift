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
        // 20 cells: the minimums need 26; the rightmost columns go (all of priority 0), the name
        // has the rest.
        #expect(widths(room: 20, widest: 9) == [5, 13, 0, 0])
    }

    @Test func whichColumnsShowDependsOnTheRoomAloneNeverOnALongCell() {
        let files = [ListColumn("Name", width: .flexible(min: 12)),
                     ListColumn("Size", width: .fitting(max: 9), priority: 1),
                     ListColumn("Modified", width: .fitting(max: 16), priority: 0)]
        func layout(room: Int, name: Int) -> ColumnLayout {
            ColumnLayout(files, x: 1, room: room) { [name, 7, 16][$0] }
        }
        // The minimums, 12 + 4 + 4 and two gaps, need 24 cells: from there every column shows,
        // whatever the name, which is cut in its column.
        for name in [10, 25, 160] {
            #expect(layout(room: 41, name: name).spans.map(\.isShown) == [true, true, true])
            #expect(layout(room: 41, name: name).spans.map(\.width) == [14, 7, 16])
            #expect(layout(room: 24, name: name).spans.map(\.isShown) == [true, true, true])
        }
        // Below: Modified (priority 0) goes, whatever the name; Size stays, the name has the rest.
        for name in [10, 160] {
            #expect(layout(room: 23, name: name).spans.map(\.isShown) == [true, true, false])
            #expect(layout(room: 23, name: name).spans.map(\.width) == [14, 7, 0])
        }
        // Below 12 + 4 + 2: Size goes too, the name has the whole row.
        #expect(layout(room: 17, name: 5).spans.map(\.isShown) == [true, false, false])
        #expect(layout(room: 17, name: 5).spans.map(\.width) == [17, 0, 0])
        // Equal priorities: the rightmost goes first.
        let equal = files.map { column -> ListColumn in var column = column; column.priority = 0; return column }
        #expect(ColumnLayout(equal, x: 1, room: 22) { [5, 7, 16][$0] }.spans.map(\.isShown) == [true, true, false])
        let sizeFirst = [files[0], files[1], { var column = files[2]; column.priority = 2; return column }()]
        #expect(ColumnLayout(sizeFirst, x: 1, room: 22) { [5, 7, 16][$0] }.spans.map(\.isShown) == [true, false, true])
    }

    @Test func aHiddenColumnHasNoBoundaryAndTheNextShownOneFollowsTheGap() {
        let three = [ListColumn("Name", width: .flexible(min: 12)), ListColumn("Size", width: .fixed(6)),
                     ListColumn("Kind", width: .fixed(6), priority: 1)]
        let layout = ColumnLayout(three, x: 1, room: 25) { $0 == 0 ? 20 : 0 }   // 12 + 6 + 6 + 4 = 28 > 25
        #expect(layout.spans.map(\.isShown) == [true, false, true])
        #expect(layout.spans[2].x == 1 + 17 + 2)                     // Name is 17 wide: 25 - 2 - 6
        #expect(layout.boundary(at: 18) == 0)                        // the gap after Name leads to Kind
        #expect(layout.boundary(at: 25) == nil)
    }
}
