import Testing
import NavKit
import NavKitTesting

/// A drawer, on the public API alone (the article "Writing your own container" builds it): a menu
/// that slides in over the content from the left edge, by F2 or by a drag from the edge (where
/// the content's back swipe has nothing to pop), dims the content beneath it, and whose screens
/// appear with its slide. A drag on it or beside it catches it; a tap beside it closes it.
@MainActor
final class Drawer: Container {
    /// What shows under the drawer.
    let content: NavigationController
    /// The drawer's own stack.
    let menu: NavigationController
    /// How far the drawer is in: 0 closed, 1 open.
    private(set) var reveal = InteractiveMotion()
    /// The widest the drawer gets (cells).
    let menuWidth = 24
    /// A drag from the left edge, which pulls the drawer out; it waits for the content's back
    /// swipe to fail, so above the content's root the edge pops.
    private let edgePull = EdgePanGestureRecognizer(name: "drawerEdge")
    /// A sideways drag on the open drawer or beside it, which catches it.
    private let grab = PanGestureRecognizer(name: "drawerGrab", direction: .horizontal)
    /// A tap on the dimmed content beside the open drawer, which closes it.
    private let tapAside = TapGestureRecognizer(name: "drawerTapAside")
    /// The drawer's width when the gesture began (cells), and the engine's settings then.
    private var travel = 24.0, settings = ContainerEventContext(time: 0, keysAreWaiting: false)

    init(content: Screen, menu: Screen) {
        self.content = NavigationController(root: content)
        self.menu = NavigationController(root: menu)
        edgePull.onStateChange = { [unowned self] pan in follow(pan) }
        grab.onStateChange = { [unowned self] pan in follow(pan) }
        tapAside.onStateChange = { [unowned self] tap in
            if tap.state == .ended { slide(to: 0, at: tap.eventTime) }
        }
    }

    /// True while the drawer is open, or opening.
    var isOpen: Bool { reveal.target > 0 || reveal.isTracking }

    /// The drawer's width in a container of `size` cells: at most two thirds of it.
    func width(in size: Size) -> Int { min(menuWidth, size.width * 2 / 3) }

    var children: [any Container] { [content, menu] }
    var focusedChild: (any Container)? { isOpen ? menu : content }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(content, Rect(origin: .zero, size: size))
        guard reveal.value > 0 || isOpen else { return }
        let width = width(in: size), shown = Int((reveal.value * Double(width)).rounded())
        body(menu, Rect(x: shown - width, y: 0, width: width, height: size.height))
    }

    func drawBeneath(_ child: any Container, at frame: Rect, into canvas: inout Canvas, size: Size, theme: Theme) {
        guard child === menu else { return }
        canvas.dim(Rect(x: max(0, frame.maxX), y: 0, width: size.width, height: size.height), by: 0.5 * reveal.value)
    }

    func appearanceTransition(of child: any Container) -> AppearanceTransition? {
        guard child === menu else { return nil }
        if reveal.isTracking { return .appearing }   // under the pointer: where it ends is not known yet
        guard reveal.isAnimating else { return nil }
        return reveal.target > reveal.value ? .appearing : .disappearing
    }

    func gestureRecognizers(in size: Size, context: ContainerEventContext) -> [GestureRecognizer] {
        travel = Double(width(in: size))
        settings = context
        let edge = Int((reveal.value * travel).rounded())
        tapAside.region = Rect(x: edge, y: 0, width: max(0, size.width - edge), height: size.height)
        return isOpen ? [grab, tapAside] : [edgePull]
    }

    func handleKey(_ key: Key, screenDeclined: Bool, context: ContainerEventContext) -> ContainerResponse {
        let toggles = key == .function(2) && !screenDeclined
        let closes = key == .escape && screenDeclined && isOpen
        guard toggles || closes else { return .ignored }
        settings = context
        slide(to: isOpen ? 0 : 1, at: context.time)
        return .handledChangingLayout
    }

    func step(to time: Double) -> Bool {
        reveal.step(to: time)
        return reveal.isAnimating
    }

    /// The drawer under `pan`: caught where the pan began, following it, let go by the back
    /// swipe's rule.
    private func follow(_ pan: GestureRecognizer) {
        guard let location = pan.location else { return }
        let x = Double(location.x) + pan.locationSubcellX, time = pan.eventTime
        switch pan.state {
        case .began:
            reveal.catchIt(at: x - pan.preciseTranslationX, time: time)
            reveal.follow(to: x, travel: travel, time: time)
        case .changed:
            reveal.follow(to: x, travel: travel, time: time)
        case .ended, .cancelled:
            reveal.letGo(rule: settings.releaseRule, travel: travel, time: time,
                         duration: settings.reduceMotion ? 0 : settings.transitionDuration, curve: settings.transitionCurve)
        default:
            break
        }
    }

    /// Slides the drawer to `target` (0 closed, 1 open) from `time` (seconds), as a push moves.
    private func slide(to target: Double, at time: Double) {
        reveal.animate(to: target, at: time, duration: settings.reduceMotion ? 0 : settings.transitionDuration,
                       curve: settings.transitionCurve)
    }
}

