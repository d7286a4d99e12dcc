/// Lets a screen's own pan drive an interactive transition it starts itself — a leftward swipe
/// that pushes the next screen, following the pointer cell for cell — released by the same
/// `ReleaseRule` as the back swipe. It takes over the pan's state changes: when the pan begins
/// it calls `begin` (e.g. `context.beginInteractivePush(next, at:)`), then moves the returned
/// interaction controller with the pan, and finishes or cancels it on release.
public final class SwipeTransitionDriver {
    /// The screen's pan that drives the transition.
    public let pan: PanGestureRecognizer
    /// When a release finishes the transition.
    public var rule: ReleaseRule
    /// Width in cells over which the pan moves the transition from 0 to 1 (the container's).
    public var width: () -> Int
    /// Told of every state change of the pan, after the driver has acted on it.
    public var onStateChange: ((GestureRecognizer) -> Void)?

    private let begin: (Double) -> Result<any InteractionController, NavigationError>
    private var controller: (any InteractionController)?

    /// Drives with `pan` (its direction says which way is forward: leftward or rightward) the
    /// transition `begin` starts at the time it is given (seconds), over `width()` cells.
    public init(pan: PanGestureRecognizer, rule: ReleaseRule = ReleaseRule(), width: @escaping () -> Int,
                begin: @escaping (Double) -> Result<any InteractionController, NavigationError>) {
        self.pan = pan
        self.rule = rule
        self.width = width
        self.begin = begin
        pan.onStateChange = { [unowned self] pan in
            changed(pan)
            onStateChange?(pan)
        }
    }

    /// +1 when forward is rightward, −1 when it is leftward.
    private var forward: Double { pan.direction == .leftward ? -1 : 1 }

    private func changed(_ pan: GestureRecognizer) {
        let width = max(1, self.width())
        let progress = forward * pan.preciseTranslationX / Double(width)
        switch pan.state {
        case .began:
            switch begin(pan.eventTime) {
            case let .success(started):
                controller = started
                started.update(progress)
            case .failure:
                pan.cancel()
            }
        case .changed:
            controller?.update(progress)
        case .ended:
            guard let controller else { return }
            self.controller = nil
            controller.update(progress)
            let velocity = forward * pan.velocity.widthsPerSecond(width: width)
            if rule.finishes(progress: progress, velocity: velocity, width: width,
                             sampled: pan.velocity.hasEnoughSamples, movedForward: progress > 0) {
                controller.finish(velocity: velocity, at: pan.eventTime)
            } else {
                controller.cancel(velocity: velocity, at: pan.eventTime)
            }
        case .cancelled:
            // A transition the stall watchdog already let go settles back on its own.
            if controller?.transition?.isTracking ?? true { controller?.cancel(velocity: 0, at: nil) }
            controller = nil
        default:
            break
        }
    }
}
