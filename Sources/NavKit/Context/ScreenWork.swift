/// Work tied to screens' presence on the stack, which the engine owns: the tasks screens start
/// with `NavigationContext.task(_:)` and the timers they set with `NavigationContext.every(_:_:)`.
/// When a screen leaves the stack (popped, replaced, or a push of it cancelled) its tasks are
/// cancelled and its timers stop, as SwiftUI's `.task` ends with its view.
///
/// Timers run on the engine's time, the time passed in with events and frames, never a clock's:
/// the engine reports the next one as a deadline (`Engine.nextDeadline`), and the run loop wakes
/// for it. A timer that fell behind (a suspended process, a long frame) fires once and keeps
/// its beat: the ticks it missed are dropped, not played in a burst.
@MainActor
final class ScreenWork {
    private struct Timer {
        let id: UInt64
        let screen: ObjectIdentifier
        let interval: Double
        var due: Double
        let action: @MainActor () -> Void
    }

    private var timers: [Timer] = []
    private var tasks: [ObjectIdentifier: [UInt64: Task<Void, Never>]] = [:]
    private var nextID: UInt64 = 0

    /// When the earliest timer is due (seconds), if any runs.
    var nextDue: Double? { timers.lazy.map(\.due).min() }

    /// Calls `action` every `interval` seconds from `now`, while `screen` is on the stack.
    func addTimer(for screen: Screen, every interval: Double, from now: Double,
                  _ action: @escaping @MainActor () -> Void) -> UInt64 {
        nextID += 1
        timers.append(Timer(id: nextID, screen: ObjectIdentifier(screen), interval: interval, due: now + interval,
                            action: action))
        return nextID
    }

    /// Stops the timer `id`, if it still runs.
    func removeTimer(_ id: UInt64) { timers.removeAll { $0.id == id } }

    /// Runs `operation` as a task on the main actor, cancelled when `screen` leaves the stack.
    func startTask(for screen: Screen, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextID += 1
        let id = nextID, owner = ObjectIdentifier(screen)
        let task = ScreenWork.task(keeping: screen, operation) { [weak self] in
            self?.tasks[owner]?[id] = nil          // done: let it go
        }
        tasks[owner, default: [:]][id] = task
        return task
    }

    /// A main-actor task running `operation`, then `done`, that keeps `screen` alive until it
    /// ends: an `[unowned self]` in `operation` is safe even when the screen has left the stack
    /// before the task saw it was cancelled.
    static func task(keeping screen: Screen?, _ operation: @escaping @MainActor () async -> Void,
                     then done: @escaping @MainActor () -> Void = {}) -> Task<Void, Never> {
        Task { @MainActor in
            defer { withExtendedLifetime(screen) {} }
            await operation()
            done()
        }
    }

    /// Fires the timers due by `now`, earliest first, each once; an action may add or stop
    /// timers (those it adds fire from their own start).
    func fire(upTo now: Double) {
        var fired: Set<UInt64> = []
        while let timer = timers.filter({ $0.due <= now && !fired.contains($0.id) }).min(by: { $0.due < $1.due }) {
            fired.insert(timer.id)
            let missed = ((now - timer.due) / timer.interval).rounded(.down)
            if let index = timers.firstIndex(where: { $0.id == timer.id }) {
                timers[index].due = timer.due + (missed + 1) * timer.interval
            }
            timer.action()
        }
    }

    /// `screens` left the stack: their tasks are cancelled and their timers stop.
    func end(for screens: [Screen]) {
        let gone = Set(screens.map(ObjectIdentifier.init))
        timers.removeAll { gone.contains($0.screen) }
        for screen in gone {
            for task in tasks.removeValue(forKey: screen)?.values ?? [:].values { task.cancel() }
        }
    }

    /// The engine is gone: so is what its screens started.
    deinit {
        for task in tasks.values.flatMap(\.values) { task.cancel() }
    }
}
