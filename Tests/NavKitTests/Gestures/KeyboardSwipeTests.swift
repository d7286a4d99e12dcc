import Testing
import NavKit
import NavKitTesting

@MainActor @Suite struct KeyboardSwipeTests {
    @Test func shiftRightScrubsInTenthsOfTheWidth() {
        let driver = homeAndDetail()
        for step in 1...5 {
            driver.key(.shiftRight)
            #expect(paneEdge(driver) == 12 * step)
            driver.advance(by: 0.1)
        }
        driver.key(.shiftLeft)
        #expect(paneEdge(driver) == 48)
        driver.key(.character("]"))
        driver.key(.character("]"))
        #expect(paneEdge(driver) == 72)
    }

    @Test func enterReleasesAndTheThresholdDecides() {
        let cancelled = homeAndDetail()
        for _ in 0..<3 { cancelled.key(.shiftRight) }
        cancelled.key(.enter)
        cancelled.runUntilIdle()
        #expect(cancelled.stackTitles == ["Home", "Detail"])

        let finished = homeAndDetail()
        for _ in 0..<6 { finished.key(.shiftRight) }
        finished.key(.enter)
        finished.runUntilIdle()
        #expect(finished.stackTitles == ["Home"])
    }

    @Test func escapeCancelsEvenPastTheThreshold() {
        let driver = homeAndDetail()
        for _ in 0..<8 { driver.key(.shiftRight) }
        driver.key(.escape)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.trace.contains(.transitionCancelled))
    }

    @Test func itReleasesByItselfAfterSixTenthsOfASecond() {
        let driver = homeAndDetail()
        for _ in 0..<7 { driver.key(.shiftRight) }
        #expect(driver.engine.nextDeadline == 0.6)
        driver.advance(by: 0.59)
        _ = driver.frame()
        #expect(driver.engine.navigation.transition?.isTracking == true)
        driver.advance(by: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func atTheRootScrubKeysDoNothing() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"))
        driver.key(.shiftRight)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        #expect(driver.engine.navigation.transition == nil)
    }
}

@MainActor @Suite struct ReleaseRuleTests {
    @Test func aLeftwardFlickAtSixtyPercentCancels() {
        let driver = homeAndDetail()
        driver.press(0, 3)
        for x in stride(from: 10, through: 80, by: 10) {
            driver.advance(by: 0.05)
            driver.drag(x, 3)
        }
        for x in [76, 72] {                       // quickly back toward the edge, ending at 60 %
            driver.advance(by: 0.0125)
            driver.drag(x, 3)
        }
        driver.advance(by: 0.0125)
        driver.release(72, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func aFastFlickFromTwentyPercentFinishes() {
        let driver = homeAndDetail()
        driver.press(0, 3)
        driver.advance(by: 0.01)
        driver.drag(12, 3)
        driver.advance(by: 0.012)
        driver.drag(24, 3)                        // 20 % at 1000 cells/s
        driver.advance(by: 0.01)
        driver.release(24, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func theSettleNeverTakesLongerThanTheRestOfTheAnimation() {
        // Slow release at 40 % of 50 columns: cancel, settle time D · 0.4 = 0.14 s (no speed to shorten it).
        let driver = homeAndDetail(width: 50)
        driver.press(0, 3)
        driver.advance(by: 0.5)
        driver.drag(20, 3)
        driver.advance(by: 0.5)
        driver.release(20, 3)
        let frames = driver.runUntilIdle(step: 0.01)
        #expect(frames.count - 1 == 14)
    }

    @Test func aFastFinishKeepsTheFingersSpeed() {
        // Released at 50 % moving 6 widths/s: the rest (0.5) takes 0.5 / 6 ≈ 0.083 s, not D · 0.5 = 0.175 s.
        let driver = homeAndDetail()
        driver.press(0, 3)
        driver.advance(by: 0.01)
        driver.drag(36, 3)
        driver.advance(by: 0.01)
        driver.drag(48, 3)
        driver.advance(by: 0.01)
        driver.drag(60, 3)
        driver.release(60, 3)
        let frames = driver.runUntilIdle(step: 0.01)
        #expect(frames.count - 1 <= 9)
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func noSwipeBeginsWhileAPushRuns() {
        let driver = homeAndDetail()
        driver.engine.navigation.push(LetterScreen("Third", letter: "t"))
        driver.advance(by: 0.1)
        driver.press(0, 3)
        driver.drag(60, 3)
        driver.release(60, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail", "Third"])
        let began = driver.trace.filter { if case .transitionBegan = $0 { return true } else { return false } }
        #expect(began.count == 1)
    }

    @Test func aScreenWithoutATopBarKeepsTheSwipe() {
        final class Bare: Screen {
            var title: String { "Bare" }
            var showsTopBar: Bool { false }
            func draw(in canvas: inout Canvas) {}
        }
        let driver = homeAndDetail()
        driver.engine.navigation.push(Bare(), animated: false)
        driver.drag(from: Point(x: 0, y: 3), to: Point(x: 100, y: 3), steps: 10, interval: 0.03, hold: 0.3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
    }
}
