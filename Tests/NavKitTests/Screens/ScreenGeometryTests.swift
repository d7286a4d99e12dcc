import Testing
import NavKit
import NavKitTesting

/// A list of numbered rows that lays itself out once per size and records what it is told.
private final class Rows: Screen {
    let title: String
    var status: StatusLine?
    var log: [String] = []
    /// The rows' content lines, from the last layout.
    private var rowLines: Range<Int> = 0..<0

    init(_ title: String = "Rows", status: StatusLine? = nil) {
        self.title = title
        self.status = status
    }

    var statusLine: StatusLine? { status }

    func layout(in size: Size) {
        log.append("layout \(size)")
        rowLines = 1..<max(1, size.height)
    }

    func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        rowLines.contains(point.y) ? "row \(point.y)" : nil
    }

    func draw(in canvas: inout Canvas) {
        log.append("draw \(canvas.size)")
        for y in rowLines { canvas.write("row \(y)", at: Point(x: 0, y: y), style: canvas.theme.content) }
    }

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case let .pointer(pointer):
            log.append("\(pointer.kind) \(pointer.position.x),\(pointer.position.y)"
                       + (pointer.target.map { " → \($0)" } ?? ""))
        case let .key(key):
            log.append("key \(key)")
        default:
            break
        }
        return .ignored
    }
}

/// Geometry an author can rely on: a screen is laid out at its content size before it first
/// draws or handles an event and again when that size changes, and events, drawing, hit areas
/// and the headless driver all count in content cells.
@MainActor @Suite struct ScreenGeometryTests {
    @Test func aScreenIsLaidOutBeforeItsFirstFrameAndWhenItsSizeChanges() {
        let rows = Rows()
        let driver = HeadlessDriver(root: rows, size: Size(width: 30, height: 8))
        _ = driver.frame()
        _ = driver.frame()
        rows.status = StatusLine("ready")
        driver.engine.setNeedsDisplay()
        _ = driver.frame()
        driver.resize(24, 6)
        _ = driver.frame()
        #expect(rows.log == ["layout 30x7", "draw 30x7",           // below the one-row top bar
                             "layout 30x6", "draw 30x6",           // the status line takes the last row
                             "layout 24x4", "draw 24x4"])
    }

    @Test func aPushedScreenKnowsItsSizeWhenItHandlesItsFirstEvent() {
        let pushed = Rows("Pushed", status: StatusLine("ready"))
        let driver = HeadlessDriver(root: Rows(), size: Size(width: 30, height: 8))
        _ = driver.frame()
        driver.engine.navigation.push(pushed, animated: false)
        driver.key(.character("x"))                          // before any frame shows it
        #expect(pushed.log == ["layout 30x6", "key character(\"x\")"])
        #expect(driver.engine.contentArea == Rect(x: 0, y: 1, width: 30, height: 6))
    }

    @Test func theDriverAndTheScreenCountInContentCellsAndATapCarriesItsTarget() {
        let rows = Rows(status: StatusLine("ready"))
        let driver = HeadlessDriver(root: rows, size: Size(width: 30, height: 8))
        _ = driver.frame()
        rows.log.removeAll()
        driver.tap(4, 2)                                     // content row 2: terminal row 3
        driver.tap(4, 0)                                     // no target there: no tap
        driver.press(4, 6)                                   // the status line: not content
        driver.release(4, 6)
        #expect(rows.log == ["press 4,2", "release 4,2", "tap 4,2 → row 2", "press 4,0", "release 4,0"])
        #expect(driver.frame().rows[3].hasPrefix("row 2"))   // drawn where the driver pressed
    }

    @Test func aTapTargetComparesByValueAndReadsBackAsItsType() {
        let target = TapTarget(3)
        #expect(target == TapTarget(3))
        #expect(target != TapTarget("3"))
        #expect(target.as(Int.self) == 3)
        #expect(target.as(String.self) == nil)
        #expect(TapTarget(target) == target)                 // not wrapped twice
    }
}
