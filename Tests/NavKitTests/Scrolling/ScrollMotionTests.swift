import Foundation
import Testing
@testable import NavKit

/// Scroll physics as UIKit's: coasting at the deceleration rate, exact stops at the ends, the
/// rubber band, springing back, a press that catches coasting content, paging.
@Suite struct ScrollMotionTests {
    /// 100 cells of travel in a 20-cell viewport, released at `velocity` (cells per second) from
    /// `offset` at t = 0.
    func released(from offset: Double = 50, velocity: Double, rate: DecelerationRate = .normal,
                  pageLength: Double? = nil) -> ScrollMotion {
        var motion = ScrollMotion(maximumOffset: 100, viewportLength: 20, decelerationRate: rate, pageLength: pageLength)
        motion.jump(to: offset)
        motion.beginDrag(at: 0)
        motion.endDrag(velocity: -velocity, at: 0)         // a finger moving back pushes the content on
        return motion
    }

    @Test func theSpeedDecaysByTheRateEachMillisecond() {
        for rate in [DecelerationRate.normal, .fast] {
            let motion = released(velocity: 30, rate: rate)
            #expect(abs(motion.velocity(at: 0) - 30) < 1e-9)
            #expect(abs(motion.velocity(at: 0.001) - 30 * rate.perMillisecond) < 1e-9)
            #expect(abs(motion.velocity(at: 0.1) - 30 * pow(rate.perMillisecond, 100)) < 1e-6)
        }
    }

    /// UIKit's coasting, in closed form: the speed keeps `r` of itself each millisecond, so
    /// v(t) = v₀ · r^(1000 t) and the content has moved ∫v = v₀ · (r^(1000 t) − 1) / (1000 ln r);
    /// once slower than `restingSpeed` it is at rest where the whole integral ends.
    @Test(arguments: [DecelerationRate.normal, .fast])
    func positionAndSpeedAfterAReleaseAreUIKitsAtThreeSpeeds(rate: DecelerationRate) {
        for speed in [10.0, 60, 240] {                                // cells per second
            var motion = ScrollMotion(maximumOffset: 10_000, viewportLength: 20, decelerationRate: rate)
            motion.jump(to: 100)
            motion.beginDrag(at: 0)
            motion.endDrag(velocity: -speed, at: 0)
            for time in [0.1, 0.3, 0.6] {
                let kept = pow(rate.perMillisecond, 1000 * time)
                let velocity = speed * kept
                let travelled = speed * (kept - 1) / (1000 * Foundation.log(rate.perMillisecond))
                if velocity >= ScrollMotion.restingSpeed {
                    #expect(abs(motion.velocity(at: time) - velocity) < 1e-6, "v at \(time) s from \(speed)")
                    #expect(abs(motion.offset(at: time) - (100 + travelled)) < 1e-6, "x at \(time) s from \(speed)")
                } else {                                              // slower than it shows: at rest, there
                    #expect(motion.velocity(at: time) == 0, "v at \(time) s from \(speed)")
                    #expect(abs(motion.offset(at: time) - (100 + rate.coastingDistance(velocity: speed))) < 1e-9)
                }
            }
        }
    }

