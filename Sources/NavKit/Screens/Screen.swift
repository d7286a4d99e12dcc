/// One screen of a navigation stack (the counterpart of a UIViewController).
///
/// A screen draws its content and answers events; it never navigates by
/// itself but returns a `ScreenResponse` that asks the navigation controller
/// to. Lifecycle callbacks have empty default implementations.
@MainActor
public protocol Screen: AnyObject {
    /// Shown in the top bar, and in the `‹ Back` control of the screen above.
    var title: String { get }
    /// Whether the navigation controller draws a top bar above the content (default true). The
    /// bar takes one row (`Engine.topBarHeight`); the content area starts below it.
    var showsTopBar: Bool { get }
    /// The line the library draws under the content, with a message and key hints; nil for
    /// none (the default). It takes one row (`StatusLine.height`) from the bottom of the content.
    var statusLine: StatusLine? { get }
    /// Whether the interactive back swipe may pop this screen (default: while it has no
    /// unsaved changes).
    var allowsBackSwipe: Bool { get }
    /// Asked when the user goes back from this screen with a back key, the back control or its
    /// history menu (UINavigationBar's `shouldPop`): false keeps it on top, and is the moment to ask
    /// in an alert of one's own whose answer pops. A pop in code does not ask, and the back
    /// swipe asks `allowsBackSwipe` (default true).
    func shouldPop() -> Bool
    /// True while the screen holds changes that going back would lose (an edited note not yet
    /// saved; default false). The library guards them: the back swipe does not begin, and going
    /// back by a back key, the back control or its history menu (once `shouldPop()` agreed)
    /// asks "Discard changes?" in an alert whose Discard pops. A pop in code does not ask.
    var hasUnsavedChanges: Bool { get }
    /// True while the screen edits text (a focused text field): every key reaches `handle`
    /// first, the library's own keys too (`[` `]` Shift+← → for the keyboard swipe, the quit
    /// keys), which act only when the screen ignores them (default false).
    var isEditingText: Bool { get }
    /// Text buttons at the right of the top bar; a tap on one reaches `handle` as
    /// `Event.barItem(id)` (default none).
    var barItems: [BarItem] { get }

    /// The screen's key commands (`KeyCommand`): a key the focused part's commands did not take
    /// runs the first of these it matches, before `handle(_:)` sees it; the status line, the help
    /// sheet and the palette list them. Computed, so they follow the screen's state (default none).
    var keyCommands: [KeyCommand] { get }
    /// The part that has the keys (UIKit's first responder), whose key commands come before the
    /// screen's; nil for none (default; a `ComposedScreen`'s is its focused part).
    var firstResponder: Part? { get }
    /// What the screen's content shows, as a screen reader knows it (frames in content cells),
    /// in reading order; nil (the default) lets the engine read the rows of text the screen
    /// draws. A `ComposedScreen`'s are its parts'; a screen that draws by hand can give its own.
    var accessibilityElements: [AccessibilityElement]? { get }

    /// The screen's own gesture recognizers (e.g. a carousel's pan), in content
    /// coordinates. They require the back swipe's edge pan to fail; a drag they
    /// decline over their region may become a back swipe (default none).
    var gestureRecognizers: [GestureRecognizer] { get }

    /// Called with the content area's size (cells) before the screen first draws, handles an
    /// event or is hit-tested, and again whenever that size changes (a resize, the top bar or
    /// the status line shown or hidden): the place to work out once the layout that `draw`,
    /// `tapTarget(at:)` and `handle` share (default: nothing).
    func layout(in size: Size)

    /// What a tap at `point` (content cells) would activate, e.g. a row's index; nil where
    /// nothing can be tapped. The screen gets a `.tap` pointer event, carrying this value as its
    /// `target`, only when a press and its release land on the same non-nil target without
    /// dragging (default: nil everywhere, no taps).
    func tapTarget(at point: Point) -> (any Hashable & Sendable)?

