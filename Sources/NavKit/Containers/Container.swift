/// Something that shows navigation stacks, directly or through other containers: one node of the
/// tree the engine shows (UIKit's container view controllers).
///
/// The leaves are `NavigationController`s, each a stack of screens; above them `SplitController`
/// (a list beside its detail) and `TabController` (a stack per tab and a bar). The engine's root
/// is one container (`Engine.root`), and each presentation's card shows one. The engine walks
/// the tree: it lays the shown children out inside their parent's frame, draws them, gives each
/// container the pointer events and keys meant for its own controls (`handlePointer`,
/// `handleKey`) and the actions its screens send up (`perform`), then the pointer to the stack under it and keys to the stack the focus leads
/// to, and passes time to every stack. When a container's layout changes, the engine tells the
/// screens it hid or showed (willDisappear, willAppear, …): a container forwards no callback.
///
/// A container owns its children: it never adds one that is in another container. It may add and
/// remove children (UIKit's `addChild` and `removeFromParent`) where the engine asks it something:
/// in its input handlers and `perform` (saying the layout changed), in `adapt(to:)` and in
/// `step(to:)`. The engine then gives a new stack what every stack gets (its screens a context,
/// `Screen.didMove(to:)`), tells the screens that appeared or disappeared (willAppear, …, in one
/// place: a container forwards no callback), and lets a removed stack's screens leave as popped
/// ones do (their work ends, the results they owe are delivered). A stack that presents may not
/// be removed (`NavigationController.isPresenting`: wait until it is false). The article
/// "Writing your own container" builds one.
@MainActor
public protocol Container: AnyObject {
    /// The containers directly inside this one, in order; empty for a navigation stack, whose
    /// children are screens.
    var children: [any Container] { get }

    /// The child that takes keys (and the pointer outside its siblings); nil for a navigation
    /// stack.
    var focusedChild: (any Container)? { get }

    /// Calls `body` with each child shown in a frame of `size` cells and where it shows (cells,
    /// relative to this container's top-left corner), in the order they are drawn. A hidden
    /// child (an unselected tab, a collapsed split's secondary column) is not visited.
    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void)

    /// Where `child`, one of the children `forEachShownChild` visits, is in an animation of the
    /// container's own that brings it in or takes it out (a drawer sliding): `.appearing` from
    /// the first frame it shows until it is in, `.disappearing` from when it starts to go while
    /// it is still visited; nil at rest (the default). The engine tells the screens it shows
    /// willAppear (animated) as it starts to appear and didAppear once it is at rest and shown,
    /// willDisappear as it starts to go and didDisappear once it is no longer shown; turned
    /// around mid-way (a drag let go back), the screens are told the way back (willDisappear
    /// after willAppear, then didDisappear), as UIKit tells a cancelled transition. Read when
    /// the layout changes (`ContainerResponse.changesLayout`) and after each `step(to:)`.
    func appearanceTransition(of child: any Container) -> AppearanceTransition?

    /// How `child`, which `forEachShownChild` puts at `frame` (cells in this container of `size`),
    /// is drawn there: moved, faded, scaled to another size or dimmed, its top edge a fraction of
    /// a row lower where the terminal draws fractions (`PaneLayout`, as a transition lays out its
    /// panes): a card sliding up as it is presented, an alert fading in as it shrinks to its size.
    /// By default just at `frame`. Input, focus and a screen reader still find the child at
    /// `frame`; the cursor of the focused child shows only while it, and every child drawn after
    /// it, is drawn just where it is. Asked for each frame drawn.
    func layout(of child: any Container, at frame: Rect, in size: Size) -> PaneLayout

    /// Draws what goes between `child` and the children drawn before it (`forEachShownChild`'s
    /// order) into `canvas`, the container's frame of `size` cells, with `theme`, just before
    /// `child` is drawn at `frame` (cells in this container): a dimming layer over the content
    /// under a drawer or a panel sliding over it (`Canvas.dim(_:by:)`). By default nothing.
    func drawBeneath(_ child: any Container, at frame: Rect, into canvas: inout Canvas, size: Size, theme: Theme)

    /// Draws what the container shows itself (a divider, a bar) over its children, into `canvas`,
    /// its frame of `size` cells, with `theme`. By default nothing.
    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme)

    /// Fits the container to a frame of `size` cells, which it is shown in: a split view collapses
    /// or expands on its width. True when its children or their frames changed. Called before
    /// each event and frame is handled; by default nothing changes.
    func adapt(to size: Size) -> Bool

    /// Takes a pointer event meant for its own controls (a divider, a bar) before the containers
    /// and the stacks under it: `event.position` is in cells relative to this container's
    /// top-left corner, in a frame of `size` cells. Called for every shown container of the tree
    /// that takes input, the root first, until one consumes the event, also for events outside
    /// the frame (a drag that began on a divider goes on wherever the pointer goes). Not called
    /// while a presentation's card moves. By default `.ignored`.
    func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse

    /// The container's own gesture recognizers (a drag from an edge, a tap on what it draws), for
    /// a press inside its frame of `size` cells: they see the pointer in the container's own
    /// cells, and are arbitrated with the stacks' back swipe, the sheet's drag, the top screen's
    /// recognizers and the tap, as a screen's are (UIKit's recognizers on a container's view):
    /// each waits for the back swipe's edge pan to fail (so a drag from the edge pops where there
    /// is something to pop), and a pan for the tap to fail. A press inside the container but
    /// outside the stack that takes input (a drawer's dimmed content) reaches these alone. Asked
    /// at each press, with `context` (the press's time, the push's timing, the release rule) for
    /// what they start; by default none.
    func gestureRecognizers(in size: Size, context: ContainerEventContext) -> [GestureRecognizer]

    /// Takes a key on its way up from the stack with the focus, the nearest container first,
    /// until one consumes it: once before the screen sees it (`screenDeclined` false), and again
    /// after the screen left it (true: Tab, a back key at a column's root). A key the container
    /// always takes, and lists, is better a key command (`keyCommands(in:)`, as a split's F6).
    /// By default `.ignored`.
    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse

    /// The container's key commands (`KeyCommand`), made for `context` (its time is when what
    /// they start begins): a key the focused part and its screen did not take runs the first of
    /// these it matches, the nearest container first. An action may change the container's
    /// children and their frames, as its input handlers may. By default none.
    func keyCommands(in context: ContainerEventContext) -> [KeyCommand]

    /// The container as a screen reader knows it, in a frame of `size` cells: `children` are its
    /// shown children's elements (frames in this container's cells), in `forEachShownChild`'s
    /// order, each with the child it describes. By default a group of them; a split names its
    /// columns, a tab controller adds its tab bar.
    func accessibilityElement(children: [(container: any Container, element: AccessibilityElement)],
                              size: Size) -> AccessibilityElement

    /// Performs `action`, sent up the tree by a screen on `stack` (a stack inside this container,
    /// or one its tree presented), if this container takes it; nil sends it on to the next
    /// container up (UIKit's `targetViewController(forAction:sender:)`). `context.isCovered` says
    /// whether a presentation is over this container. By default nil.
    func perform(_ action: ContainerAction, from stack: NavigationController,
                 context: ContainerEventContext) -> ContainerAction.Outcome?

    /// Tells the container that the top screen of `stack`, a stack of its tree, changed (a push or
    /// a pop ended, screens were taken off it). Called on every shown container. By default
    /// nothing.
    func stackTopDidChange(_ stack: NavigationController)

    /// Moves what the container animates by itself (its children sliding, its chrome fading) to
    /// `time` (seconds on the engine's clock). Called (by `step(in:)`, which the engine calls) on
    /// every shown container before each frame and after each event, unless a presentation's
    /// card moves; return true while something
    /// still moves: frames then come at the frame rate, and each is put together from the frames
    /// `forEachShownChild` gives then (default: false, nothing moves). Meanwhile keys typed wait,
    /// as during a push, and go where the focus is when it stops.
    func step(to time: Double) -> Bool

    /// `step(to:)` with what a container moving its children may know then: `context.time` is the
    /// time stepped to (seconds), and the context carries the push's duration and curve, the
    /// release rule and whether keys wait, so that a motion that starts another as it ends (a
    /// drawer that closes itself after a while) starts it as its input handlers would. The
    /// engine calls this one; by default it calls `step(to: context.time)`.
    func step(in context: ContainerEventContext) -> Bool
}

