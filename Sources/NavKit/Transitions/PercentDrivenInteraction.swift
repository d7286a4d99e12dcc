/// Drives an interactive transition by percent (UIPercentDrivenInteractiveTransition):
/// `update` scrubs it, `finish` and `cancel` let the rest play forward or backward.
public final class PercentDrivenInteraction: InteractionController {
    /// Speeds up (> 1) or slows down (< 1) the settle after `finish`/`cancel` (1.0).
    public var completionSpeed: Double = 1
    /// Curve of the settle after `finish`/`cancel`; nil (the default) continues at the release
    /// velocity and comes to rest at the end. Set a curve (UIKit's default is ease-in-out) to
    /// settle along it instead, from rest.
    public var completionCurve: TimingCurve?
    /// The transition being driven, once it has started.
    public private(set) weak var transition: Transition?

    /// Creates an interaction controller with UIKit's defaults.
    public init() {}

    /// Starts driving `transition`.
    public func startInteractiveTransition(_ transition: Transition) { self.transition = transition }

    /// Progress 0…1 of the driven transition (0 before it starts).
    public var percentComplete: Double { transition?.progress ?? 0 }

    /// Scrubs the transition to `percent` (clamped to 0…1).
    public func update(_ percent: Double) { transition?.update(percent) }

    /// Plays the rest forward, at `velocity` (widths per second, positive = forward), from `time`.
    public func finish(velocity: Double = 0, at time: Double? = nil) {
        configure()
        transition?.release(finish: true, velocity: velocity, at: time)
    }

    /// Plays back to the start, at `velocity` (widths per second, negative = backward), from `time`.
    public func cancel(velocity: Double = 0, at time: Double? = nil) {
        configure()
        transition?.release(finish: false, velocity: velocity, at: time)
    }

    /// Stops a settle where it is; `update` moves it again.
    public func pause() { transition?.regrab() }

    private func configure() {
        transition?.completionCurve = completionCurve
        transition?.completionSpeed = completionSpeed
    }
}
