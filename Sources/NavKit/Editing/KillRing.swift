/// The text cut and copied in an app's editors, newest first (Emacs's kill ring): what Ctrl-Y
/// puts back. `TextEditor` uses the shared ring unless given its own; the terminal front end
/// also puts the newest entry on the terminal's clipboard (OSC 52) where the terminal allows it.
@MainActor
public final class KillRing {
    /// The ring every editor uses by default.
    public static let shared = KillRing()
    /// The entries, newest first; at most `capacity`.
    public private(set) var entries: [String] = []
    /// How many entries are kept.
    public let capacity: Int
    /// Counts every change: the front end compares it to know when to copy to the terminal.
    public private(set) var changeCount = 0

    /// An empty ring that keeps `capacity` entries.
    public init(capacity: Int = 30) {
        self.capacity = max(1, capacity)
    }

    /// The newest entry: what Ctrl-Y inserts.
    public var newest: String? { entries.first }

    /// Adds `text` as the newest entry (nothing for empty text).
    public func add(_ text: String) {
        guard !text.isEmpty else { return }
        entries.insert(text, at: 0)
        if entries.count > capacity { entries.removeLast() }
        changeCount += 1
    }
}