    /// NavKit 0.1's form of `tapTarget(at:)`, still honoured: a screen written for 0.1 that
    /// implements it keeps its taps. Used only when the screen does not implement the new form.
    @_disfavoredOverload
    @available(*, deprecated, message: "return (any Hashable & Sendable)? instead of AnyHashable?")
    func tapTarget(at point: Point) -> AnyHashable?

    /// The rows the content needs at `width` cells wide, for a card sized to its content (an
    /// `.alert` presentation); nil when it has no preference (default; a `ComposedScreen`'s is
    /// what its parts fit in).
    func preferredContentHeight(forWidth width: Int) -> Int?

    /// Whether the screen, presented, stays until it is dismissed in code: Esc (and a drag on a
    /// sheet) do not dismiss its presentation while it is in it (UIKit's
    /// `isModalInPresentation`; default false).
    var isModalInPresentation: Bool { get }
    /// Whether the tab bar hides while this screen, pushed onto a tab's stack, is on top (UIKit's
    /// `hidesBottomBarWhenPushed`; default false): its content takes the bar's row, and the bar
    /// slides away with the screen below as this one is pushed, and back with the back swipe. A
    /// tab's root shows the bar whatever it says.
    var hidesBottomBarWhenPushed: Bool { get }

    /// Moves what the screen animates by itself (a scroll view coasting) to `time` (seconds).
    /// Called for the top screen at rest, before each frame and after each event; return true
    /// while something still moves: frames then come at the frame rate and the screen is drawn
    /// again for each (default: false, nothing moves, and an idle app stays idle).
    func step(to time: Double) -> Bool
    /// When the screen next changes by itself though nothing on it moves continuously (seconds):
    /// a spinner's next glyph. The engine steps it then (`step(to:)`), while it is shown at
    /// rest, and sleeps until then instead of drawing frames at the frame rate (default: nil).
    var nextStepTime: Double? { get }

    /// The menu a right-click, or a press held still half a second, at `point` (content cells)
    /// opens there (UIKit's context menus); nil for none (the default). A `ComposedScreen` asks
    /// its parts (`Part.contextMenu(at:)`).
    func contextMenu(at point: Point) -> Menu?

    /// Draws the content into `canvas`, which is the content area's size (cells) and carries the
    /// app's theme (`canvas.theme`). What the drawing reads of an `@Observable` screen's state is
    /// watched: a change to it, from anywhere on the main actor, draws the screen again.
    func draw(in canvas: inout Canvas)
    /// Handles an event; pointer positions are in content cells (0, 0 is the content area's
    /// top-left, below the top bar).
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
    public var statusLine: StatusLine? { nil }
    public func layout(in size: Size) {}
    public func step(to time: Double) -> Bool { false }
    public var nextStepTime: Double? { nil }
    public func contextMenu(at point: Point) -> Menu? { nil }
    public func preferredContentHeight(forWidth width: Int) -> Int? { nil }
    public var isModalInPresentation: Bool { false }
    public var hidesBottomBarWhenPushed: Bool { false }
    public var allowsBackSwipe: Bool { !hasUnsavedChanges }
    public func shouldPop() -> Bool { true }
    public var hasUnsavedChanges: Bool { false }
    public var isEditingText: Bool { false }
    public var barItems: [BarItem] { [] }
    public var keyCommands: [KeyCommand] { [] }
    public var firstResponder: Part? { nil }
    public var accessibilityElements: [AccessibilityElement]? { nil }
    public var gestureRecognizers: [GestureRecognizer] { [] }
    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? { legacyTapTarget(at: point) }
    @_disfavoredOverload
    @available(*, deprecated, message: "return (any Hashable & Sendable)? instead of AnyHashable?")
    public func tapTarget(at point: Point) -> AnyHashable? { nil }
    public func handle(_ event: Event) -> ScreenResponse { .ignored }
    public func didMove(to context: NavigationContext) {}
    public func willAppear(animated: Bool) {}
    public func didAppear(animated: Bool) {}
    public func willDisappear(animated: Bool) {}
    public func didDisappear(animated: Bool) {}
}
