import Testing
import NavKit
import NavKitTesting

/// Fifty numbered rows in a list: content that scrolls inside a sheet.
private final class Numbers: ComposedScreen {
    let title = "Numbers"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    private(set) var context: NavigationContext?

    func didMove(to context: NavigationContext) { self.context = context }

    init() { list.rows = ListRows((0..<50).map { "row \($0)" }) { ListRow($0) } }
}

/// UIKit's sheet rule for what scrolls inside: the list takes a drag first, the sheet only where
/// the list shows its top (from the top bar, always), and a drag that scrolls the list up to its
/// top goes on moving the sheet; the back swipe from the card's left edge still pops inside it; a horizontal drag
/// never moves the sheet.
@MainActor @Suite struct SheetScrollTests {
    @Test func aListAtItsTopHandsADownwardDragToTheSheet() {
        let numbers = Numbers()
        let (driver, _, _) = presentedSheet(sheet: numbers)
        dragSheet(driver, from: 6, to: 20, steps: 14, interval: 0.05, hold: 0.2)  // in the list's rows
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(numbers.list.scroll.offset == 0)
    }

    @Test func aScrolledListScrollsFirstThenTheSheetMovesInTheSameDrag() {
        let numbers = Numbers()
        let (driver, _, _) = presentedSheet(sheet: numbers)
        numbers.list.scroll.scroll(to: 5)
        _ = driver.frame()
        dragSheet(driver, from: 4, to: 8, steps: 4, interval: 0.05, release: false)  // 4 rows: the list, 5 → 1
        #expect(driver.engine.snapshot.sheet == nil)
        #expect(abs(numbers.list.scroll.offset - 1) < 0.01)
        #expect(grabberRow(driver.frame()) == 1)
        dragSheet(driver, from: 8, to: 23, steps: 15, interval: 0.05, press: false, release: false)
        let edge = driver.engine.snapshot.sheet?.edge ?? 0
        #expect(edge > 12 && edge < 16)                            // the list's top reached at 9: the sheet from there
        driver.advance(by: 0.2)
        driver.send(.pointer(PointerEvent(.release, at: Point(x: 40, y: 23))))
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func aDragFromTheTopBarMovesTheSheetWhereverItsListIsScrolled() {
        let numbers = Numbers()
        let (driver, _, _) = presentedSheet(sheet: numbers)
        numbers.list.scroll.scroll(to: 5)
        _ = driver.frame()
        dragSheet(driver, from: 2, to: 20, steps: 18, interval: 0.05, hold: 0.2)  // row 2: the top bar, under the grabber
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(numbers.list.scroll.offset == 5)
    }

    @Test func anUpwardDragScrollsTheListOfASheetAtItsLargestDetent() {
        let numbers = Numbers()
        let (driver, _, _) = presentedSheet(sheet: numbers)
        dragSheet(driver, from: 15, to: 8, steps: 7, interval: 0.05, hold: 0.2)
        _ = driver.runUntilIdle()
        #expect(numbers.list.scroll.offset > 6)
        #expect(grabberRow(driver.frame()) == 1)
    }

    @Test func anUpwardDragInTheListGrowsAMediumSheetFirst() {
        let numbers = Numbers()
        let (driver, _, _) = presentedSheet(.sheet(detents: [.medium, .large]), sheet: numbers)
        dragSheet(driver, from: 18, to: 8, steps: 10, interval: 0.05, hold: 0.2)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .large)
        #expect(numbers.list.scroll.offset == 0)
    }

    @Test func theBackSwipeFromTheCardsLeftEdgeStillPopsInsideTheSheet() {
        let numbers = Numbers()
        let (driver, _, _) = presentedSheet(sheet: numbers)
        numbers.context?.push(Numbers(), animated: false)
        driver.drag(from: Point(x: 0, y: 7), to: Point(x: 60, y: 7), steps: 15, interval: 0.03)  // content cells
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Numbers"]])
        #expect(grabberRow(driver.frame()) == 1)
    }
}
