import Testing
import NavKit
import NavKitTesting

/// A screen with a focused field and a command of its own.
@MainActor private final class FormScreen: ComposedScreen {
    let title = "Inbox"
    let field = TextField()
    let parts: Stack
    var focusesField = false
    init() {
        parts = Stack(.vertical, [.fitting(Label("mail")), .fitting(field)])
    }
    var keyCommands: [KeyCommand] {
        [KeyCommand("Delete", key: .character("d"), detail: "Moves the message to the bin") { .handled }]
    }
}

/// `?` and F1 present the keys of where the focus is, in a sheet, grouped by level.
@MainActor @Suite struct HelpScreenTests {
    private func inboxInTabs() -> (HeadlessDriver, FormScreen) {
        let inbox = FormScreen()
        let split = SplitController(primary: inbox, secondary: LetterScreen("Message", letter: "m"))
        let tabs = TabController(tabs: [Tab("Mail", content: split), Tab("Other", root: LetterScreen("Other", letter: "o"))])
        let driver = HeadlessDriver(root: tabs, size: Size(width: 120, height: 30))
        driver.engine.keyCommands = [KeyCommand("Quit", key: .character("q")) { .handled }]
        _ = driver.frame()
        return (driver, inbox)
    }

    private func help(_ driver: HeadlessDriver) -> HelpScreen? { driver.engine.topNavigation.topScreen as? HelpScreen }

    @Test func helpListsTheCommandsOfASplitInsideTabsLevelByLevel() {
        let (driver, _) = inboxInTabs()
        driver.key(.character("?"))
        driver.runUntilIdle()
        let shown = help(driver)
        #expect(shown?.levels.map(\.title) == ["Inbox", "Split", "Tab", "Navigation", "App"])
        let text = shown?.text ?? ""
        #expect(text.contains("  d     Delete — Moves the message to the bin"))
        #expect(text.contains("  F6    Other column"))
        #expect(text.contains("  ⌥1    Mail tab"))
        #expect(text.contains("  ? F1  Keys"))
        #expect(text.contains("  q     Quit"))
        #expect(driver.frame().description.contains("Delete"))   // the sheet shows
        driver.key(.character("?"))                               // not a second help over it
        #expect(driver.engine.presentedStacks.count == 1)
        driver.key(.escape)
        driver.runUntilIdle()
        #expect(help(driver) == nil)
        #expect(driver.stackTitles == ["Inbox"])
    }

    @Test func aQuestionMarkTypedIntoAFieldIsTextAndF1StillOpensHelp() {
        let (driver, inbox) = inboxInTabs()
        inbox.parts.focus(inbox.field)
        driver.key(.character("?"))
        driver.runUntilIdle()
        #expect(inbox.field.text == "?")
        #expect(help(driver) == nil)
        driver.key(.function(1))
        driver.runUntilIdle()
        #expect(help(driver)?.levels.first?.title == "Inbox")   // the field declares no commands: no level of its own
    }

    @Test func aGroupsCommandsStayTogetherAndAKeyTakenBeforeIsNotShownAgain() {
        let screen = KeyCommandLevel(kind: .screen, title: "Editor", commands: [
            KeyCommand("Cut", key: .control("x"), group: "Edit") { .handled },
            KeyCommand("Zoom", key: .control("z"), group: "View") { .handled },
            KeyCommand("Paste", key: .control("v"), group: "Edit") { .handled },
            KeyCommand("Hidden", key: .control("h"), isDiscoverable: false) { .handled },
        ])
        let app = KeyCommandLevel(kind: .app, title: "App", commands: [
            KeyCommand("Undo", keys: [.control("z"), .control("u")]) { .handled },   // ⌃Z is the screen's
            KeyCommand("Exit", key: .control("x")) { .handled },                     // every key taken: left out
        ])
        let help = HelpScreen(levels: [screen, app])
        #expect(help.levels.map { $0.commands.map(\.title) } == [["Cut", "Paste", "Zoom"], ["Undo"]])
        #expect(help.levels[1].commands[0].keys == [.control("u")])
    }

    @Test func helpCanBeTurnedOff() {
        var configuration = EngineConfiguration()
        configuration.showsKeyHelp = false
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 40, height: 10),
                                    configuration: configuration)
        driver.key(.character("?"))
        driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
    }

    /// A detail of 41 characters shows whole beside a short title at 80 and 120 columns; one
    /// longer than the row leaves it is cut with `…`.
    @Test func aDetailShowsWholeWhereTheRowHasRoomAndEndsInAnEllipsisWhereCut() {
        let detail = "Moves the message to the bin, or away now"  // 41 characters
        let long = String(repeating: "A very long detail that goes on ", count: 4)
        for width in [80, 120] {
            let driver = HeadlessDriver(root: LetterScreen("Inbox", letter: "i"), size: Size(width: width, height: 30))
            driver.engine.keyCommands = [KeyCommand("Bin", key: .character("b"), detail: detail) { .handled },
                                         KeyCommand("Long", key: .character("l"), detail: long) { .handled }]
            _ = driver.frame()
            driver.key(.character("?"))
            driver.runUntilIdle()
            let rows = driver.frame().rows
            #expect(rows.contains { $0.contains("Bin") && $0.contains(detail) }, "at \(width) columns")
            let cut = rows.first { $0.contains("Long") } ?? ""
            #expect(cut.contains("A very long detail") && cut.contains("…"), "at \(width) columns: \(cut)")
        }
    }
}
