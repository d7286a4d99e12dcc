import Testing
@testable import NavKit
import NavKitTesting

/// A screen whose content rows are links, each its own tap target, that records what it was given.
final class LinkListScreen: Screen {
    let title: String
    var allowsBackSwipe = true
    /// Titles of the screens pushed by taps, in order.
    private(set) var opened: [Int] = []
    /// Every pointer event the screen was given, as "kind@x,y" (content cells).
    private(set) var pointerLog: [String] = []

    init(_ title: String) { self.title = title }

    func tapTarget(at point: Point) -> (any Hashable & Sendable)? { point.y }
    func draw(in canvas: inout Canvas) {
        for y in 0..<canvas.size.height {
            canvas.write("› link \(y)", at: Point(x: 3, y: y), style: Theme.light.content)
        }
    }

    func handle(_ event: Event) -> ScreenResponse {
        guard case let .pointer(pointer) = event else { return .ignored }
        pointerLog.append("\(pointer.kind)@\(pointer.position.x),\(pointer.position.y)")
        guard pointer.kind == .tap else { return .ignored }
        opened.append(pointer.position.y)
        return .push(LetterScreen("Link \(pointer.position.y)", letter: "l"), animated: true)
    }
}

/// A tap is a press and a release on the same target that never moved past the slop, with no
/// recognizer having begun; everything else that ends on a link opens nothing.
@MainActor @Suite struct TapTests {
    /// A driver 60x12 with `screens` pushed over a link list (the root), at rest.
    func driver(pushing screens: [Screen] = []) -> (HeadlessDriver, LinkListScreen) {
        let root = LinkListScreen("Links")
        let driver = HeadlessDriver(root: root, size: Size(width: 60, height: 12),
                                    configuration: linearConfiguration(duration: 0.3))
        for screen in screens { driver.engine.navigation.push(screen, animated: false) }
        _ = driver.frame()
        return (driver, root)
    }

    /// Press at `from`, drag through `path` 20 ms apart, release at the last point, settle (the
    /// top screen's content cells: row -1 is the top bar).
    func gesture(_ driver: HeadlessDriver, from: (Int, Int), through path: [(Int, Int)]) {
        driver.press(from.0, from.1)
        for (x, y) in path {
            driver.advance(by: 0.02)
            driver.drag(x, y)
        }
        let end = path.last ?? from
        driver.advance(by: 0.02)
        driver.release(end.0, end.1)
        driver.runUntilIdle()
    }

    func gestureStates(_ driver: HeadlessDriver, _ name: String) -> [GestureState] {
        driver.trace.compactMap {
            if case let .gesture(recognizer, state) = $0, recognizer == name { return state } else { return nil }
        }
    }

    @Test func aClickOnALinkOpensIt() {
        let (driver, root) = driver()
        gesture(driver, from: (10, 3), through: [])
        #expect(root.opened == [3])                       // content row 3, screen row 4
        #expect(driver.stackTitles == ["Links", "Link 3"])
        #expect(gestureStates(driver, "tap") == [.ended])
        #expect(root.pointerLog == ["press@10,3", "release@10,3", "tap@10,3"])
    }

    @Test func aWobbleWithinTheSlopIsStillATap() {
        let (driver, root) = driver()
        gesture(driver, from: (10, 3), through: [(11, 3), (9, 3)])    // one column either way
        #expect(root.opened == [3])
    }

    @Test func aDragThatComesBackToTheSameLinkOpensNothing() {
        let (driver, root) = driver()
        gesture(driver, from: (10, 3), through: [(12, 3), (10, 3)])   // two columns away, then back
        #expect(root.opened.isEmpty)
        #expect(driver.stackTitles == ["Links"])
        #expect(gestureStates(driver, "tap") == [.failed])
    }

    @Test func movingToAnotherRowFailsTheTap() {
        let (driver, root) = driver()
        gesture(driver, from: (10, 3), through: [(10, 4)])
        #expect(root.opened.isEmpty)
    }

