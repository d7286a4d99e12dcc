import Testing
@testable import NavKit
import NavKitTesting

/// A diff in a text view that keeps its lines whole.
private final class Diff: ComposedScreen {
    let title = "Diff"
    let view: TextView
    var parts: TextView { view }

    init(_ text: String, wraps: Bool) {
        view = TextView(text)
        view.wrapsLines = wraps
    }
}

/// `TextView.wrapsLines`: wrapped by default; unwrapped, a line a row, scrolled sideways by ←
/// →, the sideways wheel and a drag away from the back swipe's edge.
@MainActor @Suite struct TextViewTests {
    static let text = "+ let answer = compute(the: question, of: life, universe: and, everything: 42)\n- old\n\tindented"

    private func show(_ screen: Diff) -> HeadlessDriver {
        let driver = HeadlessDriver(root: LetterScreen("Root", letter: "r"), size: Size(width: 30, height: 8),
                                    configuration: linearConfiguration(duration: 0.3))
        driver.engine.navigation.push(screen, animated: false)
        _ = driver.frame()
        return driver
    }

    @Test func wrappedByDefaultAndWholeLinesWithout() {
        let wrapped = Diff(TextViewTests.text, wraps: true)
        _ = show(wrapped)
        #expect(wrapped.view.rows.count > 3)
        let whole = Diff(TextViewTests.text, wraps: false)
        let driver = show(whole)
        #expect(whole.view.rows == ["+ let answer = compute(the: question, of: life, universe: and, everything: 42)",
                                    "- old", "        indented"])
        let frame = driver.frame()
        #expect(frame.text(ofRow: 1) == " + let answer = compute(the: q")    // cut at the edge, not wrapped
        #expect(frame.text(ofRow: 2).hasPrefix(" - old"))
        #expect(whole.view.horizontalScroll.maximumOffset == Double(78 + 2 - 30))
    }

    @Test func eachRowTakesTheStyleLineStyleGivesItWrappedOrNot() {
        let added = Style(foreground: .palette(2))
        for wraps in [false, true] {
            let diff = Diff(TextViewTests.text, wraps: wraps)
            var asked: [String] = []
            diff.view.lineStyle = { row, theme in
                asked.append(row)
                return row.hasPrefix("+") ? added : row.hasPrefix("-") ? theme.secondary : nil
            }
            let driver = show(diff)
            let frame = driver.frame(), theme = driver.engine.theme
            #expect(frame[1, 1].style == added && frame[1, 1].character == "+")
            let old = (1..<8).first { frame.text(ofRow: $0).hasPrefix(" - old") }!
            #expect(frame[1, old].style == theme.secondary)
            #expect(frame[9, old + 1].style == theme.content)                 // nil: the content style
            #expect(Set(asked).isSubset(of: Set(diff.view.rows)) && asked.count <= 2 * diff.view.rows.count)
        }
    }

    @Test func arrowsAndTheSidewaysWheelScrollSidewaysAndLeftAtTheEndGoesBack() {
        let screen = Diff(TextViewTests.text, wraps: false)
        let driver = show(screen)
        driver.key(.right)
        driver.key(.right)
        #expect(driver.frame().text(ofRow: 1).hasPrefix(" let answer = compute(the: qu"))  // two columns on
        driver.send(.pointer(PointerEvent(.scrollRight, at: Point(x: 5, y: 3))))
        #expect(screen.view.horizontalScroll.offset == 5)
        driver.send(.pointer(PointerEvent(.scrollLeft, at: Point(x: 5, y: 3))))
        driver.key(.left)
        #expect(screen.view.horizontalScroll.offset == 1)
        driver.key(.end)                                                    // End and Home stay vertical
        driver.key(.left)
        #expect(screen.view.horizontalScroll.offset == 0 && driver.stackTitles == ["Root", "Diff"])
        driver.key(.left)                                                   // nothing more that way: back
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func aSidewaysDragScrollsAndTheEdgeIsStillTheBackSwipe() {
        let screen = Diff(TextViewTests.text, wraps: false)
        let driver = show(screen)
        driver.drag(from: Point(x: 20, y: 2), to: Point(x: 8, y: 2), steps: 6, interval: 0.05, hold: 0.2)
        driver.runUntilIdle()
        #expect(screen.view.horizontalScroll.offset == 12)                  // followed the pointer, no coast
        #expect(driver.stackTitles == ["Root", "Diff"])
        driver.drag(from: Point(x: 0, y: 2), to: Point(x: 25, y: 2), steps: 10, interval: 0.02)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])                            // the edge keeps the swipe
        #expect(screen.view.horizontalScroll.offset == 12)                  // the text did not move with it
    }

    @Test func aWrappedViewTakesNoSidewaysInput() {
        let screen = Diff(TextViewTests.text, wraps: true)
        let driver = show(screen)
        #expect(screen.view.gestureRecognizers.count == 1)
        driver.send(.pointer(PointerEvent(.scrollRight, at: Point(x: 5, y: 3))))
        #expect(screen.view.horizontalScroll.offset == 0)
        driver.key(.left)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Root"])
    }

    @Test func aLineScrolledSidewaysStartsAtItsFirstColumnThatShows() {
        #expect(TextView.columns(of: "abcdef", from: 2, fitting: 3) == ("cde", 2))
        #expect(TextView.columns(of: "abc", from: 5, fitting: 3) == ("", 5))
        #expect(TextView.columns(of: "日本語", from: 1, fitting: 4) == ("本語", 2))  // the cut 日 is left out
        #expect(TextView.columns(of: "日本語", from: 2, fitting: 2) == ("本", 2))
    }
}
