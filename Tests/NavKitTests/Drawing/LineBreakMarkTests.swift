import Testing
import NavKit
import NavKitTesting

/// A screen whose title, list row, one-row label and status line hold a line break.
private final class Broken: ComposedScreen {
    let title = "top\nbar"
    let label = Label("path/first\nsecond-half")
    let list = ListView(rows: ListRows(count: 1) { _ in ListRow("first\nsecond-half", detail: "1\r\n2") })
    lazy var parts = Stack(.vertical, [.fixed(1, label), .flexible(list)])
    var statusLine: StatusLine? { StatusLine("1 item\nhidden?", hints: []) }
}

/// One line of text (a list row, a label one row high, a title, a status line) shows a line
/// break as ⏎ and goes on: a name that holds one is never cut at it.
@MainActor @Suite struct LineBreakMarkTests {
    @Test func everyLineBreakShowsAsAMarkAndWhatFollowsItShowsToo() {
        let driver = driver(rooting: Broken())
        let rows = driver.frame().rows
        #expect(rows[0].contains("top⏎bar"))
        #expect(rows[1].contains("path/first⏎second-half"))
        #expect(rows[2].contains("first⏎second-half"))
        #expect(rows[2].contains("1⏎2"))
        #expect(rows[11].contains("1 item⏎hidden?"))
    }

    @Test func aMarkIsOneColumnWhereverWidthsAreCounted() {
        for text in ["a\nb", "a\r\nb", "a\rb", "a\u{2028}b", "a\u{85}b"] {
            #expect(TerminalText.width(of: text) == 3)
            #expect(TerminalText.prefix(text, fitting: 2) == String(text.dropLast()))
            var canvas = Canvas(size: Size(width: 5, height: 1), style: Theme.light.content)
            #expect(canvas.write(text, at: .zero, style: Theme.light.content) == 3)
            #expect(canvas.rows[0] == "a⏎b  ")
        }
    }

    @Test func aLabelWithRoomForMoreLinesStillBreaksThem() {
        let label = Label("first\nsecond")
        label.place(in: Rect(x: 0, y: 0, width: 20, height: 2))
        var canvas = Canvas(size: Size(width: 20, height: 2), style: Theme.light.content)
        label.draw(in: &canvas)
        #expect(canvas.rows[0].hasPrefix(" first ") && canvas.rows[1].hasPrefix(" second "))
    }
}
