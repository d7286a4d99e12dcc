import Testing
import NavKit
import NavKitTesting

/// A screen that is one list of numbered rows; activating a row pushes a screen named after it.
private final class Numbers: Screen {
    let title = "Numbers"
    let list: ListView
    /// The rows the list asked for, in order.
    var asked: [Int] = []

    init(count: Int) {
        list = ListView()
        list.rows = ListRows(count: count) { [unowned self] index in
            asked.append(index)
            return ListRow("row \(index)", detail: "#\(index)")
        }
        list.onActivate = { index in .push(LetterScreen("Row \(index)", letter: "x"), animated: false) }
    }

    func layout(in size: Size) { list.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
    var gestureRecognizers: [GestureRecognizer] { list.gestureRecognizers }
    func step(to time: Double) -> Bool { list.step(to: time) }
    func tapTarget(at point: Point) -> (any Hashable & Sendable)? { list.tapTarget(at: point) }
    func handle(_ event: Event) -> ScreenResponse { list.handle(event) ?? .ignored }
    func draw(in canvas: inout Canvas) { list.draw(in: &canvas) }
}

/// The list: only the rows that show are asked for, the selection moves and is followed into
/// view, and a tap or Enter activates a row.
@MainActor @Suite struct ListViewTests {
    @Test func aMillionRowsCostWhatTheVisibleOnesCost() {
        let numbers = Numbers(count: 1_000_000)
        let driver = driver(rooting: numbers)
        #expect(numbers.asked == Array(0..<11))                // 11 content rows below the bar
        numbers.asked.removeAll()
        driver.key(.end)
        let frame = driver.frame()
        #expect(numbers.asked == Array(999_989..<1_000_000))
        #expect(frame.rows[11].hasPrefix(" row 999999"))
        #expect(frame.rows[11].contains("#999999"))
    }

    @Test func theSelectionMovesAndTheListFollowsIt() {
        let numbers = Numbers(count: 100)
        let driver = driver(rooting: numbers)
        for _ in 0..<12 { driver.key(.down) }
        #expect(numbers.list.selection == 12)
        #expect(numbers.list.scroll.offset == 2)               // row 12 just in view at the bottom
        driver.key(.pageUp)
        #expect(numbers.list.selection == 2)
        driver.key(.home)
        #expect(numbers.list.selection == 0 && numbers.list.scroll.offset == 0)
        let selected = driver.frame()[1, 1].style
        #expect(selected == Theme.terminal.selection)          // drawn selected
    }

    @Test func aTapOrEnterActivatesARow() {
        let numbers = Numbers(count: 100)
        let driver = driver(rooting: numbers)
        driver.tap(5, 3)
        #expect(driver.stackTitles == ["Numbers", "Row 3"])
        driver.key(.left)
        driver.runUntilIdle()
        driver.key(.down)
        driver.key(.enter)
        #expect(driver.stackTitles == ["Numbers", "Row 4"])
    }

    @Test func aPressOnACoastingListActivatesNothing() {
        let numbers = Numbers(count: 500)
        let driver = driver(rooting: numbers)
        driver.drag(from: Point(x: 5, y: 9), to: Point(x: 5, y: 3), steps: 3, interval: 0.01)
        driver.advance(by: 0.1)
        _ = driver.frame()
        #expect(numbers.list.scroll.isMoving)
        driver.tap(5, 4)
        #expect(driver.stackTitles == ["Numbers"])
        #expect(!numbers.list.scroll.isMoving)
    }

    @Test func anEmptyListShowsItsPlaceholderAndAListWithRowsDoesNot() {
        let empty = Numbers(count: 0), full = Numbers(count: 2)
        empty.list.placeholder = "(nothing here)"
        full.list.placeholder = "(nothing here)"
        #expect(driver(rooting: empty).frame().rows[1].hasPrefix(" (nothing here)"))
        let frame = driver(rooting: full).frame()
        #expect(frame.rows[1].hasPrefix(" row 0"))
        #expect(!frame.description.contains("nothing here"))
    }
}
