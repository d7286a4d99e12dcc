import Testing
import NavKit
import NavKitTesting

@MainActor @Suite struct NavigationTests {
    @Test func pushCallbacksFollowUIKitOrder() {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        let driver = HeadlessDriver(root: home)
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(callbacks(driver.trace) == [
            "Home.willAppear", "willShow Home", "Home.didAppear", "didShow Home",  // shown at the first event
            "Home.willDisappear", "Detail.willAppear", "willShow Detail",
            "Home.didDisappear", "Detail.didAppear", "didShow Detail",
        ])
    }

    @Test func popAtTheRootIsRefusedWithNoTransitionOrCallback() {
        let home = LetterScreen("Home", letter: "h")
        let driver = HeadlessDriver(root: home)
        _ = driver.frame()
        let start = driver.trace.count, logged = home.log.count
        #expect(driver.engine.navigation.pop() == .refused(.cannotPopRoot))
        driver.key(.left)
        driver.runUntilIdle()
        #expect(callbacks(Array(driver.trace[start...])).isEmpty)
        #expect(!driver.trace.contains { if case .transitionBegan = $0 { return true } else { return false } })
        #expect(home.log.count == logged)
    }

    @Test func tenPopsInARowFromDepthTwelveEndAtDepthTwo() {
        // Pops asked for in code play in turn, one slide each (back keys merge instead:
        // `TypeAheadTests`).
        let driver = HeadlessDriver(root: LetterScreen("S0", letter: "0"))
        for index in 1...11 {
            driver.engine.navigation.push(LetterScreen("S\(index)", letter: "x"), animated: false)
        }
        #expect(driver.engine.navigation.depth == 12)
        for _ in 0..<10 {
            driver.engine.navigation.pop()
            driver.advance(by: 0.01)
            _ = driver.frame()
        }
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "S1"])
        let finished = driver.trace.filter { $0 == .transitionFinished }.count
        let began = driver.trace.filter { if case .transitionBegan = $0 { return true } else { return false } }.count
        #expect(finished == 10 && began == 10)
    }

    @Test func pushAndPopAlternatingEveryFrameEndsInTheStackTheRequestsDescribe() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"))
        for index in 0..<20 {
            if index % 2 == 0 {
                driver.engine.navigation.push(LetterScreen("P\(index)", letter: "p"))
            } else {
                driver.engine.navigation.pop()
            }
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
        }
        driver.runUntilIdle(limit: 30)
        #expect(driver.stackTitles == ["Home"])
        #expect(driver.engine.navigation.queuedRequestCount == 0)
    }

    @Test func queuedTransitionsChainWithoutDrift() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), configuration: linearConfiguration())
        driver.engine.navigation.push(LetterScreen("A", letter: "a"))
        driver.engine.navigation.push(LetterScreen("B", letter: "b"))
        _ = driver.frame()              // first push starts at t = 0
        driver.advance(by: 1.5)         // first ends at 1.0, second is half done
        _ = driver.frame()
        #expect(driver.engine.navigation.transition?.progress == 0.5)
    }

    @Test func entryIdsAreNeverReused() {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"))
        var seen: Set<EntryID> = []
        for index in 0..<5 {
            driver.engine.navigation.push(LetterScreen("S\(index)", letter: "s"), animated: false)
            seen.insert(driver.engine.navigation.entries.last!.id)
            driver.engine.navigation.pop(animated: false)
        }
        #expect(seen.count == 5)
    }

    @Test func clickingTheBackControlPops() {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        let driver = HeadlessDriver(root: home, size: Size(width: 30, height: 4))
        driver.key(.enter)
        driver.runUntilIdle()
        driver.tapTopBar(2)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func aDelegateThatWentAwayIsSimplyAbsent() {
        final class Delegate: NavigationControllerDelegate {}
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"))
        do {
            let delegate = Delegate()
            driver.engine.navigation.delegate = delegate
        }
        #expect(driver.engine.navigation.delegate == nil)
        driver.engine.navigation.push(LetterScreen("A", letter: "a"))
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "A"])
    }
}
