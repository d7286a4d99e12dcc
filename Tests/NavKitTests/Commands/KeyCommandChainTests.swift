import Testing
import NavKit
import NavKitTesting

/// A part that takes focus and declares commands, logging what runs.
@MainActor private final class CommandPart: Part {
    private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var commands: [KeyCommand] = []
    func place(in frame: Rect) { self.frame = frame }
    func draw(in canvas: inout Canvas) {}
    var canBecomeFocused: Bool { true }
    var keyCommands: [KeyCommand] { commands }
}

/// A screen of parts whose own commands, and whose `handle(_:)`, log what reaches them.
@MainActor private final class CommandScreen: ComposedScreen {
    let title: String
    let parts: Stack
    var commands: [KeyCommand] = []
    var handled: [Key] = []
    init(_ title: String, _ parts: [Part]) {
        self.title = title
        self.parts = Stack(.vertical, parts.map { .fitting($0) })
    }
    var keyCommands: [KeyCommand] { commands }
    func handle(_ event: Event) -> ScreenResponse {
        if case let .key(key) = event { handled.append(key) }
        return parts.handle(event) ?? .ignored
    }
}

/// The chain a key goes up (`KeyCommand`): the focused part, its screen, the containers around
/// its stack, then the app; the first command that takes the key runs, `handle(_:)` sees the rest.
@MainActor @Suite struct KeyCommandChainTests {
    private func command(_ title: String, _ key: Key, log: CallLog, answer: ScreenResponse = .handled) -> KeyCommand {
        KeyCommand(title, key: key) {
            log.lines.append(title)
            return answer
        }
    }

    @Test func aKeyGoesUpFromThePartToTheScreenTheContainersAndTheApp() {
        let log = CallLog()
        let part = CommandPart()
        let screen = CommandScreen("List", [part])
        let split = SplitController(primary: screen, secondary: LetterScreen("Detail", letter: "d"))
        let tabs = TabController(tabs: [Tab("Files", content: split), Tab("Other", root: LetterScreen("Other", letter: "o"))])
        let driver = HeadlessDriver(root: tabs, size: Size(width: 120, height: 20))
        _ = driver.frame()
        driver.engine.keyCommands = [command("app x", .character("x"), log: log), command("app y", .character("y"), log: log)]
        part.commands = [command("part x", .character("x"), log: log, answer: .ignored)]
        screen.commands = [command("screen x", .character("x"), log: log), command("screen z", .character("z"), log: log)]

        let chain = driver.engine.keyCommandChain()
        #expect(chain.map(\.kind) == [.part, .screen, .container, .container, .navigation, .app])
        #expect(chain.map(\.title) == ["Command part", "List", "Split", "Tab", "Navigation", "App"])
        #expect(chain[2].commands.map(\.title) == ["Other column", "Divider left", "Divider right"])
        #expect(chain[3].commands.map(\.title) == ["Files tab", "Other tab", "Next tab"])

        driver.key(.character("x"))   // the part declines (.ignored): the screen's runs, not the app's
        #expect(log.lines == ["part x", "screen x"])
        driver.key(.character("y"))   // nobody below the app takes y
        #expect(log.lines == ["part x", "screen x", "app y"])
        #expect(screen.handled.isEmpty)
        driver.key(.character("w"))   // no command: handle(_:) sees it
        #expect(screen.handled == [.character("w")])
        driver.key(.function(6))      // the split's command: the focus goes to the detail
        #expect(driver.stackTitles == ["Detail"])
        driver.key(.alt("2"))         // the tabs' command
        #expect(driver.stackTitles == ["Other"])
    }

    /// The tabs make their commands once and keep them (every key asks), made again when a tab
    /// is renamed; a kept command still selects, and pops the selected tab to its root.
    @Test func theTabsKeptCommandsFollowARenamedTab() {
        let tabs = TabController(tabs: [Tab("Inbox", root: LetterScreen("Inbox", letter: "i")),
                                        Tab("Files", root: LetterScreen("Files", letter: "f") {
                                            LetterScreen("File", letter: "g")
                                        })])
        let driver = HeadlessDriver(root: tabs, size: Size(width: 80, height: 20))
        _ = driver.frame()
        let titles = { driver.engine.keyCommandChain().first { $0.title == "Tab" }?.commands.map(\.title) }
        #expect(titles() == ["Inbox tab", "Files tab", "Next tab"])
        tabs.setTitle("Mail", forTabAt: 0)
        #expect(titles() == ["Mail tab", "Files tab", "Next tab"])
        driver.key(.alt("2"))
        #expect(driver.stackTitles == ["Files"])
        driver.key(.enter)   // the letter screen pushes another
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Files", "File"])
        driver.key(.alt("2"))   // the selected tab again: its stack pops to the root
        #expect(driver.engine.isAnimating)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Files"])
    }

