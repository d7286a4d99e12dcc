import Testing
import NavKit
import NavKitTesting

/// A process as a monitor lists it.
private struct Process: Identifiable {
    let id: Int
    let name: String
}

/// A process monitor's list: refreshed by setting `processes` (from a timer, in an app).
private final class Processes: ComposedScreen {
    let title = "Processes"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var processes: [Process] = [] {
        didSet { list.rows = ListRows(processes) { ListRow($0.name, detail: "\($0.id)") } }
    }

    init(count: Int) {
        processes = (0..<count).map { Process(id: 1000 + $0, name: "proc \($0)") }
        list.rows = ListRows(processes) { ListRow($0.name, detail: "\($0.id)") }
    }

    /// The same processes, read again.
    func refresh() { processes = processes.map { $0 } }
}

/// A refresh is not a jump: new rows keep the scroll position and any coast, the selection
/// stays on its row by identity, and a row can be selected without scrolling to it.
@MainActor @Suite struct ListRefreshTests {
    @Test func aListScrolledWithTheWheelStaysWhereItIsWhenTheRowsComeAgain() {
        let screen = Processes(count: 100)
        let driver = driver(rooting: screen)
        wheelDown(driver, notches: 4)
        let offset = screen.list.scroll.offset
        #expect(offset == 12 && screen.list.selection == 0)   // the selection scrolled out of view
        let before = driver.frame().rows
        screen.refresh()
        driver.runUntilIdle()
        #expect(screen.list.scroll.offset == offset)
        #expect(driver.frame().rows == before)
    }

    @Test func aCoastGoesOnThroughARefresh() {
        let screen = Processes(count: 500)
        let driver = driver(rooting: screen)
        driver.drag(from: Point(x: 5, y: 9), to: Point(x: 5, y: 3), steps: 3, interval: 0.01)
        driver.advance(by: 0.1)
        _ = driver.frame()
        #expect(screen.list.scroll.isMoving)
        let coasting = screen.list.scroll.offset
        screen.refresh()
        driver.advance(by: 0.05)
        _ = driver.frame()
        #expect(screen.list.scroll.isMoving)
        #expect(screen.list.scroll.offset > coasting)
    }

    @Test func theSelectionFollowsItsRowWhenRowsAreInsertedAboveIt() {
        let screen = Processes(count: 20)
        let driver = driver(rooting: screen)
        for _ in 0..<5 { driver.key(.down) }
        #expect(screen.list.selection == 5 && screen.list.selectedID == AnyHashable(1005))
        screen.processes.insert(contentsOf: [Process(id: 1, name: "init"), Process(id: 2, name: "kthreadd")], at: 0)
        #expect(screen.list.selection == 7 && screen.list.selectedID == AnyHashable(1005))
        let selectedRow = driver.frame().rows.first { $0.contains("1005") }
        #expect(selectedRow?.hasPrefix(" proc 5") == true)
        #expect(driver.frame()[1, 1 + 7].style == Theme.terminal.selection)
    }

    @Test func theSelectionFollowsItsRowWhenRowsMoveAndStaysPutWhenItGoes() {
        let screen = Processes(count: 20)
        _ = driver(rooting: screen)
        screen.list.select(10)
        screen.processes.reverse()                              // proc 10 is now row 9
        #expect(screen.list.selection == 9 && screen.list.selectedID == AnyHashable(1010))
        screen.processes.remove(at: 9)                          // gone: the row now at its index
        #expect(screen.list.selection == 9 && screen.list.selectedID == AnyHashable(1009))
        screen.processes = Array(screen.processes.prefix(4))    // fewer rows: the last one
        #expect(screen.list.selection == 3)
        screen.processes = []
        #expect(screen.list.selection == nil && screen.list.selectedID == nil)
    }

    @Test func rowsWithoutIdentityKeepTheSelectionsIndex() {
        let list = ListView(rows: ListRows(count: 10) { ListRow("row \($0)") })
        list.select(4)
        #expect(list.selectedID == nil)
        list.rows = ListRows(count: 12) { ListRow("new \($0)") }
        #expect(list.selection == 4)
    }

    @Test func aRowCanBeSelectedWithoutScrollingToIt() {
        let screen = Processes(count: 100)
        let driver = driver(rooting: screen)
        wheelDown(driver, notches: 10)
        #expect(screen.list.scroll.offset == 30)
        screen.list.select(80, scrollingToVisible: false)
        #expect(screen.list.selection == 80 && screen.list.scroll.offset == 30)
        screen.list.select(80)
        #expect(screen.list.scroll.offset == 70)                // 11 rows show: 70…80
    }
}
