/// What a container did with an input event (`Container.handlePointer(_:in:context:)`,
/// `Container.handleKey(_:screenDeclined:context:)`).
public struct ContainerResponse: Equatable, Sendable {
    /// True when the event stops at the container: no container under it, no gesture and no
    /// screen sees it.
    public var consumesEvent: Bool
    /// True when which child shows, which has the focus, or where they show changed: the engine
    /// fits the tree to its sizes again, tells the screens hidden or shown (willDisappear,
    /// willAppear, …), sends input to the stack the focus now leads to and draws every pane again.
    public var changesLayout: Bool

    /// A response that stops the event or not (`consumesEvent`) and changed the layout or not
    /// (`changesLayout`).
    public init(consumesEvent: Bool, changesLayout: Bool) {
        self.consumesEvent = consumesEvent
        self.changesLayout = changesLayout
    }

    /// Not the container's: the event goes on (to the containers and the stack under the pointer,
    /// or up from the focused stack).
    public static let ignored = ContainerResponse(consumesEvent: false, changesLayout: false)
    /// Taken; what the container draws itself may have changed (the engine draws a frame).
    public static let handled = ContainerResponse(consumesEvent: true, changesLayout: false)
    /// Taken, and the layout changed (a tab selected, the divider moved, the focus moved).
    public static let handledChangingLayout = ContainerResponse(consumesEvent: true, changesLayout: true)
    /// The layout changed and the event goes on (a press in a column without the focus gives it
    /// the focus and then reaches the screen under it).
    public static let passedOnChangingLayout = ContainerResponse(consumesEvent: false, changesLayout: true)
}
