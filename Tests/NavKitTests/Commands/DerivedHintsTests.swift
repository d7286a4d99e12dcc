import Testing
import NavKit
import NavKitTesting

/// A screen with a status line that gives no hints, and key commands.
@MainActor private final class FilesScreen: Screen {
    let title = "Files"
    var hints: [KeyHint] = []
    var commands: [KeyCommand] = []
    var statusLine: StatusLine? { StatusLine("3 files", hints: hints) }
    var keyCommands: [KeyCommand] { commands }
    func draw(in canvas: inout Canvas) {}
}

/// A status line without hints of its own shows the hints of the key commands, most specific
/// first, as many as fit.
@MainActor @Suite struct DerivedHintsTests {
    private func files(width: Int) -> (HeadlessDriver, FilesScreen) {
        let screen = FilesScreen()
        screen.commands = [KeyCommand("Open", key: .enter) { .handled },
                           KeyCommand("Delete", key: .character("d")) { .handled },
                           KeyCommand("Rename", key: .character("r")) { .handled },
                           KeyCommand("Select all", key: .control("a"), isDiscoverable: false) { .handled },
                           KeyCommand("Sort by size", key: .character("s")) { .handled }]
        let driver = HeadlessDriver(root: screen, size: Size(width: width, height: 10))
        driver.engine.keyCommands = [KeyCommand("Help", key: .character("?")) { .handled },
                                     KeyCommand("Show deleted", key: .character("d")) { .handled },   // shadowed
                                     KeyCommand("Quit", key: .character("q")) { .handled }]
        return (driver, screen)
    }

    private func statusRow(_ driver: HeadlessDriver) -> String {
        let frame = driver.frame()
        return frame.text(ofRow: frame.size.height - 1)
    }

    @Test func asManyHintsShowAsFitAt40_80And200Columns() {
        let narrow = statusRow(files(width: 40).0)
        #expect(narrow.hasPrefix(" 3 files"))
        #expect(narrow.hasSuffix("↵ open  d delete "))
        #expect(statusRow(files(width: 80).0).hasSuffix("↵ open  d delete  r rename  s sort by size  ? help "))
        let wide = statusRow(files(width: 200).0)
        #expect(wide.hasSuffix("↵ open  d delete  r rename  s sort by size  ? help  q quit "))
        #expect(!wide.contains("select all") && !wide.contains("show deleted"))
    }

    @Test func hintsGivenByTheScreenOverrideTheDerivedOnes() {
        let (driver, screen) = files(width: 80)
        screen.hints = [KeyHint("↵", "play")]
        driver.engine.setNeedsDisplay()
        let row = statusRow(driver)
        #expect(row.hasSuffix("↵ play "))
        #expect(!row.contains("delete"))
    }

    @Test func theHintsFollowTheCommandsAsTheyChange() {
        let (driver, screen) = files(width: 120)
        screen.commands.removeAll { $0.title == "Delete" }
        driver.engine.setNeedsDisplay()
        #expect(statusRow(driver).hasSuffix("↵ open  r rename  s sort by size  ? help  d show deleted  q quit "))
        driver.engine.keyCommands = []
        #expect(statusRow(driver).hasSuffix("↵ open  r rename  s sort by size "))
    }
}