    @Test func aScreensCommandShadowsAContainersForTheSameKey() {
        let log = CallLog()
        let screen = CommandScreen("List", [Label("rows")])
        screen.commands = [command("Find next", .function(6), log: log)]
        let split = SplitController(primary: screen, secondary: LetterScreen("Detail", letter: "d"))
        let driver = HeadlessDriver(root: split, size: Size(width: 120, height: 20))
        _ = driver.frame()
        driver.key(.function(6))
        #expect(log.lines == ["Find next"])
        #expect(driver.stackTitles == ["List"])   // the split's F6 did not run
        screen.commands = []
        driver.key(.function(6))
        #expect(driver.stackTitles == ["Detail"])
    }

    @Test func aCommandsAnswerNavigatesAsTheScreensWould() {
        let screen = CommandScreen("Home", [Label("home")])
        screen.commands = [KeyCommand("Open", key: .control("o")) { .push(LetterScreen("Opened", letter: "o"), animated: false) }]
        let driver = driver(rooting: screen)
        driver.key(.control("o"))
        #expect(driver.stackTitles == ["Home", "Opened"])
        let navigation = driver.engine.keyCommandChain().first { $0.kind == .navigation }
        #expect(navigation?.commands.map(\.title) == ["Back", "Swipe back", "Keys", "Commands"])
        #expect(navigation?.commands.first?.keys == [.left, .escape, .backspace, .delete])
    }

    @Test func aSheetListsItsKeysAmongTheNavigationsAndACoverDoesNot() {
        let (driver, sheet, _) = presentedSheet(.sheet(detents: [.medium, .large]))
        var navigation = driver.engine.keyCommandChain().first { $0.kind == .navigation }
        #expect(navigation?.commands.map(\.title) == ["Close", "Keys", "Commands", "Taller", "Shorter"])
        _ = navigation?.commands.first { $0.title == "Taller" }?.action()    // runs as the key does
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .large)
        (sheet as? LoggingScreen)?.context?.present(LoggingScreen("Cover", letter: "c", log: CallLog()), style: .fullScreen, animated: false)
        _ = driver.runUntilIdle()
        navigation = driver.engine.keyCommandChain().first { $0.kind == .navigation }
        #expect(navigation?.commands.map(\.title) == ["Close", "Keys", "Commands"])
    }

    @Test func aCharacterTypedIntoAFieldIsTextButOtherKeysStillRunCommands() {
        let log = CallLog()
        let field = TextField()
        let screen = CommandScreen("Form", [field])
        screen.parts.focus(field)
        let driver = driver(rooting: screen)
        driver.engine.keyCommands = [command("Help", .character("?"), log: log), command("Save", .control("s"), log: log)]
        driver.key(.character("?"))
        driver.key(.control("s"))
        #expect(field.text == "?")
        #expect(log.lines == ["Save"])
        screen.parts.focus(nil)   // no text focused: ? is the command's
        driver.key(.character("?"))
        #expect(log.lines == ["Save", "Help"])
        #expect(field.text == "?")
    }

    @Test func twoCommandsOnOneKeyAtOneLevelAreAConflictReportedOnce() {
        let log = CallLog()
        let screen = CommandScreen("Notes", [Label("notes")])
        screen.commands = [command("Delete", .character("d"), log: log), command("Duplicate", .character("d"), log: log),
                           command("Save", .control("s"), log: log)]
        let driver = driver(rooting: screen)
        driver.engine.keyCommands = [command("Draw", .character("d"), log: log)]   // another level: no conflict
        #expect(driver.keyCommandConflicts == [KeyCommandConflict(level: "Notes", key: .character("d"),
                                                                   titles: ["Delete", "Duplicate"])])
        driver.key(.character("d"))
        driver.key(.character("d"))
        #expect(log.lines == ["Delete", "Delete"])   // the first declared runs
        let reports = driver.trace.filter { if case .refused(let request, _) = $0 { request.hasPrefix("key command") } else { false } }
        #expect(reports.count == 1)
        screen.commands.removeFirst()
        #expect(driver.keyCommandConflicts.isEmpty)
    }

    @Test func keysShowAsTheHelpAndTheStatusLineWriteThem() {
        #expect(Key.control("s").displayName == "⌃S")
        #expect(Key.alt("1").displayName == "⌥1")
        #expect(Key.character(" ").displayName == "Space")
        #expect(Key.shiftRight.displayName == "⇧→")
        #expect(Key.function(6).displayName == "F6")
        #expect(Key.enter.displayName == "↵")
    }
}
