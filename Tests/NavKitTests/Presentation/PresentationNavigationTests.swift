import Testing
import NavKit
import NavKitTesting

/// A presentation is a stack of its own: pushes from inside stay inside, the back keys and the
/// back swipe pop inside it, Esc dismisses it unless it is modal, input goes to it alone, and
/// requests made while it arrives wait their turn.
@MainActor @Suite struct PresentationNavigationTests {
    @Test func aPushFromInsideASheetMovesInsideIt() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log) { context in
            context.push(LoggingScreen("Inner", letter: "i", log: log))
        }
        let driver = presentationDriver(root: root)
        root.context?.present(sheet)
        _ = driver.runUntilIdle()
        driver.key(.enter)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.stack == ["Root"])
        #expect(driver.engine.snapshot.presented == [["Sheet", "Inner"]])
        driver.key(.left)  // a back key pops inside the sheet
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        driver.key(.left)  // at the sheet's root it does nothing
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
    }

    @Test func theBackSwipeFromTheCardsLeftEdgePopsInsideIt() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let driver = presentationDriver(root: root, width: 150)  // a centred card, 100 wide at x 25
        root.context?.present(sheet, animated: false)
        sheet.context?.push(LoggingScreen("Inner", letter: "i", log: log), animated: false)
        #expect(driver.engine.contentArea == Rect(x: 25, y: 3, width: 100, height: 21))  // below grabber and bar
        driver.drag(from: Point(x: 0, y: 8), to: Point(x: 85, y: 8), steps: 10, interval: 1.0 / 60)  // content cells
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(driver.engine.snapshot.stack == ["Root"])
    }

    @Test func theBackControlsHistoryOpensInsideTheCard() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let driver = presentationDriver(root: root, width: 150)  // the card at x 25, its bar on row 2
        root.context?.present(sheet, animated: false)
        sheet.context?.push(LoggingScreen("A", letter: "a", log: log), animated: false)
        sheet.context?.push(LoggingScreen("B", letter: "b", log: log), animated: false)
        driver.send(.pointer(PointerEvent(.secondaryPress, at: Point(x: 27, y: 2))))  // on the card's ‹ A
        let menu = driver.frame()
        let card = String(repeating: "r", count: 25)  // the box starts at the card's left edge, not at column 0
        #expect(menu.text(ofRow: 4).hasPrefix(card + "  ‹ A      bbb"))
        #expect(menu.text(ofRow: 5).hasPrefix(card + "  ‹ Sheet  bbb"))
        driver.key(.down)
        driver.key(.enter)                                                           // back to Sheet, inside the card
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(driver.engine.snapshot.stack == ["Root"])
    }

    @Test func escDismissesUnlessAScreenInThePresentationIsModal() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        sheet.isModalInPresentation = true
        let driver = presentationDriver(root: root)
        root.context?.present(sheet, animated: false)
        driver.key(.escape)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        sheet.isModalInPresentation = false
        driver.key(.escape)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(driver.engine.snapshot.stack == ["Root"])
    }

    @Test func aPressOutsideTheCardReachesNobody() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let alert = LoggingScreen("Alert", letter: "a", log: log)
        alert.preferredHeight = 4
        let driver = presentationDriver(root: root)
        root.context?.present(alert, style: .alert, animated: false)
        for kind in [PointerEvent.Kind.press, .release, .scrollDown] {  // beside the alert, on the presenter
            driver.send(.pointer(PointerEvent(kind, at: Point(x: 2, y: 20))))
        }
        #expect(root.pointers.isEmpty)
        #expect(alert.pointers.isEmpty)
        #expect(driver.engine.snapshot.presented == [["Alert"]])  // a tap outside does not dismiss
        #expect(driver.engine.contentArea == Rect(x: 25, y: 10, width: 30, height: 4))
        driver.tap(3, 1)  // content cells
        #expect(alert.pointers.map(\.kind).contains(.tap))
        #expect(alert.pointers.last?.position == Point(x: 3, y: 1))  // in the card's content cells
        #expect(root.pointers.isEmpty)
    }

    @Test func requestsMadeWhileAPresentationArrivesWaitTheirTurn() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(sheet)
        driver.advance(by: 0.1)
        _ = driver.frame()
        #expect(root.context?.push(LoggingScreen("Under", letter: "u", log: log)) == .queued)
        #expect(sheet.context?.push(LoggingScreen("Inner", letter: "i", log: log)) == .queued)
        #expect(sheet.context?.present(LoggingScreen("Alert", letter: "a", log: log), style: .alert) == .queued)
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.stack == ["Root", "Under"])
        #expect(driver.engine.snapshot.presented == [["Sheet", "Inner"], ["Alert"]])
    }

    @Test func anAnswerThatPopsThePresenterMovesWithTheCardLeaving() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let detail = LoggingScreen("Detail", letter: "d", log: log)
        let driver = presentationDriver(root: root)
        root.context?.push(detail, animated: false)
        let alert = LoggingScreen("Kill?", letter: "k", log: log)
        detail.context?.present(alert, style: .alert) { answer in
            if answer == "kill" { detail.context?.pop() }
        }
        _ = driver.runUntilIdle()
        alert.context?.dismiss(returning: "kill")
        #expect(driver.engine.snapshot.transition?.animator == "alert")  // the card leaves…
        #expect(driver.engine.navigation.transition?.operation == .pop)  // …as the pop begins
        let frames = driver.runUntilIdle()
        #expect(frames.count < 30)  // one motion: the pop's 0.35 s, not the fade and then the pop
        #expect(driver.engine.snapshot.stack == ["Root"])
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func keysTypedWhileAPresentationArrivesGoToIt() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        var entered: [String] = []
        let sheet = LoggingScreen("Sheet", letter: "s", log: log) { _ in entered.append("Sheet") }
        root.onEnter = { _ in entered.append("Root") }
        let driver = presentationDriver(root: root)
        root.context?.present(sheet)
        driver.advance(by: 0.05)
        driver.key(.enter)
        #expect(entered.isEmpty)
        _ = driver.runUntilIdle()
        #expect(entered == ["Sheet"])
    }

    @Test func resultsComeByCompletionAndByAwait() async {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        let picker = LoggingScreen("Picker", letter: "p", log: log)
        var answers: [String?] = []
        root.context?.present(picker) { answers.append($0) }
        _ = driver.runUntilIdle()
        picker.context?.dismiss(returning: "blue")
        #expect(answers == ["blue"])  // as the dismissal begins
        #expect(driver.engine.snapshot.presented == [["Picker"]])
        _ = driver.runUntilIdle()
        #expect(answers == ["blue"])
        let other = LoggingScreen("Other", letter: "o", log: log)
        root.context?.present(other, animated: false) { answers.append($0) }
        driver.key(.escape)
        _ = driver.runUntilIdle()
        #expect(answers == ["blue", nil])

        let awaited = LoggingScreen("Awaited", letter: "w", log: log)
        let task = Task { await root.context?.present(awaited, style: .alert) }
        await driver.runTasks()
        _ = driver.runUntilIdle()
        awaited.context?.dismiss(returning: "green")
        _ = driver.runUntilIdle()
        #expect(await task.value == "green")
    }
}
