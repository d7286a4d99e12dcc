import Testing
import NavKit
import NavKitTesting

/// A full-screen cover over a split view: every column it hides is told it disappeared and, on
/// the dismissal, that it appeared, however the split changed meanwhile (a resize under the
/// cover tells the covered columns nothing).
@MainActor @Suite struct CoveredSplitAppearanceTests {
    /// The callbacks logged for screens named `names`, in order.
    private func calls(_ log: CallLog, _ names: [String]) -> [String] {
        log.lines.filter { line in names.contains { line.hasPrefix($0 + ".") } }
    }

    @Test func aCoverFromTheDetailHidesTheListBesideItToo() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        _ = driver.frame()
        list.log.lines.removeAll()
        let cover = LoggingScreen("Cover", letter: "c", log: list.log)
        detail.context?.present(cover, style: .fullScreen, animated: false)
        #expect(calls(list.log, ["List", "Detail"])
                == ["Detail.willDisappear", "List.willDisappear", "Detail.didDisappear", "List.didDisappear"])
        list.log.lines.removeAll()
        cover.context?.dismiss(animated: false)
        // Those coming are told in the order they are drawn, those going in its reverse: one
        // rule for every container and card (Window.changingAppearance).
        #expect(calls(list.log, ["List", "Detail"])
                == ["List.willAppear", "Detail.willAppear", "List.didAppear", "Detail.didAppear"])
    }

    @Test func aTerminalWidenedUnderACoverTellsTheCoveredColumnsNothing() {
        let (driver, list, _) = splitDriver(width: 80)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail, animated: false)
        _ = driver.frame()
        let cover = LoggingScreen("Cover", letter: "c", log: list.log)
        detail.context?.present(cover, style: .fullScreen, animated: false)
        list.log.lines.removeAll()
        driver.resize(120, 10)  // the split expands behind the cover
        _ = driver.frame()
        #expect(calls(list.log, ["List", "Detail", "Empty"]) == [])
        cover.context?.dismiss(animated: false)
        // Each shown screen appears once: the list, uncovered by the detail moving to its column too.
        #expect(calls(list.log, ["List", "Detail"]).sorted()
                == ["Detail.didAppear", "Detail.willAppear", "List.didAppear", "List.willAppear"])
    }

    @Test func aTerminalNarrowedUnderACoverTellsTheCoveredColumnsNothing() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        _ = driver.frame()
        let cover = LoggingScreen("Cover", letter: "c", log: list.log)
        list.context?.present(cover, style: .fullScreen, animated: false)
        #expect(calls(list.log, ["List", "Detail"]).filter { $0.hasSuffix("didDisappear") }.count == 2)
        list.log.lines.removeAll()
        driver.resize(80, 10)  // the split collapses behind the cover (the list has the focus)
        _ = driver.frame()
        #expect(calls(list.log, ["List", "Detail", "Empty"]) == [])
        cover.context?.dismiss(animated: false)
        #expect(calls(list.log, ["List", "Detail"]) == ["List.willAppear", "List.didAppear"])
    }
}
