import Testing
import NavKit
import NavKitTesting

/// A container presented (a split, tabs) is told its appearance as a presented stack is: every
/// screen it shows gets willAppear and didAppear as the card arrives and willDisappear and
/// didDisappear as it leaves, however it leaves (Esc, `dismiss()`, a sheet dragged away), and
/// what it covers is told once.
@MainActor @Suite struct PresentedContainerAppearanceTests {
    /// The callbacks logged for the screen `name`, in order, without its name.
    private func calls(_ log: CallLog, _ name: String) -> [String] {
        log.lines.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
    }

    private let appearing = ["willAppear", "didAppear"]
    private let disappearing = ["willDisappear", "didDisappear"]
    private var wholeLife: [String] { appearing + disappearing }

    /// A 160x24 driver rooted at "Root", presenting a split of "Alpha" beside "Beta" in `style`,
    /// at rest (a sheet is 106 cells wide there: the split shows both columns).
    private func presentedSplit(_ style: PresentationStyle, animated: Bool = true) -> (HeadlessDriver, LoggingScreen, CallLog) {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root, width: 160, height: 24)
        let alpha = LoggingScreen("Alpha", letter: "a", log: log), beta = LoggingScreen("Beta", letter: "b", log: log)
        root.context?.present(SplitController(primary: alpha, secondary: beta), style: style, animated: animated)
        _ = driver.runUntilIdle()
        _ = driver.frame()
        return (driver, root, log)
    }

    @Test func aSplitInACoverDismissedByEscTellsBothColumnsOnce() {
        let (driver, _, log) = presentedSplit(.fullScreen)
        #expect(calls(log, "Alpha") == appearing)
        #expect(calls(log, "Beta") == appearing)
        #expect(calls(log, "Root") == disappearing)
        driver.key(.escape)
        _ = driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(calls(log, "Alpha") == wholeLife)
        #expect(calls(log, "Beta") == wholeLife)
        #expect(calls(log, "Root") == disappearing + appearing)
    }

    @Test func aSplitInACoverDismissedInCodeTellsBothColumnsOnce() {
        let (driver, _, log) = presentedSplit(.fullScreen, animated: false)
        driver.engine.dismiss(animated: false)
        _ = driver.runUntilIdle()
        #expect(calls(log, "Alpha") == wholeLife)
        #expect(calls(log, "Beta") == wholeLife)
    }

    @Test func aSplitInASheetDraggedAwayTellsBothColumnsOnce() {
        let (driver, _, log) = presentedSplit(.sheet(detents: [.large]))
        dragSheet(driver, from: 1, to: 22, steps: 8, interval: 0.02)
        _ = driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(calls(log, "Alpha") == wholeLife)
        #expect(calls(log, "Beta") == wholeLife)
        #expect(calls(log, "Root") == [])  // a sheet leaves what it is over in sight
    }

    /// As a cancelled pop: willDisappear as the drag takes the card below its detent, then
    /// willAppear and didAppear when it springs back (UIKit's order; no didDisappear).
    @Test func aSplitInASheetDraggedAndLetGoBackIsToldItAppearedAgain() {
        let (driver, _, log) = presentedSplit(.sheet(detents: [.large]))
        log.lines.removeAll()
        dragSheet(driver, from: 1, to: 10, steps: 4, interval: 0.2)  // slowly, not far: springs back
        _ = driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.count == 1)
        #expect(calls(log, "Alpha") == ["willDisappear"] + appearing)
        #expect(calls(log, "Beta") == ["willDisappear"] + appearing)
    }

    @Test func tabsInASheetTellTheSelectedTabOnly() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root, width: 120, height: 24)
        let one = LoggingScreen("One", letter: "1", log: log), two = LoggingScreen("Two", letter: "2", log: log)
        root.context?.present(tabs: [Tab("One", root: one), Tab("Two", root: two)], style: .sheet)
        _ = driver.runUntilIdle()
        driver.key(.alt("2"))
        _ = driver.frame()
        #expect(calls(log, "One") == wholeLife)
        #expect(calls(log, "Two") == appearing)
        driver.key(.escape)
        _ = driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(calls(log, "One") == wholeLife)
        #expect(calls(log, "Two") == wholeLife)
        #expect(calls(log, "Root") == [])
    }

    @Test func aCoverOverACoverOverASplitTellsEveryColumnOnce() {
        let log = CallLog()
        let list = LoggingScreen("List", letter: "l", log: log), detail = LoggingScreen("Detail", letter: "d", log: log)
        let driver = HeadlessDriver(primary: list, secondary: detail, size: Size(width: 120, height: 24))
        _ = driver.frame()
        log.lines.removeAll()
        let alpha = LoggingScreen("Alpha", letter: "a", log: log), beta = LoggingScreen("Beta", letter: "b", log: log)
        list.context?.present(SplitController(primary: alpha, secondary: beta), style: .fullScreen)
        _ = driver.runUntilIdle()
        let top = LoggingScreen("Top", letter: "t", log: log)
        alpha.context?.present(top, style: .fullScreen)
        _ = driver.runUntilIdle()
        #expect(calls(log, "Alpha") == wholeLife)
        #expect(calls(log, "Beta") == wholeLife)
        #expect(calls(log, "Detail") == disappearing)
        log.lines.removeAll()
        list.context?.dismiss()  // both covers at once
        _ = driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(calls(log, "Top") == disappearing)
        #expect(calls(log, "Alpha") == [])  // already gone under the top cover
        #expect(calls(log, "Beta") == [])
        #expect(calls(log, "List") == appearing)
        #expect(calls(log, "Detail") == appearing)
    }

    /// `dismiss()` from a presented split's column without the focus dismisses the split's own
    /// presentation, not the one under it.
    @Test func dismissFromTheSecondColumnDismissesItsOwnPresentation() {
        let log = CallLog()
        let root = LoggingScreen("Root", letter: "r", log: log)
        let driver = presentationDriver(root: root, width: 160, height: 24)
        let cover = LoggingScreen("Cover", letter: "c", log: log)
        root.context?.present(cover, style: .fullScreen, animated: false)
        let alpha = LoggingScreen("Alpha", letter: "a", log: log), beta = LoggingScreen("Beta", letter: "b", log: log)
        cover.context?.present(SplitController(primary: alpha, secondary: beta), style: .fullScreen, animated: false)
        _ = driver.runUntilIdle()
        #expect(beta.context?.dismiss(animated: false) == .completed)
        _ = driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.map(\.topScreen.title) == ["Cover"])
    }
}
