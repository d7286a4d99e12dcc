import Testing
import NavKit
import NavKitTesting

/// A download's bar and a spinner under it.
private final class Download: ComposedScreen {
    let title = "Download"
    let bar = ProgressView(progress: 0.25)
    let spinner = ActivityIndicator("Loading…")
    lazy var parts = Stack(.vertical, padding: 1, [.fixed(1, bar), .fixed(1, spinner), .flexible(Spacer())])
}

/// Progress bar and spinner: the bar drawn to an eighth of a cell and moved there over a quarter
/// second; the spinner turning ten times a second on deadlines alone, one cell a glyph, and
/// asking for nothing once stopped.
@MainActor @Suite struct ProgressTests {
    private func driver(_ screen: Download) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 30, height: 8),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    // The frame is 28 wide from column 1: the bar 20 cells from column 2, then "25 %" right-aligned
    // in 6. Screen rows: the bar 2, the spinner 3.

    @Test func theBarIsFilledToAnEighthAndShowsThePercentage() {
        let screen = Download()
        let driver = driver(screen)
        #expect(driver.frame().text(ofRow: 2) == "  █████───────────────  25 %  ")
        screen.bar.progress = 0.33                                      // 6.6 cells: 6 and ▋ (5/8)
        #expect(driver.engine.needsFrame)
        #expect(driver.frame().text(ofRow: 2) == "  ██████▋─────────────  33 %  ")
        screen.bar.progress = 2                                         // kept within
        #expect(screen.bar.progress == 1 && driver.frame().text(ofRow: 2) == "  ████████████████████ 100 %  ")
    }

    @Test func anAnimatedChangeMovesTheBarInAQuarterSecondFromWhereItIs() {
        let screen = Download()
        let driver = driver(screen)
        screen.bar.setProgress(0.75, animated: true)
        #expect(screen.bar.progress == 0.75 && screen.bar.shownProgress == 0.25)
        var shown: [Double] = []
        for _ in 0..<8 {
            _ = driver.frame()
            driver.advance(by: 1.0 / 60)
            shown.append(screen.bar.shownProgress)
        }
        #expect(shown == shown.sorted() && shown.last.map { $0 > 0.4 && $0 < 0.75 } == true)
        let midway = screen.bar.shownProgress
        screen.bar.setProgress(1, animated: true)                       // mid-move: on from here
        _ = driver.frame()
        #expect(abs(screen.bar.shownProgress - midway) < 0.05)
        let frames = driver.runUntilIdle()
        #expect(screen.bar.shownProgress == 1 && frames.count >= 12 && frames.count <= 18)
    }

    @Test func theSpinnerTurnsTenTimesASecondOnDeadlinesAloneOneCellAGlyph() {
        let screen = Download()
        let driver = driver(screen)
        let first = driver.frame()
        #expect(first.text(ofRow: 3).hasPrefix("  ⠋ Loading…"))
        #expect(!driver.engine.isAnimating && !driver.engine.needsFrame)  // no frames at the frame rate
        let start = driver.clock.now
        #expect(driver.engine.nextDeadline.map { abs($0 - (start + 0.1)) < 1e-9 } == true)
        var glyphs: [Character] = [], previous = first
        for _ in 0..<10 {
            let due = driver.engine.nextDeadline ?? .infinity
            driver.advance(by: due - driver.clock.now)                   // the run loop wakes at the deadline
            driver.engine.advance(to: driver.clock.now)
            #expect(driver.engine.needsFrame)
            let frame = driver.frame()
            var changed = 0
            for x in 0..<30 { for y in 0..<8 where frame[x, y] != previous[x, y] { changed += 1 } }
            #expect(changed == 1)                                       // the glyph's cell alone
            glyphs.append(frame[2, 3].character)
            previous = frame
        }
        #expect(String(glyphs) == "⠙⠹⠸⠼⠴⠦⠧⠇⠏⠋")
        screen.spinner.stopAnimating()
        #expect(driver.frame().text(ofRow: 3).allSatisfy { $0 == " " })
        #expect(driver.engine.nextDeadline == nil && !driver.engine.needsFrame)
        screen.spinner.hidesWhenStopped = false
        #expect(driver.frame().text(ofRow: 3).hasPrefix("  ⠋ Loading…"))
        #expect(driver.engine.nextDeadline == nil)
    }

    @Test func aReaderHearsThePercentageAndThatWorkGoesOn() {
        let screen = Download()
        screen.bar.accessibilityLabel = "Download"
        let text = driver(screen).accessibilityText()
        #expect(text.contains("progress: Download, 25 %"))
        #expect(text.contains("progress: Loading…, in progress"))
    }
}
