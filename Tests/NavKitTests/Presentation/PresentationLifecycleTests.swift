import Testing
import NavKit
import NavKitTesting

/// UIKit's lifecycle for each presentation style: a sheet or an alert leaves its presenter
/// visible (no callbacks for it either way); a full-screen cover makes it disappear, and appear
/// again on dismissal. The presented screen appears and disappears as a pushed one does.
@MainActor @Suite struct PresentationLifecycleTests {
    @Test(arguments: [PresentationStyle.sheet, .alert])
    func aCardLeavesItsPresenterVisible(style: PresentationStyle) {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let card = LoggingScreen("Card", letter: "c", log: log)
        let driver = presentationDriver(root: root)
        #expect(root.context?.present(card, style: style) == .started)
        #expect(log.lines == ["Card.willAppear"])
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Card.willAppear", "Card.didAppear"])
        #expect(driver.engine.snapshot.presented == [["Card"]])
        #expect(card.context?.presentationStyle == style)
        #expect(root.context?.presentationStyle == nil)
        log.lines.removeAll()
        #expect(card.context?.dismiss() == .started)
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Card.willDisappear", "Card.didDisappear"])
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func aFullScreenCoverMakesItsPresenterDisappearAndAppearAgain() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let cover = LoggingScreen("Cover", letter: "c", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(cover, style: .fullScreen)
        #expect(log.lines == ["Root.willDisappear", "Cover.willAppear"])
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Root.willDisappear", "Cover.willAppear", "Root.didDisappear", "Cover.didAppear"])
        log.lines.removeAll()
        cover.context?.dismiss()
        #expect(log.lines == ["Cover.willDisappear", "Root.willAppear"])
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Cover.willDisappear", "Root.willAppear", "Cover.didDisappear", "Root.didAppear"])
    }

    /// A cover over a sheet hides the root too; dismissing the sheet takes the cover with it, and
    /// the root, hidden until then, appears again (a sheet first in the dismissal once left it
    /// told it had disappeared, for good).
    @Test func aSheetDismissedWithACoverAboveItShowsTheRootTheCoverHid() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let cover = LoggingScreen("Cover", letter: "c", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(sheet, style: .sheet, animated: false)
        sheet.context?.present(cover, style: .fullScreen, animated: false)
        #expect(log.lines.filter { $0.hasPrefix("Root.") } == ["Root.willDisappear", "Root.didDisappear"])
        log.lines.removeAll()
        root.context?.dismiss()
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Cover.willDisappear", "Root.willAppear", "Cover.didDisappear", "Root.didAppear"])
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func withoutAnimationEveryCallbackComesAtOnce() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let cover = LoggingScreen("Cover", letter: "c", log: log)
        let driver = presentationDriver(root: root)
        #expect(root.context?.present(cover, style: .fullScreen, animated: false) == .completed)
        #expect(log.lines == ["Root.willDisappear", "Cover.willAppear", "Root.didDisappear", "Cover.didAppear"])
        #expect(driver.engine.isAnimating == false)
        #expect(cover.context?.dismiss(animated: false) == .completed)
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func theTopScreenOfAPresentedStackIsTheOneThatDisappears() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let inner = LoggingScreen("Inner", letter: "i", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(sheet, animated: false)
        sheet.context?.push(inner, animated: false)
        log.lines.removeAll()
        sheet.context?.dismiss(animated: false)
        #expect(log.lines == ["Inner.willDisappear", "Inner.didDisappear"])
        #expect(driver.engine.topNavigation === driver.engine.navigation)
    }

    @Test func aDismissalFromThePresenterTakesEveryPresentationAboveInOneTransition() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let alert = LoggingScreen("Alert", letter: "a", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(sheet, animated: false)
        sheet.context?.present(alert, style: .alert, animated: false)
        #expect(driver.engine.snapshot.presented == [["Sheet"], ["Alert"]])
        log.lines.removeAll()
        #expect(root.context?.dismiss() == .started)  // the root presents the sheet: it goes, and the alert
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Alert.willDisappear", "Sheet.willDisappear", "Alert.didDisappear", "Sheet.didDisappear"])
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(root.context?.dismiss() == .refused(.notPresented))
    }

    @Test func aStackThatPresentsRefusesToPresentAgain() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(LoggingScreen("One", letter: "1", log: log), animated: false)
        #expect(root.context?.present(LoggingScreen("Two", letter: "2", log: log)) == .refused(.alreadyPresenting))
        #expect(driver.engine.snapshot.presented == [["One"]])
    }

    @Test func theScreensOfADismissedPresentationEndTheirWork() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let driver = presentationDriver(root: root)
        root.context?.present(sheet, animated: false)
        var ticks = 0
        sheet.context?.every(1) { ticks += 1 }
        driver.advance(by: 1)
        _ = driver.frame()
        #expect(ticks == 1)
        sheet.context?.dismiss(animated: false)
        driver.advance(by: 3)
        _ = driver.frame()
        #expect(ticks == 1)
    }
}
