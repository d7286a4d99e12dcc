import Testing
import NavKit
import NavKitTesting

/// The processes a monitor reads each second: here, a table the test changes.
@MainActor
private final class ProcessTable {
    struct Process: Identifiable {
        let id: Int
        var name: String
        var openFiles: Int
    }
    var processes: [Process]
    init(count: Int) { processes = (0..<count).map { Process(id: 100 + $0, name: "proc\($0)", openFiles: $0) } }
}

/// A process browser as a stranger writes it from the README: a list refreshed every second
/// by the screen's own timer, a detail whose label follows the process, a kill confirmed
/// first. Nothing calls `setNeedsDisplay()` or touches a scroll offset.
private final class ProcessList: ComposedScreen {
    let title = "Processes"
    let table: ProcessTable
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    private var context: NavigationContext?

    init(table: ProcessTable) {
        self.table = table
        list.onActivate = { index in
            .push(ProcessDetail(table: table, pid: table.processes[index].id), animated: false)
        }
        refresh()
    }

    func refresh() { list.rows = ListRows(table.processes) { ListRow($0.name, detail: "\($0.id)") } }

    func didMove(to context: NavigationContext) {
        self.context = context
        context.every(1) { [unowned self] in refresh() }
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.character("k")) = event, let pid = list.selectedID as? Int else {
            return parts.handle(event) ?? .ignored
        }
        context?.present(ConfirmationScreen("Kill \(pid)?", message: "It ends at once.", action: "Kill",
                                            role: .destructive), style: .alert) { [unowned self] confirmed in
            if confirmed == true { table.processes.removeAll { $0.id == pid } }
        }
        return .handled
    }
}

/// One process: its open files, refreshed every second.
private final class ProcessDetail: ComposedScreen {
    let table: ProcessTable
    let pid: Int
    let files = Label("")
    lazy var parts = Stack(.vertical, [.fixed(1, files), .flexible(Spacer())])
    var title: String { "Process \(pid)" }

    init(table: ProcessTable, pid: Int) {
        self.table = table
        self.pid = pid
        refresh()
    }

    func refresh() {
        files.text = table.processes.first { $0.id == pid }.map { "Open files \($0.openFiles)" } ?? "gone"
    }

    func didMove(to context: NavigationContext) {
        context.every(1) { [unowned self] in refresh() }
    }
}

@MainActor @Suite struct ProcessBrowserTests {
    @Test func theListRefreshesEverySecondWhereTheUserLeftIt() {
        let table = ProcessTable(count: 60)
        let screen = ProcessList(table: table)
        let driver = driver(rooting: screen)
        for _ in 0..<3 { driver.key(.down) }                  // proc3 selected
        wheelDown(driver, notches: 5)                          // scrolled away from it: rows 15…25
        let rows = driver.frame().rows
        #expect(rows[1].hasPrefix(" proc15"))
        table.processes.insert(.init(id: 1, name: "init", openFiles: 9), at: 0)
        table.processes[20].name = "renamed"
        driver.advance(by: 1)
        let refreshed = driver.frame().rows
        #expect(refreshed[1].hasPrefix(" proc14"))             // the same place, the new rows
        #expect(refreshed.contains { $0.hasPrefix(" renamed") })
        #expect(screen.list.selection == 4 && screen.list.selectedID == AnyHashable(103))
    }

    @Test func theDetailFollowsItsProcessAndAKillIsConfirmedFirst() {
        let table = ProcessTable(count: 10)
        let screen = ProcessList(table: table)
        let driver = driver(rooting: screen)
        driver.key(.down)
        driver.key(.enter)
        #expect(driver.stackTitles == ["Processes", "Process 101"])
        #expect(driver.frame().rows[1].hasPrefix(" Open files 1"))
        table.processes[1].openFiles = 21
        driver.advance(by: 1)
        #expect(driver.frame().rows[1].hasPrefix(" Open files 21"))   // drawn: no one asked
        driver.key(.left)
        driver.runUntilIdle()
        driver.key(.character("k"))
        driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Kill 101?"]])
        #expect(driver.frame().rows[0].contains("Processes"))  // the list shows around the alert
        driver.key(.right)                                     // from Cancel to Kill
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Processes"])
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(!table.processes.contains { $0.id == 101 })
        driver.advance(by: 1)
        #expect(!driver.frame().rows.contains { $0.hasPrefix(" proc1 ") })
        #expect(screen.list.selection == 1)                    // the row now at its place
    }
}
