import Testing
import NavKit
import NavKitTesting

@MainActor @Suite struct StackOperationTests {
    /// A driver with S0 … S(depth-1) on the stack, at rest.
    func makeDriver(depth: Int) -> (HeadlessDriver, [LetterScreen]) {
        let screens = (0..<depth).map { LetterScreen("S\($0)", letter: "x") }
        let driver = HeadlessDriver(root: screens[0])
        for screen in screens.dropFirst() { driver.engine.navigation.push(screen, animated: false) }
        _ = driver.frame()  // shown: the top has appeared
        return (driver, screens)
    }

    func began(_ trace: [TraceEvent]) -> Int {
        trace.filter { if case .transitionBegan = $0 { return true } else { return false } }.count
    }

    @Test func popToRootRunsOneTransitionFromTopToRoot() {
        let (driver, screens) = makeDriver(depth: 5)
        let start = driver.trace.count
        #expect(driver.engine.navigation.popToRoot() == .started)
        driver.runUntilIdle()
        let trace = Array(driver.trace[start...])
        #expect(driver.stackTitles == ["S0"])
        #expect(began(trace) == 1)
        #expect(callbacks(trace) == ["S4.willDisappear", "S0.willAppear", "willShow S0",
                                     "S4.didDisappear", "S0.didAppear", "didShow S0"])
        #expect(screens[2].log.isEmpty == false)  // got its callbacks when it was pushed, none now
        #expect(!callbacks(trace).contains { $0.hasPrefix("S2") })
    }

    @Test func popToAScreenBelowTheTop() {
        let (driver, screens) = makeDriver(depth: 5)
        #expect(driver.engine.navigation.pop(to: screens[2]) == .started)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "S1", "S2"])
    }

    @Test func popToAScreenNotOnTheStackIsRefused() {
        let (driver, screens) = makeDriver(depth: 3)
        #expect(driver.engine.navigation.pop(to: LetterScreen("Other", letter: "o")) == .refused(.notOnStack))
        #expect(driver.engine.navigation.pop(to: screens[2]) == .refused(.notOnStack))  // the top itself
        #expect(driver.engine.navigation.transition == nil)
    }

    @Test func popToRootAtTheRootIsRefused() {
        let (driver, _) = makeDriver(depth: 1)
        #expect(driver.engine.navigation.popToRoot() == .refused(.cannotPopRoot))
        #expect(began(driver.trace) == 0)
    }

    @Test func setStackWithANewTopAnimatesAsAPush() {
        let (driver, screens) = makeDriver(depth: 2)
        let fresh = LetterScreen("New", letter: "n")
        let oldRootID = driver.engine.navigation.entries[0].id
        driver.engine.navigation.setStack([screens[0], fresh])
        #expect(driver.engine.navigation.transition?.operation == .push)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "New"])
        #expect(driver.engine.navigation.entries[0].id == oldRootID)  // kept its id
    }

    @Test func setStackToAScreenThatWasBelowAnimatesAsAPop() {
        let (driver, screens) = makeDriver(depth: 4)
        driver.engine.navigation.setStack([screens[0], screens[1]])
        #expect(driver.engine.navigation.transition?.operation == .pop)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "S1"])
    }

    @Test func setStackRefusesAnEmptyStack() {
        let (driver, _) = makeDriver(depth: 2)
        #expect(driver.engine.navigation.setStack([]) == .refused(.emptyStack))
        #expect(driver.stackTitles == ["S0", "S1"])
    }

    @Test func nonAnimatedPopCallsBackInOrderAtOnce() {
        let (driver, _) = makeDriver(depth: 2)
        let start = driver.trace.count
        #expect(driver.engine.navigation.pop(animated: false) == .completed)
        #expect(callbacks(Array(driver.trace[start...])) == [
            "S1.willDisappear", "S0.willAppear", "willShow S0", "S1.didDisappear", "S0.didAppear", "didShow S0",
        ])
    }

    @Test func animatedPopCallsBackInUIKitOrder() {
        let (driver, _) = makeDriver(depth: 2)
        let start = driver.trace.count
        driver.engine.navigation.pop()
        #expect(callbacks(Array(driver.trace[start...])) == ["S1.willDisappear", "S0.willAppear", "willShow S0"])
        driver.runUntilIdle()
        #expect(callbacks(Array(driver.trace[start...])) == [
            "S1.willDisappear", "S0.willAppear", "willShow S0", "S1.didDisappear", "S0.didAppear", "didShow S0",
        ])
    }

    @Test func interactivePopThatFinishesCallsWillAtTheGestureStart() {
        let (driver, _) = makeDriver(depth: 2)
        let start = driver.trace.count
        driver.press(0, 3)
        driver.advance(by: 0.05)
        driver.drag(5, 3)
        #expect(callbacks(Array(driver.trace[start...])) == ["S1.willDisappear", "S0.willAppear", "willShow S0"])
        driver.advance(by: 0.05)
        driver.drag(35, 3)
        driver.advance(by: 0.02)
        driver.release(35, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0"])
        #expect(callbacks(Array(driver.trace[start...])) == [
            "S1.willDisappear", "S0.willAppear", "willShow S0", "S1.didDisappear", "S0.didAppear", "didShow S0",
        ])
    }

    @Test func aPushDuringASwipeIsQueuedAndPlayedAfterIt() {
        let (driver, _) = makeDriver(depth: 2)
        driver.press(0, 3)
        driver.advance(by: 0.05)
        driver.drag(30, 3)
        #expect(driver.engine.navigation.push(LetterScreen("Late", letter: "l")) == .queued)
        driver.advance(by: 0.5)
        driver.release(30, 3)      // slow release at 75 %: finishes
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "Late"])
        #expect(driver.trace.filter { $0 == .transitionFinished }.count == 2)
    }

    @Test func aQueuedPopThatWouldPopTheRootIsRefusedWhenItsTurnComes() {
        let (driver, _) = makeDriver(depth: 2)
        driver.engine.navigation.pop()
        #expect(driver.engine.navigation.pop() == .queued)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0"])
        #expect(driver.trace.contains(.refused(request: "pop", reason: "the root screen cannot be popped")))
        #expect(began(driver.trace) == 1)
    }

    @Test func everyTransitionCompletesExactlyOnce() {
        let (driver, _) = makeDriver(depth: 6)
        for _ in 0..<3 { driver.engine.navigation.pop() }
        driver.engine.navigation.push(LetterScreen("P", letter: "p"))
        driver.engine.navigation.popToRoot()
        driver.runUntilIdle(limit: 20)
        let ends = driver.trace.filter { $0 == .transitionFinished || $0 == .transitionCancelled }.count
        #expect(began(driver.trace) == 5 && ends == 5)
        #expect(driver.stackTitles == ["S0"])
    }

    @Test func reducedMotionReplacesTheSlideWithAShortCrossFade() {
        var configuration = EngineConfiguration()
        configuration.reduceMotion = true
        let driver = HeadlessDriver(root: LetterScreen("Home", letter: "h"), configuration: configuration)
        driver.engine.navigation.push(LetterScreen("A", letter: "a"))
        #expect(driver.engine.navigation.transition?.animator.name == "fade")
        #expect(driver.engine.navigation.transition?.animator.duration == 0.2)
    }

    @Test func theDelegateChoosesTheAnimatorPerOperation() {
        final class Delegate: NavigationControllerDelegate {
            var asked: [String] = []
            func navigationController(_ controller: NavigationController, animatorFor operation: NavigationOperation,
                                      from: Screen, to: Screen) -> Animator? {
                asked.append("\(operation.rawValue) \(from.title)→\(to.title)")
                return operation == .push ? FlipAnimator() : nil
            }
        }
        let delegate = Delegate()
        let (driver, _) = makeDriver(depth: 1)
        driver.engine.navigation.delegate = delegate
        driver.engine.navigation.push(LetterScreen("A", letter: "a"))
        #expect(driver.engine.navigation.transition?.animator.name == "flip")
        driver.runUntilIdle()
        driver.engine.navigation.pop()
        #expect(driver.engine.navigation.transition?.animator.name == "slide")
        #expect(delegate.asked == ["push S0→A", "pop A→S0"])
    }

    @Test func withoutAnInteractionControllerTheSwipeIsRefused() {
        final class NoInteraction: NavigationControllerDelegate {
            func navigationController(_ controller: NavigationController,
                                      interactionControllerFor animator: Animator) -> (any InteractionController)? { nil }
        }
        let delegate = NoInteraction()
        let (driver, _) = makeDriver(depth: 2)
        driver.engine.navigation.delegate = delegate
        driver.press(0, 3)
        driver.drag(30, 3)
        driver.release(30, 3)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "S1"])
        #expect(began(driver.trace) == 0)
    }

    @Test func aStalledInteractiveTransitionIsCancelledAndReported() {
        var configuration = EngineConfiguration()
        configuration.stallTimeout = 5
        let driver = HeadlessDriver(root: LetterScreen("S0", letter: "0"), configuration: configuration)
        driver.engine.navigation.push(LetterScreen("S1", letter: "1"), animated: false)
        driver.press(0, 3)
        driver.drag(10, 3)                       // the release never comes
        _ = driver.frame()
        #expect(driver.engine.nextDeadline == 5)
        driver.advance(by: 5)
        driver.engine.advance(to: driver.clock.now)
        #expect(driver.trace.contains { if case .transitionStalled = $0 { return true } else { return false } })
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["S0", "S1"])
        #expect(driver.engine.navigation.transition == nil)
    }

    @Test func theContextDescribesTheTransition() {
        let (driver, screens) = makeDriver(depth: 2)
        driver.engine.navigation.pop()
        let context = driver.engine.navigation.transition!.context(in: Size(width: 40, height: 10))
        #expect(context.operation == .pop && context.from === screens[1] && context.to === screens[0])
        #expect(context.initialFrames.from == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(context.finalFrames.from == Rect(x: 40, y: 0, width: 40, height: 10))
        #expect(context.initialFrames.to == Rect(x: -12, y: 0, width: 40, height: 10))
        #expect(!context.isInteractive && !context.wasCancelled)
    }
}
