/// Keeps as many frames in flight as the link carries, and holds a frame back only when the
/// frames already sent would sit in a queue: a slow terminal or link skips frames instead of
/// queueing them, and a long round trip costs latency, never frame rate.
///
/// Each frame ends with a status request (`ESC [ 5 n`); the terminal answers it (`ESC [ 0 n`)
/// once it has read the frame. The answers tell the link's delay and its throughput, as
/// acknowledgements tell a congestion controller (the model is BBR's):
/// - the delivery rate is the bytes answered while a frame was in flight over the time it was
///   in flight; its largest value in the last `rateWindow` seconds is what the link is known to
///   drain (`deliveryRate`, bytes per second). The first frame, a whole screen, gives a first
///   figure at once;
/// - a frame answered later than expected, and sent before the answer ahead of it came, met a
///   queue: the time between the two answers is how long the link took to carry it
///   (`drainRate`, bytes per second, a running average, known once a queue was seen);
/// - the base round trip is the smallest answer time of the recent frames (`samples`, within
///   `baseWindow` seconds), less the time the link took to carry each frame at the drain rate
///   where that is known: the link's delay with no queue and no frame on it.
///
/// A frame is held while
/// - the oldest frame in flight is answered later than expected (the base round trip, the time
///   to carry it, and a frame period): the link is queueing;
/// - or, with the drain rate known, the frames in flight would keep the link busy for more than
///   half a frame period from now: the new frame would wait in a queue;
/// - or the bytes in flight exceed what the link delivers in a round trip plus a frame period.
///   Until a queue was seen the link may carry more than it has been asked to, so the bytes
///   allowed are doubled then (`probeGain`), and never fewer than `initialWindow`: the window
///   grows each round trip until a queue shows the link's real rate.
/// Otherwise a frame leaves at once, so at any round trip frames go at the frame rate while the
/// link has room, and what the terminal shows is about a frame period behind what the round
/// trip allows.
///
/// Until the terminal has answered once, frames are not held (it may be one that never
/// answers); if no answer comes within `silenceLimit` of the first request, pacing stops. An
/// answer lost on the way holds frames for at most `answerLimit`.
struct FramePacing {
    /// One answered frame: its round trip (seconds), its bytes, when it was answered.
    private struct Sample {
        var roundTrip = 0.0
        var bytes = 0
        var answeredAt = -Double.infinity
    }

    /// One frame sent and not yet answered.
    private struct Flight {
        let sentAt: Double
        let bytes: Int
        /// Bytes answered, and when the last of them was, as the frame left.
        let delivered: Int
        let deliveredAt: Double
    }

    /// True while frames carry status requests and may wait for answers.
    private(set) var enabled: Bool
    /// True once the terminal was found not to answer (then `enabled` is false).
    private(set) var gaveUp = false
    /// Seconds between frames at the frame rate: the scale of the queueing the pacing allows.
    let framePeriod: Double
    /// The most bytes per second the link was seen to deliver in the last `rateWindow` seconds;
    /// nil before any answer.
    private(set) var deliveryRate: Double?
    /// How fast the link carried frames that queued (bytes per second); nil before a queue was seen.
    private(set) var drainRate: Double?

    private var flights: [Flight] = []
    private var bytesInFlight = 0
    private var answersSeen = 0
    private var everAnswered = false
    private var firstSentAt: Double?
    /// The latest answered frames, oldest overwritten first.
    private var samples = [Sample](repeating: Sample(), count: FramePacing.sampleCount)
    private var nextSample = 0
    /// When the latest answer was read (seconds); -infinity before any.
    private var lastAnswerAt = -Double.infinity
    private var deliveryRateAt = -Double.infinity
    private var drainRateAt = -Double.infinity
    private var delivered = 0
    private var deliveredAt = 0.0

    /// Seconds after the first request without any answer before deciding the terminal never
    /// answers (1: a round trip across the world and back is well under it).
    static let silenceLimit = 1.0
    /// Seconds a frame waits for its answer before the answer is taken as lost (1).
    static let answerLimit = 1.0
    /// Seconds an answered frame counts for the base round trip (10, as BBR's min RTT): a route
    /// that changed is learnt within that.
    static let baseWindow = 10.0
    /// Answered frames kept for the base round trip (32: half a second of frames at 60 a second).
    static let sampleCount = 32
    /// Seconds a delivery rate stays valid without a sample as large (10).
    static let rateWindow = 10.0
    /// Weight of a new drain-rate sample in the running average (1/4: a few frames smooth the
    /// quantisation of a reader that takes bytes in slices).
    static let drainGain = 0.25
    /// Factor on the bytes allowed in flight until a queue was seen (2, BBR's congestion-window
    /// gain): the window can double each round trip until the link is full.
    static let probeGain = 2.0
    /// Bytes that may be in flight, until a queue was seen, even where the answers so far
    /// measured less (8,192: half what a Linux pty holds before a write blocks; a push's frames
    /// in the first 100 ms at 200x60). A link too slow for them queues them once, and the late
    /// answers then teach its rate.
    static let initialWindow = 8192.0

    /// Pacing on (`enabled`: the frames carry status requests) or off, for frames `framePeriod`
    /// seconds apart.
    init(enabled: Bool, framePeriod: Double = 1.0 / 60) {
        self.enabled = enabled
        self.framePeriod = framePeriod
        flights.reserveCapacity(64)
    }

