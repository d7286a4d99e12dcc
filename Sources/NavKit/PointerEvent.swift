/// A mouse (pointer) event at a cell.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button held.
        case drag
        /// The button came up.
        case release
        /// The wheel turned up (away from the user).
        case scrollUp
        /// The wheel turned down.
        case scrollDown
    }

    /// What happened.
    public var kind: Kind
    /// Where, in cells from the top-left of the terminal.
    public var position: Point

    /// Creates a pointer event of `kind` at `position` (cells).
    public init(_ kind: Kind, at position: Point) {
        self.kind = kind
        self.position = position
    }
}
