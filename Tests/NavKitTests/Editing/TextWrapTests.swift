import Testing
@testable import NavKit

/// The editor's wrap and store: the quick row count agrees with the measured one, rows never
/// outgrow the width but for hanging spaces, and a text comes back with every line ending it had.
@Suite struct TextWrapTests {
    /// Lines mixing ASCII, tabs, accents, wide characters, emoji and combining marks.
    static let lines = ["", "short", "\tindented\tand\ttabbed", "café naïve résumé " + String(repeating: "x", count: 30),
                        "日本語の文章は広い文字でできています", "🙂🙂🙂 emoji 👍🏽 and e\u{301}e\u{301}",
                        String(repeating: "word ", count: 20), String(repeating: "a", count: 45), "\t\t\t\t\t\t"]

    @Test(arguments: [1, 2, 3, 7, 8, 9, 20, 39, 40, 80])
    func theQuickRowCountIsTheMeasuredOne(width: Int) {
        for line in Self.lines {
            let starts = TextWrap.rowStarts(of: Array(line), width: width)
            #expect(TextWrap.rowCount(of: line, width: width) == starts.count, "\(line.debugDescription) at \(width)")
            // Every row but its hanging spaces fits, or is one glyph too wide for the whole row.
            let characters = Array(line)
            for (index, start) in starts.enumerated() {
                let end = index + 1 < starts.count ? starts[index + 1] : characters.count
                var column = 0
                var row = characters[start..<end]
                while row.last == " " { row = row.dropLast() }
                for character in row { column += TextWrap.cellWidth(of: character, atColumn: column) }
                #expect(column <= width || row.count == 1, "\(line.debugDescription) row \(index) at \(width)")
            }
        }
    }

    @Test func aTextComesBackWithTheLineEndingsItHad() {
        let text = "dos\r\nunix\nmac\rlast\r\n\r\n\nend"
        let document = TextDocument(text)
        #expect(document.lineCount == 7)
        #expect(document.text == text)
        #expect(document.newLine == .crlf)
        #expect(TextDocument("").text == "" && TextDocument("").lineCount == 1)
    }

    @Test func aFragmentTakenOutAndPutBackLeavesTheTextAsItWas() {
        var document = TextDocument("one\r\ntwo\nthree\rfour")
        let range = TextPosition(line: 0, offset: 2)..<TextPosition(line: 3, offset: 1)
        let fragment = document.fragment(in: range)
        #expect(fragment.string == "e\r\ntwo\nthree\rf")
        let end = document.replace(range, with: .empty)
        #expect(document.text == "onour" && end == TextPosition(line: 0, offset: 2))
        #expect(document.replace(range.lowerBound..<end, with: fragment) == range.upperBound)
        #expect(document.text == "one\r\ntwo\nthree\rfour")
    }
}
