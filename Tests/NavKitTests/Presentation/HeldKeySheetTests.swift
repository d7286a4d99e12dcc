import Testing
import NavKit
import NavKitTesting

/// A sheet where the terminal reports releases (`Engine.reportsKeyReleases`), in an 80x24
/// terminal: Shift+↓ held drags it down like a finger, slowly at first and faster the longer it
/// is held (half its way from the medium detent off the bottom, 6 rows, in 0.6 s), and letting go lets go under the sheet's rule at the speed it had; a tap still
/// moves it a detent down.
@MainActor @Suite struct HeldKeySheetTests {
    private let both = PresentationStyle.sheet(detents: [.medium, .large])

    /// A medium-and-large sheet resting at the medium detent (its card's edge on row 12), in a
    /// terminal that reports releases.
    func sheet(modal: Bool = false) -> (HeadlessDriver, CallLog) {
        let (driver, _, log) = presentedSheet(both, modal: modal)
        driver.engine.reportsKeyReleases = true
        return (driver, log)
    }

    /// The card's edge (rows) in each frame while the keys stay as they are for `seconds`, at 60 fps.
    func hold(_ driver: HeadlessDriver, for seconds: Double) -> [Double] {
        var edges: [Double] = []
        for _ in 0..<Int((seconds * 60).rounded()) {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
            edges.append(driver.engine.snapshot.sheet?.edge ?? -1)
        }
        return edges
    }

    @Test func heldHalfASecondItFollowsDownFasterAndFasterAndLetGoItIsDismissed() {
        let (driver, log) = sheet()
        driver.key(.shiftDown)
        #expect(driver.engine.isAnimating)                                   // it moves with no key coming
        let edges = hold(driver, for: 0.5)
        #expect(edges == edges.sorted() && edges.first! < 12.1 && edges.last! > 15, "\(edges)")
        let tenths = stride(from: 5, to: 24, by: 6).map { edges[$0 + 6] - edges[$0] }
        #expect(tenths == tenths.sorted() && tenths.first! < tenths.last!, "\(tenths)")
        driver.keyUp(.shiftDown)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)                    // let go fast and low: it goes
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.didDisappear"])
    }

    @Test func heldAQuarterOfASecondItMovesALittleAndSpringsBack() {
        let (driver, log) = sheet()
        driver.key(.shiftDown)
        let edges = hold(driver, for: 0.25)
        #expect(edges.last! > 12.2 && edges.last! < 13, "\(edges)")
        driver.keyUp(.shiftDown)
        let rows = driver.runUntilIdle().compactMap(grabberRow)
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(driver.engine.snapshot.sheetDetent == .medium && rows.last == 12)
        #expect(log.lines == ["Sheet.willDisappear", "Sheet.willAppear", "Sheet.didAppear"])  // as a pointer's
    }

    @Test func aTapMovesItADetentDownAsThePressDidBefore() {
        let (driver, _) = sheet()
        driver.key(.shiftUp)                                                 // a press still steps up
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.sheetDetent == .large)
        driver.key(.shiftDown)
        driver.advance(by: 0.1)
        driver.keyUp(.shiftDown)
        let rows = driver.runUntilIdle().compactMap(grabberRow)
        #expect(driver.engine.snapshot.sheetDetent == .medium && rows.last == 12, "\(rows)")
    }

    @Test func shiftUpHeldTurnsItBackAndLettingGoMovingUpKeepsIt() {
        let (driver, log) = sheet()
        driver.key(.shiftDown)
        let down = hold(driver, for: 0.4)
        driver.key(.shiftUp)                                                 // both down: the newer wins
        let back = hold(driver, for: 0.4)
        #expect(back.first! <= down.last! + 0.01 && back.last! < back.first!, "\(down) \(back)")
        driver.keyUp(.shiftDown)                                             // ↑ still down: still going up
        driver.keyUp(.up)                                                    // Shift came up first
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(driver.engine.snapshot.sheet == nil)
        #expect(!log.lines.contains("Sheet.didDisappear"))
    }

    @Test func aLostReleaseLetsGoAfterASecondAndNeverDismisses() {
        let (driver, _) = sheet()
        driver.key(.shiftDown)
        driver.advance(by: 0.5)
        driver.key(.shiftDown)                                               // a repeat: still held
        let held = hold(driver, for: 0.95)
        #expect(driver.engine.snapshot.sheet?.isTracking == true)            // still held 0.95 s after it
        #expect(held.last! == 24)                                            // at the bottom, spent
        driver.advance(by: 0.1)                                              // 1 s after the repeat
        _ = driver.frame()
        #expect(driver.engine.snapshot.sheet?.isTracking == false)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(driver.engine.snapshot.sheetDetent == .medium)
        #expect(driver.trace.contains(.transitionStalled(seconds: 1)))
    }

    @Test func escPutsItBackAndOtherKeysWaitForNothing() {
        let (driver, _) = sheet()
        driver.key(.shiftDown)
        _ = hold(driver, for: 0.5)
        driver.key(.character("x"))                                          // the held sheet's: ignored
        driver.key(.escape)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
        #expect(driver.engine.snapshot.sheetDetent == .medium)
        driver.keyUp(.shiftDown)                                             // its release comes later: nothing
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
    }

    @Test func aModalSheetHeldDownResistsAndSpringsBack() {
        let (driver, _) = sheet(modal: true)
        driver.key(.shiftDown)
        let edges = hold(driver, for: 0.6)
        #expect(edges.last! < 16, "\(edges)")                                // pulled 12 rows, it resists
        driver.keyUp(.shiftDown)
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented == [["Sheet"]])
    }

    @Test func withoutReleasesEachPressStillStepsADetent() {
        let (driver, _, _) = presentedSheet(both)
        driver.key(.shiftDown)
        #expect(driver.engine.snapshot.sheet?.isTracking == false)           // settling at once: not held
        _ = driver.runUntilIdle()
        #expect(driver.engine.snapshot.presented.isEmpty)                    // medium, down: dismissed
    }

    @Test func aResizeWhileHeldPutsItBackAndTheKeysLetGo() {
        let (driver, _) = sheet()
        driver.key(.shiftDown)
        _ = hold(driver, for: 0.4)
        driver.resize(100, 30)
        _ = driver.frame()
        #expect(driver.engine.snapshot.sheet == nil && !driver.engine.isAnimating)
        #expect(grabberRow(driver.frame()) == 15)                            // medium, in 30 rows
        #expect(driver.trace.contains(.gesture(recognizer: "sheetKeys", state: .cancelled)))
        driver.keyUp(.shiftDown)                                             // its release: nothing to let go
        driver.key(.shiftDown)                                               // a new hold begins
        #expect(driver.engine.snapshot.sheet?.isTracking == true)
    }
}
