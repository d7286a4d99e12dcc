import Testing
import NavKit
import NavKitTesting

@MainActor @Suite struct BackSwipeTests {
    @Test func thePaneFollowsThePointerCellForCell() {
        let driver = homeAndDetail()
        driver.press(0, 3)
        for x in stride(from: 1, through: 60, by: 7) {
            driver.advance(by: 0.02)
            driver.drag(x, 3)
            #expect(paneEdge(driver) == x)
        }
    }

    @Test func aResizeMidDragKeepsProgressAndThePointerMovesItAtTheNewWidth() {
        let driver = homeAndDetail()
        driver.press(0, 3)
        for x in stride(from: 5, through: 40, by: 5) {
            driver.advance(by: 0.05)
            driver.drag(x, 3)
        }
        #expect(paneEdge(driver) == 40)                 // a third of 120
        driver.advance(by: 0.05)
        driver.resize(60, 15)
        #expect(paneEdge(driver) == 20)                 // still a third, of 60
        #expect(driver.frame().size == Size(width: 60, height: 15))
        #expect(driver.frame().isWellFormed)
        driver.advance(by: 0.05)
        driver.drag(46, 3)                              // 6 cells further at 60 wide
        #expect(paneEdge(driver) == 26)
        driver.advance(by: 0.05)
        driver.resize(120, 40)
        #expect(paneEdge(driver) == 52)
        driver.advance(by: 0.05)
        driver.drag(56, 3)                              // 10 cells further at 120 wide
        #expect(paneEdge(driver) == 62)
        driver.advance(by: 0.3)
        driver.release(56, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])         // released past half: popped, stack intact
    }

    @Test func aFlickFromTheEdgePops() {
        let driver = homeAndDetail()
        // Columns 2 → 30 of 120 (1-based) are x = 1 → 29.
        driver.press(1, 3)
        for x in [8, 15, 22, 29] {
            driver.advance(by: 0.0125)
            driver.drag(x, 3)
        }
        driver.advance(by: 0.0125)
        driver.release(29, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        #expect(driver.trace.contains(.transitionFinished))
    }

    @Test func aSlowDragShortOfTheFinishDistanceCancels() {
        // 18 of 120 columns: short of 23 cells (the finish distance) and of half the width.
        let driver = homeAndDetail()
        driver.press(1, 3)
        for x in 2...19 {
            driver.advance(by: 0.05)
            driver.drag(x, 3)
        }
        driver.advance(by: 0.05)
        driver.release(19, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.trace.contains(.transitionCancelled))
        #expect(!driver.trace.contains(.didShow(screen: "Home")))
    }

    @Test func aLongDragPastHalfPops() {
        let driver = homeAndDetail()
        driver.drag(from: Point(x: 0, y: 3), to: Point(x: 90, y: 3), steps: 18, interval: 0.05, hold: 0.3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func theSettleStartsWhereThePaneWasReleased() {
        let driver = homeAndDetail(width: 50)           // 20 of 50: short of half (and of 23 cells)
        driver.press(0, 3)
        driver.advance(by: 0.5)
        driver.drag(20, 3)
        driver.advance(by: 0.5)
        driver.release(20, 3)
        #expect(paneEdge(driver) == 20)
        driver.advance(by: 1.0 / 60)
        let next = paneEdge(driver) ?? 0
        #expect(next <= 20 && next >= 17)
    }

    @Test func cancelledSwipeCallbacksFollowUIKitOrder() {
        let driver = homeAndDetail()
        let start = driver.trace.count
        driver.press(0, 3)
        driver.advance(by: 0.2)
        driver.drag(20, 3)
        driver.advance(by: 0.5)
        driver.release(20, 3)
        driver.runUntilIdle()
        #expect(callbacks(Array(driver.trace[start...])) == [
            "Detail.willDisappear", "Home.willAppear", "willShow Home",
            "Home.willDisappear", "Home.didDisappear", "Detail.willAppear", "Detail.didAppear",
        ])
    }

    @Test func pressingTheSettlingPaneCatchesItWithoutAJump() {
        let driver = homeAndDetail(width: 50)
        driver.press(0, 3)
        driver.advance(by: 0.5)
        driver.drag(20, 3)
        driver.advance(by: 0.5)
        driver.release(20, 3)
        driver.advance(by: 0.03)
        let settling = paneEdge(driver) ?? -1
        #expect(settling < 20 && settling > 0)
        driver.press(settling + 3, 3)
        #expect(paneEdge(driver) == settling)
        driver.advance(by: 0.05)
        driver.drag(settling + 13, 3)
        #expect(paneEdge(driver) == min(50, settling + 10))
    }

    @Test func atTheRootAnEdgeDragNeverChangesTheStack() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 120, height: 6))
        driver.press(0, 3)
        for x in stride(from: 10, through: 100, by: 10) {
            driver.advance(by: 0.01)
            driver.drag(x, 3)
        }
        driver.release(100, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        #expect(!driver.trace.contains { if case .transitionBegan = $0 { return true } else { return false } })
    }

    @Test func aPressAwayFromTheEdgeNeverSwipes() {
        let driver = homeAndDetail()
        driver.press(10, 3)
        driver.drag(60, 3)
        driver.release(60, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func aScreenCanTurnTheSwipeOff() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 120, height: 6))
        let locked = LetterScreen("Locked", letter: "l")
        locked.allowsBackSwipe = false
        driver.engine.navigation.push(locked, animated: false)
        driver.press(0, 3)
        driver.drag(80, 3)
        driver.release(80, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Locked"])
    }

    @Test func resizeMidDragKeepsTheStackIntact() {
        let driver = homeAndDetail()
        driver.press(0, 3)
        driver.drag(15, 3)
        driver.resize(60, 15)
        #expect(driver.frame().isWellFormed)
        driver.resize(120, 40)
        driver.advance(by: 0.5)
        driver.release(15, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.frame().size == Size(width: 120, height: 40))
    }

    @Test func burstsOfEventsWithOneTimestampGiveAFiniteVelocity() {
        var tracker = VelocityTracker()
        for x in 0..<50 { tracker.add(x: Double(x), at: 1.0) }
        #expect(tracker.cellsPerSecond == 0)
        tracker.add(x: 60, at: 1.02)
        #expect(tracker.cellsPerSecond.isFinite)
        #expect(abs(tracker.cellsPerSecond - 11 / 0.02) < 1e-6)
    }
}
