import Testing
import NavKitTesting
@testable import NavKit

/// What keeps frames cheap and prompt: plain-data cells, quantised alphas, and
/// animations that already move in the frame drawn at once after input.
@MainActor @Suite struct FrameCostTests {
    @Test func aCellIsSixteenBytesOfPlainData() {
        #expect(MemoryLayout<Cell>.stride == 16)
        #expect(_isPOD(Cell.self))
    }

    @Test func aClusterOfSeveralScalarsRoundTripsThroughItsCell() {
        let family: Character = "👩‍👩‍👧"
        let accented: Character = "e\u{301}"
        let cell = Cell(family, width: 2)
        #expect(cell.character == family)
        #expect(cell.scalar == nil)
        #expect(Cell(accented).character == accented)
        #expect(Cell(family, width: 2) == cell)
        #expect(Cell("a").scalar == "a")
        #expect(Cell(accented) != Cell("e"))
    }

    @Test func dimmingAndShadowAlphasAreQuantised() {
        #expect(Compositor.quantised(0) == 0)
        #expect(Compositor.quantised(0.011) == 0)
        #expect(abs(Compositor.quantised(0.035) - 0.025) < 1e-12)
        #expect(abs(Compositor.quantised(0.1) - 0.1) < 1e-12)
        // Over a whole push the lower pane takes at most 5 dimming levels (0 … 0.1 in steps of 0.025).
        let slide = SlideAnimator()
        let levels = Set((0...60).map { Compositor.quantised(slide.layout(for: .push, progress: Double($0) / 60,
                                                                         in: Size(width: 120, height: 40)).from.dimming) })
        #expect(levels.count == 5)
    }

    @Test func anAnimationStartedByInputMovesInTheFrameDrawnAtOnce() {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        let driver = HeadlessDriver(root: home, size: Size(width: 120, height: 6),
                                    configuration: linearConfiguration(duration: 0.35),
                                    display: DisplayTraits(firstFrameLead: 2.0 / 60))
        let before = driver.frameText()
        driver.key(.enter)
        let progress = driver.engine.navigation.transition?.progress ?? 0
        #expect(driver.frameText() != before)
        #expect(abs((driver.engine.navigation.transition?.progress ?? 0) - (2.0 / 60) / 0.35) < 1e-9,
                "progress \(progress)")
        // It ends one lead sooner, never later.
        driver.advance(by: 0.35 - 2.0 / 60)
        _ = driver.frame()
        #expect(driver.stackTitles == ["Home", "Detail"])
        #expect(driver.engine.navigation.transition == nil)
    }

    @Test func withoutALeadTheFirstFrameShowsProgressZero() {
        let home = LetterScreen("Home", letter: "h", next: { LetterScreen("Detail", letter: "d") })
        let driver = HeadlessDriver(root: home, size: Size(width: 120, height: 6),
                                    configuration: linearConfiguration(duration: 0.35))
        driver.key(.enter)
        _ = driver.frame()
        #expect(driver.engine.navigation.transition?.progress == 0)
    }
}
