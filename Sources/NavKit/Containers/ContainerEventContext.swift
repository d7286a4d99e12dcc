/// What a container's input handlers may know of the moment an event reaches them
/// (`Container.handlePointer(_:in:context:)`, `Container.handleKey(_:screenDeclined:context:)`,
/// `Container.perform(_:from:context:)`).
public struct ContainerEventContext: Sendable {
    /// When an animation the container starts counts as started (seconds on the engine's clock):
    /// pass it as the `at:` of a push or pop, so the frame drawn at once already shows it moving.
    public var time: Double
    /// True while keys typed during a transition wait for it to end: they go to the stack that
    /// has the focus then, so the focus should not move now.
    public var keysAreWaiting: Bool
    /// True when a presentation covers the container, or one moves: its controls take nothing now.
    public var isCovered: Bool

    /// The moment `time` (seconds), with keys waiting or not, the container covered or not.
    public init(time: Double, keysAreWaiting: Bool, isCovered: Bool = false) {
        self.time = time
        self.keysAreWaiting = keysAreWaiting
        self.isCovered = isCovered
    }
}
