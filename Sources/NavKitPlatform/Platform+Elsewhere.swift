import Dispatch

/// The thread that sits in `poll` for the async wait, so the actor that awaits it stays free.
private let waitingQueue = DispatchQueue(label: "NavKit.wait")

extension Platform {
    /// Waits as `wait(_:count:seconds:)` does, on a thread of its own: the caller's actor (the
    /// main actor) runs other work meanwhile, and the caller resumes on it. Waits for input on
    /// each of `descriptors` until one is ready or `seconds` pass (nil: no limit). Returns each
    /// descriptor's `revents` (all 0 when the time is up or a signal came), or nil when `poll`
    /// failed for another reason.
    package static func wait(for descriptors: [Int32], seconds: Double?,
                            isolation: isolated (any Actor)? = #isolation) async -> [Int16]? {
        await withCheckedContinuation(isolation: isolation) { continuation in
            waitingQueue.async {
                var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                let ready = wait(&polled, count: polled.count, seconds: seconds)
                let failed = ready < 0 && errno != EINTR
                continuation.resume(returning: failed ? nil : polled.map(\.revents))
            }
        }
    }
}