    /// Frames sent and not yet answered.
    var unanswered: Int { flights.count }

    /// When a frame held at `time` may go without any answer (seconds): once the link will be
    /// busy for no more than half a frame period, at the latest when the oldest answer is taken
    /// as lost.
    func timeout(after time: Double) -> Double {
        let lost = (flights.first?.sentAt ?? -Double.infinity) + FramePacing.answerLimit
        let free = linkBusyUntil - framePeriod / 2
        return drainRate != nil && free > time ? min(lost, free) : lost
    }

    /// By when every frame in flight should be answered (seconds), if one is in flight.
    var answersExpectedBy: Double? {
        guard let last = flights.last else { return nil }
        return last.sentAt + (baseRoundTrip ?? 0) + carryTime(bytesInFlight) + framePeriod
    }

    /// The link's round trip with no queue and no frame on it (seconds): over the recent
    /// answers, the smallest round trip less the time to carry that frame; nil before any.
    var baseRoundTrip: Double? {
        guard lastAnswerAt.isFinite else { return nil }
        var base = Double.infinity
        for sample in samples where lastAnswerAt - sample.answeredAt <= FramePacing.baseWindow {
            base = min(base, max(0, sample.roundTrip - carryTime(sample.bytes)))
        }
        return base
    }

    /// Seconds the link takes to carry `bytes` at the drain rate (0 while it is unknown).
    private func carryTime(_ bytes: Int) -> Double {
        guard let drainRate, drainRate > 0 else { return 0 }
        return Double(bytes) / drainRate
    }

    /// When the link will have carried every frame in flight (seconds), at the drain rate.
    private var linkBusyUntil: Double {
        var busy = -Double.infinity
        for frame in flights { busy = max(busy, frame.sentAt) + carryTime(frame.bytes) }
        return busy
    }

    /// True when a frame may be sent at `time`; gives up on a terminal that has never answered.
    mutating func maySend(at time: Double) -> Bool {
        guard enabled else { return true }
        guard everAnswered else {
            if let first = firstSentAt, time - first >= FramePacing.silenceLimit {
                enabled = false       // this terminal does not answer status requests
                gaveUp = true
                flights.removeAll()
                bytesInFlight = 0
            }
            return true
        }
        while let oldest = flights.first, time - oldest.sentAt >= FramePacing.answerLimit {
            flights.removeFirst()     // its answer was lost: go on without it
            bytesInFlight -= oldest.bytes
        }
        guard let oldest = flights.first else { return true }
        let base = baseRoundTrip ?? 0
        if time - oldest.sentAt > base + carryTime(oldest.bytes) + framePeriod { return false }
        if drainRate != nil, linkBusyUntil - time > framePeriod / 2 { return false }
        if let deliveryRate {
            let rate = max(deliveryRate, drainRate ?? 0)
            let measured = rate * (base + framePeriod)
            let allowed = drainRate == nil ? max(FramePacing.probeGain * measured, FramePacing.initialWindow) : measured
            if Double(bytesInFlight) > allowed { return false }
        }
        return true
    }

    /// Notes a frame of `bytes` (with its status request) sent at `time`.
    mutating func sent(at time: Double, bytes: Int = 0) {
        guard enabled else { return }
        if flights.isEmpty { deliveredAt = time }  // the pipe was empty: rates count from now
        flights.append(Flight(sentAt: time, bytes: bytes, delivered: delivered, deliveredAt: deliveredAt))
        bytesInFlight += bytes
        if firstSentAt == nil { firstSentAt = time }
    }

    /// Takes the decoder's running count of status answers, read at `time` (nil: read only to
    /// be discarded, before leaving; no sample is taken).
    mutating func answered(total: Int, at time: Double? = nil) {
        let new = total &- answersSeen
        answersSeen = total
        guard new > 0 else { return }
        everAnswered = true
        for _ in 0..<min(new, flights.count) {
            let frame = flights.removeFirst()
            bytesInFlight -= frame.bytes
            delivered += frame.bytes
            guard let time else { continue }
            deliveredAt = time
            if time > frame.deliveredAt {
                let rate = Double(delivered - frame.delivered) / (time - frame.deliveredAt)
                if rate >= deliveryRate ?? 0 || time - deliveryRateAt > FramePacing.rateWindow {
                    deliveryRate = rate
                    deliveryRateAt = time
                }
            }
            let roundTrip = time - frame.sentAt
            let expected = (baseRoundTrip ?? roundTrip) + carryTime(frame.bytes) + framePeriod / 2
            if roundTrip > expected, frame.sentAt < lastAnswerAt, time > lastAnswerAt, frame.bytes > 0 {
                let sample = Double(frame.bytes) / (time - lastAnswerAt)
                drainRate = drainRate.map { $0 + FramePacing.drainGain * (sample - $0) } ?? sample
                drainRateAt = time
            } else if let rate = drainRate {
                // A link that queues no more forgets its drain rate; one that got faster raises it.
                drainRate = time - drainRateAt > FramePacing.rateWindow ? nil : max(rate, deliveryRate ?? 0)
            }
            samples[nextSample] = Sample(roundTrip: roundTrip, bytes: frame.bytes, answeredAt: time)
            nextSample = (nextSample + 1) % FramePacing.sampleCount
            lastAnswerAt = time
        }
    }
}
