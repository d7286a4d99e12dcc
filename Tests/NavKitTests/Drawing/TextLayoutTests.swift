import Testing
import NavKit

/// Text as files hold it: CRLF, lone CR and LF line endings, tabs at 8-column stops, and
/// wrapping that keeps indentation, laid out and drawn as a text editor shows it.
@Suite(.tags(.unsafeMemory)) struct TextLayoutTests {
    let plain = Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255))

    /// `rows` drawn one per row into a canvas `width` cells wide, as a screen draws a file.
    func drawn(_ rows: [String], width: Int) -> [String] {
        var canvas = Canvas(size: Size(width: width, height: rows.count), style: plain)
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y), style: plain) }
        return canvas.description.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func everyLineEndingStartsALine() {
        #expect(TextLayout.lines("one\r\ntwo\rthree\nfour") == ["one", "two", "three", "four"])
        #expect(TextLayout.lines("crlf\r\n\r\nend\r\n") == ["crlf", "", "end", ""])
        #expect(TextLayout.lines("a\u{2028}b") == ["a", "b"])
    }

    @Test func asciiTextSplitsIntoTheLinesItsCharactersWould() {
        // The same text with one character beyond ASCII is split character by character.
        let texts = ["one\r\ntwo\rthree\nfour\u{0B}five\u{0C}six", "crlf\r\n\r\nend\r\n", "\ta\tb\r\r\n",
                     "a\u{1B}[31mred\n", ""]
        for text in texts {
            #expect(TextLayout.lines(text) + ["é"] == TextLayout.lines(text + "\né"), "\(text.debugDescription)")
        }
    }

    @Test func aLineThatFitsIsKeptButForTheSpacesAfterItsLastWord() {
        #expect(TextLayout.wrap("trailing spaces   \n   \n  lead  and  inner", width: 20)
                == ["trailing spaces", "   ", "  lead  and  inner"])
        #expect(TextLayout.wrap("exactly twenty chars", width: 20) == ["exactly twenty chars"])
        #expect(TextLayout.wrap("exactly twenty chars", width: 19) == ["exactly twenty", "chars"])
        #expect(TextLayout.wrap("é trailing   ", width: 20) == ["é trailing"])   // not ASCII: the same
        #expect(TextLayout.wrap("a\u{1B}b", width: 20) == ["a\u{1B}b"])           // drawn sanitised, later
    }

    @Test func aCRLFFileWrapsAndDrawsAsItsLines() {
        let file = "Notes\r\n\r\nThe first line of a paragraph that wraps.\r\nA short one.\r\n"
        let rows = TextLayout.wrap(file, width: 20)
        #expect(rows == ["Notes", "", "The first line of a", "paragraph that", "wraps.", "A short one.", ""])
        #expect(drawn(rows, width: 20) == rows)
        #expect(!drawn(rows, width: 20).joined().contains("\u{FFFD}"))
    }

    @Test func tabsGoToEightColumnStops() {
        #expect(TextLayout.expandingTabs("\tx") == "        x")
        #expect(TextLayout.expandingTabs("ab\tc") == "ab      c")
        #expect(TextLayout.expandingTabs("12345678\t|") == "12345678        |")
        #expect(TextLayout.expandingTabs("中\tx") == "中      x")          // a wide glyph takes two columns
        #expect(TextLayout.expandingTabs("\tx", from: 3) == "     x")
    }

    @Test func aTabIndentedFileKeepsItsIndentationWhenWrapped() {
        let file = "func f() {\n\tlet answer = 42 // the answer\n\t\treturn\n}\n"
        let rows = TextLayout.wrap(file, width: 24)
        #expect(rows == ["func f() {",
                         "        let answer = 42",
                         "// the answer",
                         "                return",
                         "}",
                         ""])
        #expect(drawn(rows, width: 24) == rows)
    }

    @Test func aMixedFileWithSpacesTabsAndEveryEnding() {
        let file = "a  b\tc\r\n  indented twice  \rlast\n"
        let rows = TextLayout.wrap(file, width: 40)
        #expect(rows == ["a  b    c", "  indented twice", "last", ""])
    }

    @Test func aLongWordBreaksInsideAfterItsIndentation() {
        #expect(TextLayout.wrap("    abcdefghij", width: 8) == ["    abcd", "efghij"])
        #expect(TextLayout.wrap("ab abcdefghij", width: 4) == ["ab", "abcd", "efgh", "ij"])
    }

    @Test func writeMarksALineEndingAndExpandsTabsFromItsStart() {
        var canvas = Canvas(size: Size(width: 24, height: 2), style: plain)
        let end = canvas.write("line\r\nnext", at: Point(x: 0, y: 0), style: plain)
        #expect(end == 9)
        #expect(canvas.description.split(separator: "\n")[0].hasPrefix("line⏎next "))
        #expect(canvas.write("\tx\ty", at: Point(x: 2, y: 1), style: plain) == 19)
        #expect(String(canvas.description.split(separator: "\n")[1]) == "          x       y     ")
    }
}
