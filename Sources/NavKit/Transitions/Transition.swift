/// A navigation transition in flight (the counterpart of UIKit's transition context).
///
/// Progress comes only from the times passed to `advance(to:)`: dropped frames
/// never slow it down. An interactive transition is scrubbed by `update(_:)`
/// and then settles toward its end (finish) or its start (cancel).
public final class Transition {
    /// Generational id, never reused by a controller.
    public let id: UInt64
    /// Push or pop.
    public let operation: NavigationOperation
    /// The entry being left.
    public let from: StackEntry
    /// The entry being shown.
    public let to: StackEntry
    /// Says where the panes sit.
    public let animator: Animator
    /// True for a transition driven by a gesture or scrub keys.
    public let isInteractive: Bool
    /// Curve of the settle after an interactive release; nil (the default) continues at the
    /// release velocity and comes to rest at the end (`TimingCurve.settle(initialSlope:at:)`).
    public var completionCurve: TimingCurve?
    /// Speed factor of the settle after an interactive release (1.0): 2 settles in half the time.
    public var completionSpeed: Double = 1
    /// True in the accessible look (`EngineConfiguration.isAccessible`): a released swipe lands
    /// on its end (or back at its start) in the next frame instead of settling.
    var landsAtOnce = false
    /// The stack once the transition finishes (root first).
    let resultingStack: [StackEntry]
    /// When the interactive transition was last updated or regrabbed (seconds), for the stall check.
    var lastTouched: Double?

    /// Progress 0…1 of the operation (for a pop, 1 = the top screen is gone).
    public private(set) var progress: Double = 0 {
        didSet { if progress != oldValue { runAlongside() } }
    }
    /// Animations that run with the transition, told each progress.
    private var alongside: [(Double) -> Void] = []
    /// What to tell when the transition ends, whether it finished.
    private var alongsideCompletions: [(Bool) -> Void] = []
    /// True once a screen animates alongside: its pane is drawn again every frame.
    var redrawsScreens = false
    /// True once an interactive transition was let go toward its start.
    public private(set) var wasCancelled = false
    /// True once the transition has reached its end and reported completion.
    public private(set) var isComplete = false

    enum Phase: Equatable {
        /// Non-interactive: eased 0 → 1 over the animator's duration.
        case animating(start: Double?)
        /// Interactive, following the pointer or scrub keys.
        case tracking
        /// Interactive, released: moving from `origin` to `target` (0 or 1), starting with
        /// `slope` (the release velocity, in units of the distance over the duration).
        case settling(origin: Double, target: Double, start: Double?, duration: Double, slope: Double)
    }
    private(set) var phase: Phase
    /// When the transition reached its end (seconds), for chaining the next one.
    private(set) var endTime: Double?

    /// Seconds a settle released by input counts as already running (the display's first-frame
    /// lead), so the frame drawn at once already moves.
    let inputLead: Double

    init(id: UInt64, operation: NavigationOperation, from: StackEntry, to: StackEntry,
         resultingStack: [StackEntry], animator: Animator, interactive: Bool, startTime: Double?,
         inputLead: Double = 0) {
        self.id = id
        self.inputLead = inputLead
        self.resultingStack = resultingStack
        self.lastTouched = startTime
        self.operation = operation
        self.from = from
        self.to = to
        self.animator = animator
        self.isInteractive = interactive
        self.phase = interactive ? .tracking : .animating(start: startTime)
    }

    /// True while a gesture or the keyboard drives progress.
    public var isTracking: Bool { phase == .tracking }
    /// True while moving by itself (animating or settling), i.e. frames are needed.
    public var isMoving: Bool { !isComplete && phase != .tracking }

    /// Moves an interactive transition to `progress` (clamped to 0…1).
    public func update(_ newProgress: Double) {
        guard isInteractive, !isComplete else { return }
        phase = .tracking
        progress = min(1, max(0, newProgress))
    }