    @Test func aFailedSwipeAtTheRootOpensNothing() {
        // The edge pan wants to begin but may not (the root cannot be popped): it fails, and the
        // release on the link row must not open it.
        let (driver, root) = driver()
        gesture(driver, from: (0, 3), through: stride(from: 5, through: 40, by: 5).map { ($0, 3) })
        #expect(root.opened.isEmpty)
        #expect(driver.stackTitles == ["Links"])
        #expect(gestureStates(driver, "edgePan") == [.failed])
        #expect(gestureStates(driver, "tap") == [.failed])
    }

    @Test func aSwipeThatIsOffOpensNothing() {
        let page = LinkListScreen("Page")
        page.allowsBackSwipe = false
        let (driver, _) = driver(pushing: [page])
        gesture(driver, from: (0, 3), through: stride(from: 5, through: 40, by: 5).map { ($0, 3) })
        #expect(page.opened.isEmpty)
        #expect(driver.stackTitles == ["Links", "Page"])
    }

    @Test func aCancelledSwipeEndingOnALinkOpensNothing() {
        let page = LinkListScreen("Page")
        let (driver, _) = driver(pushing: [page])
        // Out to a third of the width and slowly back: the swipe is cancelled, the pointer ends on a link.
        gesture(driver, from: (0, 3), through: [(5, 3), (10, 3), (15, 3), (20, 3), (15, 3), (10, 3), (5, 3)])
        #expect(page.opened.isEmpty)
        #expect(driver.stackTitles == ["Links", "Page"])
        #expect(gestureStates(driver, "edgePan").last == .ended)
        #expect(driver.trace.contains(.transitionCancelled))
        #expect(gestureStates(driver, "tap") == [.failed])
    }

    @Test func theWheelActivatesNothing() {
        let (driver, root) = driver()
        driver.send(.pointer(PointerEvent(.scrollDown, at: Point(x: 10, y: 4))))
        driver.send(.pointer(PointerEvent(.scrollUp, at: Point(x: 10, y: 4))))
        driver.runUntilIdle()
        #expect(root.opened.isEmpty)
        #expect(gestureStates(driver, "tap").isEmpty)
    }

    @Test func aTapFromTheTerminalIsNeverPassedOn() {
        let (driver, root) = driver()
        driver.send(.pointer(PointerEvent(.tap, at: Point(x: 10, y: 4))))
        #expect(root.opened.isEmpty && root.pointerLog.isEmpty)
    }

    @Test func theBackControlNeedsATapToo() {
        let (driver, _) = driver(pushing: [LetterScreen("Detail", letter: "d")])
        gesture(driver, from: (3, -1), through: [(8, -1), (3, -1)])    // pressed on ‹ Links, dragged off and back
        #expect(driver.stackTitles == ["Links", "Detail"])
        gesture(driver, from: (3, -1), through: [])
        #expect(driver.stackTitles == ["Links"])
    }

    @Test func noTapDuringATransition() {
        let (driver, root) = driver()
        driver.engine.navigation.push(LetterScreen("Detail", letter: "d"))
        driver.advance(by: 0.1)
        gesture(driver, from: (10, 3), through: [])
        #expect(root.opened.isEmpty)
        #expect(driver.stackTitles == ["Links", "Detail"])
        #expect(gestureStates(driver, "tap") == [.failed])
    }

    // MARK: - Arbitration: every pan requires the tap to fail

    @Test func theEdgePanWaitsForTheTapToFail() {
        // One column from the edge is within the tap's slop: the edge pan wants to begin but waits,
        // and the release makes it a tap. Without the requirement the pan would begin at once and
        // the release would only cancel a swipe.
        let page = LinkListScreen("Page")
        let (driver, _) = driver(pushing: [page])
        gesture(driver, from: (0, 3), through: [(1, 3)])
        #expect(page.opened == [3])
        #expect(gestureStates(driver, "edgePan") == [.failed])
        #expect(!driver.trace.contains { if case .transitionBegan(.pop, _, _, _, _) = $0 { true } else { false } })
    }