/// A screen that fills its content with a letter and logs its appearance, with `animated`.
@MainActor
private final class Logged: Screen {
    let title: String, letter: Character
    var log: [String] = []
    init(_ title: String, letter: Character) {
        self.title = title
        self.letter = letter
    }
    func draw(in canvas: inout Canvas) {
        let row = String(repeating: letter, count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: canvas.theme.content) }
    }
    func willAppear(animated: Bool) { log.append("willAppear(\(animated))") }
    func didAppear(animated: Bool) { log.append("didAppear(\(animated))") }
    func willDisappear(animated: Bool) { log.append("willDisappear(\(animated))") }
    func didDisappear(animated: Bool) { log.append("didDisappear(\(animated))") }
}

@MainActor @Suite struct DrawerTests {
    /// Sends a pointer event of `kind` at column `x`, row `y` of the terminal.
    private func point(_ driver: HeadlessDriver, _ kind: PointerEvent.Kind, _ x: Int, _ y: Int) {
        driver.send(.pointer(PointerEvent(kind, at: Point(x: x, y: y))))
    }

    private func drawer() -> (HeadlessDriver, Drawer, Logged, Logged) {
        let inbox = Logged("Inbox", letter: "i"), folders = Logged("Folders", letter: "f")
        let drawer = Drawer(content: inbox, menu: folders)
        var configuration = EngineConfiguration()
        configuration.animator = SlideAnimator(duration: 0.3, curve: .linear)
        let driver = HeadlessDriver(root: drawer, size: Size(width: 60, height: 10), configuration: configuration)
        _ = driver.frame()
        inbox.log.removeAll()
        return (driver, drawer, inbox, folders)
    }

    @Test func f2SlidesItInItsScreenAppearingWithTheSlideAndEscSlidesItOut() {
        let (driver, drawer, inbox, folders) = drawer()
        driver.key(.function(2))
        #expect(folders.log == ["willAppear(true)"])
        driver.advance(by: 0.15)
        let halfWay = driver.frame()
        #expect(halfWay.text(ofRow: 5).hasPrefix(String(repeating: "f", count: 12) + "i"))
        driver.runUntilIdle()
        #expect(folders.log == ["willAppear(true)", "didAppear(true)"])
        #expect(driver.frame().text(ofRow: 5).hasPrefix(String(repeating: "f", count: 24) + "i"))
        #expect(driver.stackTitles == ["Folders"])             // keys go to the drawer
        driver.key(.escape)
        #expect(folders.log.last == "willDisappear(true)")
        driver.runUntilIdle()
        #expect(folders.log.suffix(2) == ["willDisappear(true)", "didDisappear(true)"])
        #expect(drawer.reveal.value == 0)
        #expect(inbox.log.isEmpty)                              // the content never left
        #expect(driver.frame().text(ofRow: 5) == String(repeating: "i", count: 60))
    }

    @Test func aDragFromTheEdgeOpensItFollowingThePointerAndAPressOnTheContentClosesIt() {
        let (driver, drawer, _, folders) = drawer()
        point(driver, .press, 0, 5)
        for x in [4, 8, 12] {
            driver.advance(by: 0.05)
            point(driver, .drag, x, 5)
        }
        #expect(drawer.reveal.value == 0.5)                     // 12 of 24 cells
        #expect(driver.frame().text(ofRow: 5).hasPrefix(String(repeating: "f", count: 12) + "i"))
        driver.advance(by: 0.05)
        point(driver, .release, 14, 5)                                   // past half, moving right
        driver.runUntilIdle()
        #expect(drawer.reveal.value == 1)
        #expect(folders.log == ["willAppear(true)", "didAppear(true)"])
        point(driver, .press, 40, 5)
        point(driver, .release, 40, 5)
        driver.runUntilIdle()
        #expect(drawer.reveal.value == 0)
        #expect(folders.log.suffix(2) == ["willDisappear(true)", "didDisappear(true)"])
    }

    @Test func aboveTheRootTheEdgeIsTheBackSwipes() {
        let (driver, drawer, inbox, _) = drawer()
        drawer.content.push(Logged("Message", letter: "m"), animated: false)
        point(driver, .press, 0, 5)
        driver.advance(by: 0.05)
        point(driver, .drag, 30, 5)
        #expect(drawer.reveal.value == 0 && !drawer.reveal.isTracking)
        #expect(driver.engine.snapshot.transition != nil)      // the content's back swipe has it
        driver.advance(by: 0.05)
        point(driver, .release, 50, 5)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Inbox"])
        #expect(inbox.log.suffix(1) == ["didAppear(true)"])
    }

    @Test func aDragBesideTheOpenDrawerCatchesItAndATapOnItGoesToItsScreen() {
        let (driver, drawer, _, folders) = drawer()
        driver.key(.function(2))
        driver.runUntilIdle()
        point(driver, .press, 10, 5)                            // on the drawer: its screen's
        point(driver, .release, 10, 5)
        driver.runUntilIdle()
        #expect(drawer.reveal.value == 1)
        point(driver, .press, 40, 5)                            // beside it, dragged left fast
        for x in [36, 30, 22] {
            driver.advance(by: 0.016)
            point(driver, .drag, x, 5)
        }
        #expect(drawer.reveal.isTracking)
        #expect(abs(drawer.reveal.value - (1 - 18.0 / 24)) < 0.05)   // 18 cells of 24 back
        point(driver, .release, 22, 5)
        driver.runUntilIdle()
        #expect(drawer.reveal.value == 0)
        #expect(folders.log == ["willAppear(true)", "didAppear(true)", "willDisappear(true)", "didDisappear(true)"])
    }
}
