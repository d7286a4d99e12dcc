/// Lets a screen's own pan drive an interactive transition it starts itself — a leftward swipe
/// that pushes the next screen, following the pointer cell for cell — released by the same
/// `ReleaseRule` as the back swipe. It takes over the pan's state changes: when the pan begins
/// it calls `begin` (e.g. `context.beginInteractivePush(next, at:)`), then moves the returned
/// interaction controller with the pan, and finishes or cancels it on release.
@MainActor
public final class SwipeTransitionDriver {
    /// The screen's pan that drives the transition.
    public let pan: PanGestureRecognizer
    /// When a release finishes the transition.
    public var rule: ReleaseRule {
        get { drive.rule }
        set { drive.rule = newValue }
    }
    /// Width in cells over which the pan moves the transition from 0 to 1 (the container's).
    public var width: () -> Int
    /// Told of every state change of the pan, after the driver has acted on it.
    public var onStateChange: ((GestureRecognizer) -> Void)?

    private let begin: (Double) -> Result<any InteractionController, NavigationError>
    /// Starts, moves and releases the transition (the logic every swipe shares, the back swipe's too).
    private let drive: SwipeDrive

    /// Drives with `pan` (its direction says which way is forward: leftward or rightward) the
    /// transition `begin` starts at the time it is given (seconds), over `width()` cells.
    public init(pan: PanGestureRecognizer, rule: ReleaseRule = ReleaseRule(), width: @escaping () -> Int,
                begin: @escaping (Double) -> Result<any InteractionController, NavigationError>) {
        self.pan = pan
        self.width = width
        self.begin = begin
        drive = SwipeDrive(rule: rule, forward: pan.direction == .leftward ? -1 : 1)
        pan.onStateChange = { [unowned self] pan in
            drive.recognizerChanged(pan, width: max(1, self.width()), begin: self.begin)
            onStateChange?(pan)
        }
    }
}
