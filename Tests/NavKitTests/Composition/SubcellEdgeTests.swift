import Testing
@testable import NavKit
import NavKitTesting

/// The pane edge in eighths of a cell: the pointer's fractions move the pane, and the edge's
/// cell shows a left block in the shadow's colour on the pane's background.
@MainActor @Suite struct SubcellEdgeTests {
    static let size = Size(width: 40, height: 6)
    static let homeColor = Color.rgb(255, 255, 255), detailColor = Color.rgb(90, 130, 200)

    /// A screen of one letter on one colour, without a top bar (every row alike).
    static func tinted(_ title: String, _ letter: Character, _ background: Color) -> TintedScreen {
        TintedScreen(title, letter, background, topBar: false)
    }

    /// A driver showing Detail over Home, sub-cell edges on or off.
    static func driver(subcell: Bool = true, effects: EffectStyle = .color) -> HeadlessDriver {
        let driver = HeadlessDriver(root: SubcellEdgeTests.tinted("Home", "h", homeColor), size: size,
                                    display: DisplayTraits(effects: effects, subcellEdges: subcell))
        driver.engine.navigation.push(SubcellEdgeTests.tinted("Detail", "d", detailColor), animated: false)
        _ = driver.frame()
        return driver
    }

    /// The frame with the pane dragged from the edge so that its left edge is at `edge` cells.
    static func frame(edgeAt edge: Double, subcell: Bool = true, effects: EffectStyle = .color) -> Canvas {
        let driver = driver(subcell: subcell, effects: effects)
        driver.press(0.0, 2)
        driver.advance(by: 0.05)
        driver.drag(edge, 2)
        return driver.frame()
    }

