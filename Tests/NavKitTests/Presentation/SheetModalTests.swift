import Testing
import NavKit
import NavKitTesting

/// Records what a presentation's delegate is told, and answers `presentationShouldDismiss`.
@MainActor
private final class RecordingDelegate: PresentationDelegate {
    var calls: [String] = []
    var allows = true

    func presentationShouldDismiss(_ presented: Screen) -> Bool {
        calls.append("should \(presented.title)")
        return allows
    }
    func presentationWillDismiss(_ presented: Screen) { calls.append("will \(presented.title)") }
    func presentationDidDismiss(_ presented: Screen) { calls.append("did \(presented.title)") }
    func presentationDidAttemptToDismiss(_ presented: Screen) { calls.append("attempt \(presented.title)") }
}

/// "Not yet": a sheet with a modal screen, or whose delegate says no, moves only a little below
/// its detent and springs back, and the delegate hears of the attempt (from a drag, Shift+↓ and
/// Esc alike); allowed, the delegate hears WillDismiss and DidDismiss; a dismissal in code asks
/// and tells nothing.
@MainActor @Suite struct SheetModalTests {
    private func sheetWithDelegate(modal: Bool = false, allows: Bool = true)
        -> (HeadlessDriver, RecordingDelegate, CallLog) {
        let (driver, sheet, log) = presentedSheet(modal: modal)
        let delegate = RecordingDelegate()
        delegate.allows = allows
        (sheet as? LoggingScreen)?.context?.presentationDelegate = delegate
        return (driver, delegate, log)
    }

    @Test func aModalSheetResistsTheDragSpringsBackAndTheDelegateHearsTheAttempt() {
        let (driver, delegate, log) = sheetWithDelegate(modal: true)
        dragSheet(driver, from: 1, to: 20, steps: 19, interval: 0.05, release: false)
        let edge = driver.engine.snapshot.sheet?.edge ?? 0
        #expect(edge > 1.5 && edge < 4)                           // 19 rows pulled, under 3 moved
        #expect(delegate.calls == ["attempt Sheet"])               // modal: not even asked
        driver.send(.pointer(PointerEvent(.release, at: Point(x: 40, y: 20))))
        let rows = driver.runUntilIdle().compactMap(grabberRow)
        #expect(rows.last == 1)
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(log.lines.isEmpty)                                 // it never began to leave
    }

    @Test func aFlickCannotDismissAModalSheet() {
        let (driver, delegate, _) = sheetWithDelegate(modal: true)
        dragSheet(driver, from: 1, to: 6, steps: 4, interval: 1.0 / 60)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(delegate.calls == ["attempt Sheet"])
    }

    @Test func aDelegateThatSaysNoHoldsTheSheetLikeAModalScreen() {
        let (driver, delegate, _) = sheetWithDelegate(allows: false)
        dragSheet(driver, from: 1, to: 20, steps: 19, interval: 0.05, hold: 0.2)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(delegate.calls == ["should Sheet", "attempt Sheet"])
    }

    @Test func anAllowedDragTellsTheDelegateItWillAndDidDismiss() {
        let (driver, delegate, log) = sheetWithDelegate()
        dragSheet(driver, from: 1, to: 20, steps: 19, interval: 0.05, release: false)
        #expect(delegate.calls == ["should Sheet", "will Sheet"])
        driver.send(.pointer(PointerEvent(.release, at: Point(x: 40, y: 20))))
        _ = driver.runUntilIdle()
        #expect(delegate.calls == ["should Sheet", "will Sheet", "did Sheet"])
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.didDisappear"])
    }

    @Test func aSpringBackAfterWillDismissTellsNoDidDismiss() {
        let (driver, delegate, _) = sheetWithDelegate()
        dragSheet(driver, from: 1, to: 5, steps: 8, interval: 0.05, hold: 0.2)
        _ = driver.runUntilIdle()
        #expect(delegate.calls == ["should Sheet", "will Sheet"])
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
    }

    @Test func escAndShiftDownAskToo() {
        let (driver, delegate, _) = sheetWithDelegate(modal: true)
        driver.key(.escape)
        driver.key(.shiftDown)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(delegate.calls == ["attempt Sheet", "attempt Sheet"])
        let (allowed, heard, _) = sheetWithDelegate()
        allowed.key(.escape)
        _ = allowed.runUntilIdle()
        #expect(allowed.engine.snapshot.presented.isEmpty)
        #expect(heard.calls == ["should Sheet", "will Sheet", "did Sheet"])
    }

    @Test func aDismissalInCodeAsksAndTellsNothing() {
        let (driver, delegate, _) = sheetWithDelegate(modal: true)
        driver.engine.dismiss()
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(delegate.calls.isEmpty)
    }
}
