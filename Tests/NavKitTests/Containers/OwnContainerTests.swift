import Testing
import NavKit
import NavKitTesting

/// An app's own container, written on the public API alone (this file imports NavKit without
/// `@testable`): a main stack with a drawer beside it on the right, `drawerWidth` cells, behind
/// a line of its own chrome. F5 opens and closes the drawer (before any screen sees it); a
/// press in the drawer gives it the focus and goes on to its screen; a press on the line is the
/// container's and goes nowhere else. A detail shown from inside (`showDetail`) opens the drawer
/// and shows there; an action of its own (`toggleDrawer`), sent from a screen inside, opens or
/// closes it.
extension ContainerAction.Name {
    /// The drawer's own action: open it if shut, shut it if open.
    static let toggleDrawer = ContainerAction.Name("toggleDrawer")
}

@MainActor
private final class Drawer: Container {
    let main: NavigationController
    let drawer: NavigationController
    let drawerWidth = 20
    private(set) var isOpen = true
    private(set) var drawerHasFocus = false
    /// Where the container saw its pointer events (its own cells).
    private(set) var pointers: [Point] = []
    /// Whether a presentation covered the drawer, for each action it took.
    private(set) var actionsCovered: [Bool] = []
    /// The stacks whose top changed, as the engine told it.
    private(set) var topChanges: [String] = []

    init(main: Screen, drawer: Screen) {
        self.main = NavigationController(root: main)
        self.drawer = NavigationController(root: drawer)
    }

    var children: [any Container] { [main, drawer] }
    var focusedChild: (any Container)? { isOpen && drawerHasFocus ? drawer : main }

    func lineX(in size: Size) -> Int { size.width - drawerWidth - 1 }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        guard isOpen else { return body(main, Rect(origin: .zero, size: size)) }
        body(main, Rect(x: 0, y: 0, width: lineX(in: size), height: size.height))
        body(drawer, Rect(x: lineX(in: size) + 1, y: 0, width: drawerWidth, height: size.height))
    }

    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        guard isOpen else { return }
        for y in 0..<size.height { canvas.write("┃", at: Point(x: lineX(in: size), y: y), style: theme.secondary) }
    }

    func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse {
        guard event.kind == .press, Rect(origin: .zero, size: size).contains(event.position) else { return .ignored }
        pointers.append(event.position)
        guard isOpen else { return .ignored }
        if event.position.x == lineX(in: size) { return .handled }
        let inDrawer = event.position.x > lineX(in: size)
        guard inDrawer != drawerHasFocus, !context.keysAreWaiting else { return .ignored }
        drawerHasFocus = inDrawer
        return .passedOnChangingLayout
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        guard key == .function(5), !screenDeclined else { return .ignored }
        isOpen.toggle()
        if !isOpen { drawerHasFocus = false }
        return .handledChangingLayout
    }

    func perform(_ action: ContainerAction, from stack: NavigationController,
                 context: ContainerEventContext) -> ContainerAction.Outcome? {
        if action.name == .toggleDrawer {
            isOpen.toggle()
            return ContainerAction.Outcome(.completed, changesLayout: true)
        }
        guard action.name == .showDetail, let detail = action.screen else { return nil }
        actionsCovered.append(context.isCovered)
        let result = drawer.setStack([detail], animated: false, at: context.time)
        let opens = !isOpen
        isOpen = true
        return ContainerAction.Outcome(result, changesLayout: opens)
    }

    func stackTopDidChange(_ stack: NavigationController) {
        topChanges.append(stack.topScreen.title)
    }
}

/// An app's own container that animates by itself: a stack behind a line that F7 slides from
/// column 0 to column 20 over half a second (`step(to:)`), the stack taking what is right of it.
@MainActor
private final class Reveal: Container {
    let stack: NavigationController
    /// When the slide began (seconds), while it runs.
    private var slideStart: Double?
    /// Where the line is (a column).
    private(set) var lineX = 0

    init(_ root: Screen) { stack = NavigationController(root: root) }

