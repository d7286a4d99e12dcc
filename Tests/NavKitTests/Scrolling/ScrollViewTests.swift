import Foundation
import Testing
import NavKit
import NavKitTesting

/// Numbered lines in a scroll view filling the content; a tap on a line opens it (while the
/// content does not coast).
private final class Lines: Screen {
    let title: String
    let scroll: ScrollView
    var opened: [Int] = []

    init(_ title: String = "Lines", count: Int = 100, axis: ScrollView.Axis = .vertical) {
        self.title = title
        scroll = ScrollView(axis: axis, contentLength: count)
    }

    /// A horizontal pager, "Pager": 160 columns, four pages of 40 in the 40-column driver.
    static func pager() -> Lines {
        let pager = Lines("Pager", count: 160, axis: .horizontal)
        pager.scroll.isPagingEnabled = true
        return pager
    }

    func layout(in size: Size) { scroll.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
    var gestureRecognizers: [GestureRecognizer] { [scroll.pan] }
    func step(to time: Double) -> Bool { scroll.step(to: time) }

    func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        scroll.isMoving ? nil : scroll.visibleRange.first { scroll.position(of: $0) == point.y }
    }

    func handle(_ event: Event) -> ScreenResponse {
        if case let .pointer(pointer) = event, pointer.kind == .tap, let line = pointer.target?.as(Int.self) {
            opened.append(line)
            return .handled
        }
        return scroll.handle(event) ? .handled : .ignored
    }

    func draw(in canvas: inout Canvas) {
        for line in scroll.visibleRange {
            canvas.write("line \(line)", at: Point(x: 2, y: scroll.position(of: line)), style: canvas.theme.content)
        }
        scroll.drawIndicator(in: &canvas)
    }
}

/// The scroll view in an engine: keys and the wheel, a drag that follows the pointer, coasting
/// that keeps frames coming and ends exactly at an end, the rubber band, a press that catches
/// it without a tap, and the back swipe beside it.
@MainActor @Suite struct ScrollViewTests {
    private func driver(_ lines: Lines) -> HeadlessDriver { NavKitTests.driver(showing: lines) }

    /// Drags from (x, y) by `dy` rows over `steps` moves 10 ms apart, then releases at once.
    func fling(_ driver: HeadlessDriver, from x: Int, _ y: Int, by dy: Int, steps: Int) {
        driver.drag(from: Point(x: x, y: y), to: Point(x: x, y: y + dy), steps: steps, interval: 0.01)
    }

    /// Frames every 1/60 s while the engine animates, until `done()` holds (at most `limit` seconds).
    func settle(_ driver: HeadlessDriver, limit: Double = 5, until done: () -> Bool = { false }) {
        var elapsed = 0.0
        while driver.engine.isAnimating && !done() && elapsed < limit {
            driver.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
            _ = driver.frame()
        }
    }

    @Test func keysAndTheWheelScroll() {
        let lines = Lines()
        let driver = driver(lines)
        driver.key(.down)
        #expect(lines.scroll.offset == 1)
        driver.send(.pointer(PointerEvent(.scrollDown, at: Point(x: 5, y: 5))))
        #expect(lines.scroll.offset == 4)
        driver.key(.pageDown)                                  // a view's length less one
        #expect(lines.scroll.offset == 14)
        driver.key(.end)
        #expect(lines.scroll.offset == 89)                     // 100 lines, 11 show
        #expect(driver.frame().rows[11].hasPrefix("  line 99"))
        driver.key(.home)
        #expect(driver.frame().rows[1].hasPrefix("  line 0"))
    }

    @Test func aFlickCoastsWithFramesComingAndRestsWithinTheEnds() {
        let lines = Lines()
        let driver = driver(lines)
        fling(driver, from: 10, 9, by: -6, steps: 3)           // 6 rows up in 30 ms: 200 rows/s
        let released = lines.scroll.offset
        #expect(released == 6)                                 // followed the pointer
        #expect(driver.engine.isAnimating)                     // coasting: frames keep coming
        settle(driver)
        #expect(lines.scroll.offset > released + 50)           // about 200 × 0.5 s further, capped
        #expect(lines.scroll.offset == 89)                     // at the end exactly: it bounced there
        #expect(!lines.scroll.isMoving)
    }

    @Test func idleStaysIdleOnceTheIndicatorHasGone() {
        let lines = Lines()
        let driver = driver(lines)
        fling(driver, from: 10, 9, by: -2, steps: 2)
        settle(driver)
        #expect(!driver.engine.isAnimating && !driver.engine.needsFrame)
        #expect(!driver.frame().description.contains("┃"))     // the indicator has gone
    }

    @Test func contentHeldStillAsksForNoFramesAndItsMovesDrawAgain() {
        let lines = Lines()
        let driver = driver(lines)
        driver.press(10, 9)
        driver.advance(by: 0.05)
        driver.drag(10, 6)                                     // held 3 rows up
        _ = driver.frame()
        driver.advance(by: 0.5)
        _ = driver.frame()
        #expect(lines.scroll.isDragging && lines.scroll.offset == 3)
        #expect(!driver.engine.isAnimating && !driver.engine.needsFrame)   // still: no frames
        driver.drag(10, 4)
        #expect(driver.engine.needsFrame)                      // a move draws again
        #expect(driver.frame().rows[1].hasPrefix("  line 5"))
    }

