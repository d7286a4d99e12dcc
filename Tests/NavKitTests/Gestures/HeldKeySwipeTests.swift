import Testing
import NavKit
import NavKitTesting

/// The keyboard swipe where the terminal reports releases (`Engine.reportsKeyReleases`): a held
/// Shift+→ drags the pane like a finger, slowly at first and faster the longer it is held, and
/// its release lets go under the pointer's release rule at the speed it had.
@MainActor @Suite struct HeldKeySwipeTests {
    /// Home under Detail, 120 cells wide, in a terminal that reports releases.
    func driver() -> HeadlessDriver {
        let driver = homeAndDetail()
        driver.engine.reportsKeyReleases = true
        return driver
    }

    /// The pane's edge in each frame while the keys stay as they are for `seconds`, at 60 fps.
    func hold(_ driver: HeadlessDriver, for seconds: Double) -> [Int] {
        var edges: [Int] = []
        for _ in 0..<Int((seconds * 60).rounded()) {
            driver.advance(by: 1.0 / 60)
            edges.append(paneEdge(driver) ?? -1)
        }
        return edges
    }

    @Test func heldAFifthOfASecondItMovesSlowlyAndSpringsBack() {
        let driver = driver()
        driver.key(.shiftRight)
        #expect(driver.engine.isAnimating)                                // it moves with no key coming
        let edges = hold(driver, for: 0.2)
        #expect(edges == edges.sorted() && edges.last! > 0)               // forward only, and moving
        #expect(edges.last! <= 3)                                        // 0.2 s is a nudge: 2 % of the width
        driver.keyUp(.shiftRight)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.trace.contains(.transitionCancelled))
    }

    @Test func heldSixTenthsOfASecondItIsHalfWayAndPops() {
        let driver = driver()
        driver.key(.shiftRight)
        let edges = hold(driver, for: 0.6)
        #expect(abs(edges.last! - 60) <= 1, "\(edges.last!)")             // half of 120 cells in 0.6 s
        // Slowly at first, faster the longer it is held: each tenth of a second moves it further.
        let tenths = stride(from: 5, to: 30, by: 6).map { edges[$0 + 6] - edges[$0] }
        #expect(tenths == tenths.sorted() && tenths.first! < tenths.last!, "\(tenths)")
        driver.keyUp(.shiftRight)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func repeatsOnlySayTheKeyIsStillDown() {
        let repeated = driver(), plain = driver()
        repeated.key(.shiftRight)
        plain.key(.shiftRight)
        for _ in 0..<18 {
            repeated.advance(by: 1.0 / 60)
            plain.advance(by: 1.0 / 60)
            repeated.key(.shiftRight)                                    // the terminal's repeat
        }
        #expect(paneEdge(repeated) == paneEdge(plain))                   // not a step each
    }

    @Test func shiftLeftHeldTurnsItBackAndLettingGoOfBothLetsGo() {
        let driver = driver()
        driver.key(.shiftRight)
        let forward = hold(driver, for: 0.6)
        driver.key(.shiftLeft)                                           // both down: the newer wins
        let back = hold(driver, for: 0.3)
        #expect(back.first! <= forward.last! && back.last! < back.first!, "\(back)")
        driver.keyUp(.shiftRight)                                        // ← still down: still going back
        let still = hold(driver, for: 0.1)
        #expect(still.last! < back.last!)
        driver.keyUp(.shiftLeft)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])                // let go moving back: it springs back
    }

    @Test func shiftComingUpFirstStillReleasesTheArrow() {
        let driver = driver()
        driver.key(.shiftRight)
        _ = hold(driver, for: 0.6)
        driver.keyUp(.right)                                             // kitty: Shift let go, then →
        #expect(driver.engine.navigation.transition?.isTracking == false)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func aLostReleaseLetsGoAfterTheStallTimeout() {
        let driver = driver()
        driver.key(.shiftRight)
        _ = hold(driver, for: 0.9)                                       // no repeat, no release
        #expect(driver.engine.navigation.transition?.isTracking == true)
        #expect(driver.engine.nextDeadline == 1.0)
        _ = hold(driver, for: 0.2)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])                          // held to the end: it pops
        #expect(!driver.engine.isAnimating)
    }

    @Test func escapeCancelsAHeldSwipeAndEnterLetsItGo() {
        let cancelled = driver()
        cancelled.key(.shiftRight)
        _ = hold(cancelled, for: 0.6)
        cancelled.key(.escape)
        cancelled.runUntilIdle()
        #expect(cancelled.stackTitles == ["Home", "Detail"])
        let released = driver()
        released.key(.shiftRight)
        _ = hold(released, for: 0.6)
        released.key(.enter)
        released.runUntilIdle()
        #expect(released.stackTitles == ["Home"])
    }

    @Test func withoutReleasesEachPressStillSteps() {
        let driver = homeAndDetail()
        driver.key(.shiftRight)
        #expect(paneEdge(driver) == 12)
        _ = hold(driver, for: 0.3)
        #expect(paneEdge(driver) == 12)                                  // nothing moves by itself
        driver.keyUp(.shiftRight)                                        // and a release means nothing
        #expect(paneEdge(driver) == 12)
    }
}
