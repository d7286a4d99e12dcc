import Testing
import NavKit
@testable import NavKitCurses

/// The run loop's frame schedule and its pacing by the terminal's answers, on exact times
/// (the run loop on a scripted link: `LinkPacingTests`).
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

    @Test func framesPipelineUntilTheOldestAnswerIsLate() {
        var pacing = FramePacing(enabled: true, framePeriod: interval)
        pacing.sent(at: 0, bytes: 10)
        let beforeAnyAnswer = pacing.maySend(at: 0.01)
        #expect(beforeAnyAnswer)                    // not yet known to answer: not held
        pacing.answered(total: 1, at: 0.1)          // a round trip of 0.1 s
        #expect(pacing.baseRoundTrip == 0.1)
        pacing.sent(at: 1, bytes: 10)
        let second = pacing.maySend(at: 1 + interval)
        #expect(second)                             // one in flight and not late: the next goes too
        pacing.sent(at: 1 + interval, bytes: 10)
        let onTime = pacing.maySend(at: 1.1 + interval - 1e-9)
        #expect(onTime)                             // the oldest is exactly a round trip and a period old
        let late = pacing.maySend(at: 1.1 + interval + 0.001)
        #expect(!late)                              // its answer is late: the link is queueing
        #expect(pacing.timeout(after: 1.2) == 1 + FramePacing.answerLimit)
        pacing.answered(total: 2, at: 1.1 + interval + 0.001)
        let answered = pacing.maySend(at: 1.1 + interval + 0.001)
        #expect(answered)
    }

    @Test func aQueueTeachesTheDrainRateAndFramesWaitForTheLinkToBeFree() {
        // A link of 10,000 bytes a second and 0.1 s of delay; frames of 1,000 bytes take 0.1 s.
        var pacing = FramePacing(enabled: true, framePeriod: interval)
        pacing.sent(at: 0, bytes: 1000)
        pacing.answered(total: 1, at: 0.2)
        #expect(pacing.drainRate == nil && pacing.baseRoundTrip == 0.2)
        pacing.sent(at: 1, bytes: 1000)
        pacing.sent(at: 1 + interval, bytes: 1000)  // behind the first on the link
        pacing.answered(total: 2, at: 1.2)
        pacing.answered(total: 3, at: 1.3)          // a carry time after the one ahead of it
        #expect(abs((pacing.drainRate ?? 0) - 10_000) < 1e-6)
        #expect(abs((pacing.baseRoundTrip ?? 0) - 0.1) < 1e-9)   // the delay without the carrying
        pacing.sent(at: 2, bytes: 1000)             // the link is busy with it until 2.1
        let busy = pacing.maySend(at: 2 + interval)
        #expect(!busy)                              // a new frame would wait behind it
        #expect(abs(pacing.timeout(after: 2 + interval) - (2.1 - interval / 2)) < 1e-9)
        let free = pacing.maySend(at: 2.1 - interval / 2)
        #expect(free)                               // free within half a period: it may go
    }

    @Test func aTerminalThatNeverAnswersTurnsPacingOff() {
        var pacing = FramePacing(enabled: true, framePeriod: interval)
        pacing.sent(at: 0)
        pacing.sent(at: 0.1)
        let early = pacing.maySend(at: FramePacing.silenceLimit - 0.01)
        #expect(early && pacing.enabled)
        let late = pacing.maySend(at: FramePacing.silenceLimit)
        #expect(late)
        #expect(pacing.gaveUp && !pacing.enabled)
    }

    @Test func aLostAnswerDelaysAFrameByAtMostTheAnswerLimit() {
        var pacing = FramePacing(enabled: true, framePeriod: interval)
        pacing.sent(at: 0)
        pacing.answered(total: 1, at: 0.002)
        pacing.sent(at: 1)
        let held = pacing.maySend(at: 1 + FramePacing.answerLimit - 0.01)
        #expect(!held)
        let released = pacing.maySend(at: 1 + FramePacing.answerLimit)
        #expect(released)
        #expect(pacing.enabled && !pacing.gaveUp)
    }

    @Test func theStatusAnswerIsAnAnswerAndNeverBecomesAKey() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed(Array("a\u{1B}[0nb\u{1B}[".utf8), into: &input)
        decoder.feed(Array("0n".utf8), into: &input)
        #expect(input == [.event(.key(.character("a"))), .answer(.status), .event(.key(.character("b"))), .answer(.status)])
    }
}
