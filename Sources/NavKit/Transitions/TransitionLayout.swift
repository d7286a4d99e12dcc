/// Both panes of a transition at one progress value, and which one is on top.
public struct TransitionLayout: Hashable, Sendable {
    /// The screen being left.
    public var from: PaneLayout
    /// The screen being shown.
    public var to: PaneLayout
    /// True when the `to` pane is drawn above the `from` pane.
    public var toIsOnTop: Bool

    /// The pane drawn on top (`to` when `toIsOnTop`, else `from`): the one whose edges move.
    var upper: PaneLayout { toIsOnTop ? to : from }

    /// Creates a layout for the `from` and `to` panes.
    public init(from: PaneLayout, to: PaneLayout, toIsOnTop: Bool) {
        self.from = from
        self.to = to
        self.toIsOnTop = toIsOnTop
    }
}
