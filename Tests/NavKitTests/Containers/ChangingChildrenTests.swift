import Testing
import NavKit
import NavKitTesting

/// An app's own container whose children come and go, on the public API alone: a trail of
/// stacks, one per screen opened with `show`, the last two side by side (20 cells each, a line
/// between). ← at the last column's root (the screen declined it) closes that column: at once, or
/// over half a second (`closesSlowly`), the column removed when its time is up (`step(to:)`); F2
/// closes it at once whatever it holds.
@MainActor
private final class Trail: Container {
    private(set) var columns: [NavigationController]
    var closesSlowly = false
    /// When the last column began to close (seconds), while it closes.
    private var closing: Double?

    init(_ root: Screen) { columns = [NavigationController(root: root)] }

    var children: [any Container] { columns }
    var focusedChild: (any Container)? { columns[closing == nil ? columns.count - 1 : columns.count - 2] }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        for (slot, column) in columns.suffix(2).enumerated() {
            body(column, Rect(x: slot * 21, y: 0, width: 20, height: size.height))
        }
    }

    func perform(_ action: ContainerAction, from stack: NavigationController,
                 context: ContainerEventContext) -> ContainerAction.Outcome? {
        guard action.name == .show, let screen = action.screen, closing == nil else { return nil }
        columns.append(NavigationController(root: screen))
        return ContainerAction.Outcome(.completed, changesLayout: true)
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        if key == .function(2), !screenDeclined, columns.count > 1, closing == nil {
            columns.removeLast()
            return .handledChangingLayout
        }
        guard key == .left, screenDeclined, columns.count > 1, columns[columns.count - 1].depth == 1,
              closing == nil else { return .ignored }
        guard closesSlowly else {
            columns.removeLast()
            return .handledChangingLayout
        }
        closing = context.time
        return .handledChangingLayout  // the focus moved to the column left of it
    }

    func step(to time: Double) -> Bool {
        guard let start = closing else { return false }
        guard time - start >= 0.5 else { return true }
        closing = nil
        columns.removeLast()
        return false
    }
}

@MainActor @Suite struct ChangingChildrenTests {
    /// A trail rooted at a screen "A" in a 60x10 terminal, its first frame drawn and the launch's
    /// callbacks cleared. Enter on any screen shows a screen named after the next letter.
    private func trailDriver() -> (HeadlessDriver, Trail, LoggingScreen, CallLog) {
        let log = CallLog()
        let first = LoggingScreen("A", letter: "a", log: log, onEnter: opener(log: log))
        let trail = Trail(first)
        let driver = HeadlessDriver(root: trail, size: Size(width: 60, height: 10),
                                    configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        log.lines.removeAll()
        return (driver, trail, first, log)
    }

    /// What Enter does on the trail's screens: shows the next letter's screen.
    private func opener(log: CallLog) -> (NavigationContext) -> Void {
        { [self] context in
            guard let title = context.stack.last?.title, let scalar = title.unicodeScalars.first,
                  let next = Unicode.Scalar(scalar.value + 1) else { return }
            let name = String(Character(next))
            context.show(LoggingScreen(name, letter: Character(name.lowercased()), log: log, onEnter: opener(log: log)))
        }
    }

    @Test func aShownScreenInANewColumnGetsItsContextAndAppearsAndTheColumnItHidesDisappears() {
        let (driver, trail, first, log) = trailDriver()
        driver.key(.enter)                                  // A shows B: a new column
        #expect(trail.columns.count == 2)
        #expect(driver.stackTitles == ["B"])                // keys go to the new column
        #expect(log.lines == ["B.willAppear", "B.didAppear"])
        #expect(driver.frame().text(ofRow: 5).hasPrefix(String(repeating: "a", count: 20) + " " + String(repeating: "b", count: 20)))
        log.lines.removeAll()
        driver.key(.enter)                                  // B shows C: A goes out of sight
        #expect(log.lines == ["A.willDisappear", "C.willAppear", "A.didDisappear", "C.didAppear"])
        #expect(first.context?.stack.map(\.title) == ["A"])  // still in the tree, hidden
        #expect(driver.frame().text(ofRow: 5).hasPrefix(String(repeating: "b", count: 20) + " " + String(repeating: "c", count: 20)))
    }

    @Test func aRemovedColumnsScreensLeaveAndWhatTheyOweIsDelivered() {
        let (driver, trail, _, log) = trailDriver()
        driver.key(.enter)
        let second = trail.columns[1].topScreen as! LoggingScreen
        var answers: [String?] = []
        let question = LoggingScreen("Q", letter: "q", log: log)
        second.context?.push(question) { answers.append($0) }
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["B", "Q"])
        log.lines.removeAll()
        driver.key(.function(2))                            // the trail closes the last column, Q on it
        #expect(trail.columns.count == 1)
        #expect(answers == [nil])
        #expect(log.lines == ["Q.willDisappear", "Q.didDisappear"])
        #expect(second.context?.stack.isEmpty == true)              // off every stack
        #expect(question.context?.stack.isEmpty == true)
        #expect(driver.stackTitles == ["A"])
        #expect(driver.frame().text(ofRow: 5).hasPrefix(String(repeating: "a", count: 20) + " "))
        driver.key(.left)                                   // at the first column's root: nothing to close
        #expect(trail.columns.count == 1)
    }

    @Test func withoutATakerShowPushesOntoTheSendersStack() {
        let log = CallLog()
        let root = LoggingScreen("A", letter: "a", log: log)
        let driver = HeadlessDriver(root: root, size: Size(width: 40, height: 10), configuration: linearConfiguration(duration: 0.3))
        _ = driver.frame()
        #expect(root.context?.show(LoggingScreen("B", letter: "b", log: log)) == .started)
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles == ["A", "B"])
    }

    @Test func theNearestContainerOfATypeIsFoundFromAScreenInIt() {
        let (driver, trail, first, _) = trailDriver()
        driver.key(.enter)
        #expect(first.context?.container(Trail.self) === trail)
        #expect((trail.columns[1].topScreen as? LoggingScreen)?.context?.container(Trail.self) === trail)
        #expect(first.context?.container(SplitController.self) == nil)
    }

    @Test func aChildRemovedAsItsOwnMotionEndsIsSettledThenAndKeysTypedMeanwhileWaitForIt() {
        let (driver, trail, _, log) = trailDriver()
        trail.closesSlowly = true
        driver.key(.enter)
        driver.key(.enter)                                  // A, B, C: B and C show
        log.lines.removeAll()
        driver.key(.left)                                   // C's column closes over 0.5 s
        #expect(driver.engine.isAnimating)
        #expect(driver.stackTitles == ["B"])
        driver.key(.enter)                                  // typed while it closes: waits
        #expect(trail.columns.count == 3)
        driver.advance(by: 0.3)
        _ = driver.frame()
        #expect(trail.columns.count == 3)
        #expect(log.lines.isEmpty)
        driver.advance(by: 0.3)
        _ = driver.frame()                                  // C's column is gone, then Enter on B shows C'
        #expect(log.lines.prefix(4) == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
        #expect(trail.columns.map(\.topScreen.title) == ["A", "B", "C"])
        #expect(trail.columns[2].topScreen !== trail.columns[1].topScreen)
        #expect(driver.engine.isAnimating == false)
    }
}
