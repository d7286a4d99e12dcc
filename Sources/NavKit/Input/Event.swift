/// An input to the engine. Time is not part of the event: it is passed beside
/// it, so the same events at the same times always give the same frames.
public enum Event: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// A key came up. Only terminals that report releases send it (the kitty keyboard protocol,
    /// `Engine.reportsKeyReleases`): the keyboard swipe lets go of held keys with it. Screens
    /// are not given it.
    case keyUp(Key)
    /// The mouse was pressed, dragged, released or scrolled.
    case pointer(PointerEvent)
    /// The terminal changed size (cells).
    case resize(Size)
    /// The top screen's bar item with this id was tapped (`Screen.barItems`). Given to the
    /// engine, it activates the item as a tap would.
    case barItem(String)
    /// Text pasted into the terminal, whole (bracketed paste): one event, never typed as keys, so
    /// a paste cannot press the app's keys. The top screen gets it; one that ignores it loses nothing.
    case paste(String)
}
