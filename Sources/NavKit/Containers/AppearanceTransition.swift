/// Where a child is in an animation of its container's that brings it in or takes it out — a
/// drawer sliding in over the content, a panel folding away (`Container.appearanceTransition(of:)`):
/// UIKit's `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`, said as a state
/// the engine reads instead of calls a container must balance.
public enum AppearanceTransition: Sendable, Equatable {
    /// On its way in: its screens have been told willAppear (animated), and get didAppear when
    /// the container says it is at rest (nil) and shown.
    case appearing
    /// On its way out, still drawn: its screens have been told willDisappear (animated), and get
    /// didDisappear when the container no longer shows it.
    case disappearing
}
