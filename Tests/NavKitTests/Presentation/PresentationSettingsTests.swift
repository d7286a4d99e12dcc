import Testing
import NavKit
import NavKitTesting

/// Gives every push and pop the zoom animator.
private final class Zooming: NavigationControllerDelegate {
    func navigationController(_ controller: NavigationController, animatorFor operation: NavigationOperation,
                              from: Screen, to: Screen) -> Animator? { ZoomAnimator() }
}

/// What an app sets reaches presentations: its animator chooser, the root stack's delegate
/// (inside a card too), and a resize (the card is laid out again, and input follows it).
@MainActor @Suite struct PresentationSettingsTests {
    @Test func theAppChoosesThePresentationsAnimator() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        var asked: [PresentationStyle] = []
        driver.engine.presentationAnimator = { style, look in
            asked.append(style)
            return SlowMotionAnimator(look, factor: 10)
        }
        root.context?.present(LoggingScreen("Sheet", letter: "s", log: log))
        driver.advance(by: 2)   // a 0.4 s slide, ten times slower: still on its way
        _ = driver.frame()
        #expect(driver.engine.snapshot.transition?.isPresentation == true)
        #expect(driver.engine.snapshot.transition?.animator == "sheet")
        driver.advance(by: 2.1)
        _ = driver.frame()
        #expect(driver.engine.snapshot.transition == nil)
        #expect(asked == [.sheet])
    }

    @Test func aPushInsideASheetUsesTheRootStacksDelegate() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root)
        let delegate = Zooming()
        driver.engine.navigation.delegate = delegate
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        root.context?.present(sheet, animated: false)
        sheet.context?.push(LoggingScreen("Inner", letter: "i", log: log))
        #expect(driver.engine.snapshot.transition?.animator == "zoom")
        #expect(driver.engine.topNavigation.delegate === delegate)
    }

    @Test func aResizeLaysTheCardOutAgainAndInputFollowsIt() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let sheet = LoggingScreen("Sheet", letter: "s", log: log)
        let driver = presentationDriver(root: root, width: 150)
        root.context?.present(sheet, animated: false)
        #expect(driver.engine.contentArea == Rect(x: 25, y: 3, width: 100, height: 21))  // below grabber and bar
        #expect(sheet.context?.contentSize == Size(width: 100, height: 21))
        driver.resize(90, 30)
        let frame = driver.frame()
        #expect(driver.engine.contentArea == Rect(x: 0, y: 3, width: 90, height: 27))  // narrow: the whole width
        #expect(sheet.context?.contentSize == Size(width: 90, height: 27))
        #expect(frame.text(ofRow: 1).contains("╺━━━━╸"))  // the grabber
        #expect(frame.text(ofRow: 2).contains("Sheet"))
        #expect(frame.text(ofRow: 5) == String(repeating: "s", count: 90))
        driver.tap(4, 3)
        #expect(sheet.pointers.last?.position == Point(x: 4, y: 3))
        #expect(root.pointers.isEmpty)
    }
}
