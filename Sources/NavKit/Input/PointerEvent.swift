/// A mouse (pointer) event at a cell, and where the terminal reports pixels, at a point inside it.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button held.
        case drag
        /// The button came up.
        case release
        /// The right button went down (a context menu, e.g. the back control's history). No
        /// drag or release follows it.
        case secondaryPress
        /// The wheel turned up (away from the user).
        case scrollUp
        /// The wheel turned down.
        case scrollDown
        /// The wheel turned left: a sideways wheel or tilt, or the wheel turned up with Shift held.
        case scrollLeft
        /// The wheel turned right: a sideways wheel or tilt, or the wheel turned down with Shift held.
        case scrollRight
        /// A tap, recognized by the engine on the release: the press and the release landed on
        /// the same target (`Screen.tapTarget(at:)`, carried in `target`) and the pointer never
        /// moved past the tap's slop. The position is the press's. Never decoded from the terminal.
        case tap
    }

    /// What happened.
    public var kind: Kind
    /// Where, in cells: from the top-left of the terminal as the engine gets it
    /// (`Engine.handle(_:at:)`), from the top-left of its content area as a screen gets it
    /// (`Screen.handle(_:)`).
    public var position: Point
    /// How far into its cell the pointer is, from the cell's left edge: 0 ≤ value < 1 (a fraction
    /// of a cell). 0 where the terminal reports whole cells.
    public var subcellX: Double
    /// How far into its cell the pointer is, from the cell's top edge: 0 ≤ value < 1. 0 where the
    /// terminal reports whole cells.
    public var subcellY: Double

    /// For a `.tap`, what the screen's `tapTarget(at:)` named at the press: `event.target?.as(Int.self)`.
    /// Nil for every other kind.
    public var target: TapTarget?

    /// For a `.press`, which click of a quick run it is (UITouch's `tapCount`): 1, 2 for a double
    /// click, 3 for a triple one. The engine counts presses on the same cell (or a neighbour)
    /// less than `ClickCounter.interval` seconds apart; 1 for every other kind.
    public var clickCount = 1

    /// Creates a pointer event of `kind` at `position` (cells), `subcellX` and `subcellY` into
    /// that cell (fractions of a cell, 0 ≤ value < 1).
    public init(_ kind: Kind, at position: Point, subcellX: Double = 0, subcellY: Double = 0) {
        self.kind = kind
        self.position = position
        self.subcellX = subcellX
        self.subcellY = subcellY
    }

    /// The pointer's column with its fraction, in cells: `position.x + subcellX`.
    public var preciseX: Double { Double(position.x) + subcellX }
    /// The pointer's row with its fraction, in cells: `position.y + subcellY`.
    public var preciseY: Double { Double(position.y) + subcellY }
}
