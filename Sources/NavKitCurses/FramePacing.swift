/// Holds frames back while the terminal has not read the last one, so a slow
/// terminal or link skips frames instead of queueing them.
///
/// Each frame ends with a status request (`ESC [ 5 n`); the terminal answers
/// it (`ESC [ 0 n`) once it has read the frame. A new frame is sent only when
/// every frame sent so far was answered, so what the terminal shows is never
/// more than one frame behind. Until the terminal has answered once, frames
/// are not held (it may be one that never answers); if no answer comes
/// within `silenceLimit` of the first request, pacing stops. An answer lost
/// on the way delays a frame by at most `answerLimit`.
struct FramePacing {
    /// True while frames wait for answers.
    private(set) var enabled: Bool
    /// True once the terminal was found not to answer (then `enabled` is false).
    private(set) var gaveUp = false
    /// Frames sent and not yet answered.
    private(set) var unanswered = 0
    private var answersSeen = 0
    private var everAnswered = false
    private var sentAt = -Double.infinity
    private var firstSentAt: Double?

    /// Seconds after the first request without any answer before deciding the terminal never answers.
    static let silenceLimit = 0.5
    /// Seconds a frame waits for an answer from a terminal that has answered before.
    static let answerLimit = 1.0

    /// Pacing on (`enabled`: the frames carry status requests) or off.
    init(enabled: Bool) { self.enabled = enabled }

    /// When waiting for the answer ends (seconds).
    var timeout: Double { sentAt + FramePacing.answerLimit }

    /// True when a frame may be sent at `time`; gives up on a terminal that has never answered.
    mutating func maySend(at time: Double) -> Bool {
        guard enabled else { return true }
        guard everAnswered else {
            if let first = firstSentAt, time - first >= FramePacing.silenceLimit {
                enabled = false       // this terminal does not answer status requests
                gaveUp = true
            }
            return true
        }
        guard unanswered > 0 else { return true }
        guard time >= timeout else { return false }
        unanswered = 0                // an answer was lost: go on
        return true
    }

    /// Notes a frame (with its status request) sent at `time`.
    mutating func sent(at time: Double) {
        guard enabled else { return }
        unanswered += 1
        sentAt = time
        if firstSentAt == nil { firstSentAt = time }
    }

    /// Takes the decoder's running count of status answers.
    mutating func answered(total: Int) {
        let new = total &- answersSeen
        answersSeen = total
        guard new > 0 else { return }
        everAnswered = true
        unanswered = max(0, unanswered - new)
    }
}
