import NavKit

/// Drives an engine without a terminal: send events, advance a manual clock,
/// read frames as text. Meant for tests of NavKit and of apps built on it.
@MainActor
public final class HeadlessDriver {
    /// The engine under test.
    public let engine: Engine
    /// The time source; events are sent at `clock.now`.
    public let clock: ManualClock
    /// Every trace event so far, in order.
    public private(set) var trace: [TraceEvent] = []
    /// What screens put on the terminal's clipboard (`NavigationContext.copyToClipboard`), in order.
    public private(set) var clipboard: [String] = []

    /// Creates a driver for an engine showing `root` in a `size` container, on `clock` (pass
    /// the one the screens' tasks sleep on), drawing for a terminal that can show `display`
    /// (colours by default; e.g. `DisplayTraits(effects: .attributes, hasColor: false)` for one without).
    public convenience init(root: Screen, size: Size = Size(width: 40, height: 10),
                            configuration: EngineConfiguration = EngineConfiguration(),
                            display: DisplayTraits = DisplayTraits(), clock: ManualClock = ManualClock()) {
        self.init(engine: Engine(root: root, size: size, configuration: configuration), display: display, clock: clock)
    }

    /// Creates a driver for an engine showing `root` (a stack, a split view, tabs, or a tree of
    /// them) in a `size` container; otherwise as `init(root:…)`.
    public convenience init(root: any Container, size: Size = Size(width: 40, height: 10),
                            configuration: EngineConfiguration = EngineConfiguration(),
                            display: DisplayTraits = DisplayTraits(), clock: ManualClock = ManualClock()) {
        self.init(engine: Engine(root: root, size: size, configuration: configuration), display: display, clock: clock)
    }

    /// Creates a driver for an engine whose root is a split view (`SplitController`): `primary`
    /// lists, `secondary` shows until a detail does; otherwise as `init(root:…)`.
    public convenience init(primary: Screen, secondary: Screen, size: Size,
                            configuration: EngineConfiguration = EngineConfiguration(),
                            display: DisplayTraits = DisplayTraits(), clock: ManualClock = ManualClock()) {
        self.init(engine: Engine(root: SplitController(primary: primary, secondary: secondary), size: size,
                                  configuration: configuration),
                  display: display, clock: clock)
    }

    /// Creates a driver for an engine whose root is a tab controller (`TabController`), one stack
    /// per tab; otherwise as `init(root:…)`.
    public convenience init(tabs: [Tab], size: Size, configuration: EngineConfiguration = EngineConfiguration(),
                            display: DisplayTraits = DisplayTraits(), clock: ManualClock = ManualClock()) {
        self.init(engine: Engine(root: TabController(tabs: tabs), size: size, configuration: configuration),
                  display: display, clock: clock)
    }

    /// Creates a driver for `engine`, drawing for a terminal that can show `display`, on `clock`.
    public init(engine: Engine, display: DisplayTraits = DisplayTraits(), clock: ManualClock = ManualClock()) {
        self.engine = engine
        engine.display = display
        self.clock = clock
        engine.onTrace = { [unowned self] event in trace.append(event) }
        engine.frontEnd.copyToClipboard = { [unowned self] text in clipboard.append(text) }
    }

    /// Sends `event` at the clock's current time.
    public func send(_ event: Event) { engine.handle(event, at: clock.now) }

    /// Sends a key press.
    public func key(_ key: Key) { send(.key(key)) }
    /// Releases `key` now (`Event.keyUp`; the engine heeds it where `Engine.reportsKeyReleases`).
    public func keyUp(_ key: Key) { send(.keyUp(key)) }

    // Pointer positions are in the top screen's content coordinates, as its `handle` gets them:
    // (0, 0) is the content area's top-left, below the top bar. The top bar's own methods take
    // its column.

    /// Sends a mouse press at column `x`, row `y` of the top screen's content area (cells).
    public func press(_ x: Int, _ y: Int) { point(.press, Double(x), y) }

    /// Sends a drag motion to column `x`, row `y` of the top screen's content area.
    public func drag(_ x: Int, _ y: Int) { point(.drag, Double(x), y) }

    /// Sends a release at column `x`, row `y` of the top screen's content area.
    public func release(_ x: Int, _ y: Int) { point(.release, Double(x), y) }

    /// Sends a press and a release at column `x`, row `y` of the top screen's content area: a
    /// tap where the screen has a tap target there.
    public func tap(_ x: Int, _ y: Int) {
        press(x, y)
        release(x, y)
    }

    /// Sends a mouse press at column `x` with its fraction (cells, as a pixel-reporting terminal
    /// gives), row `y` of the top screen's content area.
    public func press(_ x: Double, _ y: Int) { point(.press, x, y) }

    /// Sends a drag motion to column `x` with its fraction (cells), row `y` of the content area.
    public func drag(_ x: Double, _ y: Int) { point(.drag, x, y) }

    /// Sends a release at column `x` with its fraction (cells), row `y` of the content area.
    public func release(_ x: Double, _ y: Int) { point(.release, x, y) }

    /// Sends a mouse press at column `x`, row `y` of the content area, both with their fraction
    /// (cells, as a pixel-reporting terminal gives).
    public func press(_ x: Double, _ y: Double) { point(.press, x, y) }

    /// Sends a drag motion to column `x`, row `y` of the content area, both with their fraction.
    public func drag(_ x: Double, _ y: Double) { point(.drag, x, y) }

    /// Sends a release at column `x`, row `y` of the content area, both with their fraction.
    public func release(_ x: Double, _ y: Double) { point(.release, x, y) }

