/// The last `capacity` values appended, in a buffer allocated once: appending allocates
/// nothing, so a frame can record into it.
struct RecentValues<Element> {
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest value is, once full.
    private var start = 0
    /// How many values were ever appended.
    private(set) var total = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    mutating func append(_ value: Element) {
        total += 1
        if storage.count < capacity {
            storage.append(value)
        } else {
            storage[start] = value
            start = (start + 1) % capacity
        }
    }

    /// The values, oldest first.
    var elements: [Element] { Array(storage[start...] + storage[..<start]) }

    /// The newest value.
    var last: Element? { storage.isEmpty ? nil : storage[(start + storage.count - 1) % storage.count] }

    /// Calls `body` with each value, oldest first, without copying them out.
    func forEach(_ body: (Element) -> Void) {
        for index in start..<storage.count { body(storage[index]) }
        for index in 0..<start { body(storage[index]) }
    }

    /// Calls `body` with each value, newest first, until it returns false.
    func forEachNewestFirst(_ body: (Element) -> Bool) {
        guard !storage.isEmpty else { return }
        for offset in 0..<storage.count where !body(storage[(start + storage.count - 1 - offset) % storage.count]) {
            return
        }
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        start = 0
    }
}