    @Test func pulledPastTheTopItStretchesAndSpringsBack() {
        let lines = Lines()
        let driver = driver(lines)
        driver.press(10, 2)
        driver.advance(by: 0.05)
        driver.drag(10, 8)                                     // 6 rows down at the top
        let stretched = lines.scroll.offset
        #expect(stretched < 0 && stretched > -6)               // follows less than the finger
        #expect(!driver.frame().rows[1].contains("line"))        // blank above line 0
        driver.advance(by: 0.2)
        driver.release(10, 8)
        settle(driver)
        #expect(lines.scroll.offset == 0)
    }

    @Test func aPressWhileItCoastsCatchesItAndOpensNothing() {
        let lines = Lines()
        let driver = driver(lines)
        fling(driver, from: 10, 9, by: -6, steps: 3)
        driver.advance(by: 0.1)
        _ = driver.frame()
        #expect(lines.scroll.isMoving)
        driver.tap(10, 5)                                      // press and release on a line
        let caught = lines.scroll.offset
        settle(driver)
        #expect(lines.scroll.offset == caught)                 // it stayed where the press caught it
        #expect(lines.opened.isEmpty)
        driver.tap(10, 5)                                      // at rest a tap opens the line
        #expect(lines.opened == [Int(caught) + 5])
    }

    @Test func aRightwardDragOverAVerticalViewGoesBack() {
        let lines = Lines()
        let driver = driver(lines)
        driver.drag(from: Point(x: 8, y: 5), to: Point(x: 36, y: 5), steps: 7, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
        #expect(lines.scroll.offset == 0)
    }

    @Test func aHorizontalViewAtItsStartLetsARightwardDragGoBack() {
        let strip = Lines("Strip", count: 200, axis: .horizontal)
        let driver = driver(strip)
        // Leftward: it scrolls, following the pointer (held still: no flick).
        driver.drag(from: Point(x: 20, y: 3), to: Point(x: 12, y: 3), steps: 1, interval: 0.02, hold: 0.2)
        settle(driver)
        #expect(strip.scroll.offset == 8)
        // Rightward, away from its start: it scrolls back (to its start, and no further).
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 30, y: 3), steps: 1, interval: 0.02, hold: 0.2)
        settle(driver)
        #expect(strip.scroll.offset == 0 && driver.stackTitles == ["Root", "Strip"])
        // Rightward at its start: back.
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 38, y: 3), steps: 7, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func aPagerAtItsFirstPageGoesBackAndOnALaterPagePagesBack() {
        let pager = Lines.pager()
        let driver = driver(pager)
        // A leftward flick turns one page, however hard.
        driver.drag(from: Point(x: 30, y: 3), to: Point(x: 10, y: 3), steps: 4, interval: 0.01)
        settle(driver)
        #expect(pager.scroll.offset == 40 && driver.stackTitles == ["Root", "Pager"])
        // Rightward on a later page: it pages back, and the screen stays.
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 30, y: 3), steps: 4, interval: 0.01)
        settle(driver)
        #expect(pager.scroll.offset == 0 && driver.stackTitles == ["Root", "Pager"])
        // From the edge, on a later page too: always back.
        driver.drag(from: Point(x: 30, y: 3), to: Point(x: 10, y: 3), steps: 4, interval: 0.01)
        settle(driver)
        #expect(pager.scroll.offset == 40)
        driver.drag(from: Point(x: 0, y: 3), to: Point(x: 38, y: 3), steps: 7, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
        #expect(pager.scroll.offset == 40)                          // the pan waited: it never moved
    }

    @Test func aPagerAtItsFirstPageLetsARightwardDragGoBack() {
        let pager = Lines.pager()
        let driver = driver(pager)
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 38, y: 3), steps: 7, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func aPagerSettlingItsLastFractionOfACellOntoItsFirstPageLetsARightwardDragGoBack() {
        let pager = Lines.pager()
        let driver = driver(pager)
        driver.drag(from: Point(x: 30, y: 3), to: Point(x: 10, y: 3), steps: 4, interval: 0.01)
        settle(driver)
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 30, y: 3), steps: 4, interval: 0.01)   // back to page 1
        settle(driver, limit: 2, until: { pager.scroll.offset < 1 })
        #expect(pager.scroll.offset > 0 && pager.scroll.offset < 1 && pager.scroll.isMoving)   // drawn at its start
        driver.drag(from: Point(x: 10, y: 3), to: Point(x: 38, y: 3), steps: 7, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func contentShorterThanTheViewStretchesAndComesBackButNeverScrolls() {
        let lines = Lines(count: 4)
        let driver = driver(lines)
        driver.key(.end)
        driver.send(.pointer(PointerEvent(.scrollDown, at: Point(x: 5, y: 5))))
        #expect(lines.scroll.offset == 0 && lines.scroll.maximumOffset == 0)
        driver.drag(from: Point(x: 10, y: 8), to: Point(x: 10, y: 2), steps: 3, interval: 0.01)
        #expect(driver.engine.isAnimating)                     // released stretched: springing back
        settle(driver)
        #expect(lines.scroll.offset == 0)
        #expect(!driver.frame().description.contains("┃"))    // nothing to indicate
    }

    @Test func aResizeWhileItCoastsKeepsItWithinTheNewEnds() {
        let lines = Lines()
        let driver = driver(lines)
        fling(driver, from: 10, 9, by: -6, steps: 3)
        driver.advance(by: 0.1)
        _ = driver.frame()
        driver.resize(40, 30)                                  // 29 content rows: the end is at 71
        settle(driver)
        #expect(lines.scroll.offset >= 0 && lines.scroll.offset <= 71)
        #expect(!driver.engine.isAnimating)
    }
}
