/// Two commands of one level taken by the same key: the first declared runs, the other never does
/// (`Engine.keyCommandConflicts()`).
public struct KeyCommandConflict: Hashable, Sendable {
    /// The level's title ("Notes", "Split").
    public var level: String
    /// The key both take.
    public var key: Key
    /// The titles of the commands that take it, in the order declared.
    public var titles: [String]

    /// A conflict of `titles` over `key` at `level`.
    public init(level: String, key: Key, titles: [String]) {
        self.level = level
        self.key = key
        self.titles = titles
    }
}
