import Testing
@testable import NavKit
import NavKitTesting

/// A drag's last moments before the release, in widths per second at 80 columns.
enum ReleaseMotion: String, CaseIterable, CustomStringConvertible {
    /// Moving right fast: 2 widths/s.
    case flick
    /// Dragged there, then held still before letting go.
    case slowDrag = "slow drag"
    /// Still moving right, slowly: 0.25 widths/s.
    case steadyDrift = "steady drift"
    /// Moving back toward the edge fast: −2 widths/s.
    case flickBack = "flick back"

    var description: String { rawValue }

    /// Widths per second in the last tenth of a second.
    var speed: Double {
        switch self {
        case .flick: return 2
        case .slowDrag: return 0
        case .steadyDrift: return 0.25
        case .flickBack: return -2
        }
    }
}

/// The release rule (`BackSwipe`) and the settle after it (`Transition.release`), against UIKit.
@MainActor @Suite struct ReleaseAndSettleTests {
    static let width = 80

    /// The push animator's length: 0.2 s, 0.35 s, or 0.35 s in slow motion (3.5 s).
    enum Length: String, CaseIterable, CustomStringConvertible {
        case short = "0.2 s", standard = "0.35 s", slowMotion = "slow motion"
        var description: String { rawValue }
        var animator: Animator {
            switch self {
            case .short: return SlideAnimator(duration: 0.2)
            case .standard: return SlideAnimator(duration: 0.35)
            case .slowMotion: return SlowMotionAnimator(SlideAnimator(duration: 0.35), factor: 10)
            }
        }
    }

    /// Releases a swipe at `percent` of the width after `motion`, with `length`'s animator; true if it popped.
    func popped(_ motion: ReleaseMotion, at percent: Int, length: Length) -> Bool {
        var configuration = EngineConfiguration()
        configuration.animator = length.animator
        let driver = homeAndDetail(width: ReleaseAndSettleTests.width, configuration: configuration)
        let end = ReleaseAndSettleTests.width * percent / 100
        driver.press(0, 3)
        let approach = motion == .flickBack ? min(ReleaseAndSettleTests.width - 1, end + 16) : end
        for step in 1...10 {                                      // there in half a second
            driver.advance(by: 0.05)
            driver.drag(approach * step / 10, 3)
        }
        if motion == .slowDrag { driver.advance(by: 0.3) }        // held
        // The last tenth of a second at the motion's speed, ending at `end`.
        let cellsPerStep = motion.speed * Double(ReleaseAndSettleTests.width) * 0.02
        for step in stride(from: 4, through: 0, by: -1) {
            driver.advance(by: 0.02)
            driver.drag(end - Int((Double(step) * cellsPerStep).rounded()), 3)
        }
        driver.release(end, 3)
        driver.runUntilIdle(limit: 10)
        return driver.stackTitles == ["Home"]
    }

    @Test(arguments: ReleaseMotion.allCases)
    func theDecisionDoesNotDependOnTheAnimationsLength(motion: ReleaseMotion) {
        for percent in [20, 40, 60] {
            let decisions = Length.allCases.map { popped(motion, at: percent, length: $0) }
            #expect(Set(decisions).count == 1, "\(motion) at \(percent) %: \(zip(Length.allCases, decisions))")
        }
    }

    @Test func theDecisionsAreUIKits() {
        // At 80 columns the finish line is min(23 / 80, 0.5) = 0.29; the projection adds v × 0.5 s.
        var table = "| release at (80 columns) | " + Length.allCases.map(\.rawValue).joined(separator: " | ") + " |\n"
        table += "|---|" + String(repeating: "---|", count: Length.allCases.count) + "\n"
        for motion in ReleaseMotion.allCases {
            for percent in [20, 40, 60] {
                let decisions = Length.allCases.map { popped(motion, at: percent, length: $0) ? "finish" : "cancel" }
                table += "| \(motion), \(percent) % | " + decisions.joined(separator: " | ") + " |\n"
                let expected: Bool
                switch motion {
                case .flick, .steadyDrift: expected = true                 // 0.2 + 0.125 > 0.29 for the drift
                case .slowDrag: expected = percent > 28                    // past 23 cells
                case .flickBack: expected = false                          // 0.6 − 1.0 < 0
                }
                #expect(decisions.allSatisfy { $0 == (expected ? "finish" : "cancel") }, "\(motion) at \(percent) %")
            }
        }
        print(table)
    }

    @Test func aFlickFasterThanTheSamplesFinishesWhenItMovedRight() {
        // Press, move and release within 10 ms: one merged sample, no velocity. It moved right: finish.
        let driver = homeAndDetail(width: 80)
        driver.press(0, 3)
        driver.advance(by: 0.004)
        driver.drag(8, 3)
        driver.advance(by: 0.004)
        driver.release(8, 3)                                     // 10 %: short of everything but the flick
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Home"])
        #expect(!driver.engine.router.edgePan.velocity.hasEnoughSamples)
    }

    @Test func onANarrowTerminalHalfTheWidthIsTheLine() {
        // 40 columns: 23 cells is past half, so half decides (a slow release at 40 % cancels, 60 % pops).
        for (end, popped) in [(16, false), (24, true)] {
            let driver = homeAndDetail(width: 40)
            driver.press(0, 3)
            driver.advance(by: 0.3)
            driver.drag(end, 3)
            driver.advance(by: 0.3)
            driver.release(end, 3)
            driver.runUntilIdle()
            #expect((driver.stackTitles == ["Home"]) == popped, "released at \(end) of 40")
        }
    }

