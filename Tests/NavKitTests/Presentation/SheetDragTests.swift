import Testing
import NavKit
import NavKitTesting

/// A sheet the user drags, on the manual clock, in an 80x24 terminal: its grabber on its top row
/// (row 1 at the large detent, row 12 at the medium one), its top bar below it. Dragged past the
/// middle of its way down, or flicked, it is dismissed; a short slow drag springs back, with
/// UIKit's cancelled-dismissal callbacks; above its largest detent it stretches less than a row.
@MainActor @Suite struct SheetDragTests {
    @Test func theSheetFollowsThePointerAndGoesWhenLetGoPastTheMiddle() {
        let (driver, _, log) = presentedSheet()
        #expect(grabberRow(driver.frame()) == 1)
        dragSheet(driver, from: 1, to: 10, steps: 9, interval: 0.05, release: false)
        #expect(grabberRow(driver.frame()) == 10)                   // cell for cell with the pointer
        #expect(driver.engine.snapshot.sheet?.isTracking == true)
        #expect(log.lines == ["Sheet.willDisappear"])              // below its only detent: on its way out
        dragSheet(driver, from: 10, to: 16, steps: 6, interval: 0.05, hold: 0.2, press: false)  // past 12.5
        let frames = driver.runUntilIdle()
        let rows = frames.compactMap(grabberRow)
        #expect(rows == rows.sorted() && rows.first! >= 16)        // on down, off the bottom
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.didDisappear"])
        #expect(driver.trace.contains(.dismiss(screen: "Sheet")))
    }

    @Test func aShortSlowDragSpringsBackWithTheCancelledDismissalsCallbacks() {
        let (driver, _, log) = presentedSheet()
        dragSheet(driver, from: 1, to: 7, steps: 12, interval: 0.05, hold: 0.2)
        let rows = driver.runUntilIdle().compactMap(grabberRow)
        #expect(rows.first! > 1 && rows.last == 1 && rows == rows.sorted(by: >))
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.willAppear", "Sheet.didAppear"])
        #expect(driver.engine.snapshot.sheet == nil)
    }

    @Test func aShortFastFlickDismisses() {
        let (driver, _, log) = presentedSheet()
        dragSheet(driver, from: 1, to: 5, steps: 4, interval: 1.0 / 60)  // 4 rows in 67 ms: 60 rows a second
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.didDisappear"])
    }

    @Test func aDragFromTheContentMovesASheetWithNothingToScroll() {
        let (driver, _, _) = presentedSheet()
        dragSheet(driver, from: 8, to: 22, steps: 14, interval: 0.05, hold: 0.2)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func aHorizontalDragNeverMovesTheSheet() {
        let (driver, sheet, _) = presentedSheet()
        // From the grabber (row 1, two rows above the content), 30 columns right and a row down.
        driver.drag(from: Point(x: 30, y: -2), to: Point(x: 60, y: -1), steps: 30, interval: 0.02)
        _ = driver.runUntilIdle()
        #expect(!driver.trace.contains(.gesture(recognizer: "sheetPan", state: .began)))
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(grabberRow(driver.frame()) == 1)
        #expect((sheet as? LoggingScreen)?.context != nil)
    }

    @Test func aboveItsLargestDetentItStretchesLessThanARowAndSpringsBack() {
        let (driver, _, log) = presentedSheet()
        dragSheet(driver, from: 1.5, to: 0.0, steps: 3, interval: 0.05, release: false)
        let edge = driver.engine.snapshot.sheet?.edge ?? 1
        #expect(edge < 1 && edge > 0.4)                            // pulled up, less than the pointer moved
        driver.advance(by: 0.2)
        driver.send(.pointer(PointerEvent(.release, at: Point(x: 40, y: 0))))
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheet == nil)
        #expect(grabberRow(driver.frame()) == 1)
        #expect(log.lines.isEmpty)                                 // it never went below a detent
        #expect(driver.trace.contains(.sheetDetent(screen: "Sheet", detent: "large")))
    }

    @Test func thePresentersDimmingFollowsTheDrag() {
        let (driver, _, _) = presentedSheet()
        let dimmed = driver.frame()[0, 0].style.background
        dragSheet(driver, from: 1, to: 20, steps: 19, interval: 0.05, release: false)
        let lifted = driver.frame()[0, 0].style.background
        #expect(lifted != dimmed)                                  // nearly gone: the presenter brightens
        #expect((driver.engine.snapshot.sheet?.dismissal ?? 0) > 0.8)
    }

    @Test func aHeldSheetWhoseReleaseIsLostSpringsBackAfterTheStallTimeout() {
        let (driver, _, log) = presentedSheet()
        dragSheet(driver, from: 1, to: 18, steps: 17, interval: 0.05, release: false)  // past the middle
        let deadline = driver.engine.nextDeadline ?? 0
        #expect(deadline > driver.clock.now)                       // the loop wakes for it without input
        driver.advance(by: deadline - driver.clock.now)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])   // a lost release never dismisses
        #expect(grabberRow(driver.frame()) == 1)
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.willAppear", "Sheet.didAppear"])
        #expect(driver.engine.snapshot.gestures["sheetPan"] == .cancelled)
    }
}
