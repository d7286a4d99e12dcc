/// A screen made of parts: it declares them once, as one part (usually a `Stack`), and the
/// library does the rest of what a screen must. The parts are placed on the whole content
/// area at every size, drawn, hit-tested for taps, handed the events (a key to the focused
/// part first), stepped while they move, and their recognizers take part in the arbitration;
/// while the focused part takes text the screen edits text.
///
/// ```swift
/// final class Settings: ComposedScreen {
///     let title = "Settings"
///     let parts = Stack(.vertical, spacing: 1, padding: 1, [
///         .fitting(Label("Save the changes?")),
///         .fitting(Stack(.horizontal, spacing: 2, [.fitting(Button("Save") { .pop(animated: true) }),
///                                                  .fitting(Button("Cancel") { .pop(animated: true) })])),
///     ])
/// }
/// ```
///
/// A screen can still implement any of these itself: handle a key first and pass the rest to
/// `parts.handle`, draw more over the parts.
@MainActor
public protocol ComposedScreen: Screen {
    /// The type of the screen's outermost part (usually `Stack`).
    associatedtype Parts: Part
    /// The screen's parts, as one part placed on the whole content area.
    var parts: Parts { get }
}

extension ComposedScreen {
    public func layout(in size: Size) { parts.place(in: Rect(origin: .zero, size: size)) }
    public func draw(in canvas: inout Canvas) { parts.draw(in: &canvas) }
    public func handle(_ event: Event) -> ScreenResponse { parts.handle(event) ?? .ignored }
    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? { parts.tapTarget(at: point) }
    public var gestureRecognizers: [GestureRecognizer] { parts.gestureRecognizers }
    public func step(to time: Double) -> Bool { parts.step(to: time) }
    public var nextStepTime: Double? { parts.nextStepTime }
    public func contextMenu(at point: Point) -> Menu? { parts.contextMenu(at: point) }
    public var isEditingText: Bool { parts.takesText }
    public var firstResponder: Part? { parts.focusedPart ?? (parts.canBecomeFocused ? parts : nil) }
    public var accessibilityElements: [AccessibilityElement]? { parts.accessibilityElements }
    public func preferredContentHeight(forWidth width: Int) -> Int? { parts.fittingLength(across: width, vertical: true) }
}
