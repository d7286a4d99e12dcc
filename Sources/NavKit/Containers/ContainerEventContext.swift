/// What a container's input handlers may know of the moment an event reaches them
/// (`Container.handlePointer(_:in:context:)`, `Container.handleKey(_:screenDeclined:context:)`,
/// `Container.perform(_:from:context:)`), and the engine's settings a container that moves its
/// children needs to move them as a push moves screens.
public struct ContainerEventContext: Sendable {
    /// When an animation the container starts counts as started (seconds on the engine's clock):
    /// pass it as the `at:` of a push or pop, so the frame drawn at once already shows it moving.
    public var time: Double
    /// True while keys typed during a transition wait for it to end: they go to the stack that
    /// has the focus then, so the focus should not move now.
    public var keysAreWaiting: Bool
    /// True when a presentation covers the container, or one moves: its controls take nothing now.
    public var isCovered: Bool
    /// How long a push takes (seconds): the configured animator's duration (0.35 by default).
    public var transitionDuration: Double
    /// How a push moves over its duration: the configured animator's curve.
    public var transitionCurve: TimingCurve
    /// Whether a released swipe finishes or goes back (`EngineConfiguration.releaseRule`).
    public var releaseRule: ReleaseRule
    /// How wide the strip along the left edge is where a press starts the back swipe (cells, 2).
    public var edgeWidth: Int
    /// True when motion should be reduced (`EngineConfiguration.reduceMotion`): what moves lands
    /// at once, or fades in place.
    public var reduceMotion: Bool

    /// The moment `time` (seconds), with keys waiting or not, the container covered or not, and
    /// the engine's settings for moving children (by default those of `EngineConfiguration()`).
    public init(time: Double, keysAreWaiting: Bool, isCovered: Bool = false, transitionDuration: Double = 0.35,
                transitionCurve: TimingCurve = .easeInOut, releaseRule: ReleaseRule = ReleaseRule(),
                edgeWidth: Int = 2, reduceMotion: Bool = false) {
        self.time = time
        self.keysAreWaiting = keysAreWaiting
        self.isCovered = isCovered
        self.transitionDuration = transitionDuration
        self.transitionCurve = transitionCurve
        self.releaseRule = releaseRule
        self.edgeWidth = edgeWidth
        self.reduceMotion = reduceMotion
    }
}
