import Testing
import NavKit
import NavKitTesting

/// A list drawn with every semantic style of the canvas's theme, with a status line.
private final class Styled: Screen {
    let title = "Notes"

    var statusLine: StatusLine? { StatusLine("3 notes", hints: [KeyHint("↵", "open"), KeyHint("q", "quit")]) }

    func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.write("Groceries", at: Point(x: 1, y: 0), style: theme.content)
        canvas.write("today", at: Point(x: 20, y: 0), style: theme.secondary)
        canvas.fill(Rect(x: 0, y: 1, width: canvas.size.width, height: 1), style: theme.selection)
        canvas.write("Ideas", at: Point(x: 1, y: 1), style: theme.selection)
        canvas.write("Overdue", at: Point(x: 1, y: 2), style: theme.highlight)
        canvas.write("see also", at: Point(x: 1, y: 3), style: theme.link)
    }
}

/// Each theme, with colour and without, as a screen sees it through its canvas: snapshots of
/// glyphs, colours and attributes, the status line included.
@MainActor @Suite struct ThemeTests {
    static let themes: [(String, Theme)] = [("terminal", .terminal), ("light", .light), ("dark", .dark)]

    /// The frame of `Styled` over a root screen, at rest, 30x7, in `theme`, on a terminal that
    /// has colours or not.
    func frame(_ theme: Theme, hasColor: Bool = true) -> Canvas {
        var configuration = EngineConfiguration()
        configuration.theme = theme
        configuration.minimumSize = Size(width: 10, height: 3)
        let driver = HeadlessDriver(root: LetterScreen("Folders", letter: " "), size: Size(width: 30, height: 7),
                                    configuration: configuration, display: DisplayTraits(hasColor: hasColor))
        driver.engine.navigation.push(Styled(), animated: false)
        return driver.frame()
    }

    @Test(arguments: [false, true])
    func eachThemeAsTheScreenDrawsIt(withoutColor: Bool) {
        for (name, theme) in ThemeTests.themes {
            let frame = frame(theme, hasColor: !withoutColor)   // the engine applies withoutColor()
            Snapshot.check(Snapshot.renderStyled(frame), named: "theme-\(name)\(withoutColor ? "-no-color" : "")")
        }
    }

    @Test(arguments: [Theme.terminal, .light, .dark])
    func withoutColourTheSelectionIsReverseVideoAndNothingIsColoured(theme: Theme) {
        let plain = theme.withoutColor()
        #expect(!plain.usesColor)
        #expect(plain.selection.attributes.contains(.reverse))
        #expect(!plain.content.attributes.contains(.reverse))
        #expect(plain.selection != plain.highlight && plain.selection != plain.content)
        let frame = frame(plain)
        #expect(frame.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect((0..<30).allSatisfy { frame[$0, 2].style.attributes.contains(.reverse) })   // the selected row
    }

    @Test func theStatusLineMovesWithItsScreen() {
        var configuration = linearConfiguration()
        configuration.minimumSize = Size(width: 10, height: 3)
        let driver = HeadlessDriver(root: LetterScreen("Folders", letter: "f"), size: Size(width: 30, height: 7),
                                    configuration: configuration)
        _ = driver.frame()
        driver.engine.navigation.push(Styled())
        _ = driver.frame()                                   // the push starts with its first frame
        driver.advance(by: 0.5)                              // halfway, linear
        Snapshot.check(Snapshot.render(driver.frame()), named: "status-line-mid-push")
        driver.runUntilIdle()
        #expect(driver.frame().rows[6] == " 3 notes       ↵ open  q quit ")   // hints end a column from the edge
    }

    @Test func theStatusLineFollowsThePaneDuringTheBackSwipe() {
        var configuration = linearConfiguration()
        configuration.minimumSize = Size(width: 10, height: 3)
        let driver = HeadlessDriver(root: LetterScreen("Folders", letter: "f"), size: Size(width: 30, height: 7),
                                    configuration: configuration)
        driver.engine.navigation.push(Styled(), animated: false)
        _ = driver.frame()
        driver.press(0, 2)                                   // the left edge, in content cells
        for x in stride(from: 3, through: 12, by: 3) {
            driver.advance(by: 0.05)
            driver.drag(x, 2)
        }
        let frame = driver.frame()
        Snapshot.check(Snapshot.render(frame), named: "status-line-mid-swipe")
        // The status line moved right with its pane, which follows the pointer: the root's cells,
        // the shadow's two columns over them, then the pane's own line from its left edge.
        #expect(driver.engine.topPaneEdge == 12)
        #expect(frame.rows[6] == String(repeating: "f", count: 10) + "  " + " 3 notes       ↵ o")
        driver.advance(by: 0.5)                              // held still: no flick
        driver.release(12, 2)
        driver.runUntilIdle()
        #expect(driver.frame().rows[6] == " 3 notes       ↵ open  q quit ")   // back in place
    }

    @Test func theTextComesFirstAndHintsThatDoNotFitAreLeftOutLastFirst() {
        final class Busy: Screen {
            let title = "Busy"
            var text = "a message"
            var statusLine: StatusLine? {
                StatusLine(text, hints: [KeyHint("↵", "open"), KeyHint("r", "reload"), KeyHint("q", "quit")])
            }
            func draw(in canvas: inout Canvas) {}
        }
        var configuration = EngineConfiguration()
        configuration.minimumSize = Size(width: 10, height: 3)
        let busy = Busy()
        let driver = HeadlessDriver(root: busy, size: Size(width: 30, height: 4), configuration: configuration)
        // Hints get what the text leaves (17), at most two thirds of the line less a column (19).
        #expect(driver.frame().rows[3] == " a message   ↵ open  r reload ")
        busy.text = "cannot read this directory: Permission denied"
        driver.engine.setNeedsDisplay()
        #expect(driver.frame().rows[3] == " cannot read this directory:  ")   // no room left for hints
    }
}
