import Testing
import NavKit
import NavKitTesting

/// An app's own container whose key `g` opens or closes a shutter over 0.25 s (`step(to:)`): the
/// shutter's width in cells goes from 0 to 20 or back, and the stack takes what is right of it.
@MainActor
private final class Shutter: Container {
    let stack: NavigationController
    /// When the running motion began (seconds), while one runs.
    private var motionStart: Double?
    /// True when the shutter is open, or opening.
    private(set) var isOpen = false
    /// The shutter's width (cells).
    private(set) var width = 0
    /// How many motions ran to their end.
    private(set) var finishedMotions = 0

    init(_ root: Screen) { stack = NavigationController(root: root) }

    var children: [any Container] { [stack] }
    var focusedChild: (any Container)? { stack }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(stack, Rect(x: width, y: 0, width: size.width - width, height: size.height))
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        guard key == .character("g"), !screenDeclined else { return .ignored }
        isOpen.toggle()
        motionStart = context.time
        return .handled
    }

    func step(to time: Double) -> Bool {
        guard let start = motionStart else { return false }
        let progress = min(1, max(0, (time - start) / 0.25))
        width = Int(((isOpen ? progress : 1 - progress) * 20).rounded())
        guard progress >= 1 else { return true }
        motionStart = nil
        finishedMotions += 1
        return false
    }
}

/// A container whose action `showDetail` replaces its one stack's screens at once and says its
/// layout changed.
@MainActor
private final class Replacing: Container {
    let stack: NavigationController
    init(_ root: Screen) { stack = NavigationController(root: root) }

    var children: [any Container] { [stack] }
    var focusedChild: (any Container)? { stack }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(stack, Rect(origin: .zero, size: size))
    }

    func perform(_ action: ContainerAction, from stack: NavigationController,
                 context: ContainerEventContext) -> ContainerAction.Outcome? {
        guard action.name == .showDetail, let detail = action.screen else { return nil }
        let result = self.stack.setStack([detail], animated: false, at: context.time)
        return ContainerAction.Outcome(result, changesLayout: true)
    }
}

/// A container that shows a banner row over its stack for a second after F9, then slides it away
/// by itself with the push's duration, which its step reads from its context.
@MainActor
private final class Banner: Container {
    let stack: NavigationController
    /// How much of the banner shows (0…1).
    private(set) var shown = InteractiveMotion()
    /// When the banner came in (seconds), while it stays.
    private var shownSince: Double?

    init(_ root: Screen) { stack = NavigationController(root: root) }

    var children: [any Container] { [stack] }
    var focusedChild: (any Container)? { stack }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(stack, Rect(origin: .zero, size: size))
    }

    func drawChrome(into canvas: inout Canvas, size: Size, theme: Theme) {
        if shown.value > 0 { canvas.write("banner", at: Point(x: 0, y: 0), style: theme.content) }
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        guard key == .function(9), !screenDeclined else { return .ignored }
        shown.animate(to: 1, at: context.time, duration: 0)
        shownSince = context.time
        return .handled
    }

    func step(in context: ContainerEventContext) -> Bool {
        if let since = shownSince, context.time - since >= 1 {
            shownSince = nil
            shown.animate(to: 0, at: since + 1, duration: context.transitionDuration, curve: .linear)
        }
        shown.step(to: context.time)
        return shown.isAnimating || shownSince != nil
    }
}

/// What a container's own motion and its actions meet: keys typed during its motion, and a stack
/// it changes itself inside an action that also changes its layout.
@MainActor @Suite struct ContainerTypeAheadTests {
    /// The key `g` pressed twice 0.05 s apart, frames drawn at 60 Hz as a front end draws them
    /// while `needsFrame` is true (and only then): the shutter opens, then closes.
    @Test func aMotionStartedByAKeyTypedDuringTheContainersOwnMotionRunsToItsEnd() {
        let log = CallLog()
        let shutter = Shutter(LoggingScreen("Content", letter: "c", log: log))
        let driver = HeadlessDriver(root: shutter, size: Size(width: 60, height: 10))
        _ = driver.frame()
        driver.key(.character("g"))
        driver.advance(by: 0.05)
        _ = driver.frame()
        driver.key(.character("g"))  // typed ahead: the shutter is still opening
        var frames = 0
        while driver.engine.needsFrame && frames < 120 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
            frames += 1
        }
        #expect(shutter.finishedMotions == 2)
        #expect(shutter.isOpen == false)
        #expect(shutter.width == 0)
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "c", count: 60))
        #expect(frames > 20 && frames < 40)  // about 0.45 s of motion left, at 60 Hz
    }

    @Test func aStackChangedInsideAnActionThatChangesTheLayoutTellsEachCallbackOnce() {
        let log = CallLog()
        let old = LoggingScreen("Old", letter: "o", log: log)
        let driver = HeadlessDriver(root: Replacing(old), size: Size(width: 60, height: 10))
        _ = driver.frame()
        log.lines.removeAll()
        let new = LoggingScreen("New", letter: "n", log: log)
        #expect(old.context?.showDetail(new) == .completed)
        _ = driver.runUntilIdle()
        #expect(log.lines == ["Old.willDisappear", "New.willAppear", "Old.didDisappear", "New.didAppear"])
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "n", count: 60))
    }

    /// A step gets the engine's settings in its context: the banner leaves over the push's
    /// duration (0.5 s here), by itself.
    @Test func aStepReadsThePushsTimingFromItsContext() {
        let log = CallLog()
        let banner = Banner(LoggingScreen("Content", letter: "c", log: log))
        var configuration = EngineConfiguration()
        configuration.animator = SlideAnimator(duration: 0.5, curve: .linear)
        let driver = HeadlessDriver(root: banner, size: Size(width: 60, height: 10), configuration: configuration)
        _ = driver.frame()
        driver.key(.function(9))
        driver.advance(by: 1.25)
        _ = driver.frame()
        #expect(abs(banner.shown.value - 0.5) < 1e-9)   // a quarter second into its half-second way out
        #expect(driver.frame().text(ofRow: 0).hasPrefix("banner"))
        driver.runUntilIdle()
        #expect(banner.shown.value == 0)
        #expect(!driver.frame().text(ofRow: 0).hasPrefix("banner"))
    }
}
