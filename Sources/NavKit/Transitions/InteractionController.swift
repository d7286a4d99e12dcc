/// Drives an interactive transition (UIViewControllerInteractiveTransitioning): whoever follows
/// the gesture — the engine's back swipe, or a screen's own recognizer — tells it where the
/// gesture is and how it ended, and it moves the transition. `PercentDrivenInteraction` is the
/// built-in one (the transition follows the gesture's percent exactly); a delegate may return
/// any other, e.g. one that resists, snaps or maps the gesture differently.
public protocol InteractionController: AnyObject {
    /// The transition being driven, once started.
    var transition: Transition? { get }
    /// Called once when the interactive transition starts, with the transition to drive.
    func startInteractiveTransition(_ transition: Transition)
    /// The gesture is at `percent` (0…1) of the way.
    func update(_ percent: Double)
    /// The gesture ended toward the end, moving at `velocity` (widths per second, positive =
    /// toward the end), at `time` (seconds; nil: from the next frame).
    func finish(velocity: Double, at time: Double?)
    /// The gesture ended toward the start (or was cancelled), moving at `velocity`, at `time`.
    func cancel(velocity: Double, at time: Double?)
    /// The gesture caught a settling transition: stop it where it is.
    func pause()
}
