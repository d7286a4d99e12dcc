/// A piece of a screen that lays itself out in the frame it is given, draws itself, and takes
/// its own events: a list, a line of text, a stack of parts. A screen made of parts forwards
/// to one (usually a `Stack`) instead of computing coordinates. Everything is in the screen's
/// content cells. Every requirement but `place` and `draw` has a default.
@MainActor
public protocol Part: AnyObject {
    /// Puts the part on `frame` (content cells): where it draws and takes pointer events.
    func place(in frame: Rect)
    /// Draws the part into `canvas` (the screen's content), inside the frame it was placed on.
    func draw(in canvas: inout Canvas)
    /// Takes `event` if it is the part's, returning the screen's answer; nil when it is not
    /// (default: nil).
    func handle(_ event: Event) -> ScreenResponse?
    /// What a tap at `point` would activate, or nil (default: nil).
    func tapTarget(at point: Point) -> (any Hashable & Sendable)?
    /// The part's recognizers, for the screen's `gestureRecognizers` (default: none).
    var gestureRecognizers: [GestureRecognizer] { get }
    /// Moves what the part animates by itself to `time` (seconds); true while it moves
    /// (default: false).
    func step(to time: Double) -> Bool
    /// The rows (or columns, along a horizontal stack) the part needs when a stack sizes it
    /// to fit, for `across` cells the other way (default: 1).
    func fittingLength(across: Int, vertical: Bool) -> Int
}

extension Part {
    public func handle(_ event: Event) -> ScreenResponse? { nil }
    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? { nil }
    public var gestureRecognizers: [GestureRecognizer] { [] }
    public func step(to time: Double) -> Bool { false }
    public func fittingLength(across: Int, vertical: Bool) -> Int { 1 }
}

extension ListView: Part {}
