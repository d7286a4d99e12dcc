import Testing
@testable import NavKit
import NavKitTesting

/// UIKit's details: simultaneous recognition on either side's word, a swipe turned off while
/// it runs, navigation asked for during a held swipe.
@MainActor @Suite struct FidelityTests {
    func run(_ recognizers: [GestureRecognizer], _ moves: [(PointerEvent.Kind, Int)]) {
        var time = 0.0
        for (kind, x) in moves {
            time += 0.02
            RecognizerHarness.feed(PointerEvent(kind, at: Point(x: x, y: 3)), at: time, to: recognizers)
        }
    }

    @Test func aScrollViewThatAloneAllowsBothLetsTheEdgeSwipeRecognize() {
        // Tutorial 003: a horizontal scroll view under the edge steals the back swipe…
        let scroll = PanGestureRecognizer(name: "scroll", direction: .horizontal)
        let edge = EdgePanGestureRecognizer()
        run([scroll, edge], [(.press, 0), (.drag, 3)])
        #expect(scroll.state == .began && edge.state == .failed)
        // …until the scroll view says yes to recognizing with it. The edge pan says nothing:
        // in UIKit either side's yes is enough.
        let fixedScroll = PanGestureRecognizer(name: "scroll", direction: .horizontal)
        let fixedEdge = EdgePanGestureRecognizer()
        fixedScroll.recognizesSimultaneously = { $0 is EdgePanGestureRecognizer }
        run([fixedScroll, fixedEdge], [(.press, 0), (.drag, 3)])
        #expect(fixedScroll.state == .began && fixedEdge.state == .began)
    }

    /// Home and Detail (whose Enter pushes "Third"), a swipe held at 20 of 100 columns.
    func heldSwipe() -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), size: Size(width: 100, height: 8),
                                    configuration: linearConfiguration(duration: 0.4))
        driver.engine.navigation.push(LetterScreen("Detail", letter: "d", next: { LetterScreen("Third", letter: "t") }),
                                      animated: false)
        _ = driver.frame()
        driver.press(0, 4)
        for x in stride(from: 5, through: 20, by: 5) {
            driver.advance(by: 0.05)
            driver.drag(x, 4)
        }
        driver.advance(by: 0.3)                       // held: no speed left
        driver.drag(20, 4)
        #expect(driver.engine.navigation.transition?.isTracking == true)
        return driver
    }

    @Test func turningTheEdgePanOffMidSwipeCancelsAtOnce() {
        let driver = heldSwipe()
        driver.engine.router.edgePan.isEnabled = false
        #expect(driver.engine.navigation.transition?.isMoving == true)   // settling back, not frozen
        driver.runUntilIdle(limit: 1)
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.trace.contains(.transitionCancelled))
        #expect(!driver.trace.contains { if case .transitionStalled = $0 { true } else { false } })
        #expect(Array(callbacks(driver.trace).suffix(4)) ==
                ["Home.willDisappear", "Home.didDisappear", "Detail.willAppear", "Detail.didAppear"])
    }

    @Test func aScreenThatTurnsTheSwipeOffMidSwipeCancelsIt() {
        let driver = heldSwipe()
        (driver.engine.navigation.topScreen as! LetterScreen).allowsBackSwipe = false
        driver.advance(by: 0.02)
        _ = driver.frame()
        #expect(driver.engine.navigation.transition?.isMoving == true)
        #expect(driver.trace.contains(.gesture(recognizer: "edgePan", state: .cancelled)))
        driver.runUntilIdle(limit: 1)
        #expect(driver.stackTitles == ["Home", "Detail"])
    }

    @Test func aPushAskedForDuringAHeldSwipeWaitsUntilTheSwipeIsOver() {
        let driver = heldSwipe()
        driver.key(.enter)                            // Detail answers with a push of Third
        #expect(driver.engine.navigation.queuedRequestCount == 1)
        #expect(driver.engine.navigation.transition?.isTracking == true)   // the swipe goes on
        driver.release(20, 4)                         // short of 23 cells, no speed: springs back
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Detail", "Third"])
    }

    @Test func aPushAskedForDuringASwipeThatFinishesPlaysAfterThePop() {
        let driver = heldSwipe()
        driver.key(.enter)
        driver.drag(70, 4)
        driver.advance(by: 0.3)
        driver.release(70, 4)                         // past half: the pop finishes first
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Third"])
    }
}
