/// One screen of a navigation stack (the counterpart of a UIViewController).
///
/// A screen draws its content and answers events; it never navigates by
/// itself but returns a `ScreenResponse` that asks the navigation controller
/// to. Lifecycle callbacks have empty default implementations.
public protocol Screen: AnyObject {
    /// Shown in the top bar, and in the `‹ Back` control of the screen above.
    var title: String { get }
    /// Whether the navigation controller draws a top bar above the content (default true).
    var showsTopBar: Bool { get }
    /// Whether the interactive back swipe may pop this screen (default true).
    var allowsBackSwipe: Bool { get }
    /// Text buttons at the right of the top bar; a tap on one reaches `handle` as
    /// `Event.barItem(id)` (default none).
    var barItems: [BarItem] { get }

    /// The screen's own gesture recognizers (e.g. a carousel's pan), in content
    /// coordinates. They require the back swipe's edge pan to fail; a drag they
    /// decline over their region may become a back swipe (default none).
    var gestureRecognizers: [GestureRecognizer] { get }

    /// What a tap at `point` (content cells) would activate, e.g. a link's index; nil where
    /// nothing can be tapped. The screen gets a `.tap` pointer event only when a press and its
    /// release land on the same non-nil target without dragging (default: nil everywhere, no taps).
    func tapTarget(at point: Point) -> AnyHashable?

    /// Draws the content into `canvas`, which is the content area's size (cells).
    func draw(in canvas: inout Canvas)
    /// Handles an event; pointer positions are relative to the content area.
    func handle(_ event: Event) -> ScreenResponse

    /// Called when the screen joins a navigation stack, with the context through which it can
    /// redraw itself and navigate outside `handle` (from a timer, a posted message).
    func didMove(to context: NavigationContext)

    /// Called before the screen starts to appear.
    func willAppear(animated: Bool)
    /// Called once the screen has fully appeared.
    func didAppear(animated: Bool)
    /// Called before the screen starts to disappear.
    func willDisappear(animated: Bool)
    /// Called once the screen has fully disappeared.
    func didDisappear(animated: Bool)
}

extension Screen {
    public var showsTopBar: Bool { true }
    public var allowsBackSwipe: Bool { true }
    public var barItems: [BarItem] { [] }
    public var gestureRecognizers: [GestureRecognizer] { [] }
    public func tapTarget(at point: Point) -> AnyHashable? { nil }
    public func handle(_ event: Event) -> ScreenResponse { .ignored }
    public func didMove(to context: NavigationContext) {}
    public func willAppear(animated: Bool) {}
    public func didAppear(animated: Bool) {}
    public func willDisappear(animated: Bool) {}
    public func didDisappear(animated: Bool) {}
}
