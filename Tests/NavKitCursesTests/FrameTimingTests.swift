import Testing
import NavKit
@testable import NavKitCurses

/// The run loop's frame schedule and its pacing by the terminal's answers, on exact times.
@Suite struct FrameTimingTests {
    let interval = 1.0 / 60

    @Test func framesStayOnTheirGridWhenEachComesALittleLate() {
        var schedule = FrameSchedule(interval: interval)
        schedule.presented(at: 0)
        for frame in 1...120 {
            let slot = Double(frame) * interval
            #expect(abs(schedule.due - slot) < 1e-9, "frame \(frame) due at \(schedule.due), not \(slot)")
            schedule.presented(at: slot + 0.0004)   // every wake-up 0.4 ms late
        }
    }

    @Test func aFrameMoreThanAPeriodLateStartsANewGridInsteadOfCatchingUp() {
        var schedule = FrameSchedule(interval: interval)
        schedule.presented(at: 0)
        schedule.presented(at: 0.05)                // three periods late
        #expect(abs(schedule.due - (0.05 + interval)) < 1e-9)
    }

    @Test func inputMakesTheNextFrameDueAtOnceAndTheGridRestartsThere() {
        var schedule = FrameSchedule(interval: interval)
        schedule.presented(at: 0)
        schedule.inputArrived()
        #expect(schedule.due == interval / 2)       // a key or a release: never more often than every half period
        schedule.inputArrived(motionOnly: true)
        #expect(schedule.due == interval)           // pointer motion alone: never closer than a period
        schedule.presented(at: 1.0)                 // idle for a second, then input
        schedule.inputArrived()
        #expect(schedule.due <= 1.0 + interval / 2)
        schedule.presented(at: 1.2003)
        schedule.inputArrived()
        #expect(schedule.due == 1.2003 + interval / 2)
        schedule.presented(at: 1.2003 + interval / 2)
        #expect(abs(schedule.due - (1.2003 + 1.5 * interval)) < 1e-9)
    }

    @Test func onceTheTerminalAnswersAFrameWaitsForTheAnswerToTheLastOne() {
        var pacing = FramePacing(enabled: true)
        pacing.sent(at: 0)
        let beforeAnyAnswer = pacing.maySend(at: 0.01)
        #expect(beforeAnyAnswer)                    // not yet known to answer: not held
        pacing.sent(at: 0.01)
        pacing.answered(total: 1)
        let oneOutstanding = pacing.maySend(at: 0.02)
        #expect(!oneOutstanding)
        pacing.answered(total: 2)
        let allAnswered = pacing.maySend(at: 0.02)
        #expect(allAnswered)
        pacing.sent(at: 0.1)
        let waiting = pacing.maySend(at: 0.5)
        #expect(!waiting)
        pacing.answered(total: 3)
        let answered = pacing.maySend(at: 0.5)
        #expect(answered)
    }

    @Test func aTerminalThatNeverAnswersTurnsPacingOff() {
        var pacing = FramePacing(enabled: true)
        pacing.sent(at: 0)
        pacing.sent(at: 0.1)
        let early = pacing.maySend(at: FramePacing.silenceLimit - 0.01)
        #expect(early && pacing.enabled)
        let late = pacing.maySend(at: FramePacing.silenceLimit)
        #expect(late)
        #expect(pacing.gaveUp && !pacing.enabled)
    }

    @Test func aLostAnswerDelaysAFrameByAtMostTheAnswerLimit() {
        var pacing = FramePacing(enabled: true)
        pacing.sent(at: 0)
        pacing.answered(total: 1)
        pacing.sent(at: 1)
        let held = pacing.maySend(at: 1 + FramePacing.answerLimit - 0.01)
        #expect(!held)
        let released = pacing.maySend(at: 1 + FramePacing.answerLimit)
        #expect(released)
        #expect(pacing.enabled && !pacing.gaveUp)
    }

    @Test func theStatusAnswerIsCountedAndNeverBecomesAKey() {
        var decoder = InputDecoder()
        var events: [NavKit.Event] = []
        decoder.feed(Array("a\u{1B}[0nb\u{1B}[".utf8), into: &events)
        decoder.feed(Array("0n".utf8), into: &events)
        #expect(decoder.statusAnswers == 2)
        #expect(events == [.key(.character("a")), .key(.character("b"))])
    }
}
