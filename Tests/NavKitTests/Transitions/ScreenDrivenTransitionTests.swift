import Testing
import NavKit
import NavKitTesting

/// A screen whose own pan drives an interactive push (leftward, of "Next") or, with
/// `pops`, an interactive pop (rightward), through `SwipeTransitionDriver`.
private final class SwipingScreen: Screen {
    let title: String
    let pops: Bool
    private var driver: SwipeTransitionDriver?
    private var context: NavigationContext?

    init(_ title: String, pops: Bool = false) {
        self.title = title
        self.pops = pops
    }

    func didMove(to context: NavigationContext) {
        self.context = context                                 // the screen keeps its context
        let pan = PanGestureRecognizer(name: "own", direction: pops ? .rightward : .leftward)
        pan.region = Rect(x: 10, y: 0, width: 1000, height: 1000)   // away from the edge
        driver = SwipeTransitionDriver(pan: pan, rule: context.releaseRule, width: { [weak context] in
            context?.containerWidth ?? 1
        }, begin: { [pops, weak context] time in
            guard let context else { return .failure(.engineGone) }
            return pops ? context.beginInteractivePop(at: time)
                        : context.beginInteractivePush(LetterScreen("Next", letter: "n"), at: time)
        })
    }

    var gestureRecognizers: [GestureRecognizer] { driver.map { [$0.pan] } ?? [] }
    func draw(in canvas: inout Canvas) {
        for y in 0..<canvas.size.height {
            canvas.write(String(repeating: "s", count: canvas.size.width), at: Point(x: 0, y: y), style: Theme.light.content)
        }
    }
}

/// Screens drive their own interactive transitions (as the tutorials in
/// `docs/uikit-behaviour.md` do), and the interaction
/// controller is whatever the delegate returns.
@MainActor @Suite struct ScreenDrivenTransitionTests {
    func driver(_ top: Screen) -> HeadlessDriver { homeUnder(top, size: Size(width: 100, height: 6)) }

    /// Drags on row 3 from `from` through `to` in steps 50 ms apart, then holds still.
    func drag(_ driver: HeadlessDriver, from: Int, to: Int) {
        driver.press(from, 3)
        let step = to > from ? 5 : -5
        for x in stride(from: from + step, through: to, by: step) {
            driver.advance(by: 0.05)
            driver.drag(x, 3)
        }
        driver.advance(by: 0.3)
        driver.drag(to, 3)
    }

    @Test func aLeftwardSwipeOnTheScreenPushesFollowingThePointer() {
        let driver = driver(SwipingScreen("Swiper"))
        drag(driver, from: 90, to: 60)
        let transition = driver.engine.navigation.transition
        #expect(transition?.operation == .push && transition?.isInteractive == true)
        #expect(abs((transition?.progress ?? 0) - 0.3) < 1e-9)            // 30 of 100 columns
        #expect(Array(driver.frame().text(ofRow: 3)).firstIndex(of: "n") == 70)  // the new pane's edge
        driver.release(60, 3)                                              // past 23 cells: stays
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Swiper", "Next"])
    }

    @Test func aShortSwipeSlidesTheNewScreenBackOutWithUIKitsCallbacks() {
        let driver = driver(SwipingScreen("Swiper"))
        let start = driver.trace.count
        drag(driver, from: 90, to: 75)
        driver.release(75, 3)                                              // 15 cells, still: goes back
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Swiper"])
        #expect(callbacks(Array(driver.trace[start...])) == [
            "Swiper.willDisappear", "Next.willAppear", "willShow Next",
            "Next.willDisappear", "Next.didDisappear", "Swiper.willAppear", "Swiper.didAppear",
        ])
    }

    @Test func aScreensOwnRightwardSwipeDrivesAPop() {
        let driver = driver(SwipingScreen("Swiper", pops: true))
        drag(driver, from: 20, to: 60)
        #expect(driver.engine.navigation.transition?.operation == .pop)
        #expect(abs((driver.engine.navigation.transition?.progress ?? 0) - 0.4) < 1e-9)
        driver.release(60, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
    }

    @Test func theBackSwipeDrivesWhateverControllerTheDelegateReturns() {
        /// Resists the drag: the transition moves half as far as the pointer.
        final class Resisting: InteractionController {
            let percentDriven = PercentDrivenInteraction()
            var transition: Transition? { percentDriven.transition }
            func startInteractiveTransition(_ transition: Transition) { percentDriven.startInteractiveTransition(transition) }
            func update(_ percent: Double) { percentDriven.update(percent / 2) }
            func finish(velocity: Double, at time: Double?) { percentDriven.finish(velocity: velocity, at: time) }
            func cancel(velocity: Double, at time: Double?) { percentDriven.cancel(velocity: velocity, at: time) }
            func pause() { percentDriven.pause() }
        }
        final class Delegate: NavigationControllerDelegate {
            func navigationController(_ controller: NavigationController,
                                      interactionControllerFor animator: Animator) -> (any InteractionController)? {
                Resisting()
            }
        }
        let delegate = Delegate()
        let driver = driver(LetterScreen("Detail", letter: "d"))
        driver.engine.navigation.delegate = delegate
        drag(driver, from: 0, to: 40)
        #expect(abs((driver.engine.navigation.transition?.progress ?? 0) - 0.2) < 1e-9)
        #expect(Array(driver.frame().text(ofRow: 3)).firstIndex(of: "d") == 20)
    }

    @Test func noScreenSwipeBeginsWhileAnotherTransitionRuns() {
        let driver = driver(SwipingScreen("Swiper"))
        driver.engine.navigation.push(LetterScreen("Pushed", letter: "p"))
        driver.advance(by: 0.05)
        drag(driver, from: 90, to: 60)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home", "Swiper", "Pushed"])
        #expect(driver.trace.filter { if case .transitionBegan = $0 { true } else { false } }.count == 1)
    }

    /// A screen's swipe and the back swipe settle from the release less the display's
    /// first-frame lead, both: the frame drawn right after the release already moves by it.
    @Test(arguments: [false, true])
    func everySwipeSettlesFromTheReleaseLessTheLead(screensOwn: Bool) {
        for lead in [0.0, 0.1] {
            let driver = homeUnder(SwipingScreen("Swiper"), size: Size(width: 100, height: 6),
                                   display: DisplayTraits(firstFrameLead: lead))
            if screensOwn {
                drag(driver, from: 90, to: 60)                     // the screen's push, 30 cells
                driver.release(60, 3)
            } else {
                drag(driver, from: 0, to: 30)                      // the back swipe from the edge, 30 cells
                driver.release(30, 3)
            }
            driver.advance(by: 0.001)
            _ = driver.frame()                                     // the frame right after the release
            let progress = driver.engine.navigation.transition?.progress ?? 0
            if lead == 0 {
                #expect(progress < 0.32, "no lead: the settle has only begun")
            } else {
                #expect(progress > 0.35, "with a lead the settle is \(lead) s along at once")
            }
        }
    }
}