    var children: [any Container] { [stack] }
    var focusedChild: (any Container)? { stack }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(stack, Rect(x: lineX + 1, y: 0, width: size.width - lineX - 1, height: size.height))
    }

    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        for y in 0..<size.height { canvas.write("┃", at: Point(x: lineX, y: y), style: theme.secondary) }
        for x in 0..<lineX { for y in 0..<size.height { canvas.write(" ", at: Point(x: x, y: y), style: theme.content) } }
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        guard key == .function(7), !screenDeclined, slideStart == nil else { return .ignored }
        slideStart = context.time
        return .handled
    }

    func step(to time: Double) -> Bool {
        guard let start = slideStart else { return false }
        let progress = min(1, max(0, (time - start) / 0.5))
        lineX = Int((progress * 20).rounded())
        if progress >= 1 { slideStart = nil }
        return slideStart != nil
    }
}

@MainActor @Suite struct OwnContainerTests {
    /// Sends a pointer event of `kind` at column `x`, row `y` of the terminal.
    private func point(_ driver: HeadlessDriver, _ kind: PointerEvent.Kind, _ x: Int, _ y: Int) {
        driver.send(.pointer(PointerEvent(kind, at: Point(x: x, y: y))))
    }

    private func drawerDriver() -> (HeadlessDriver, Drawer, LoggingScreen, LoggingScreen) {
        let log = CallLog()
        let mail = LoggingScreen("Mail", letter: "m", log: log)
        let people = LoggingScreen("People", letter: "p", log: log)
        let drawer = Drawer(main: mail, drawer: people)
        let driver = HeadlessDriver(root: drawer, size: Size(width: 60, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        log.lines.removeAll()
        return (driver, drawer, mail, people)
    }

    @Test func anActionOfItsOwnSentFromAScreenInsideIsItsToPerform() {
        let (driver, drawer, mail, people) = drawerDriver()
        #expect(mail.context?.send(ContainerAction(.toggleDrawer)) == .completed)
        #expect(!drawer.isOpen && mail.log.lines == ["People.willDisappear", "People.didDisappear"])
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "m", count: 60))
        #expect(mail.context?.send(ContainerAction(ContainerAction.Name("unknown"))) == nil)   // nobody takes it
        #expect(mail.context?.send(ContainerAction(.toggleDrawer)) == .completed)
        #expect(drawer.isOpen && people.log.lines.suffix(2) == ["People.willAppear", "People.didAppear"])
        let alone = HeadlessDriver(root: LoggingScreen("Alone", letter: "a", log: CallLog()), size: Size(width: 20, height: 5))
        _ = alone.frame()
        let screen = alone.engine.navigation.topScreen as? LoggingScreen
        #expect(screen?.context?.send(ContainerAction(.toggleDrawer)) == nil)                  // in a plain stack
    }

