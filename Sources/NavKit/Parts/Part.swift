/// A piece of a screen that lays itself out in the frame it is given, draws itself, and takes
/// its own events: a list, a line of text, a button, a stack of parts. A screen made of parts
/// (`ComposedScreen`) hands them to one, usually a `Stack`, instead of computing coordinates.
/// Everything is in the screen's content cells. Every requirement but `frame`, `place` and
/// `draw` has a default.
///
/// A part that can take focus (`canBecomeFocused`) gets the keys before the rest of the
/// screen while it has it; Tab and Shift-Tab move focus between such parts in layout order.
@MainActor
public protocol Part: AnyObject {
    /// Where the part was placed (content cells).
    var frame: Rect { get }
    /// Puts the part on `frame` (content cells): where it draws and takes pointer events.
    func place(in frame: Rect)
    /// Draws the part into `canvas` (the screen's content), inside the frame it was placed on.
    func draw(in canvas: inout Canvas)
    /// Takes `event` if it is the part's, returning the screen's answer; nil when it is not
    /// (default: nil).
    func handle(_ event: Event) -> ScreenResponse?
    /// What a tap at `point` would activate, or nil (default: nil).
    func tapTarget(at point: Point) -> (any Hashable & Sendable)?
    /// The menu a right-click at `point` (content cells) opens there (UIContextMenuInteraction):
    /// a `Stack` shows it when the part does not take the right-click itself (default: none).
    func contextMenu(at point: Point) -> Menu?
    /// The part's recognizers, for the screen's `gestureRecognizers` (default: none).
    var gestureRecognizers: [GestureRecognizer] { get }
    /// Moves what the part animates by itself to `time` (seconds); true while it moves
    /// (default: false).
    func step(to time: Double) -> Bool
    /// When the part next changes by itself though nothing on it moves continuously (seconds): a
    /// spinner's next glyph. The engine steps the screen then (`step(to:)`) and sleeps until then
    /// instead of drawing frames at the frame rate (default: nil, for no such change).
    var nextStepTime: Double? { get }
    /// The rows (or columns, along a horizontal stack) the part needs when a stack sizes it
    /// to fit, for `across` cells the other way (default: 1).
    func fittingLength(across: Int, vertical: Bool) -> Int

    /// True when the part can take focus: Tab reaches it, and while focused it gets keys first
    /// (default: false).
    var canBecomeFocused: Bool { get }
    /// True when the part, focused, takes typed text: then every key reaches it first, the
    /// library's own too (`q`, `[`, `]`, Shift+← →), as `Screen.isEditingText` says
    /// (default: false).
    var takesText: Bool { get }
    /// True when the part, focused, takes Tab itself (an editor inserting a tab): the stack
    /// then gives it Tab instead of moving the focus; Shift-Tab still moves it (default: false).
    var takesTab: Bool { get }
    /// Told when the part gains focus (true) or loses it (false), to show it (default: nothing).
    func focusDidChange(to isFocused: Bool)
    /// The parts inside this one that can take focus, in layout order: itself if it can, or
    /// a container's focusable parts (default: itself when `canBecomeFocused`, else none).
    var focusableParts: [Part] { get }
    /// The part inside this one that has the focus (a `Stack`'s); nil for none (default).
    var focusedPart: Part? { get }
    /// The part's key commands (`KeyCommand`), which come first while it has the focus: a key
    /// runs the first it matches before the screen's commands and `handle(_:)` (default none).
    var keyCommands: [KeyCommand] { get }
    /// What the part shows, as a screen reader knows it (`AccessibilityElement`s with frames in
    /// the screen's content cells), in reading order: a button, a field, a list and its rows
    /// that show (default: none, for a part that only decorates).
    var accessibilityElements: [AccessibilityElement] { get }
}

extension Part {
    public func handle(_ event: Event) -> ScreenResponse? { nil }
    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? { nil }
    public func contextMenu(at point: Point) -> Menu? { nil }
    public var gestureRecognizers: [GestureRecognizer] { [] }
    public func step(to time: Double) -> Bool { false }
    public var nextStepTime: Double? { nil }
    public func fittingLength(across: Int, vertical: Bool) -> Int { 1 }
    public var canBecomeFocused: Bool { false }
    public var takesText: Bool { false }
    public var takesTab: Bool { false }
    public func focusDidChange(to isFocused: Bool) {}
    public var focusableParts: [Part] { canBecomeFocused ? [self] : [] }
    public var focusedPart: Part? { nil }
    public var keyCommands: [KeyCommand] { [] }
    public var accessibilityElements: [AccessibilityElement] { [] }

    /// Where `point` (content cells, as events and `tapTarget(at:)` give it) falls in the part's
    /// own coordinates: (0, 0) is the part's top-left.
    public func localPoint(_ point: Point) -> Point { Point(x: point.x - frame.minX, y: point.y - frame.minY) }
}

extension ListView: Part {}
