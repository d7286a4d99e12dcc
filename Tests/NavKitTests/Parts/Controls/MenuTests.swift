import Testing
import NavKit
import NavKitTesting

/// A sort button with a menu, a picker, and a list of files whose rows have a context menu.
private final class Files: ComposedScreen {
    let title = "Files"
    var order = "Name"
    var ran: [String] = []
    let sort = Button("Sort", menu: Menu([]))
    let theme = Picker("Theme", options: ["Light", "Dark", "Terminal"], selectedIndex: 1)
    let list = ListView(rows: ListRows(["a.txt", "b.txt", "c.txt"]) { ListRow($0) })
    lazy var parts = Stack(.vertical, padding: 1, [
        .fixed(1, sort), .fixed(1, theme), .flexible(list),
    ])

    init() {
        sort.menu = sortMenu
        theme.onChange = { [unowned self] in ran.append("theme \($0)") }
        list.contextMenu = { [unowned self] row in
            Menu([
                .action("Open") { self.ran.append("open \(row)") },
                .action("Copy path", isEnabled: false) { self.ran.append("copy \(row)") },
                .divider,
                .action("Delete", role: .destructive) { self.ran.append("delete \(row)") },
            ])
        }
    }

    var sortMenu: Menu {
        Menu("Sort by", [
            .action("Name", isChecked: order == "Name") { [unowned self] in order = "Name"; ran.append("Name") },
            .action("Size", isChecked: order == "Size") { [unowned self] in order = "Size"; ran.append("Size") },
            .action("Modified", isChecked: order == "Modified") { [unowned self] in order = "Modified"; ran.append("Modified") },
            .divider,
            .submenu("More", [
                .action("Kind") { [unowned self] in ran.append("Kind") },
                .action("Added") { [unowned self] in ran.append("Added") },
            ]),
        ])
    }
}

/// Menus: a button's pull-down, a picker's checked choice, a list row's context menu; keys,
/// letters, submenus, the pointer, Esc and a press outside, in every look.
@MainActor @Suite struct MenuTests {
    private func driver(_ screen: Files, height: Int = 16) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: height),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    /// A right-click at column `x`, content row `y` (terminal row y + 1, under the top bar).
    private func rightClick(_ driver: HeadlessDriver, _ x: Int, _ y: Int) {
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: x, y: y + 1))))
    }

    @Test func aButtonsMenuOpensBelowItAndEnterRunsTheChosenAction() {
        let screen = Files()
        let driver = driver(screen)
        #expect(driver.frame().text(ofRow: 2).hasPrefix(" [ Sort ▾ ]"))
        driver.key(.enter)
        #expect(driver.engine.isShowingMenu)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 3).hasPrefix(" ╭─ Sort by ──╮"))                   // below the button
        #expect(frame.text(ofRow: 4).hasPrefix(" │ ✓ Name "))
        #expect(frame.text(ofRow: 5).hasPrefix(" │   Size "))
        #expect(frame.text(ofRow: 7).hasPrefix(" │──────"))
        #expect(frame.text(ofRow: 8).contains("More") && frame.text(ofRow: 8).contains("›"))
        #expect(frame[4, 4].style == Theme.light.selection)                          // the first is chosen
        let reader = driver.accessibilityText()
        #expect(reader.contains("menu: Sort by"))
        #expect(reader.contains("menu item: Name, checked, 1 of 5, selected"))
        #expect(reader.contains("menu item: More, submenu"))
        driver.key(.down)
        driver.key(.enter)
        #expect(!driver.engine.isShowingMenu && screen.ran == ["Size"] && screen.order == "Size")
        #expect(!driver.frame().text(ofRow: 4).contains("Name"))                     // closed, drawn away
    }

    @Test func lettersJumpArrowsSkipDividersAndEscClosesChoosingNothing() {
        let screen = Files()
        let driver = driver(screen)
        driver.key(.enter)
        driver.key(.character("m"))                                                 // Modified
        driver.key(.down)                                                           // past the divider: More
        driver.key(.right)                                                          // its submenu
        #expect(driver.frame().text(ofRow: 9).contains("Kind"))
        driver.key(.character("a"))
        driver.key(.left)                                                           // back to the menu
        driver.key(.up)
        driver.key(.escape)
        #expect(!driver.engine.isShowingMenu && screen.ran.isEmpty)
        #expect(driver.stackTitles == ["Root", "Files"])                            // Esc went nowhere else
        driver.key(.enter)
        driver.key(.up)                                                             // around the top: More
        driver.key(.enter)                                                          // opens it
        driver.key(.character("a"))
        driver.key(.enter)
        #expect(screen.ran == ["Added"] && !driver.engine.isShowingMenu)
    }

    @Test func aClickChoosesAndAPressOutsideClosesReachingNothing() {
        let screen = Files()
        let driver = driver(screen)
        driver.tap(3, 1)                                                            // the button
        #expect(driver.engine.isShowingMenu)
        driver.press(5, 5)                                                          // "Modified" (terminal row 6)
        driver.release(5, 5)
        #expect(screen.ran == ["Modified"] && !driver.engine.isShowingMenu)
        driver.tap(3, 1)
        driver.tap(30, 12)                                                          // outside: closes
        #expect(!driver.engine.isShowingMenu && screen.ran == ["Modified"])
        #expect(screen.list.selection == 0)                                         // the press reached nothing
    }

    @Test func aPickerShowsItsChoicesWithTheCurrentOneChecked() {
        let screen = Files()
        let driver = driver(screen)
        #expect(driver.frame().text(ofRow: 3).hasPrefix("  Theme") && driver.frame().text(ofRow: 3).hasSuffix(" Dark ▾ "))
        driver.key(.tab)
        driver.key(.enter)
        let frame = driver.frame()
        #expect(frame.text(ofRow: 6).contains("✓ Dark"))
        driver.key(.down)                                                           // from Dark's... the first
        driver.key(.character("t"))
        driver.key(.enter)
        #expect(screen.theme.selectedIndex == 2 && screen.ran == ["theme 2"])
        #expect(driver.frame().text(ofRow: 3).hasSuffix(" Terminal ▾ "))
        driver.key(.enter)
        driver.key(.character("t"))
        driver.key(.enter)                                                          // the same: no change
        #expect(screen.ran == ["theme 2"])
    }

    @Test func aRightClickOnARowSelectsItAndOpensItsMenuThere() {
        let screen = Files()
        let driver = driver(screen)
        rightClick(driver, 6, 5)                                                    // "c.txt" (content row 5)
        #expect(screen.list.selection == 2 && driver.engine.isShowingMenu)
        let frame = driver.frame()
        #expect(frame[6, 7].character == "╭")                                         // at the pointer, below its row
        #expect(frame.text(ofRow: 9).contains("Copy path") && frame[9, 9].style == Theme.light.secondary)
        #expect(frame[9, 11].style.foreground == .rgb(255, 59, 48))                 // Delete, destructive
        driver.key(.down)                                                           // past the disabled and the divider
        driver.key(.enter)
        #expect(screen.ran == ["delete 2"])
        driver.key(.tab)
        driver.key(.tab)                                                            // the list... keys reach it
        driver.key(.up)
        driver.key(.function(10))                                                   // Shift+F10: the selected row
        #expect(driver.engine.isShowingMenu)
        driver.key(.enter)
        #expect(screen.ran == ["delete 2", "open 1"])
    }

    @Test func nearTheBottomTheMenuOpensAbove() {
        let screen = Files()
        let driver = driver(screen, height: 10)
        rightClick(driver, 6, 5)                                                    // "c.txt", near the bottom
        let frame = driver.frame()
        #expect(frame[6, 0].character == "╭")
        #expect(frame[6, 5].character == "╰")                                         // ends above the pointer's row
    }

    @Test func withoutColourChosenAndDestructiveItemsShowInAttributes() {
        let screen = Files()
        let driver = driver(screen)
        driver.engine.configuration.theme = Theme.light.withoutColor()
        rightClick(driver, 6, 3)
        let frame = driver.frame()
        #expect(frame[9, 6].style.attributes.contains(.reverse))                    // Open, chosen
        #expect(frame[9, 9].style == Style(attributes: .bold))                      // Delete
    }
}