    @Test func itRestsWhereTheProjectionSaid() {
        let motion = released(from: 20, velocity: 40)
        let rest = 20 + DecelerationRate.normal.coastingDistance(velocity: 40)
        #expect(abs(rest - (20 + 40 * 0.4995)) < 0.01)       // about v × 0.5 s
        #expect(motion.isMoving(at: 1))
        #expect(!motion.isMoving(at: 10))
        #expect(motion.offset(at: 10) == rest)
        // Never goes back on itself on the way.
        let offsets = stride(from: 0.0, through: 10, by: 1.0 / 60).map { motion.offset(at: $0) }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aFlingPastTheEndBouncesAndRestsExactlyThere() {
        let motion = released(from: 80, velocity: 200)        // would coast 100 cells
        let offsets = stride(from: 0.0, through: 3, by: 1.0 / 60).map { motion.offset(at: $0) }
        let overshoot = offsets.max()! - 100
        #expect(overshoot > 0 && overshoot < 5)                // a little past, as UIKit bounces
        #expect(motion.offset(at: 3) == 100)                   // then exactly at the end
        #expect(!motion.isMoving(at: 3))
    }

    @Test func theRubberBandIsUIKitsFormula() {
        var motion = ScrollMotion(maximumOffset: 100, viewportLength: 20)
        motion.beginDrag(at: 0)
        for finger in [1.0, 5, 20, 100, 1000] {
            motion.drag(translation: finger)                   // pulling down at the top
            let expected = (1 - 1 / (finger * 0.55 / 20 + 1)) * 20
            #expect(abs(motion.offset(at: 0) + expected) < 1e-9)
            #expect(-motion.offset(at: 0) < 20)                // never a whole viewport
        }
    }

    @Test func releasedPastAnEndItSpringsBack() {
        var motion = ScrollMotion(maximumOffset: 100, viewportLength: 20)
        motion.beginDrag(at: 0)
        motion.drag(translation: 10)
        let stretched = motion.offset(at: 0)
        motion.endDrag(velocity: 0, at: 1)
        #expect(motion.offset(at: 1) == stretched)
        #expect(motion.offset(at: 1.1) > stretched && motion.offset(at: 1.1) < 0)
        #expect(motion.offset(at: 2) == 0)
        #expect(!motion.isMoving(at: 2))
    }

    @Test func aPressWhileCoastingStopsItWhereItIs() {
        var motion = released(from: 10, velocity: 50)
        let caught = motion.offset(at: 0.2)
        motion.beginDrag(at: 0.2)
        #expect(motion.offset(at: 0.2) == caught && motion.offset(at: 5) == caught)
        #expect(!motion.isMoving(at: 0.3))
        motion.endDrag(velocity: 0, at: 0.4)                   // let go without moving: it stays
        #expect(motion.offset(at: 5) == caught)
    }

    @Test func aDragThatBeginsOnAStretchedBandContinuesFromIt() {
        var motion = ScrollMotion(maximumOffset: 100, viewportLength: 20)
        motion.beginDrag(at: 0)
        motion.drag(translation: 30)
        motion.endDrag(velocity: 0, at: 0)
        let shown = motion.offset(at: 0.05)                    // springing back
        motion.beginDrag(at: 0.05)
        #expect(abs(motion.offset(at: 0.05) - shown) < 1e-9)   // caught where it is, no jump
    }

    @Test func pagingSettlesOnThePageTheReleaseChoseButNeverSkipsOne() {
        // Pages of 20 cells; the drag starts on page 2 (offset 40).
        let slow = released(from: 44, velocity: 5, pageLength: 20)   // projects to 46.5: stays
        #expect(slow.offset(at: 2) == 40)
        let flick = released(from: 44, velocity: 30, pageLength: 20) // projects to 59: next page
        #expect(flick.offset(at: 2) == 60)
        let hard = released(from: 44, velocity: 500, pageLength: 20) // would pass many pages
        #expect(hard.offset(at: 2) == 60)
        let back = released(from: 44, velocity: -500, pageLength: 20)
        #expect(back.offset(at: 2) == 20)
        #expect(!hard.isMoving(at: 2))
    }

    @Test func theEnginesLogarithmAndExponentialAgreeWithTheCLibrarys() {
        for x in [1e-300, 1e-5, 0.3, 0.998, 0.99, 1, 2, 10, 12345.678, 1e300] {
            #expect(abs(NavKit.log(x) - Foundation.log(x)) <= 1e-12 * max(1, abs(Foundation.log(x))))
        }
        for x in [-700.0, -30, -2, -0.001, 0, 0.5, 3, 40, 700] {
            #expect(abs(NavKit.exp(x) - Foundation.exp(x)) <= 1e-12 * Foundation.exp(x))
        }
    }
}
