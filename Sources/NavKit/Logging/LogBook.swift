import Synchronization

/// The app's recent log: the last `capacity` entries, written from any thread (a logger in a
/// task, the run loop's captured output), read by the inspector and tests. Whoever writes stamps
/// the entry's time; the book itself reads no clock.
///
/// `LogBook.shared` is the process's book, where NavKitLogging's handler and `TerminalApp`
/// write unless given another; a test makes its own.
public final class LogBook: Sendable {
    /// The process's book (an `Engine`'s `log` unless set to another).
    public static let shared = LogBook()

    /// How many entries the book keeps; older ones are dropped.
    public let capacity: Int

    private struct State {
        var entries: [LogEntry] = []
        /// Where the oldest entry is, once `entries` is full.
        var start = 0
        var count = 0
        var observers: [Int: @Sendable (LogEntry) -> Void] = [:]
        var nextObserver = 0
    }
    private let state = Mutex(State())

    /// An empty book keeping the last `capacity` entries (at least 1).
    public init(capacity: Int = 500) {
        self.capacity = max(1, capacity)
    }

    /// Adds `entry` (dropping the oldest when full) and tells the observers, in the order
    /// entries arrive, on the writer's thread.
    public func append(_ entry: LogEntry) {
        state.withLock { state in
            if state.entries.count < capacity {
                state.entries.append(entry)
            } else {
                state.entries[state.start] = entry
                state.start = (state.start + 1) % capacity
            }
            state.count += 1
            for key in state.observers.keys.sorted() { state.observers[key]?(entry) }
        }
    }

    /// The entries kept, oldest first.
    public var entries: [LogEntry] {
        state.withLock { state in
            Array(state.entries[state.start...] + state.entries[..<state.start])
        }
    }

    /// How many entries were ever added (it changes whenever one arrives, also once full).
    public var count: Int { state.withLock { $0.count } }

    /// Calls `observer` with each entry added from now on, on the writer's thread, while the
    /// book is locked (so in order): it must not add to or read this book. Returns a token for
    /// `removeObserver`.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (LogEntry) -> Void) -> Int {
        state.withLock { state in
            state.nextObserver += 1
            state.observers[state.nextObserver] = observer
            return state.nextObserver
        }
    }

    /// Stops calling the observer that `addObserver` returned `token` for.
    public func removeObserver(_ token: Int) {
        _ = state.withLock { $0.observers.removeValue(forKey: token) }
    }

    /// Empties the book (the count goes on).
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.start = 0
        }
    }
}
