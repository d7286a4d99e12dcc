/// What a screen wants after handling an event.
public enum ScreenResponse {
    /// The event was not for this screen; the engine may apply its default (e.g. ← pops).
    case ignored
    /// The event was used; the screen's content changed and is redrawn.
    case handled
    /// Push `screen` on top of this one.
    case push(Screen, animated: Bool)
    /// Pop this screen.
    case pop(animated: Bool)
    /// Several requests at once, applied in order (e.g. two pushes from one click:
    /// they queue and play one after the other; the stack never corrupts).
    case sequence([ScreenResponse])
    /// Show `menu` anchored to `anchor` (the screen's content cells: the button, or the cell
    /// right-clicked): the engine draws it over everything, below the anchor, and gives it the
    /// keys until it closes (`Menu`).
    case showMenu(Menu, from: Rect)
}
