/// An app's timers, in the run loop's clock: each fires its action when due, then again every
/// interval if it repeats, until cancelled. Timers scheduled before the loop starts count from
/// its start (`start(at:)`).
/// A class, so that an action may schedule or cancel timers while the queue fires it.
final class TimerQueue {
    private struct Timer {
        let id: TerminalRunLoop.TimerID
        var due: Double
        let interval: Double?
        let action: () -> Void
    }

    private var timers: [Timer] = []
    private var nextID = 0
    /// When the loop started (seconds on its clock); nil before it runs.
    private var origin: Double?

    /// Adds a timer firing `seconds` after `now` (after the start, before the loop runs).
    func schedule(after seconds: Double, now: Double, repeating interval: Double?,
                           _ action: @escaping () -> Void) -> TerminalRunLoop.TimerID {
        nextID += 1
        let id = TerminalRunLoop.TimerID(rawValue: nextID)
        let base = origin == nil ? 0 : now
        timers.append(Timer(id: id, due: base + max(0, seconds), interval: interval.map { max(0.001, $0) },
                            action: action))
        return id
    }

    /// Removes a timer; one that has fired or was cancelled is ignored.
    func cancel(_ id: TerminalRunLoop.TimerID) { timers.removeAll { $0.id == id } }

    /// The loop starts at `time`: timers scheduled before count from here.
    func start(at time: Double) {
        guard origin == nil else { return }
        origin = time
        for index in timers.indices { timers[index].due += time }
    }

    /// The loop has stopped: timers scheduled from now on count from its next start.
    func stop() {
        guard let origin else { return }
        for index in timers.indices { timers[index].due -= origin }
        self.origin = nil
    }

    /// When the next timer is due, if any.
    var nextDue: Double? { timers.lazy.map(\.due).min() }

    /// Fires every timer due at `now`, earliest first (a repeating one keeps its own grid).
    func fire(at now: Double) {
        while let index = timers.indices.lazy.filter({ self.timers[$0].due <= now })
            .min(by: { self.timers[$0].due < self.timers[$1].due }) {
            let timer = timers[index]
            if let interval = timer.interval {
                timers[index].due = max(timer.due + interval, now)
            } else {
                timers.remove(at: index)
            }
            timer.action()
        }
    }
}
