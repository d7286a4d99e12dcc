import Testing
import NavKit

/// The value a container moves by itself or under the pointer: its time shares, its catch, its
/// release by the back swipe's rule, and the rest it reports once.
@Suite struct InteractiveMotionTests {
    @Test func anAnimationMovesAlongItsCurveAndReportsItsRestOnce() {
        var motion = InteractiveMotion()
        motion.animate(to: 1, at: 10, duration: 0.4, curve: .linear)
        #expect(motion.isAnimating && motion.target == 1 && motion.value == 0)
        #expect(motion.step(to: 10.1) == nil)
        #expect(abs(motion.value - 0.25) < 1e-9)
        #expect(motion.step(to: 10.4) == 1)
        #expect(motion.value == 1 && !motion.isAnimating)
        #expect(motion.step(to: 10.5) == nil)   // already at rest
    }

    @Test func aShorterWayTakesItsShareOfTheDuration() {
        var motion = InteractiveMotion()
        motion.animate(to: 1, at: 0, duration: 0.4, curve: .linear)
        _ = motion.step(to: 0.1)                  // a quarter of the way
        motion.animate(to: 0, at: 0.1, duration: 0.4, curve: .linear)   // turned around
        #expect(motion.step(to: 0.19) == nil)
        #expect(motion.step(to: 0.2001) == 0)     // a quarter of the way back: 0.1 s
    }

    @Test func noDurationPutsItThereAndTheNextStepSaysItCameToRest() {
        var motion = InteractiveMotion(at: 0.5)
        motion.animate(to: 0, at: 3, duration: 0)
        #expect(motion.value == 0 && motion.isAnimating)
        #expect(motion.step(to: 3) == 0)
        var still = InteractiveMotion(at: 1)
        still.animate(to: 1, at: 3, duration: 0.3)   // where it is already
        #expect(still.step(to: 3) == 1)
    }

    @Test func caughtItStopsAndFollowsThePointerEitherWay() {
        var motion = InteractiveMotion()
        motion.animate(to: 1, at: 0, duration: 0.4, curve: .linear)
        motion.catchIt(at: 50, time: 0.2)        // half-way
        #expect(motion.isTracking && abs(motion.value - 0.5) < 1e-9)
        #expect(motion.step(to: 0.5) == nil)
        #expect(abs(motion.value - 0.5) < 1e-9)  // held where it was caught
        motion.follow(to: 40, travel: -20, time: 0.6)   // leftward toward 1: 10 of 20 cells
        #expect(motion.value == 1)
        motion.follow(to: 60, travel: -20, time: 0.7)
        #expect(motion.value == 0)               // within 0…1
    }

    @Test func letGoItFinishesOrSpringsBackByTheReleaseRule() {
        var flicked = InteractiveMotion()
        flicked.catchIt(at: 0, time: 0)
        for step in 1...5 { flicked.follow(to: Double(step) * 2, travel: 100, time: Double(step) * 0.016) }
        #expect(flicked.letGo(rule: ReleaseRule(), travel: 100, time: 0.1, duration: 0.35) == 1)  // short, fast
        var slow = InteractiveMotion()
        slow.catchIt(at: 0, time: 0)
        for step in 1...5 { slow.follow(to: Double(step) * 4, travel: 100, time: Double(step) * 0.5) }
        #expect(slow.letGo(rule: ReleaseRule(), travel: 100, time: 3, duration: 0.35) == 0)      // 20 %, held still
        #expect(slow.isAnimating && slow.target == 0)
        #expect(slow.step(to: 3.06) == nil)       // the way back: 0.2 of 0.35 s
        #expect(slow.step(to: 3.071) == 0)
    }
}
