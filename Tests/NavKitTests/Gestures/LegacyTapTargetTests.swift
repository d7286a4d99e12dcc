import Testing
import NavKit
import NavKitTesting

/// A screen as NavKit 0.1 had it written: its tap targets are `AnyHashable?`, and it works out
/// what was tapped from the position.
private final class ScreenFromZeroPointOne: Screen {
    let title = "Old"
    private(set) var tapped: [Int] = []
    private(set) var targets: [String] = []

    func tapTarget(at point: Point) -> AnyHashable? { point.y < 3 ? AnyHashable(point.y) : nil }
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case let .pointer(pointer) = event, pointer.kind == .tap else { return .ignored }
        tapped.append(pointer.position.y)
        targets.append(pointer.target.map { "\($0)" } ?? "none")
        return .handled
    }
}

/// A screen written for 0.1 (`tapTarget(at:) -> AnyHashable?`) still compiles, and its taps
/// reach it as they did: nothing is lost silently.
@MainActor @Suite struct LegacyTapTargetTests {
    @Test func aScreenWrittenForZeroPointOneStillGetsItsTaps() {
        let screen = ScreenFromZeroPointOne()
        let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 10))
        _ = driver.frame()
        driver.tap(5, 2)   // content row 2: a target
        driver.tap(5, 5)   // content row 5: none
        driver.runUntilIdle()
        #expect(screen.tapped == [2])
        #expect(screen.targets == ["2"])
    }

    @Test func itsTargetReadsAsTheValueItNamed() {
        let screen: Screen = ScreenFromZeroPointOne()
        let target = screen.tapTarget(at: Point(x: 5, y: 1)).map(TapTarget.init)
        #expect(target?.as(Int.self) == 1)
        #expect(target == screen.tapTarget(at: Point(x: 9, y: 1)).map(TapTarget.init))
        #expect(screen.tapTarget(at: Point(x: 5, y: 4)) == nil)
        #expect(target?.as(String.self) == nil)
    }
}