    /// Presses at `start`, drags to `end` in `steps` equal moves `interval` seconds apart, stands
    /// still `hold` seconds (0: a flick, released moving), and releases at `end` (content cells).
    public func drag(from start: Point, to end: Point, steps: Int, interval: Double, hold: Double = 0) {
        press(start.x, start.y)
        for step in 1...max(1, steps) {
            advance(by: interval)
            drag(start.x + (end.x - start.x) * step / max(1, steps), start.y + (end.y - start.y) * step / max(1, steps))
        }
        if hold > 0 { advance(by: hold) }
        release(end.x, end.y)
    }

    /// Sends a press and a release at column `x` of the top bar (the back control is at 1…).
    public func tapTopBar(_ x: Int) {
        pressTopBar(x)
        releaseTopBar(x)
    }

    /// Sends a press at column `x` of the top bar.
    public func pressTopBar(_ x: Int) { send(.pointer(PointerEvent(.press, at: Point(x: x, y: 0)))) }

    /// Sends a release at column `x` of the top bar.
    public func releaseTopBar(_ x: Int) { send(.pointer(PointerEvent(.release, at: Point(x: x, y: 0)))) }

    /// Sends a pointer event of `kind` at column `x` (cells, with its fraction), row `y` of the
    /// top screen's content area, moved into the container's coordinates.
    private func point(_ kind: PointerEvent.Kind, _ x: Double, _ y: Int) { point(kind, x, Double(y)) }

    /// Sends a pointer event of `kind` at column `x`, row `y` (cells, with their fractions) of
    /// the top screen's content area, moved into the container's coordinates.
    private func point(_ kind: PointerEvent.Kind, _ x: Double, _ y: Double) {
        let origin = engine.contentArea.origin
        let column = x.rounded(.down), row = y.rounded(.down)
        send(.pointer(PointerEvent(kind, at: Point(x: origin.x + Int(column), y: origin.y + Int(row)),
                                   subcellX: x - column, subcellY: y - row)))
    }

    /// Sends a resize to `width` × `height` cells.
    public func resize(_ width: Int, _ height: Int) { send(.resize(Size(width: width, height: height))) }

    /// Moves the clock forward by `seconds`, waking the tasks sleeping on it until then.
    public func advance(by seconds: Double) { clock.advance(by: seconds) }

    /// Lets the tasks screens started run on the main actor: those just started, and those the
    /// clock woke, each until it waits again (`await driver.runTasks()` after `advance(by:)`).
    /// `settle()` does this until nothing is left, with the frames that follow.
    public func runTasks() async {
        await Task.yield()
        await clock.runWokenTasks()
    }

    /// Runs what waits on the main actor and the frames it causes, until nothing moves: the
    /// tasks screens started (`context.task` or a plain `Task`) and those the clock woke, each
    /// to its next wait; then the frames, every `step` seconds while the engine animates (the
    /// clock moves with them and may wake more tasks); again, until `quietRounds` rounds in a
    /// row need no frame (or `limit` seconds of frames pass). Returns the frames drawn, the
    /// resting one last.
    ///
    /// ```swift
    /// driver.key(.enter)              // the screen starts a Task that pushes when it is done
    /// await driver.settle()
    /// #expect(driver.stackTitles == ["Inbox", "Message"])
    /// ```
    ///
    /// A task sleeping on the clock stays asleep until `advance(by:)` reaches its time; work on
    /// another actor or thread is not waited for (await what it hands back instead).
    @discardableResult
    public func settle(step: Double = 1.0 / 60.0, limit: Double = 10) async -> [Canvas] {
        var frames: [Canvas] = []
        let end = clock.now + limit
        var quietRounds = 0
        while quietRounds < HeadlessDriver.quietRounds {
            // Each yield lets every job queued on the main actor before it run; jobs they queue
            // run on the next one.
            for _ in 0..<HeadlessDriver.yieldsPerRound { await Task.yield() }
            await clock.runWokenTasks()
            guard engine.needsFrame else {
                quietRounds += 1
                continue
            }
            quietRounds = 0
            frames.append(frame())
            while engine.isAnimating && clock.now < end {
                if clock.advance(by: step) > 0 { await clock.runWokenTasks() }
                frames.append(frame())
            }
            if clock.now >= end { break }
        }
        return frames
    }

    /// Rounds in a row with no frame needed after which `settle()` counts the main actor as
    /// quiet, and the yields a round makes: a plain `Task` that hops more than
    /// `quietRounds × yieldsPerRound` times (24) between two changes it makes is not waited for.
    /// Three rounds of two (six turns) once left a task of six hops one short, with the property
    /// tests running beside it on the main actor in the same process (a `settle` test failed
    /// once in CI; which turns the executor gave whom is not observable from here).
    public static let quietRounds = 3
    /// The main actor's turns each quiet round gives what waits there.
    public static let yieldsPerRound = 8

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

    /// Titles of the stack that takes input under any presentation, root first: the root stack,
    /// the selected tab's, the focused column's (`Container.focusedStack` of the engine's root).
    public var stackTitles: [String] { engine.root.focusedStack.screens.map(\.title) }

    /// Keys that two key commands of one level of the chain take now (`Engine.keyCommandConflicts()`):
    /// empty when every key of every level runs one command. A test that walks an app's screens
    /// can expect it empty on each.
    public var keyCommandConflicts: [KeyCommandConflict] { engine.keyCommandConflicts() }

    /// What a screen reader would know now, after a frame at the current time: the tree of what
    /// is visible with the focus marked (`Engine.accessibilitySnapshot()`).
    public func accessibilitySnapshot() -> AccessibilitySnapshot {
        _ = frame()
        return engine.accessibilitySnapshot()
    }

    /// `accessibilitySnapshot()` as indented lines, one element a line ("row: notes.txt, 2 KB,
    /// 3 of 12, selected  ◆ focused"), for tests.
    public func accessibilityText() -> String { accessibilitySnapshot().text }
}