    /// Lets an interactive transition run to its end (`finish` true) or back to
    /// its start, released at `velocity` (widths per second, positive = toward the end) by input
    /// at `time` (seconds; nil: from the next frame). The settle counts from `time` less the
    /// display's first-frame lead, the one place a swipe's release applies it.
    /// Settle time is min(D·remaining, remaining / speed toward the target), divided by
    /// `completionSpeed`: never longer than the rest of the animation, and a fast flick keeps
    /// its pace. The settle starts at the release velocity (when it points at the target) and
    /// comes to rest at the end, unless a `completionCurve` is set.
    public func release(finish: Bool, velocity: Double, at time: Double?) {
        settle(finish: finish, velocity: velocity, from: time.map { $0 - inputLead })
    }

    /// Settles as `release` does, from `start` exactly (nil: the next frame); for what is not
    /// input (the stall watchdog).
    func settle(finish: Bool, velocity: Double, from time: Double?) {
        guard isInteractive, !isComplete else { return }
        let target = finish ? 1.0 : 0.0
        // Only a velocity toward the target shortens the settle and carries into it.
        var (duration, slope) = TimingCurve.settleTiming(remaining: abs(target - progress),
                                                         speed: finish ? velocity : -velocity,
                                                         fullDuration: animator.duration, speedFactor: completionSpeed)
        if landsAtOnce { duration = 0 }
        wasCancelled = !finish
        phase = .settling(origin: progress, target: target, start: time, duration: duration, slope: slope)
    }

    /// Catches a settling transition where it is; it tracks again from the current progress.
    public func regrab() {
        guard isInteractive, !isComplete else { return }
        wasCancelled = false
        phase = .tracking
    }

    /// Runs `animation` with the transition (UIKit's `animate(alongsideTransition:)`): it is
    /// called with the progress (0…1) at once and whenever the progress changes, so it follows
    /// a swipe frame by frame and runs back on a cancel. `completion` is told when the
    /// transition ends whether it finished (false: cancelled).
    public func animateAlongside(_ animation: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil) {
        guard !isComplete else { return }
        alongside.append(animation)
        if let completion { alongsideCompletions.append(completion) }
        animation(progress)
    }

    /// Tells the alongside animations the progress.
    private func runAlongside() {
        var index = 0
        while index < alongside.count {
            alongside[index](progress)
            index += 1
        }
    }

    /// Tells the alongside animations' completions how the transition ended, once.
    func completeAlongside() {
        let completions = alongsideCompletions
        alongside = []
        alongsideCompletions = []
        for completion in completions { completion(!wasCancelled) }
    }

    /// The transition as UIKit's context describes it, in a container of `size`.
    public func context(in size: Size) -> TransitionContext {
        let start = animator.layout(for: operation, progress: 0, in: size)
        let end = animator.layout(for: operation, progress: 1, in: size)
        return TransitionContext(operation: operation, from: from.screen, to: to.screen, containerSize: size,
                                 initialFrames: (start.from.frame, start.to.frame),
                                 finalFrames: (end.from.frame, end.to.frame), progress: progress,
                                 isInteractive: isInteractive, wasCancelled: wasCancelled)
    }

    /// Advances to `now` (seconds). Returns true when the transition has just reached its end.
    func advance(to now: Double) -> Bool {
        guard !isComplete else { return false }
        switch phase {
        case .tracking:
            return false
        case let .animating(start):
            let begin = start ?? now
            if start == nil { phase = .animating(start: now) }
            let duration = animator.duration
            let fraction = duration > 0 ? (now - begin) / duration : 1
            progress = animator.curve.progress(at: fraction, duration: duration)
            if fraction >= 1 { return complete(at: begin + duration) }
            return false
        case let .settling(origin, target, start, duration, slope):
            let begin = start ?? now
            if start == nil {
                phase = .settling(origin: origin, target: target, start: now, duration: duration, slope: slope)
            }
            let fraction = duration > 0 ? (now - begin) / duration : 1
            let eased = completionCurve?.progress(at: fraction, duration: duration)
                ?? TimingCurve.settle(initialSlope: slope, at: fraction)
            progress = min(1, max(0, origin + (target - origin) * eased))
            if fraction >= 1 { return complete(at: begin + duration) }
            return false
        }
    }

    private func complete(at time: Double) -> Bool {
        progress = wasCancelled ? 0 : 1
        isComplete = true
        endTime = time
        return true
    }
}