    @Test func theEdgePanBeginsOnceTheTapHasFailed() {
        let page = LinkListScreen("Page")
        let (driver, _) = driver(pushing: [page])
        driver.press(0, 4)
        driver.advance(by: 0.02)
        driver.drag(1, 4)
        #expect(driver.engine.router.edgePan.state == .possible)     // waiting for the tap
        driver.advance(by: 0.02)
        driver.drag(2, 4)
        #expect(driver.engine.router.tap.state == .failed)
        #expect(driver.engine.router.edgePan.state == .began)
        #expect(driver.engine.navigation.transition?.isInteractive == true)
    }

    @Test func aScreenRecognizerWaitsForTheTapToFail() {
        final class StripScreen: Screen {
            let title = "Strip"
            let pan = PanGestureRecognizer(name: "strip", direction: .horizontal)
            func tapTarget(at point: Point) -> (any Hashable & Sendable)? { "strip" }
            var gestureRecognizers: [GestureRecognizer] { [pan] }
            func draw(in canvas: inout Canvas) {}
        }
        let strip = StripScreen()
        let (driver, _) = driver(pushing: [strip])
        driver.press(30, 4)
        driver.advance(by: 0.02)
        driver.drag(29, 4)
        #expect(strip.pan.state == .possible)     // one column: still a tap
        driver.advance(by: 0.02)
        driver.drag(28, 4)
        #expect(strip.pan.state == .began)
        #expect(driver.engine.router.tap.state == .failed)
    }

    @Test func pressAndReleaseOnDifferentTargetsIsNoTap() {
        let tap = TapGestureRecognizer()
        tap.target = { point in point.x / 4 }      // targets four columns wide
        let recognizers: [GestureRecognizer] = [tap]
        RecognizerHarness.feed(PointerEvent(.press, at: Point(x: 3, y: 0)), at: 0, to: recognizers)
        RecognizerHarness.feed(PointerEvent(.release, at: Point(x: 4, y: 0)), at: 0.1, to: recognizers)
        #expect(tap.state == .failed)               // within the slop, but on the next target
        RecognizerHarness.feed(PointerEvent(.press, at: Point(x: 5, y: 0)), at: 0.2, to: recognizers)
        RecognizerHarness.feed(PointerEvent(.release, at: Point(x: 4, y: 0)), at: 0.3, to: recognizers)
        #expect(tap.state == .ended)
        #expect(tap.tapLocation == Point(x: 5, y: 0))
    }

    @Test func aPressWhereNothingIsTappableDoesNotTrack() {
        let tap = TapGestureRecognizer()
        tap.target = { point in point.y == 0 ? nil : point.y }
        RecognizerHarness.feed(PointerEvent(.press, at: Point(x: 3, y: 0)), at: 0, to: [tap])
        #expect(tap.state == .failed)
        RecognizerHarness.feed(PointerEvent(.release, at: Point(x: 3, y: 0)), at: 0.1, to: [tap])
        #expect(tap.state == .failed)
    }

    @Test func aTapIsActivatedOnceByTheReleaseThatRecognizedItAndNeverByLaterEvents() {
        let (driver, root) = driver()
        driver.tap(5, 3)
        #expect(root.opened == [3])
        driver.runUntilIdle()
        driver.engine.navigation.pop(animated: false)
        _ = driver.frame()
        // A wheel, a second release with no press and a stray drag: none of them taps again.
        driver.send(.pointer(PointerEvent(.scrollDown, at: Point(x: 5, y: 4))))
        driver.release(5, 3)
        driver.drag(6, 3)
        driver.runUntilIdle()
        #expect(root.opened == [3])
        #expect(driver.stackTitles == ["Links"])
    }
}
