import Testing
@testable import NavKit
import NavKitTesting

/// A pointer pressed mid-swipe and never released (held still, or its release lost on the way):
/// what the screen shows, when it settles, and that nothing stays stuck afterwards. These pin
/// the behaviour behind the property's rest window (`EngineProperties.firstViolation`).
@MainActor @Suite struct HeldPointerTests {
    /// Home → Detail at rest, 40 cells wide; Detail pushes "Next" on Enter. Linear 0.4 s slides.
    func makeDriver() -> HeadlessDriver {
        let home = LetterScreen("Home", letter: "h")
        let driver = HeadlessDriver(root: home, size: Size(width: 40, height: 6),
                                    configuration: linearConfiguration(duration: 0.4))
        driver.engine.navigation.push(LetterScreen("Detail", letter: "d", next: { LetterScreen("Next", letter: "n") }),
                                      animated: false)
        _ = driver.frame()
        return driver
    }

    func count(_ trace: [TraceEvent], where matches: (TraceEvent) -> Bool) -> Int { trace.filter(matches).count }

    @Test func aSwipeHeldStillStaysWhereThePointerIsUntilTheStallDeadline() {
        let driver = makeDriver()
        driver.press(0, 3)
        driver.drag(20, 3)                                   // half-way: the pane's edge at column 20
        #expect(paneEdge(driver) == 20)
        driver.advance(by: 29.99)
        #expect(driver.engine.nextDeadline == 30)
        #expect(paneEdge(driver) == 20)                      // nothing moved by itself
        #expect(driver.engine.navigation.transition?.isTracking == true)
        #expect(!driver.engine.isAnimating)                  // and no frames are asked for meanwhile
    }

    @Test func atTheStallDeadlineTheSwipeIsCancelledWithItsGestureAndSpringsBack() {
        let driver = makeDriver()
        driver.press(0, 3)
        driver.drag(20, 3)
        _ = driver.frame()
        driver.advance(by: 30)
        _ = driver.frame()
        let stalled = driver.trace.lastIndex { if case .transitionStalled = $0 { true } else { false } }
        let cancelled = driver.trace.lastIndex { $0 == .gesture(recognizer: "edgePan", state: .cancelled) }
        #expect(stalled != nil && cancelled != nil && cancelled! > stalled!)
        #expect(driver.engine.router.edgePan.state == .cancelled)
        // Back from half-way in half the slide's 0.4 s.
        driver.advance(by: 0.2 - 1e-9)
        #expect(driver.engine.navigation.transition != nil)
        driver.advance(by: 2e-9)
        _ = driver.frame()
        #expect(driver.engine.navigation.transition == nil)
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.frame().text(ofRow: 2) == String(repeating: "d", count: 40))
    }

    @Test func afterTheStallTheStillHeldPointerMovesNothingAndTheKeyboardSwipeWorks() {
        let driver = makeDriver()
        driver.press(0, 3)
        driver.drag(20, 3)
        _ = driver.frame()                                   // as the run loop draws after input
        driver.advance(by: 30)
        driver.runUntilIdle()
        driver.drag(30, 3)                                   // the same press, still held
        #expect(driver.engine.navigation.transition == nil)
        driver.key(.shiftRight)                              // refused while the edge pan stayed recognized
        #expect(driver.engine.keyboardSwipe.isActive)
        #expect(driver.engine.navigation.transition?.isTracking == true)
        driver.key(.escape)
        driver.runUntilIdle()
        driver.release(30, 3)
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.engine.navigation.transition == nil)
    }

    @Test func requestsTypedDuringAHeldSwipePlayInOrderAfterTheStallOneSlideEach() {
        let driver = makeDriver()
        driver.press(0, 3)
        driver.drag(20, 3)
        driver.key(.enter)                                   // Detail pushes Next: queued
        driver.key(.left)                                    // a pop: queued
        driver.key(.enter)                                   // Detail again: queued
        _ = driver.frame()
        #expect(driver.engine.navigation.queuedRequestCount == 3)
        driver.advance(by: 30)
        _ = driver.frame()
        // The settle back (0.2 s), then three slides of 0.4 s, chained end to start.
        var restedAt: Double?
        while driver.clock.now < 40 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
            if driver.engine.navigation.transition == nil { restedAt = driver.clock.now; break }
        }
        #expect(restedAt.map { abs($0 - 31.4) <= 1.0 / 60 + 1e-9 } == true)
        #expect(driver.stackTitles == ["Home", "Detail", "Next"])
        #expect(count(driver.trace) { if case .transitionBegan = $0 { true } else { false } } == 4)
        #expect(count(driver.trace) { $0 == .transitionCancelled } == 1)
        #expect(count(driver.trace) { $0 == .transitionFinished } == 3)
        #expect(driver.frame().text(ofRow: 2) == String(repeating: "n", count: 40))
    }

    @Test func aScreensOwnPanHeldStillIsCancelledAtTheStallWithoutRestartingTheSettle() {
        let pusher = PushingScreen()
        let driver = HeadlessDriver(root: pusher, size: Size(width: 40, height: 6),
                                    configuration: linearConfiguration(duration: 0.4))
        _ = driver.frame()
        driver.press(30, 3)
        driver.drag(25, 3)
        driver.drag(10, 3)                                   // 20 cells left: a half-way interactive push
        _ = driver.frame()
        #expect(driver.engine.navigation.transition?.isTracking == true)
        driver.advance(by: 30)
        _ = driver.frame()
        #expect(pusher.pan.state == .cancelled)
        driver.advance(by: 0.2 + 1e-9)                       // back from half-way in 0.2 s, not a frame later
        _ = driver.frame()
        #expect(driver.engine.navigation.transition == nil)
        #expect(driver.stackTitles == ["Pusher"])
    }
}

/// A screen whose own leftward pan pushes the next screen interactively.
private final class PushingScreen: Screen {
    let title = "Pusher"
    let pan = PanGestureRecognizer(name: "pushPan", direction: .leftward)
    var gestureRecognizers: [GestureRecognizer] { [pan] }
    private var driver: SwipeTransitionDriver?
    private var context: NavigationContext?

    func didMove(to context: NavigationContext) {
        self.context = context
        driver = SwipeTransitionDriver(pan: pan, width: { [unowned self] in self.context?.contentSize.width ?? 1 }) {
            [unowned self] time in
            self.context!.beginInteractivePush(LetterScreen("Pushed", letter: "p"), at: time)
        }
    }

    func draw(in canvas: inout Canvas) {}
}
