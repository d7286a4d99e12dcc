import Testing
import NavKit
import NavKitTesting

/// A sheet with the medium and large detents, in an 80x24 terminal: it first rests at the
/// medium one (its grabber on row 12), the pointer moves it to the detent its projection is
/// nearest, past the middle of its way down from the medium one it goes; Shift+↑ and Shift+↓ do
/// the same a detent at a time.
@MainActor @Suite struct SheetDetentTests {
    private let both = PresentationStyle.sheet(detents: [.medium, .large])

    @Test func itFirstRestsAtItsSmallestDetentLaidOutThere() {
        let (driver, sheet, _) = presentedSheet(both)
        #expect(grabberRow(driver.frame()) == 12)
        #expect(driver.engine.snapshot.sheetDetent == .medium)
        #expect((sheet as? LoggingScreen)?.context?.contentSize == Size(width: 80, height: 10))  // 12 less grabber, bar
        #expect(driver.frame().text(ofRow: 5).hasPrefix("rrrr"))  // the presenter shows above it
    }

    @Test func aDragUpSettlesAtTheLargeDetentAndTheScreenIsLaidOutAgain() {
        let (driver, sheet, log) = presentedSheet(both)
        dragSheet(driver, from: 12, to: 4, steps: 8, interval: 0.05, hold: 0.2)  // nearer 1 than 12
        let rows = driver.runUntilIdle().compactMap(grabberRow)
        #expect(rows.last == 1 && rows == rows.sorted(by: >))
        #expect(driver.engine.snapshot.sheetDetent == .large)
        #expect((sheet as? LoggingScreen)?.context?.contentSize == Size(width: 80, height: 21))
        #expect(driver.trace.contains(.sheetDetent(screen: "Sheet", detent: "large")))
        #expect(log.lines.isEmpty)                                 // never below its smallest detent
        driver.tap(4, 3)                                           // input follows the card
        #expect((sheet as? LoggingScreen)?.pointers.last?.position == Point(x: 4, y: 3))
    }

    @Test func aDragDownFromLargeSettlesAtTheNearestDetent() {
        let (driver, _, _) = presentedSheet(both)
        driver.key(.shiftUp)
        _ = driver.runUntilIdle()
        dragSheet(driver, from: 1, to: 9, steps: 8, interval: 0.05, hold: 0.2)  // nearer 12 than 1
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .medium)
        #expect(grabberRow(driver.frame()) == 12)
    }

    @Test func aFlickUpFromMediumCarriesItToLarge() {
        let (driver, _, _) = presentedSheet(both)
        dragSheet(driver, from: 12, to: 9, steps: 3, interval: 1.0 / 60)  // 3 rows, fast: projects far up
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .large)
    }

    @Test func belowMediumAShortDragSpringsBackAndALongOneDismisses() {
        let (driver, _, log) = presentedSheet(both)
        dragSheet(driver, from: 12, to: 15, steps: 6, interval: 0.05, hold: 0.2)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .medium)
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.willAppear", "Sheet.didAppear"])
        dragSheet(driver, from: 12, to: 20, steps: 8, interval: 0.05, hold: 0.2)  // past 18, half way to 24
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func shiftUpAndDownMoveADetentAtATimeAndDownFromTheSmallestDismisses() {
        let (driver, _, log) = presentedSheet(both)
        driver.key(.shiftUp)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .large)
        #expect(grabberRow(driver.frame()) == 1)
        driver.key(.shiftUp)                                       // no detent above: nothing moves
        #expect(driver.engine.snapshot.sheet == nil)
        driver.key(.shiftDown)
        let rows = driver.runUntilIdle().compactMap(grabberRow)
        #expect(rows.count > 5 && rows.last == 12)                 // it moves there, frame by frame
        #expect(driver.engine.snapshot.sheetDetent == .medium)
        driver.key(.shiftDown)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.didDisappear"])
    }

    @Test func shiftDownDismissesASheetWithOneDetent() {
        let (driver, _, _) = presentedSheet()
        driver.key(.shiftDown)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)
    }

    @Test func aResizeWhileTheSheetIsHeldPutsItBackAtItsDetent() {
        let (driver, _, _) = presentedSheet(both)
        dragSheet(driver, from: 12, to: 6, steps: 6, interval: 0.05, release: false)
        driver.resize(100, 30)
        #expect(driver.engine.snapshot.sheet == nil)
        #expect(grabberRow(driver.frame()) == 15)                  // medium, in 30 rows
        driver.send(.pointer(PointerEvent(.release, at: Point(x: 40, y: 6))))
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.count == 1)
    }
}
