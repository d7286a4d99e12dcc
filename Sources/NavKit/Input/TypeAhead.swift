/// Keys typed while a transition animates by itself, held for the screen that will be on top
/// when it ends (type-ahead, as a shell holds what is typed while a command runs). The back
/// keys in a row at its head go together: however many repeats a held ← queued, they become
/// one pop of as many levels.
struct TypeAhead {
    /// At most this many keys wait; more are dropped (a key held through a minute-long slow
    /// motion must not grow the queue without bound).
    static let capacity = 64

    private var keys: [Key] = []

    /// True when no key waits.
    var isEmpty: Bool { keys.isEmpty }
    /// How many keys wait.
    var count: Int { keys.count }

    /// Holds `key` for later; false (and dropped) when `capacity` keys already wait.
    mutating func append(_ key: Key) -> Bool {
        guard keys.count < TypeAhead.capacity else { return false }
        keys.append(key)
        return true
    }

    /// The oldest key, taken out.
    mutating func takeFirst() -> Key? {
        keys.isEmpty ? nil : keys.removeFirst()
    }

    /// Takes out the back keys (←, Esc, ⌫, Delete) at the head, in a row, and says how many there were.
    mutating func takeBackKeys() -> Int {
        let run = keys.prefix { $0.isBackKey }.count
        keys.removeFirst(run)
        return run
    }
}

extension Key {
    /// True for the keys that go back when the screen does not use them: ←, Esc, ⌫ and Delete
    /// (a container of an app's own goes back on the same keys).
    public var isBackKey: Bool { self == .left || self == .escape || self == .backspace || self == .delete }
}
