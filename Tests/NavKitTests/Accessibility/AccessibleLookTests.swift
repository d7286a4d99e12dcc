import Testing
import NavKit
import NavKitTesting

/// A list of files with a status line.
private final class Listing: ComposedScreen {
    let title: String
    let list = ListView()
    lazy var parts = Stack(.vertical, [.flexible(list)])
    var statusLine: StatusLine? { StatusLine("\(list.rows.count) items") }

    init(_ title: String, count: Int = 4) {
        self.title = title
        list.rows = ListRows(count: count) { ListRow("\(title.lowercased()) \($0)") }
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

    /// A list of `count` rows, flicked upwards from row 8 to row 2 in 0.05 s and let go; the
    /// frames until it rests.
    private func flick(accessible: Bool) -> (frames: [Canvas], list: Listing) {
        var configuration = EngineConfiguration()
        configuration.isAccessible = accessible
        let list = Listing("Files", count: 200)
        let driver = HeadlessDriver(root: list, size: Size(width: 40, height: 12), configuration: configuration)
        _ = driver.frame()
        driver.drag(from: Point(x: 5, y: 8), to: Point(x: 5, y: 2), steps: 5, interval: 0.01)
        driver.release(5, 2)
        return (driver.runUntilIdle(), list)
    }

    @Test func aFlickedListLandsWhereItWouldComeToRestInOneFrame() {
        let coasting = flick(accessible: false)
        #expect(coasting.frames.count > 10)                                 // it coasts over many frames
        let landed = flick(accessible: true)
        // The rows never move after the release; the scroll indicator alone goes, once.
        let rows = landed.frames.map { frame in (0..<frame.size.height).map { String(frame.text(ofRow: $0).dropLast()) } }
        #expect(Set(rows).count == 1)
        #expect(zip(landed.frames, landed.frames.dropFirst()).filter { $0 != $1 }.count <= 1)
        #expect(landed.list.list.scroll.offset == coasting.list.list.scroll.offset)  // where the coast ends
    }

    @Test func aReleasedBackSwipeAndSheetLandInOneFrame() {
        let driver = driver()
        driver.engine.navigation.push(Listing("Docs"), animated: false)
        _ = driver.frame()
        driver.drag(from: Point(x: 0, y: 5), to: Point(x: 30, y: 5), steps: 10, interval: 0.02)
        driver.release(30, 5)
        var frames = driver.runUntilIdle()
        #expect(frames.count == 1 && driver.stackTitles == ["Files"])    // popped, at once
        _ = driver.engine.present(Listing("Sheet"), style: .sheet)
        driver.runUntilIdle()
        driver.drag(from: Point(x: 20, y: 1), to: Point(x: 20, y: 3), steps: 4, interval: 0.3)
        driver.release(20, 4)
        frames = driver.runUntilIdle()
        #expect(frames.count == 1)                                        // back up at its detent at once
        #expect(frames[0].description.contains("sheet 0"))
    }
}
