import Observation
import Testing
import NavKit
import NavKitTesting

/// Packages an app keeps in one observable place, which a settings switch elsewhere changes.
@MainActor @Observable
private final class Library {
    struct Package: Identifiable {
        let name: String
        var isLibrary: Bool
        var id: String { name }
    }

    var packages = (0..<40).map { Package(name: String(format: "pkg%02d", $0), isLibrary: $0 % 3 == 0) }
    var hidesLibraries = false
    var shown: [Package] { hidesLibraries ? packages.filter { !$0.isLibrary } : packages }
}

/// The list of packages, its rows said once.
private final class PackageList: ComposedScreen {
    let title = "Packages"
    let list = ListView()
    var parts: ListView { list }

    init(_ library: Library) {
        list.showRows(of: { library.shown }) { ListRow($0.name) }
    }
}

@MainActor @Suite struct ListItemsTests {
    @Test func rowsFollowTheItemsWhereverTheyChangeWithTheSelectionOnItsItemInView() {
        let library = Library()
        let screen = PackageList(library)
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: 10))
        _ = driver.frame()
        for _ in 0..<20 { driver.key(.down) }                         // pkg20
        #expect(screen.list.selection.map { library.shown[$0].name } == "pkg20")
        driver.runUntilIdle()
        #expect(!driver.engine.needsFrame)
        library.hidesLibraries = true                                  // a switch on another screen
        #expect(driver.engine.needsFrame)                              // the change draws a frame by itself
        let rows = driver.frame().rows
        #expect(!rows.contains { $0.hasPrefix(" pkg18") || $0.hasPrefix(" pkg00") })
        #expect(screen.list.selection.map { library.shown[$0].name } == "pkg20")
        #expect(rows.contains { $0.hasPrefix(" pkg20") })                // still in view
        #expect(screen.list.rows.count == 26)
        library.packages[20].isLibrary = true                          // the selected item itself goes
        _ = driver.frame()
        #expect(screen.list.rows.count == 25 && screen.list.selection.map { library.shown[$0].name } == "pkg22")
    }

    @Test func anItemDeletedOrInsertedAloneSlidesAndSettingRowsStopsFollowing() {
        let library = Library()
        let screen = PackageList(library)
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: 10))
        _ = driver.frame()
        library.packages.remove(at: 2)
        _ = driver.frame()
        #expect(screen.list.step(to: driver.clock.now))                 // the rows below slide up
        #expect(screen.list.rows.count == 39)
        library.packages.insert(Library.Package(name: "new", isLibrary: false), at: 0)
        driver.runUntilIdle()
        #expect(screen.list.rows.count == 40 && driver.frame().rows[1].hasPrefix(" new"))
        screen.list.rows = ListRows(count: 1) { _ in ListRow("mine") }
        library.packages.removeAll()
        _ = driver.frame()
        #expect(screen.list.rows.count == 1 && driver.frame().rows[1].hasPrefix(" mine"))
    }

    @Test func aRowAskedForBetweenAChangeAndTheNextReadReadsTheItemsItself() {
        let library = Library()
        let screen = PackageList(library)
        let driver = HeadlessDriver(root: screen, size: Size(width: 30, height: 10))
        _ = driver.frame()
        library.packages.removeLast(30)                              // the list let go of what it held
        #expect(screen.list.rows.count == 40)                        // not read again yet
        #expect(screen.list.rows.row(5).text == "pkg05")             // read from the items as they are now
        #expect(screen.list.rows.row(39).text.isEmpty)               // gone: a blank row, not a crash
        _ = driver.frame()
        #expect(screen.list.rows.count == 10)
    }
}

