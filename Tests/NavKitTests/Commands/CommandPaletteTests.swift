import Testing
import NavKit
import NavKitTesting

/// A screen whose commands log what runs, and which keeps its context.
@MainActor private final class MailScreen: Screen {
    let title: String
    var log: [String] = []
    var context: NavigationContext?
    init(_ title: String) { self.title = title }
    var keyCommands: [KeyCommand] {
        [KeyCommand("Delete", key: .character("d")) { [unowned self] in
            log.append("Delete in \(title)")
            return .handled
        },
         KeyCommand("Download list", key: nil) { [unowned self] in
            log.append("Download list")
            return .handled
        },
         KeyCommand("Open", key: .enter) { .push(MailScreen("Message"), animated: false) }]
    }
    func draw(in canvas: inout Canvas) { canvas.write(title, at: Point(x: 0, y: 0), style: canvas.theme.content) }
    func didMove(to context: NavigationContext) { self.context = context }
}

/// The palette (Ctrl+P, `:`): every command of the chain, found by a few letters of its title.
@MainActor @Suite struct CommandPaletteTests {
    private func palette(_ driver: HeadlessDriver) -> CommandPaletteScreen? {
        driver.engine.topNavigation.topScreen as? CommandPaletteScreen
    }

    private func type(_ text: String, into driver: HeadlessDriver) {
        for character in text { driver.key(.character(character)) }
    }

    @Test func lettersInOrderFindTitlesWordStartsAndCloseLettersFirst() {
        #expect(FuzzyMatch("dl", in: "Delete")!.positions == [0, 2])
        #expect(FuzzyMatch("dl", in: "Delete")! < FuzzyMatch("dl", in: "Download list")!)
        #expect(FuzzyMatch("ol", in: "Other column")! < FuzzyMatch("ol", in: "Color")!)
        #expect(FuzzyMatch("oc", in: "Other column")!.positions == [0, 6])
        #expect(FuzzyMatch("OC", in: "other column") != nil)   // case is ignored
        #expect(FuzzyMatch("x", in: "Delete") == nil)
        #expect(FuzzyMatch("ld", in: "Delete") == nil)         // in order
        #expect(FuzzyMatch("", in: "Delete")!.positions.isEmpty)
        #expect(FuzzyMatch("kc", in: "keyCommands")!.startsAtWord)
    }

    @Test func ctrlPListsTheChainAndTypingFiltersAndRanks() {
        let screen = MailScreen("Inbox")
        let driver = HeadlessDriver(root: screen, size: Size(width: 80, height: 24))
        driver.key(.control("p"))
        driver.runUntilIdle()
        let shown = palette(driver)
        #expect(shown?.matchingTitles.prefix(3) == ["Delete", "Download list", "Open"])
        type("dl", into: driver)
        #expect(shown?.matchingTitles == ["Delete", "Download list"])
        let frame = driver.frame().description
        #expect(frame.contains("Delete") && frame.contains("2 of"))
        // The matched letters bold: D and the first l of "Download list", the rest not.
        let canvas = driver.frame()
        let y = (0..<canvas.size.height).first { canvas.text(ofRow: $0).contains("Download list") }!
        let row = canvas.text(ofRow: y)
        let x = row.distance(from: row.startIndex, to: row.range(of: "Download list")!.lowerBound)
        #expect((0..<13).filter { canvas[x + $0, y].style.attributes.contains(.bold) } == [0, 4])
        type("x", into: driver)
        #expect(shown?.matchingTitles.isEmpty == true)
        #expect(driver.frame().description.contains("No command matches"))
    }

    @Test func enterClosesThePaletteAndRunsTheCommandOnTheScreenThatHadTheFocus() {
        let screen = MailScreen("Inbox")
        let driver = HeadlessDriver(root: screen, size: Size(width: 80, height: 24))
        driver.key(.character(":"))
        driver.runUntilIdle()
        type("del", into: driver)
        driver.key(.enter)
        #expect(palette(driver) == nil)
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(screen.log == ["Delete in Inbox"])
        driver.key(.control("p"))
        driver.runUntilIdle()
        type("open", into: driver)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Inbox", "Message"])   // the answer pushed on the inbox's stack
        driver.key(.control("p"))
        driver.runUntilIdle()
        driver.key(.down)
        driver.key(.up)
        driver.key(.escape)                                   // Esc closes it, running nothing
        driver.runUntilIdle()
        #expect(palette(driver) == nil)
        #expect(driver.stackTitles == ["Inbox", "Message"])
    }

    @Test func theNavigationAndTheContainersCommandsRunFromThePaletteToo() {
        let inbox = MailScreen("Inbox")
        let split = SplitController(primary: inbox, secondary: MailScreen("Empty"))
        let driver = HeadlessDriver(root: split, size: Size(width: 120, height: 24))
        _ = driver.frame()
        driver.key(.control("p"))
        driver.runUntilIdle()
        type("other col", into: driver)
        #expect(palette(driver)?.matchingTitles.first == "Other column")
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Empty"])   // the split's F6, run from the palette
    }

    @Test func anAppsSourceAddsCommandsFoundOnlyInThePalette() {
        @MainActor struct Recent: CommandSource {
            let title = "Recent folders"
            let opened: (String) -> Void
            var commands: [KeyCommand] {
                ["/tmp", "/home/ada/projects"].map { folder in KeyCommand(folder, key: nil) { opened(folder); return .handled } }
            }
        }
        var opened: [String] = []
        let driver = HeadlessDriver(root: MailScreen("Inbox"), size: Size(width: 80, height: 24))
        driver.engine.commandSources = [Recent { opened.append($0) }]
        driver.key(.control("p"))
        driver.runUntilIdle()
        type("proj", into: driver)
        #expect(palette(driver)?.matchingTitles == ["/home/ada/projects"])
        driver.key(.enter)
        #expect(opened == ["/home/ada/projects"])
    }

    @Test func aColonTypedIntoAFieldIsText() {
        let field = TextField()
        @MainActor final class Form: ComposedScreen {
            let title = "Form"
            let parts: Stack
            init(_ field: TextField) { parts = Stack(.vertical, [.fitting(field)]) }
        }
        let form = Form(field)
        form.parts.focus(field)
        let driver = HeadlessDriver(root: form, size: Size(width: 80, height: 24))
        driver.key(.character(":"))
        driver.runUntilIdle()
        #expect(field.text == ":")
        #expect(palette(driver) == nil)
    }
}