/// The long press: a press held still half a second on a row opens its menu there; moved or let
/// go sooner, nothing; held, a drag onto an item and the release there choose it.
@MainActor @Suite struct ContextPressTests {
    private func driver(_ screen: Files) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 40, height: 16),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    @Test func aPressHeldHalfASecondOnARowOpensItsMenu() {
        let screen = Files()
        let driver = driver(screen)
        driver.press(6, 4)                                              // b.txt
        #expect(driver.engine.nextDeadline.map { abs($0 - (driver.clock.now + 0.5)) < 1e-9 } == true)
        driver.advance(by: 0.49)
        driver.engine.advance(to: driver.clock.now)
        #expect(!driver.engine.isShowingMenu)
        driver.advance(by: 0.01)
        driver.engine.advance(to: driver.clock.now)
        #expect(driver.engine.isShowingMenu && screen.list.selection == 1)
        driver.release(6, 4)                                            // the release chooses nothing
        #expect(driver.engine.isShowingMenu && screen.ran.isEmpty)
        driver.press(8, 6)                                              // Open, the first item
        driver.release(8, 6)
        #expect(screen.ran == ["open 1"])
    }

    @Test func movedOrLetGoSoonerNothingOpens() {
        let screen = Files()
        let driver = driver(screen)
        driver.press(6, 4)
        driver.advance(by: 0.3)
        driver.release(6, 4)
        driver.advance(by: 0.5)
        driver.engine.advance(to: driver.clock.now)
        #expect(!driver.engine.isShowingMenu && driver.engine.nextDeadline == nil)
        driver.press(6, 3)
        driver.advance(by: 0.1)
        driver.drag(6, 5)                                               // a move: a drag, not a hold
        driver.advance(by: 0.6)
        driver.engine.advance(to: driver.clock.now)
        #expect(!driver.engine.isShowingMenu)
        driver.release(6, 5)
    }

    @Test func heldTheDragOntoAnItemAndTheReleaseThereChooseIt() {
        let screen = Files()
        let driver = driver(screen)
        driver.press(6, 3)                                              // a.txt
        driver.advance(by: 0.5)
        driver.engine.advance(to: driver.clock.now)
        #expect(driver.engine.isShowingMenu)
        driver.drag(8, 8)                                               // onto Delete (box from row 5: Open 5…)
        driver.release(8, 8)
        #expect(screen.ran == ["delete 0"] && !driver.engine.isShowingMenu)
    }
}
