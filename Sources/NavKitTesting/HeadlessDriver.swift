import NavKit

/// Drives an engine without a terminal: send events, advance a manual clock,
/// read frames as text. Meant for tests of NavKit and of apps built on it.
public final class HeadlessDriver {
    /// The engine under test.
    public let engine: Engine
    /// The time source; events are sent at `clock.now`.
    public let clock: ManualClock
    /// Every trace event so far, in order.
    public private(set) var trace: [TraceEvent] = []

    /// Creates a driver for an engine showing `root` in a `size` container.
    public init(root: Screen, size: Size = Size(width: 40, height: 10),
                configuration: EngineConfiguration = EngineConfiguration()) {
        engine = Engine(root: root, size: size, configuration: configuration)
        clock = ManualClock()
        engine.onTrace = { [unowned self] event in trace.append(event) }
    }

    /// Sends `event` at the clock's current time.
    public func send(_ event: Event) { engine.handle(event, at: clock.now) }

    /// Sends a key press.
    public func key(_ key: Key) { send(.key(key)) }

    /// Sends a mouse press at column `x`, row `y` (cells).
    public func press(_ x: Int, _ y: Int) { send(.pointer(PointerEvent(.press, at: Point(x: x, y: y)))) }

    /// Sends a drag motion to column `x`, row `y`.
    public func drag(_ x: Int, _ y: Int) { send(.pointer(PointerEvent(.drag, at: Point(x: x, y: y)))) }

    /// Sends a release at column `x`, row `y`.
    public func release(_ x: Int, _ y: Int) { send(.pointer(PointerEvent(.release, at: Point(x: x, y: y)))) }

    /// Sends a mouse press at column `x` with its fraction (cells, as a pixel-reporting terminal gives), row `y`.
    public func press(_ x: Double, _ y: Int) { send(.pointer(HeadlessDriver.pointer(.press, x, y))) }

    /// Sends a drag motion to column `x` with its fraction (cells), row `y`.
    public func drag(_ x: Double, _ y: Int) { send(.pointer(HeadlessDriver.pointer(.drag, x, y))) }

    /// Sends a release at column `x` with its fraction (cells), row `y`.
    public func release(_ x: Double, _ y: Int) { send(.pointer(HeadlessDriver.pointer(.release, x, y))) }

    private static func pointer(_ kind: PointerEvent.Kind, _ x: Double, _ y: Int) -> PointerEvent {
        let column = x.rounded(.down)
        return PointerEvent(kind, at: Point(x: Int(column), y: y), subcellX: x - column)
    }

    /// Sends a resize to `width` × `height` cells.
    public func resize(_ width: Int, _ height: Int) { send(.resize(Size(width: width, height: height))) }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) { clock.advance(by: seconds) }

    /// The frame at the clock's current time.
    public func frame() -> Canvas { engine.frame(at: clock.now) }

    /// The frame at the current time as rows of text.
    public func frameText() -> String { frame().description }

    /// Renders frames every `step` seconds until the engine is at rest (or
    /// `limit` seconds pass) and returns them, the final resting frame last.
    @discardableResult
    public func runUntilIdle(step: Double = 1.0 / 60.0, limit: Double = 10) -> [Canvas] {
        var frames: [Canvas] = [frame()]
        let end = clock.now + limit
        while engine.isAnimating && clock.now < end {
            advance(by: step)
            frames.append(frame())
        }
        return frames
    }

    /// Titles of the stack, root first.
    public var stackTitles: [String] { engine.navigation.screens.map(\.title) }
}
