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
        /// A tap, recognized by the engine on the release: the press and the release landed on
        /// the same target (`Screen.tapTarget(at:)`) and the pointer never moved past the tap's
        /// slop. The position is the press's. Never decoded from the terminal.
        case tap
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
