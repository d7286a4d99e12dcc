import Testing
import NavKit
import NavKitTesting

/// A screen that fills its content with `m` and puts the cursor at column 2 of its first row.
private final class CursorScreen: Screen {
    let title = "Main"
    var pointers: [Point] = []

    func draw(in canvas: inout Canvas) {
        let row = String(repeating: "m", count: canvas.size.width)
        for y in 0..<canvas.size.height { canvas.write(row, at: Point(x: 0, y: y), style: Theme.light.content) }
        canvas.cursor = Point(x: 2, y: 0)
    }

    func handle(_ event: Event) -> ScreenResponse {
        if case let .pointer(pointer) = event { pointers.append(pointer.position) }
        return .handled
    }
}

/// An app's container that draws its one child away from its frame: `offset` cells right, with
/// `opacity` (`Container.layout(of:at:in:)`).
@MainActor
private final class Nudge: Container {
    let child: any Container
    var offset = 0
    var opacity = 1.0

    init(_ child: any Container) { self.child = child }

    var children: [any Container] { [child] }
    var focusedChild: (any Container)? { child }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(child, Rect(origin: .zero, size: size))
    }

    func layout(of child: any Container, at frame: Rect, in size: Size) -> PaneLayout {
        PaneLayout(frame: frame.offsetBy(dx: offset, dy: 0), opacity: opacity)
    }
}

/// An app's container showing two children side by side, the right one drawn `offset` cells
/// right of its frame.
@MainActor
private final class Pair: Container {
    let left: any Container, right: any Container
    var offset = 0

    init(_ left: any Container, _ right: any Container) {
        self.left = left
        self.right = right
    }

    var children: [any Container] { [left, right] }
    var focusedChild: (any Container)? { left }

    func forEachShownChild(in size: Size, _ body: (any Container, Rect) -> Void) {
        body(left, Rect(x: 0, y: 0, width: size.width / 2, height: size.height))
        body(right, Rect(x: size.width / 2, y: 0, width: size.width - size.width / 2, height: size.height))
    }

    func layout(of child: any Container, at frame: Rect, in size: Size) -> PaneLayout {
        PaneLayout(frame: child === right ? frame.offsetBy(dx: offset, dy: 0) : frame)
    }
}

/// A container lays out the children it shows as a transition lays out its panes (moved, faded):
/// the window's cards slide this way. Input still finds the child at its frame, and its cursor
/// shows only while it is drawn just there.
@MainActor @Suite struct ChildLayoutTests {
    @Test func aChildIsDrawnWhereItsContainerLaysItOutAndTakesInputAtItsFrame() {
        let screen = CursorScreen()
        let nudge = Nudge(NavigationController(root: screen))
        let driver = HeadlessDriver(root: nudge, size: Size(width: 40, height: 10))
        var frame = driver.frame()
        #expect(frame.text(ofRow: 3) == String(repeating: "m", count: 40))
        #expect(frame.cursor == Point(x: 2, y: 1))                 // below the top bar
        nudge.offset = 3
        driver.engine.setNeedsDisplay()
        frame = driver.frame()
        #expect(frame.text(ofRow: 3) == "   " + String(repeating: "m", count: 37))
        #expect(frame.cursor == nil)                               // not where it is drawn
        driver.send(.pointer(PointerEvent(.press, at: Point(x: 10, y: 5))))
        #expect(screen.pointers.first == Point(x: 10, y: 4))       // its frame's cells, not where it is drawn
        nudge.offset = 0
        driver.engine.setNeedsDisplay()
        #expect(driver.frame().cursor == Point(x: 2, y: 1))
    }

    @Test func aFadedChildIsBlendedOverTheBackdrop() {
        let nudge = Nudge(NavigationController(root: CursorScreen()))
        let driver = HeadlessDriver(root: nudge, size: Size(width: 40, height: 10))
        let opaque = driver.frame()[5, 3]
        nudge.opacity = 0.5
        driver.engine.setNeedsDisplay()
        let faded = driver.frame()[5, 3]
        let backdrop = driver.engine.theme.backdrop.background
        #expect(faded.style.background == backdrop.mixed(with: opaque.style.background, by: 0.5))
        #expect(faded.style.foreground == faded.style.background)   // its letters faded out at half
        #expect(driver.frame().cursor == nil)
    }

    @Test func whereAChildMovedAwayFromTheBackdropShowsNotTheLastFrame() {
        let pair = Pair(NavigationController(root: CursorScreen()), NavigationController(root: LetterScreen("Other", letter: "o")))
        let driver = HeadlessDriver(root: pair, size: Size(width: 40, height: 10))
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "m", count: 20) + String(repeating: "o", count: 20))
        pair.offset = 3
        driver.engine.setNeedsDisplay()
        #expect(driver.frame().text(ofRow: 3) == String(repeating: "m", count: 20) + "   " + String(repeating: "o", count: 17))
    }
}
