import Testing
import NavKit
import NavKitTesting

/// A list of files with a status line.
private final class Listing: ComposedScreen {
    let title: String
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var statusLine: StatusLine? { StatusLine("\(list.rows.count) items") }

    init(_ title: String) {
        self.title = title
        list.rows = ListRows(count: 4) { ListRow("\(title.lowercased()) \($0)") }
    }
}

/// The accessible look (`EngineConfiguration.isAccessible`): nothing moves, the cursor shows on
/// the focus, the selection is marked by a character, announcements show in the status line.
@MainActor @Suite struct AccessibleLookTests {
    private func driver(accessible: Bool = true) -> HeadlessDriver {
        var configuration = EngineConfiguration()
        configuration.theme = .light
        configuration.isAccessible = accessible
        let driver = HeadlessDriver(root: Listing("Files"), size: Size(width: 40, height: 10), configuration: configuration)
        _ = driver.frame()
        return driver
    }

    @Test func aPushDrawsExactlyOneChangedFrame() {
        let driver = driver()
        let before = driver.frame()
        driver.engine.navigation.push(Listing("Docs"), animated: true)
        let frames = driver.runUntilIdle()
        let changed = zip([before] + frames, frames).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(frames.last?.text(ofRow: 0).contains("Docs") == true)
        // The normal look slides it over many frames.
        let moving = self.driver(accessible: false)
        let still = moving.frame()
        moving.engine.navigation.push(Listing("Docs"), animated: true)
        let slid = moving.runUntilIdle()
        #expect(zip([still] + slid, slid).filter { $0 != $1 }.count > 5)
    }

    @Test func anAlertShowsAndGoesInOneFrame() {
        let driver = driver()
        _ = driver.engine.present(ConfirmationScreen("Delete?", message: "Sure?", action: "Delete"), style: .alert)
        let frames = driver.runUntilIdle()
        #expect(frames.count == 1 && frames[0].description.contains("Delete?"))
    }

    @Test func theCursorShowsOnTheFocusAndTheSelectionIsMarked() {
        let driver = driver()
        driver.key(.down)
        let frame = driver.frame()
        #expect(frame.cursor == Point(x: 1, y: 2) && frame.focusPoint == frame.cursor)
        #expect(frame.text(ofRow: 2).hasPrefix("›files 1"))
        #expect(frame.text(ofRow: 1).hasPrefix(" files 0"))
        let plain = self.driver(accessible: false)
        plain.key(.down)
        #expect(plain.frame().cursor == nil && plain.frame().text(ofRow: 2).hasPrefix(" files 1"))
    }

    @Test func theFocusedButtonAndTheSelectedTabAreMarked() {
        var configuration = EngineConfiguration()
        configuration.isAccessible = true
        let driver = HeadlessDriver(tabs: [Tab("Inbox", root: Listing("Mail")), Tab("Sent", root: Listing("Out"))],
                                    size: Size(width: 60, height: 20), configuration: configuration)
        _ = driver.engine.present(ConfirmationScreen("Delete?", message: "Sure?", action: "Delete"), style: .alert)
        let frame = driver.runUntilIdle().last ?? driver.frame()
        #expect(frame.description.contains("[›Cancel ]  [ Delete ]"))
        #expect(frame.text(ofRow: 19).contains("›Inbox"))
    }

    @Test func anAnnouncementShowsInTheStatusLineUntilTheNextKey() {
        let driver = driver()
        driver.engine.navigation.push(Listing("Docs"), animated: true)
        driver.runUntilIdle()
        #expect(driver.frame().text(ofRow: 9).hasPrefix(" Docs "))     // the new screen's title
        driver.key(.down)
        #expect(driver.frame().text(ofRow: 9).hasPrefix(" 4 items"))   // heard: the status again
    }
}
