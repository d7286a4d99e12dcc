import Testing
import NavKit
import NavKitTesting

/// The inspector (F12): the tree of what shows, with frames and the focus path; a column that
/// leaves the app exactly as a narrower terminal would; keys and the pointer going to it or the
/// app; the log.
@MainActor @Suite struct InspectorTests {
    @Test func theTreeOfAStackListsItsScreensAndWhereTheTopOneShows() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 60, height: 12))
        driver.engine.navigation.push(LetterScreen("Detail", letter: "d"), animated: false)
        #expect(driver.engine.inspectorTree().description == """
            ● Window  0,0 60×12
              ● NavigationController  0,0 60×12
                  Home  LetterScreen  hidden
                ● Detail  LetterScreen  0,0 60×12
            """)
        let stack = driver.engine.inspectorTree().children[0]
        #expect(stack.details == ["2 screens", "at rest"])
    }

    @Test func aSplitInsideTabsAndASheetOverThem() {
        let split = SplitController(primary: LetterScreen("List", letter: "l"),
                                    secondary: LetterScreen("Item", letter: "i"))
        let tabs = TabController(tabs: [Tab("Files", content: split), Tab("Other", root: LetterScreen("Other", letter: "o"))])
        let driver = HeadlessDriver(root: tabs, size: Size(width: 100, height: 20))
        _ = driver.runUntilIdle()
        let tree = driver.engine.inspectorTree().description
        #expect(tree.hasPrefix("""
            ● Window  0,0 100×20
              ● TabController  0,0 100×20
                ● SplitController  0,0 100×19
            """))
        #expect(tree.contains("    ● NavigationController  0,0 "))
        #expect(tree.contains("      ● List  LetterScreen  0,0 "))
        #expect(tree.contains("      Item  LetterScreen  "))
        #expect(tree.contains("""
                NavigationController  hidden
                    Other  LetterScreen  hidden
            """))
        let sheet = LetterScreen("Sheet", letter: "s")
        _ = driver.engine.present(sheet, style: .sheet, animated: false)
        _ = driver.runUntilIdle()
        let over = driver.engine.inspectorTree()
        #expect(over.children.count == 2)
        #expect(over.children[0].isOnFocusPath == false)   // the sheet has the keys
        #expect(over.children[1].lines == [
            "● sheet (large)  Presentation  \(InspectorNode.describe(over.children[1].frame))",
            "  ● NavigationController  \(InspectorNode.describe(over.children[1].frame))",
            "    ● Sheet  LetterScreen  \(InspectorNode.describe(over.children[1].frame))",
        ])
        #expect(over.children[1].details == ["presented from “List”"])
    }

    @Test func theColumnLeavesTheAppAsANarrowerTerminalWould() {
        let wide = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 150, height: 20))
        wide.key(.function(12))
        #expect(wide.engine.isInspectorOpen)
        let frame = wide.frame()
        #expect(frame.size == Size(width: 150, height: 20))
        #expect(wide.engine.terminalSize == Size(width: 150, height: 20))
        let appWidth = wide.engine.size.width
        #expect(appWidth == 100)                                       // a third, 50 cells, is the column
        let narrow = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: appWidth, height: 20))
        let alone = narrow.frame()
        for y in 0..<20 {
            #expect(String(frame.text(ofRow: y).prefix(appWidth)) == alone.text(ofRow: y))
        }
        #expect(frame.text(ofRow: 1).contains("● Window  0,0 100×20"))
        wide.key(.function(12))                                        // closed: the whole width again
        #expect(!wide.engine.isInspectorOpen)
        #expect(wide.engine.size == Size(width: 150, height: 20))
    }

    @Test func onANarrowTerminalItIsASheetOverTheApp() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 80, height: 20))
        driver.key(.function(12))
        #expect(driver.engine.size == Size(width: 80, height: 20))      // the app keeps its size
        let frame = driver.frame()
        #expect(frame.text(ofRow: 5).contains("hhhh"))
        #expect(frame.text(ofRow: 12).contains("Tree"))                // the panel's bar, 8 rows up
        #expect(frame.text(ofRow: 13).contains("● Window  0,0 80×20"))
    }

    @Test func keysGoToTheInspectorUntilEscAndThePointerToWhatItPresses() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h", next: { LetterScreen("Next", letter: "n") }),
                                    size: Size(width: 150, height: 20))
        driver.key(.function(12))
        driver.key(.enter)                                             // the inspector's: nothing pushed
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        driver.key(.down)                                              // selects the stack
        #expect(driver.frame().text(ofRow: 2).contains("● NavigationController"))
        driver.key(.escape)                                            // keys back to the app
        driver.key(.enter)
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Next"])
        #expect(driver.engine.isInspectorOpen)
        driver.tap(120, 0)                                             // on the panel's bar: focus, and…
        driver.key(.left)                                              // …← shows the log (the last)
        #expect(driver.frame().text(ofRow: 1).contains("Nothing logged yet"))
        driver.key(.function(12))
        #expect(!driver.engine.isInspectorOpen)
    }

    @Test func theLogShowsTheNewestEntries() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 150, height: 7))
        driver.engine.log = LogBook()
        for index in 1...8 {
            driver.engine.log.append(LogEntry(level: index == 8 ? .error : .info, source: "test", message: "message \(index)",
                                              time: 3600 + Double(index)))
        }
        driver.key(.function(12))
        driver.key(.left)
        let rows = (1..<6).map { driver.frame().text(ofRow: $0) }
        #expect(rows.first?.contains("│ 01:00:04 info test: message 4") == true)
        #expect(rows.last?.contains("│ 01:00:08 error test: message 8") == true)
        driver.key(.up)                                                // back one
        #expect(driver.frame().text(ofRow: 5).contains("│ 01:00:07 info test: message 7"))
    }

    @Test func openedWithoutTheKeysTheAppKeepsThem() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h", next: { LetterScreen("Next", letter: "n") }),
                                    size: Size(width: 150, height: 20))
        driver.engine.setInspectorOpen(true, takingKeys: false)      // as NAVKIT_INSPECT=1 does
        #expect(driver.frame().text(ofRow: 19).contains("F12 or a click: the inspector's keys"))
        driver.key(.enter)
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Next"])
        driver.key(.function(12))                                    // now the inspector's
        #expect(driver.frame().text(ofRow: 19).contains("↑↓ select · ←→ section · p pick · Esc app"))
        #expect(driver.engine.isInspectorOpen)
    }

    @Test func anAppCanKeepF12() {
        var configuration = EngineConfiguration()
        configuration.allowsInspector = false
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 150, height: 20),
                                    configuration: configuration)
        driver.key(.function(12))
        #expect(!driver.engine.isInspectorOpen)
        driver.engine.setInspectorOpen(true)
        #expect(!driver.engine.isInspectorOpen)
    }
}

/// Files as a list with a button under it.
private final class Files: ComposedScreen {
    let title = "Files"
    let list = ListView()
    let button = Button("Delete") { .handled }
    lazy var parts = Stack(.vertical, [.flexible(list), .fixed(1, button)])
    var keyCommands: [KeyCommand] { [KeyCommand("Delete…", keys: [.delete]) { .handled }] }

    init() { list.rows = ListRows(count: 3) { ListRow("file\($0).txt", detail: "\($0 + 1) KB") } }
}

/// Pick mode: `p`, then a press on the app selects the node and names the part under it.
@MainActor @Suite struct InspectorPickTests {
    /// A press and a release at `x`, `y` of the terminal (not of the content area).
    private func click(_ driver: HeadlessDriver, _ x: Int, _ y: Int) {
        driver.send(.pointer(PointerEvent(.press, at: Point(x: x, y: y))))
        driver.send(.pointer(PointerEvent(.release, at: Point(x: x, y: y))))
    }

    @Test func aPickNamesTheScreenAndThePartUnderTheCell() {
        let driver = HeadlessDriver(root: Files(), size: Size(width: 150, height: 12))
        driver.key(.function(12))
        driver.key(.character("p"))
        #expect(driver.frame().text(ofRow: 0).contains("Pick: press a cell of the app"))
        let frame = driver.frame()
        let row = (0..<12).first { frame.text(ofRow: $0).contains("file1.txt") }!
        click(driver, 5, row)
        let after = driver.frame()
        let rows = (0..<12).map { after.text(ofRow: $0) }
        #expect(rows.contains { $0.contains("picked 5,\(row): Files › row “file1.txt") }, "\(after)")
        #expect(rows.contains { $0.contains("row “file1.txt” 0,\(row) 100×1") })  // with its frame
        #expect(rows.contains { $0.contains("key \(Key.delete.displayName): Delete…") })  // its commands
        #expect(driver.engine.snapshot.stack == ["Files"])          // the app got no tap
        let selected = rows.first { $0.contains("● Files  0,0 100×12") }
        #expect(selected != nil)
        driver.key(.character("p"))
        let button = (0..<12).first { driver.frame().text(ofRow: $0).contains("[ Delete ]") }!
        click(driver, 3, button)
        #expect((0..<12).contains { driver.frame().text(ofRow: $0).contains("› button “Delete”") })
    }
}