extension Container {
    /// None: every child appears and disappears at once, when it is shown or hidden.
    public func appearanceTransition(of child: any Container) -> AppearanceTransition? { nil }

    /// Just where it is: `PaneLayout(frame: frame)`.
    public func layout(of child: any Container, at frame: Rect, in size: Size) -> PaneLayout {
        PaneLayout(frame: frame)
    }

    /// Draws nothing.
    public func drawBeneath(_ child: any Container, at frame: Rect, into canvas: inout Canvas, size: Size,
                            theme: Theme) {}

    /// Draws nothing.
    public func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {}

    /// Changes nothing.
    public func adapt(to size: Size) -> Bool { false }

    /// Takes no pointer event.
    public func handlePointer(_ event: PointerEvent, in size: Size, context: ContainerEventContext) -> ContainerResponse {
        .ignored
    }

    /// None.
    public func gestureRecognizers(in size: Size, context: ContainerEventContext) -> [GestureRecognizer] { [] }

    /// Takes no key.
    public func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        .ignored
    }

    /// No commands.
    public func keyCommands(in context: ContainerEventContext) -> [KeyCommand] { [] }

    /// A group of the children's elements.
    public func accessibilityElement(children: [(container: any Container, element: AccessibilityElement)],
                                     size: Size) -> AccessibilityElement {
        AccessibilityElement(.group, label: "", frame: Rect(origin: .zero, size: size), children: children.map(\.element))
    }

    /// Takes no action.
    public func perform(_ action: ContainerAction, from stack: NavigationController,
                        context: ContainerEventContext) -> ContainerAction.Outcome? {
        nil
    }

    /// Does nothing.
    public func stackTopDidChange(_ stack: NavigationController) {}

    /// Moves nothing.
    public func step(to time: Double) -> Bool { false }

    /// Steps to `context.time` (`step(to:)`).
    public func step(in context: ContainerEventContext) -> Bool { step(to: context.time) }
}

extension NavigationController: Container {
    /// None: a stack's children are its screens (`screens`).
    public var children: [any Container] { [] }

    /// None: a stack takes its keys itself.
    public var focusedChild: (any Container)? { nil }

    /// Visits nothing: a stack shows its screens itself.
    public func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {}
}
