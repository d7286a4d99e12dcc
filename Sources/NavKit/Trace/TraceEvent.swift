/// Something the engine did, reported as it happens (for traces, the HUD and tests).
/// Screens are named by their titles.
public enum TraceEvent: Hashable, Sendable {
    /// A push was requested.
    case push(screen: String)
    /// A pop was requested.
    case pop(screen: String)
    /// A presentation of `screen` in `style` was requested.
    case present(screen: String, style: String)
    /// A dismissal of the presentation of `screen` was requested.
    case dismiss(screen: String)
    /// The sheet of `screen`, moved by the pointer or the keys, came to rest at `detent`
    /// ("medium", "large"); one dragged away is traced as a `dismiss`.
    case sheetDetent(screen: String, detent: String)
    /// A request was refused (e.g. pop at the root).
    case refused(request: String, reason: String)
    /// A transition started.
    case transitionBegan(operation: NavigationOperation, from: String, to: String, animator: String, interactive: Bool)
    /// The running transition's progress changed (0…1).
    case transitionProgress(Double)
    /// The transition ended with the operation done.
    case transitionFinished
    /// The transition ended with the operation undone (an interactive pop let go).
    case transitionCancelled
    /// An interactive transition was left untouched for `seconds` and is being cancelled.
    case transitionStalled(seconds: Double)
    /// Delegate callback: `screen` is about to be shown.
    case willShow(screen: String)
    /// Delegate callback: `screen` has been shown.
    case didShow(screen: String)
    /// Lifecycle callback of `screen`.
    case willAppear(screen: String)
    /// Lifecycle callback of `screen`.
    case didAppear(screen: String)
    /// Lifecycle callback of `screen`.
    case willDisappear(screen: String)
    /// Lifecycle callback of `screen`.
    case didDisappear(screen: String)
    /// A gesture recognizer changed state.
    case gesture(recognizer: String, state: GestureState)
    /// The stack after a change, root first.
    case stack([String])
}