    @Test func itsChildrenShowInTheFramesItGivesWithItsChromeOverThem() {
        let (driver, _, _, _) = drawerDriver()
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "m", count: 39) + "┃" + String(repeating: "p", count: 20))
        #expect(driver.stackTitles == ["Mail"])
    }

    @Test func aKeyItTakesChangesTheLayoutAndTheEngineTellsTheScreensHiddenAndShown() {
        let (driver, drawer, mail, people) = drawerDriver()
        driver.key(.function(5))
        #expect(drawer.isOpen == false)
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "m", count: 60))
        #expect(mail.log.lines == ["People.willDisappear", "People.didDisappear"])
        mail.log.lines.removeAll()
        driver.key(.function(5))
        #expect(driver.frame().text(ofRow: 5).hasSuffix("┃" + String(repeating: "p", count: 20)))
        #expect(people.log.lines == ["People.willAppear", "People.didAppear"])
    }

    @Test func aPressInItsChildMovesTheFocusAndGoesOnToTheScreenThere() {
        let (driver, drawer, mail, people) = drawerDriver()
        point(driver, .press, 45, 5)
        #expect(drawer.pointers == [Point(x: 45, y: 5)])
        #expect(driver.stackTitles == ["People"])
        #expect(people.pointers.map(\.kind) == [.press])              // the press went on to it
        #expect(mail.pointers.isEmpty)
        point(driver, .release, 45, 5)
        driver.key(.enter)                                            // keys go where the focus is
        #expect(driver.stackTitles == ["People"])
    }

    @Test func aPressOnItsChromeIsItsAloneInItsOwnCellsInsideACard() {
        let (driver, drawer, mail, _) = drawerDriver()
        let log = mail.log
        let card = Drawer(main: LoggingScreen("Compose", letter: "c", log: log),
                          drawer: LoggingScreen("Contacts", letter: "k", log: log))
        mail.context?.present(card, style: .sheet)
        _ = driver.runUntilIdle()
        let frame = driver.frame()
        let rows = (0..<10).map { Array(frame.text(ofRow: $0)) }
        guard let top = rows.firstIndex(where: { $0.contains("┃") && $0.contains("k") }),
              let x = rows[top].firstIndex(of: "┃") else {
            Issue.record("the card's drawer does not show:\n\(frame)")
            return
        }
        #expect(top > 1)                                               // the card is below the terminal's top
        point(driver, .press, x, top + 1)
        point(driver, .release, x, top + 1)
        #expect(drawer.pointers.isEmpty)                               // the root's tree is under the card
        // In the card's own cells: its row 0 is the columns' top bars, `top` the first content row.
        #expect(card.pointers == [Point(x: x, y: 2)])
        #expect(card.drawerHasFocus == false)                          // the press on the line moved nothing
        point(driver, .press, x + 3, top + 1)
        #expect(card.drawerHasFocus == true)
    }

    @Test func aDetailShownFromInsideGoesToItAndOpensItWithTheCallbacksOfWhatItShows() {
        let (driver, drawer, mail, _) = drawerDriver()
        driver.key(.function(5))                                       // closed
        mail.log.lines.removeAll()
        let note = LoggingScreen("Note", letter: "n", log: mail.log)
        #expect(mail.context?.showDetail(note) == .completed)
        _ = driver.runUntilIdle()
        #expect(drawer.isOpen)
        #expect(drawer.actionsCovered == [false])
        #expect(driver.frame().text(ofRow: 5).hasSuffix("┃" + String(repeating: "n", count: 20)))
        #expect(driver.stackTitles == ["Mail"])                        // the focus stays in the main stack
        #expect(mail.log.lines == ["Note.willAppear", "Note.didAppear"])
    }

    @Test func aDetailFromASheetGoesToItBehindTheSheetWhichCoversIt() {
        let (driver, drawer, mail, _) = drawerDriver()
        let sheet = LoggingScreen("Sheet", letter: "s", log: mail.log)
        mail.context?.present(sheet, style: .sheet)
        _ = driver.runUntilIdle()
        #expect(sheet.context?.showDetail(LoggingScreen("Note", letter: "n", log: mail.log)) == .completed)
        #expect(drawer.actionsCovered == [true])
        #expect(drawer.drawer.topScreen.title == "Note")
        #expect(driver.engine.topNavigation.topScreen.title == "Sheet")  // the sheet keeps the input
    }

    @Test func theEngineTellsItWhenTheTopOfOneOfItsStacksChanged() {
        let (driver, drawer, mail, _) = drawerDriver()
        mail.context?.push(LoggingScreen("Message", letter: "x", log: mail.log))
        _ = driver.runUntilIdle()
        #expect(drawer.topChanges.last == "Message")
        driver.key(.left)
        _ = driver.runUntilIdle()
        #expect(drawer.topChanges.last == "Mail")
    }

    @Test func aContainerThatAnimatesByItselfGetsFramesUntilItStops() {
        let log = CallLog()
        let reveal = Reveal(LoggingScreen("Page", letter: "p", log: log))
        let driver = HeadlessDriver(root: reveal, size: Size(width: 40, height: 6))
        #expect(driver.frame().text(ofRow: 3) == "┃" + String(repeating: "p", count: 39))
        #expect(!driver.engine.isAnimating)
        driver.key(.function(7))
        driver.advance(by: 0.25)
        let middle = driver.frame().text(ofRow: 3)
        #expect(reveal.lineX == 10)
        #expect(middle == String(repeating: " ", count: 10) + "┃" + String(repeating: "p", count: 29))
        #expect(driver.engine.isAnimating)                             // frames keep coming while it moves
        driver.advance(by: 0.25)
        #expect(driver.frame().text(ofRow: 3) == String(repeating: " ", count: 20) + "┃" + String(repeating: "p", count: 19))
        #expect(!driver.engine.isAnimating)
        #expect(driver.engine.nextDeadline == nil)                     // an idle app stays idle
    }
}
