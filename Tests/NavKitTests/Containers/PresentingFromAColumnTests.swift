import Testing
import NavKit
import NavKitTesting

/// A presentation from a split view's column that does not have the focus (a detail whose task
/// finished): it is shown over the window, and its dismissal goes back to the stack that
/// presented it.
@MainActor @Suite struct PresentingFromAColumnTests {
    @Test func theDetailPresentsAnAlertWhileTheListHasTheFocus() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        _ = driver.frame()
        #expect(driver.engine.split?.focusedColumn == .primary)
        let alert = LoggingScreen("Alert", letter: "a", log: list.log)
        alert.preferredHeight = 3
        #expect(detail.context?.present(alert, style: .alert, animated: false) == .completed)  // was .alreadyPresenting
        #expect(driver.engine.presentedStacks.map { $0.screens.map(\.title) } == [["Alert"]])
        #expect(driver.engine.topNavigation.topScreen === alert)  // it takes the keys
        driver.key(.escape)
        driver.runUntilIdle()
        #expect(driver.engine.presentedStacks.isEmpty)
        #expect(driver.engine.topNavigation.topScreen === list)  // the focus where it was
    }

    @Test func aCoverFromTheDetailIsDismissedBackToTheDetail() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        _ = driver.frame()
        let cover = LoggingScreen("Cover", letter: "c", log: list.log)
        #expect(detail.context?.present(cover, style: .fullScreen, animated: false) == .completed)
        list.log.lines.removeAll()
        #expect(cover.context?.dismiss(animated: false) == .completed)
        // The stack that presented it appears again, not the focused column's list.
        #expect(list.log.lines.filter { $0.hasPrefix("Detail.") } == ["Detail.willAppear", "Detail.didAppear"])
        #expect(list.log.lines.filter { $0.hasPrefix("Cover.") } == ["Cover.willDisappear", "Cover.didDisappear"])
    }

    @Test func aStackThatPresentsRefusesASecondPresentationFromTheOtherColumn() {
        let (driver, list, _) = splitDriver(width: 120)
        let detail = LoggingScreen("Detail", letter: "d", log: list.log)
        list.context?.showDetail(detail)
        _ = driver.frame()
        #expect(list.context?.present(LoggingScreen("Sheet", letter: "s", log: list.log), animated: false) == .completed)
        #expect(detail.context?.present(LoggingScreen("Other", letter: "o", log: list.log), animated: false)
                == .refused(.alreadyPresenting))
    }
}
