import Foundation
import Testing
import NavKit
import NavKitTesting
@testable import navls

/// navls's column view (`ColumnsController`), headless over a real directory tree: three columns
/// in ranger's ratios side by side, one at a time below 100 columns, a folder opened slides the
/// columns left and ← slides them back, a press catches a slide, a drag from the parent column
/// moves them back following the pointer, and the screens' callbacks stay balanced.
@MainActor @Suite(.serialized) struct NavlsColumnsTests {
    /// A fresh tree: `alpha/` (holding `beta/gamma/deep.txt`, `beta/b.txt` and `file.txt`) and
    /// `delta/`.
    func tree() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navls-\(UUID().uuidString)")
        let gamma = url.appendingPathComponent("alpha/beta/gamma")
        try FileManager.default.createDirectory(at: gamma, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("delta"), withIntermediateDirectories: true)
        try Data("hello\n".utf8).write(to: url.appendingPathComponent("alpha/file.txt"))
        try Data("inner\n".utf8).write(to: url.appendingPathComponent("alpha/beta/b.txt"))
        try Data("deep\n".utf8).write(to: url.appendingPathComponent("alpha/beta/gamma/deep.txt"))
        return url
    }

    /// navls's views in the column view at `folder` (its ancestors to the left) in a `width`x20
    /// terminal, a first frame drawn.
    func columnsDriver(at folder: String, width: Int) -> (HeadlessDriver, ColumnsController) {
        let (driver, views) = viewsDriver(at: folder, width: width, columns: true)
        return (driver, views.columns)
    }

    /// navls's views at `folder`, the columns shown or the stack, in a `width`x20 terminal, a
    /// first frame drawn.
    func viewsDriver(at folder: String, width: Int, columns: Bool) -> (HeadlessDriver, BrowserViews) {
        let views = BrowserViews(path: folder, columns: columns)
        let driver = HeadlessDriver(root: views, size: Size(width: width, height: 20))
        _ = driver.frame()
        return (driver, views)
    }

    /// Sends a pointer event of `kind` at column `x`, row `y` of the terminal.
    func point(_ driver: HeadlessDriver, _ kind: PointerEvent.Kind, _ x: Int, _ y: Int) {
        driver.send(.pointer(PointerEvent(kind, at: Point(x: x, y: y))))
    }

    /// The columns of `row` of `frame` that hold a divider.
    func dividers(_ frame: Canvas, row: Int) -> [Int] {
        Array(frame.text(ofRow: row)).enumerated().compactMap { $0.element == "│" ? $0.offset : nil }
    }

    @Test func threeColumnsShowSideBySideInRangersRatiosTheFocusInTheMiddle() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha", width: 160)
        #expect(columns.widths(in: 160) == (parent: 19, current: 59, preview: 80))
        let frame = driver.frame()
        #expect(dividers(frame, row: 5) == [19, 79])
        #expect(frame.text(ofRow: 5).contains("▸ alpha/"))                 // the parent lists alpha
        #expect(frame.text(ofRow: 5).contains("▸ beta/"))                  // the current column alpha's
        #expect(driver.stackTitles == ["alpha"])
        #expect(frame.text(ofRow: 1).hasSuffix(String(repeating: " ", count: 0)))
        #expect(frame.text(ofRow: 1).contains("gamma/"))                   // the preview: beta's entries
    }

    @Test func belowOneHundredColumnsTheColumnsFallBackToOneStackAndComeBackWhole() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha", width: 160)
        let depth = columns.columns.count
        driver.key(.right)                                                 // beta, a column
        _ = driver.runUntilIdle()
        driver.resize(80, 20)
        #expect(columns.isCollapsed)
        #expect(columns.columns.count == 1)
        #expect(driver.stackTitles.suffix(2) == ["alpha", "beta"])
        #expect(driver.stackTitles.count == depth + 1)                     // every folder, on one stack
        var frame = driver.frame()
        #expect(dividers(frame, row: 5).isEmpty)
        #expect(frame.text(ofRow: 0).hasPrefix(" ‹ alpha"))                // today's stack: its back button
        driver.key(.right)                                                 // gamma: pushed
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles.last == "gamma")
        driver.key(.left)                                                  // popped
        _ = driver.runUntilIdle()
        #expect(driver.stackTitles.last == "beta")
        driver.key(.right)                                                 // gamma again, shown while narrow
        _ = driver.runUntilIdle()
        driver.resize(160, 20)                                             // columns again: gamma current
        #expect(columns.isCollapsed == false)
        #expect(columns.columns.count == depth + 2)
        #expect(driver.stackTitles == ["gamma"])
        frame = driver.frame()
        #expect(dividers(frame, row: 5) == [19, 79])
        #expect(frame.text(ofRow: 5).contains("▸ gamma/"))                 // beta is the parent
    }

    @Test func startedNarrowTheColumnsComeBackWithThePreviewOfTheSelection() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha/beta", width: 80)
        #expect(columns.isCollapsed)
        #expect(driver.stackTitles.suffix(2) == ["alpha", "beta"])
        driver.resize(160, 20)
        _ = driver.frame()
        let frame = driver.frame()
        #expect(dividers(frame, row: 5) == [19, 79])
        #expect(frame.text(ofRow: 1).contains("deep.txt"))                 // gamma/, selected in beta
    }

    @Test func whileAColumnPresentsTheColumnsWaitToFallBackToTheStack() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha/beta", width: 160)
        driver.key(.delete)                                                // "Delete “gamma”?", an alert
        _ = driver.runUntilIdle()
        #expect(columns.current.isPresenting)
        driver.resize(80, 20)                                              // the alert's column stays a column
        _ = driver.runUntilIdle()
        #expect(columns.isCollapsed == false)
        driver.key(.escape)                                                // answered: it goes
        _ = driver.runUntilIdle()
        #expect(columns.current.isPresenting == false)
        #expect(columns.isCollapsed)                                       // and the columns fall back now
        #expect(driver.stackTitles.suffix(2) == ["alpha", "beta"])
    }

    @Test func rightOnAFolderSlidesTheColumnsLeftAndLeftSlidesThemBack() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha", width: 160)
        let depth = columns.columns.count
        driver.key(.right)                                                 // beta is selected: open it
        #expect(columns.columns.count == depth + 1)
        #expect(driver.stackTitles == ["beta"])
        driver.advance(by: 0.15)
        let midway = dividers(driver.frame(), row: 5)
        #expect(midway != [19, 79] && !midway.isEmpty)                      // on its way
        _ = driver.runUntilIdle()
        let after = driver.frame()
        #expect(dividers(after, row: 5) == [19, 79])
        #expect(after.text(ofRow: 5).hasPrefix(" ▸ beta/"))                 // alpha is the parent now
        #expect(after.text(ofRow: 5).contains("▸ gamma/"))
        driver.key(.left)
        #expect(driver.engine.isAnimating)
        _ = driver.runUntilIdle()
        #expect(columns.columns.count == depth)
        #expect(driver.stackTitles == ["alpha"])
        #expect(driver.frame().text(ofRow: 5).contains("▸ alpha/"))
    }

    @Test func aPressDuringTheSlideCatchesItAndTheReleaseDecides() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha", width: 160)
        let depth = columns.columns.count
        driver.key(.right)
        driver.advance(by: 0.1)
        _ = driver.frame()
        point(driver, .press, 100, 8)                                               // caught
        #expect(columns.shift?.isTracking == true)
        let caught = columns.shift?.progress ?? -1
        driver.advance(by: 0.5)
        _ = driver.frame()
        #expect(columns.shift?.progress == caught)                         // held where it was caught
        for x in stride(from: 102, through: 160, by: 2) {                  // dragged back to the right, slowly
            driver.advance(by: 0.05)
            point(driver, .drag, x, 8)
        }
        driver.advance(by: 0.2)
        point(driver, .release, 160, 8)
        _ = driver.runUntilIdle()
        #expect(columns.columns.count == depth)                            // it sprang back: no new column
        #expect(driver.stackTitles == ["alpha"])
        #expect(dividers(driver.frame(), row: 5) == [19, 79])
    }

    @Test func aDragFromTheParentColumnMovesBackFollowingThePointer() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, columns) = columnsDriver(at: root.path + "/alpha/beta", width: 160)
        let depth = columns.columns.count
        point(driver, .press, 5, 8)
        driver.advance(by: 0.05)
        point(driver, .drag, 15, 8)
        driver.advance(by: 0.05)
        point(driver, .drag, 35, 8)                                                 // 30 cells of a 60-cell travel
        #expect(columns.shift?.progress == 0.5)
        #expect(dividers(driver.frame(), row: 5).contains(49))             // the current column starts at 50
        driver.advance(by: 0.05)
        point(driver, .drag, 45, 8)
        driver.advance(by: 0.05)
        point(driver, .release, 55, 8)                                              // past half, still moving right
        _ = driver.runUntilIdle()
        #expect(columns.columns.count == depth - 1)
        #expect(driver.stackTitles == ["alpha"])
        // alpha's column was made for the starting path, never current: its preview comes now.
        #expect(driver.frame().text(ofRow: 1).contains("gamma/"))
    }

    @Test func vSwitchesBetweenTheStackAndTheColumnsAtTheFolderShown() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, views) = viewsDriver(at: root.path + "/alpha", width: 160, columns: false)
        driver.key(.enter)                                                 // beta, pushed on the stack
        _ = driver.runUntilIdle()
        #expect(views.currentPath == root.path + "/alpha/beta")
        driver.key(.character("v"))
        #expect(views.showsColumns)
        #expect(driver.stackTitles == ["beta"])
        #expect(dividers(driver.frame(), row: 5) == [19, 79])
        driver.key(.right)                                                 // gamma, a column
        _ = driver.runUntilIdle()
        driver.key(.character("v"))
        #expect(views.showsColumns == false)
        #expect(driver.stackTitles.last == "gamma")
        #expect(views.split.primary.screens.map(\.title).suffix(3) == ["alpha", "beta", "gamma"])
    }

    @Test func switchedToWhileNarrowTheColumnsAreOneStackAndComeBackAsColumns() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let (driver, views) = viewsDriver(at: root.path + "/alpha/beta", width: 80, columns: false)
        driver.key(.character("v"))
        #expect(views.showsColumns && views.columns.isCollapsed)
        #expect(views.columns.columns.count == 1)
        #expect(driver.stackTitles.suffix(2) == ["alpha", "beta"])
        driver.resize(160, 20)
        #expect(views.columns.isCollapsed == false)
        #expect(driver.stackTitles == ["beta"])
        #expect(dividers(driver.frame(), row: 5) == [19, 79])
    }

    @Test func theColumnsScreensAppearAndDisappearInBalancedPairs() {
        let log = AppearanceLog()
        let columns = ColumnsController(path: [Folder("A", log: log), Folder("B", log: log)],
                                        placeholder: Folder("P", log: log))
        let driver = HeadlessDriver(root: columns, size: Size(width: 160, height: 20))
        _ = driver.frame()
        driver.key(.enter)                                                 // C: A slides out of sight
        _ = driver.runUntilIdle()
        driver.key(.enter)                                                 // D
        _ = driver.runUntilIdle()
        driver.key(.left)                                                  // back to C
        _ = driver.runUntilIdle()
        driver.key(.enter)                                                 // D', caught and pulled back
        driver.advance(by: 0.1)
        point(driver, .press, 100, 8)
        point(driver, .release, 100, 8)
        _ = driver.runUntilIdle()
        // A back swipe let go early: A shows while it moves, and goes again.
        point(driver, .press, 5, 8)
        driver.advance(by: 0.05)
        point(driver, .drag, 8, 8)
        driver.advance(by: 0.3)
        point(driver, .release, 8, 8)
        _ = driver.runUntilIdle()
        #expect(columns.columns.map(\.topScreen.title) == ["A", "B", "C"])
        #expect(log.lines.filter { $0.hasPrefix("A.") } == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear",
                                                             "A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear"])
        for name in ["A", "B", "C", "D", "P"] {
            let calls = log.lines.filter { $0.hasPrefix(name + ".") }.map { $0.dropFirst(name.count + 1) }
            let shown = ["B", "C", "P"].contains(name)            // the parent, the current, the preview
            #expect(calls.count % 4 == (shown ? 2 : 0), "\(name): \(calls)")
            for (index, call) in calls.enumerated() {                       // will, did, will, did; appear first
                #expect(call == ["willAppear", "didAppear", "willDisappear", "didDisappear"][index % 4], "\(name): \(calls)")
            }
        }
    }
}

/// The screens' callbacks, in order, as "Name.callback".
@MainActor
final class AppearanceLog {
    var lines: [String] = []
}

/// A screen that logs its callbacks and shows a screen named after the next letter on Enter.
@MainActor
final class Folder: Screen {
    let title: String
    let log: AppearanceLog
    private var context: NavigationContext?

    init(_ title: String, log: AppearanceLog) {
        self.title = title
        self.log = log
    }

    func didMove(to context: NavigationContext) { self.context = context }

    func draw(in canvas: inout Canvas) {}

    func handle(_ event: Event) -> ScreenResponse {
        guard case .key(.enter) = event, let context, let scalar = title.unicodeScalars.first,
              let next = Unicode.Scalar(scalar.value + 1) else { return .ignored }
        context.show(Folder(String(Character(next)), log: log))
        return .handled
    }

    func willAppear(animated: Bool) { log.lines.append("\(title).willAppear") }
    func didAppear(animated: Bool) { log.lines.append("\(title).didAppear") }
    func willDisappear(animated: Bool) { log.lines.append("\(title).willDisappear") }
    func didDisappear(animated: Bool) { log.lines.append("\(title).didDisappear") }
}
