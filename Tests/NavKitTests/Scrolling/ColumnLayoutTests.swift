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
}
