import Testing
@testable import NavKit

@Suite struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), .navigationSpring,
        .spring(mass: 1, stiffness: 100, damping: 20),
    ]

    @Test(arguments: curves)
    func startsAtZeroEndsAtOneAndNeverGoesBack(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        var last = 0.0
        for step in 0...100 {
            let value = curve.progress(at: Double(step) / 100)
            #expect(value >= last - 1e-9)
            #expect(value >= 0 && value <= 1)
            last = value
        }
    }

    @Test func easeInOutIsSymmetric() {
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
        let a = TimingCurve.easeInOut.progress(at: 0.2), b = TimingCurve.easeInOut.progress(at: 0.8)
        #expect(abs(a + b - 1) < 1e-6)
        #expect(a < 0.2)
    }

    @Test func easeInIsSlowAtFirst() {
        #expect(TimingCurve.easeIn.progress(at: 0.3) < 0.3)
        #expect(TimingCurve.easeOut.progress(at: 0.3) > 0.3)
    }

    @Test func expMatchesKnownValues() {
        #expect(abs(exp(1) - 2.718281828459045) < 1e-12)
        #expect(abs(exp(-5) - 0.006737946999085467) < 1e-15)
        #expect(exp(-1000) == 0)
    }
}