    // MARK: - The settle

    /// Releases at column 60 of 120 moving right at `speed` widths/s (with `delegate`, if any);
    /// returns the driver just after.
    func release(movingAt speed: Double, delegate: NavigationControllerDelegate? = nil) -> HeadlessDriver {
        let driver = homeAndDetail(width: 120)
        driver.engine.navigation.delegate = delegate
        driver.press(0, 3)
        let step = speed * 120 * 0.02
        for index in stride(from: 6, through: 0, by: -1) {
            driver.advance(by: 0.02)
            driver.drag(60 - Int((Double(index) * step).rounded()), 3)
        }
        driver.release(60, 3)
        return driver
    }

    func progress(_ driver: HeadlessDriver) -> Double { driver.engine.navigation.transition?.progress ?? 1 }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theSettleStartsAtTheReleaseVelocity(speed: Double) {
        let driver = release(movingAt: speed)
        let velocity = driver.engine.router.edgePan.velocity.widthsPerSecond(width: 120)
        #expect(abs(velocity - speed) < 0.1 * speed)               // the tracker saw the drag's speed
        let start = progress(driver)
        driver.advance(by: 0.0002)
        _ = driver.frame()
        let paneSpeed = (progress(driver) - start) / 0.0002
        #expect(abs(paneSpeed - velocity) < 0.02 * velocity, "pane \(paneSpeed) widths/s, finger \(velocity)")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theSettleEndsWhenTheRestAtTheFingersSpeedWouldHave(speed: Double) {
        let driver = release(movingAt: speed)
        let velocity = driver.engine.router.edgePan.velocity.widthsPerSecond(width: 120)
        let remaining = 1 - progress(driver)
        let expected = min(0.35 * remaining, remaining / velocity)  // never longer than the rest of the animation
        let released = driver.clock.now
        var end: Double?
        while end == nil && driver.clock.now < released + 1 {
            driver.advance(by: 0.001)
            _ = driver.frame()
            if driver.engine.navigation.transition == nil { end = driver.clock.now - released }
        }
        #expect(end.map { abs($0 - expected) <= 0.0015 } == true, "ended after \(end ?? -1) s, not \(expected)")
    }

    @Test func aHigherCompletionSpeedSettlesSoonerAtTheSameStartingSpeed() {
        final class Fast: NavigationControllerDelegate {
            func navigationController(_ controller: NavigationController,
                                      interactionControllerFor animator: Animator) -> (any InteractionController)? {
                let interaction = PercentDrivenInteraction()
                interaction.completionSpeed = 2
                return interaction
            }
        }
        let fast = Fast()
        let plainFrames = release(movingAt: 0.5).runUntilIdle(step: 0.01).count - 1
        let fastFrames = release(movingAt: 0.5, delegate: fast).runUntilIdle(step: 0.01).count - 1
        #expect(abs(Double(fastFrames) - Double(plainFrames) / 2) <= 1, "\(fastFrames) frames vs \(plainFrames)")
    }

    @Test func aCompletionCurveSettlesAlongItInsteadOfKeepingTheSpeed() {
        final class EaseIn: NavigationControllerDelegate {
            func navigationController(_ controller: NavigationController,
                                      interactionControllerFor animator: Animator) -> (any InteractionController)? {
                let interaction = PercentDrivenInteraction()
                interaction.completionCurve = .easeIn
                return interaction
            }
        }
        let delegate = EaseIn()
        let driver = release(movingAt: 2.5, delegate: delegate)
        let start = progress(driver)
        driver.advance(by: 0.002)
        _ = driver.frame()
        let paneSpeed = (progress(driver) - start) / 0.002
        #expect(paneSpeed < 0.5, "an ease-in settle starts from rest, not at \(paneSpeed) widths/s")
    }

    // MARK: - The spring

    @Test func theNavigationSpringIsARealSpringThatSettlesByItself() {
        let spring = TimingCurve.navigationSpring
        let settle = spring.settlingDuration ?? 0
        #expect(abs(settle - 0.7347) < 0.002)                      // critically damped, response 0.5 s
        // No dead stop: the last tenth of the time moves less than 0.1 % more.
        #expect(1 - spring.progress(at: 0.9) < 0.003)
        #expect(spring.progress(at: 0.999) - spring.progress(at: 0.99) < 0.0005)
        // An animator with the spring and no duration lasts as long as the spring.
        #expect(abs(BuiltInAnimator.slide.make(curve: spring).duration - settle) < 1e-9)
        #expect(BuiltInAnimator.slide.make(duration: 2, curve: spring).duration == 2)
    }

    @Test func uikitsSpringParametersMapToMassStiffnessAndDamping() {
        guard case let .spring(mass, stiffness, damping) = TimingCurve.spring(dampingRatio: 1, response: 0.5) else {
            Issue.record("not a spring")
            return
        }
        let omega = 2 * Double.pi / 0.5
        #expect(mass == 1 && abs(stiffness - omega * omega) < 1e-9 && abs(damping - 2 * omega) < 1e-9)
        // An over-damped spring takes longer than the critically damped one of the same response.
        let over = TimingCurve.spring(dampingRatio: 2, response: 0.5).settlingDuration ?? 0
        #expect(over > 0.7347)
    }
}
