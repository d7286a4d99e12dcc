import Testing
import NavKit
import NavKitTesting

/// Numbered lines in a scroll view filling the content, which coast when flicked.
private final class CoastingLines: Screen {
    let title: String
    let scroll = ScrollView(axis: .vertical, contentLength: 2000)

    init(_ title: String) { self.title = title }

    func layout(in size: Size) { scroll.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
    var gestureRecognizers: [GestureRecognizer] { [scroll.pan] }
    func step(to time: Double) -> Bool { scroll.step(to: time) }
    func handle(_ event: Event) -> ScreenResponse { scroll.handle(event) ? .handled : .ignored }

    func draw(in canvas: inout Canvas) {
        for line in scroll.visibleRange {
            canvas.write("line \(line)", at: Point(x: 1, y: scroll.position(of: line)), style: canvas.theme.content)
        }
    }
}

/// Time passes for every stack that shows, not only the one with the focus: a list flicked in
/// one column coasts on when a click gives the other column the focus.
@MainActor @Suite struct ColumnMotionTests {
    /// A split 120x20 with a coasting list in its primary column, flicked upwards; the list's
    /// offset where it comes to rest, with a click in the secondary column 0.1 s after the
    /// release when `clickAside`.
    private func restingOffset(clickAside: Bool) -> Double {
        let list = CoastingLines("List")
        let driver = HeadlessDriver(primary: list, secondary: CoastingLines("Detail"), size: Size(width: 120, height: 20))
        _ = driver.frame()
        driver.drag(from: Point(x: 5, y: 15), to: Point(x: 5, y: 3), steps: 6, interval: 0.01)
        driver.release(5, 3)
        for _ in 0..<6 {
            driver.advance(by: 1.0 / 60)
            _ = driver.frame()
        }
        #expect(driver.engine.isAnimating)
        if clickAside {
            container(driver, .press, 80, 10)
            container(driver, .release, 80, 10)
            #expect((driver.engine.root as? SplitController)?.focusedColumn == .secondary)
        }
        driver.runUntilIdle()
        return list.scroll.offset
    }

    @Test func aListFlickedInOneColumnCoastsOnWhenTheOtherTakesTheFocus() {
        let alone = restingOffset(clickAside: false)
        #expect(alone > 50)  // it coasted far (12 rows dragged)
        #expect(restingOffset(clickAside: true) == alone)
    }
}
