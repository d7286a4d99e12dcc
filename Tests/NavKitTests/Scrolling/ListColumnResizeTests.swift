import Testing
import NavKit
import NavKitTesting

/// A screen that is a three-column table.
private final class Processes: ComposedScreen {
    let title = "Processes"
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])

    init() {
        list.columns = [ListColumn("PID", width: .fixed(6), alignment: .trailing), ListColumn("Command"),
                        ListColumn("User", width: .flexible(min: 6))]
        list.rows = ListRows(count: 10) { ListRow(cells: ["\($0)", "/usr/bin/process\($0)", "user\($0)"]) }
    }
}

/// A drag on the boundary between two titles resizes the column to its left, live, down to its
/// minimum, and the flexible columns share the rest; elsewhere a drag does not resize.
@MainActor @Suite struct ListColumnResizeTests {
    @Test func aDragOnABoundaryResizesTheColumnToItsLeftAndTheRestReflows() {
        let screen = Processes()
        let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 8))
        var rows = driver.frame().rows
        // 38 cells: PID 6, two gaps 4, Command 15 and User 13 (the spare shared). Command's gap: 24–25.
        #expect(rows[1] == "    PID  Command" + String(repeating: " ", count: 10) + "User" + String(repeating: " ", count: 10))
        driver.drag(from: Point(x: 24, y: 0), to: Point(x: 18, y: 0), steps: 6, interval: 1.0 / 60)
        rows = driver.frame().rows
        #expect(screen.list.columnResizePan.state == .ended)
        // Command 9, User the 19 left.
        #expect(rows[1] == "    PID  Command    User" + String(repeating: " ", count: 16))
        #expect(rows[2].hasPrefix("      0  /usr/bin…  user0"))
        driver.drag(from: Point(x: 18, y: 0), to: Point(x: 10, y: 0), steps: 6, interval: 1.0 / 60)
        #expect(driver.frame().rows[1].hasPrefix("    PID  Command   User"))    // no narrower than its 8
    }

    @Test func aDragElsewhereOnTheHeaderDoesNotResize() {
        let screen = Processes()
        let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 8))
        let before = driver.frame().rows
        driver.drag(from: Point(x: 12, y: 0), to: Point(x: 20, y: 0), steps: 6, interval: 1.0 / 60)
        #expect(driver.frame().rows[1] == before[1])
        #expect(screen.list.columnResizePan.state != .changed)
    }
}
