/// Identifies one stack entry; ids are generational and never reused by a controller.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The generation number, increasing with each entry created.
    public let rawValue: UInt64
    public static func < (a: EntryID, b: EntryID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// A screen on the navigation stack together with its id.
public struct StackEntry {
    /// Never reused within one controller.
    public let id: EntryID
    /// The screen.
    public let screen: Screen
}