    @Test(arguments: [(0.0, ""), (0.125, "▏"), (0.375, "▍"), (0.5, "▌"), (0.875, "▉")])
    func theEdgeCellShowsTheFractionInEighths(fraction: Double, glyph: String) {
        let frame = SubcellEdgeTests.frame(edgeAt: 10 + fraction)
        let row = frame.text(ofRow: 2)
        // Home (parallax: 30% of the way left), the two shadow columns, the edge, then Detail.
        if glyph.isEmpty {
            #expect(row.hasSuffix("  " + String(repeating: "d", count: 30)), "\(row)")
            #expect(!row.contains { Compositor.leftEighths.contains($0) })
            return
        }
        let expected = "  " + glyph + String(repeating: "d", count: 29)
        #expect(row.hasSuffix(expected), "\(row)")
        let edge = frame[10, 2]
        // Left of the edge: the shadow's darkest colour; right of it: the pane's background.
        #expect(edge.style.foreground == frame[9, 2].style.background)
        #expect(edge.style.background == SubcellEdgeTests.detailColor)
        // The same on every row: the terminal can shift it with the pane.
        for y in 0..<SubcellEdgeTests.size.height { #expect(frame[10, y] == edge) }
    }

    @Test func theEdgeGlidesAsThePointerMovesByAPixel() {
        let driver = SubcellEdgeTests.driver()
        driver.press(0.0, 2)
        var glyphs: [Character] = []
        // A cell 10 pixels wide: the pointer moves a pixel at a time across one cell.
        for pixel in 0...10 {
            driver.advance(by: 0.05)
            driver.drag(12 + Double(pixel) / 10, 2)
            let frame = driver.frame()
            #expect(abs((driver.engine.topPaneEdge ?? 0) - (12 + Double(pixel) / 10)) < 1e-9)
            glyphs.append(Array(frame.text(ofRow: 2))[12])
        }
        // Eighths to the nearest: 0.1 → 1/8, 0.3 → 2/8, 0.8 → 6/8; at 1.0 the edge is in the next
        // cell and this one is the shadow's.
        #expect(String(glyphs) == "d▏▎▎▍▌▋▊▊▉ ", "\(String(glyphs))")
    }

    @Test func anEdgeMovingACellOrMoreAFrameIsDrawnInWholeCells() {
        let driver = SubcellEdgeTests.driver()
        driver.press(0.0, 2)
        driver.advance(by: 0.02)
        driver.drag(5.5, 2)
        #expect(driver.frame().text(ofRow: 2).contains { Compositor.leftEighths.contains($0) })  // from rest
        driver.advance(by: 0.02)
        driver.drag(9.5, 2)                               // 4 cells in a frame: too fast to show eighths
        #expect(!driver.frame().text(ofRow: 2).contains { Compositor.leftEighths.contains($0) })
        driver.advance(by: 0.02)
        driver.drag(9.75, 2)                              // a quarter of a cell: eighths again
        #expect(Array(driver.frame().text(ofRow: 2))[9] == "▊")
    }

    @Test func aPointerInCellsMovesTheEdgeInWholeCells() {
        let driver = SubcellEdgeTests.driver()
        driver.press(0, 2)
        for x in 1...20 {
            driver.advance(by: 0.02)
            driver.drag(x, 2)
            let frame = driver.frame()
            #expect(abs((driver.engine.topPaneEdge ?? 0) - Double(x)) < 1e-9)
            #expect(!frame.text(ofRow: 2).contains { Compositor.leftEighths.contains($0) })
        }
    }

    @Test func withFewColoursOrTurnedOffTheEdgeIsWholeCells() {
        for (subcell, effects) in [(false, EffectStyle.color), (true, .attributes)] {
            let frame = SubcellEdgeTests.frame(edgeAt: 10.375, subcell: subcell, effects: effects)
            #expect(!frame.text(ofRow: 2).contains { Compositor.leftEighths.contains($0) })
            #expect(frame.isWellFormed)
        }
        // Off, the edge rounds to the nearest cell, as it always has.
        #expect(Array(SubcellEdgeTests.frame(edgeAt: 10.375, subcell: false).text(ofRow: 2))[10] == "d")
        #expect(Array(SubcellEdgeTests.frame(edgeAt: 10.625, subcell: false).text(ofRow: 2))[10] != "d")
    }

    @Test func aPushDrawsItsEdgeInEighthsToo() {
        let driver = HeadlessDriver(root: SubcellEdgeTests.tinted("Home", "h", SubcellEdgeTests.homeColor), size: SubcellEdgeTests.size,
                                    display: DisplayTraits(subcellEdges: true))
        driver.engine.navigation.push(SubcellEdgeTests.tinted("Detail", "d", SubcellEdgeTests.detailColor), animated: true)
        var sawBlock = false
        for _ in 0..<30 {
            driver.advance(by: 1.0 / 60)
            let frame = driver.frame()
            #expect(frame.isWellFormed)
            if frame.text(ofRow: 2).contains(where: { Compositor.leftEighths.contains($0) }) { sawBlock = true }
        }
        #expect(sawBlock)
        driver.runUntilIdle()
        #expect(!driver.frame().text(ofRow: 2).contains { Compositor.leftEighths.contains($0) })
    }

    @Test(arguments: [(0.5, ""), (0.4375, "▅"), (0.46875, "▆"), (0.375, "▂")])
    func theCoverAnimatorsTopEdgeInEighths(progress: Double, glyph: String) {
        // A pane 6 rows high rising from the bottom: its top edge at 6 · (1 − progress) rows.
        let size = SubcellEdgeTests.size
        var home = Canvas(size: size), detail = Canvas(size: size)
        SubcellEdgeTests.tinted("Home", "h", SubcellEdgeTests.homeColor).draw(in: &home)
        SubcellEdgeTests.tinted("Detail", "d", SubcellEdgeTests.detailColor).draw(in: &detail)
        let layout = CoverVerticalAnimator().layout(for: .push, progress: progress, in: size)
        var frame = Canvas(size: size)
        Compositor(theme: .light, subcellEdges: true)
            .compose(into: &frame, below: home, belowLayout: layout.from, above: detail, aboveLayout: layout.to)
        #expect(frame.isWellFormed)
        let edge = 6 * (1 - progress)
        let row = Int(edge.rounded(.down))
        let text = frame.text(ofRow: row)
        if glyph.isEmpty {
            #expect(text == String(repeating: "d", count: size.width))
            return
        }
        #expect(text == String(repeating: glyph, count: size.width), "\(text)")
        // The pane's colour below the edge, the lower pane (dimmed) above it.
        #expect(frame[0, row].style.foreground == SubcellEdgeTests.detailColor)
        #expect(frame[0, row].style.background == frame[0, row - 1].style.background)
        #expect(frame.text(ofRow: row + 1) == String(repeating: "d", count: size.width))
    }

    @Test func theReleaseVelocityCountsTheFractions() {
        let driver = SubcellEdgeTests.driver()
        driver.press(0.0, 2)
        for step in 1...8 {
            driver.advance(by: 1.0 / 64)
            driver.drag(Double(step) * 0.25, 2)  // a quarter of a cell each 1/64 s: 16 cells/s
        }
        let velocity = driver.engine.snapshot.swipeVelocity * Double(SubcellEdgeTests.size.width)
        #expect(abs(velocity - 16) < 1e-6, "\(velocity) cells/s")
    }
}
