import Observation

/// What every control shares (UIKit's `UIControl`): whether it is enabled, whether it has the
/// focus, where it was placed, and who is told when the user changes its `Value`. NavKit's
/// switch, checkbox, slider, stepper, segmented control, radio group and picker are controls;
/// an app's own control subclasses it the same way and overrides the `Part` requirements it
/// needs (`draw(in:)` at least).
///
/// ```swift
/// @Observable final class Rating: Control<Int> {
///     var stars = 0
///     override func draw(in canvas: inout Canvas) {
///         canvas.write(String(repeating: "★", count: stars), at: frame.origin,
///                      style: isEnabled ? canvas.theme.content : canvas.theme.secondary)
///     }
///     override func handle(_ event: Event) -> ScreenResponse? {
///         guard isEnabled, isFocused, case .key(.right) = event, stars < 5 else { return nil }
///         stars += 1
///         sendChange(stars)
///         return .handled
///     }
/// }
/// ```
///
/// Its state is observed: a change of `isEnabled` or of the focus is drawn in the next frame.
/// A change the user makes calls `onChange` once (`sendChange(_:)`); one made in code calls
/// nothing, as UIKit sends `valueChanged` only for the user's.
@MainActor @Observable
open class Control<Value>: Part {
    /// Called with the new value after each change the user makes; never for one made in code.
    @ObservationIgnored public var onChange: ((Value) -> Void)?
    /// False to draw the control faint and let it take no input or focus.
    public var isEnabled = true
    /// True while the control has the focus.
    public private(set) var isFocused = false
    /// Where the control was placed (content cells).
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A control, enabled, without the focus, not yet placed.
    public init() {}

    /// Tells `onChange` of `value`, a change the user made.
    public func sendChange(_ value: Value) { onChange?(value) }

    /// Puts the control on `frame` (content cells); an override calls it first.
    open func place(in frame: Rect) { self.frame = frame }

    /// Draws the control inside its frame (default: nothing).
    open func draw(in canvas: inout Canvas) {}

    /// Takes `event` if it is the control's (default: none).
    open func handle(_ event: Event) -> ScreenResponse? { nil }

    /// What a tap at `point` would activate (default: nothing).
    open func tapTarget(at point: Point) -> (any Hashable & Sendable)? { nil }

    /// The menu a right-click at `point` opens (default: none).
    open func contextMenu(at point: Point) -> Menu? { nil }

    /// The control's recognizers (default: none).
    open var gestureRecognizers: [GestureRecognizer] { [] }

    /// Moves what the control animates by itself to `time` (seconds); true while it moves
    /// (default: false).
    open func step(to time: Double) -> Bool { false }

    /// When the control next changes by itself (seconds; default: nil).
    open var nextStepTime: Double? { nil }

    /// The rows (or columns, along a horizontal stack) it needs (default: 1).
    open func fittingLength(across: Int, vertical: Bool) -> Int { 1 }

    /// True when it can take the focus (default: while it is enabled).
    open var canBecomeFocused: Bool { isEnabled }

    /// True when, focused, it takes typed text (default: false).
    open var takesText: Bool { false }

    /// True when, focused, it takes Tab itself (default: false).
    open var takesTab: Bool { false }

    /// Notes the focus coming (true) or going (false); an override calls it.
    open func focusDidChange(to isFocused: Bool) { self.isFocused = isFocused }

    /// Its key commands while it has the focus (default: none).
    open var keyCommands: [KeyCommand] { [] }

    /// What it shows, as a screen reader knows it (default: nothing).
    open var accessibilityElements: [AccessibilityElement] { [] }
}
