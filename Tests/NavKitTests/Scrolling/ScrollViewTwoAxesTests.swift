import Testing
import NavKit
import NavKitTesting

/// A table of cells 200 columns by 100 rows in a scroll view on both axes, filling the content.
private final class Table: Screen {
    let title = "Table"
    let scroll = ScrollView(contentSize: Size(width: 200, height: 100))

    func layout(in size: Size) { scroll.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
    var gestureRecognizers: [GestureRecognizer] { [scroll.pan] }
    func step(to time: Double) -> Bool { scroll.step(to: time) }
    func handle(_ event: Event) -> ScreenResponse { scroll.handle(event) ? .handled : .ignored }

    /// Each visible row shows its number at the first visible column: "r<row>c<column>".
    func draw(in canvas: inout Canvas) {
        guard let column = scroll.visibleRange(along: .horizontal).first else { return }
        for row in scroll.visibleRange(along: .vertical) {
            canvas.write("r\(row)c\(column)", at: Point(x: scroll.position(of: column, along: .horizontal),
                                                     y: scroll.position(of: row, along: .vertical)),
                         style: canvas.theme.content)
        }
        scroll.drawIndicator(in: &canvas)
    }
}

/// A scroll view on both axes: each axis follows its part of a drag, coasts on its part of the
/// release speed and stops within its own ends; the keys move one axis each; at its left end
/// a rightward drag still goes back. A pointer reported in pixels moves the content by
/// fractions of a cell, down the rows as across the columns.
@MainActor @Suite struct ScrollViewTwoAxesTests {
    private func driver(_ table: Table) -> HeadlessDriver { NavKitTests.driver(showing: table) }

    @Test func aDiagonalDragMovesBothAxesAndTheFlickCoastsOnEach() {
        let table = Table()
        let driver = driver(table)
        #expect(table.scroll.axes == [.vertical, .horizontal])
        #expect(table.scroll.maximumOffset(along: .horizontal) == 160)   // 200 columns, 40 show
        #expect(table.scroll.maximumOffset(along: .vertical) == 89)      // 100 rows, 11 show
        driver.drag(from: Point(x: 30, y: 9), to: Point(x: 20, y: 5), steps: 2, interval: 0.01)
        #expect(table.scroll.offset(along: .horizontal) == 10)           // followed the pointer
        #expect(table.scroll.offset(along: .vertical) == 4)
        #expect(driver.engine.isAnimating)                               // released moving: coasting
        driver.runUntilIdle(limit: 5)
        let across = table.scroll.offset(along: .horizontal), down = table.scroll.offset(along: .vertical)
        #expect(across > 10 + 100 && across <= 160)                      // 500 columns/s coasts far
        #expect(down > 4 + 40 && down <= 89)                             // 200 rows/s too
        #expect(across == across.rounded() && down == down.rounded())    // at rest on whole cells
        #expect(!table.scroll.isMoving && !driver.engine.isAnimating)
        #expect(driver.frame().rows[1].hasPrefix("r\(Int(down))c\(Int(across))"))
    }

    @Test func theArrowsMoveOneAxisEach() {
        let table = Table()
        let driver = driver(table)
        driver.key(.right)
        driver.key(.right)
        driver.key(.down)
        #expect(table.scroll.offset(along: .horizontal) == 2 && table.scroll.offset(along: .vertical) == 1)
        driver.key(.left)
        driver.key(.up)
        #expect(table.scroll.offset(along: .horizontal) == 1 && table.scroll.offset(along: .vertical) == 0)
        driver.key(.end)                                                 // PgUp PgDn Home End: the lines
        #expect(table.scroll.offset(along: .vertical) == 89 && table.scroll.offset(along: .horizontal) == 1)
        #expect(driver.frame().rows[1].hasPrefix("r89c1"))
    }

    @Test func atItsLeftEndARightwardDragGoesBackAndADownwardOneScrolls() {
        let table = Table()
        let driver = driver(table)
        driver.key(.down)
        driver.key(.down)
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 12, y: 9), steps: 3, interval: 0.02, hold: 0.2)
        driver.runUntilIdle(limit: 5)                                                   // mostly down: pulled past the top
        #expect(table.scroll.offset(along: .vertical) == 0 && driver.stackTitles == ["Root", "Table"])
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 38, y: 4), steps: 7, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func awayFromItsLeftEndARightwardDragScrollsBack() {
        let table = Table()
        let driver = driver(table)
        table.scroll.scroll(to: 30, along: .horizontal)
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 30, y: 3), steps: 2, interval: 0.02, hold: 0.2)
        driver.runUntilIdle(limit: 5)
        #expect(table.scroll.offset(along: .horizontal) == 10 && driver.stackTitles == ["Root", "Table"])
    }

    @Test func aPointerReportedInPixelsMovesTheContentByFractionsOfACellBothWays() {
        let table = Table()
        let driver = driver(table)
        driver.press(20.5, 8.5)
        driver.advance(by: 0.05)
        driver.drag(18.25, 6.75)
        #expect(table.scroll.offset(along: .horizontal) == 2.25)
        #expect(table.scroll.offset(along: .vertical) == 1.75)
        driver.advance(by: 0.05)
        driver.drag(18.0, 6.125)
        #expect(table.scroll.offset(along: .vertical) == 2.375)
        #expect(table.scroll.pan.preciseTranslationY == -2.375)
    }
}
