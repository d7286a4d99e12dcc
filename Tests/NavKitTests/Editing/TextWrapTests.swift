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

    @Test func linesAddedAndRemovedInTheMiddleKeepTheRowsOfTheLinesBeforeThem() {
        var document = TextDocument("one\n" + String(repeating: "long ", count: 6) + "\nthree\nfour")
        var wrap = TextWrap()
        wrap.reset(document, width: 10)
        #expect(wrap.rowCount == 6 && wrap.firstRow(ofLine: 2) == 4)
        let split = TextPosition(line: 1, offset: 5)
        document.replace(split..<split, with: TextFragment("\n\n", ending: .lf))     // two breaks in line 1
        wrap.replaceLines(1...1, withLinesOf: document, count: 3)
        #expect(wrap.firstRow(ofLine: 1) == 1 && wrap.firstRow(ofLine: 2) == 2 && wrap.firstRow(ofLine: 3) == 3)
        #expect(wrap.rowCount == 8 && wrap.line(atRow: 5) == (3, 2) && wrap.line(atRow: 6) == (4, 0))
        document.replace(TextPosition(line: 1, offset: 5)..<TextPosition(line: 4, offset: 0), with: .empty)
        wrap.replaceLines(1...4, withLinesOf: document, count: 1)
        #expect(document.lines[1] == "long three")                                  // fits the 10 cells
        #expect(wrap.firstRow(ofLine: 1) == 1 && wrap.rowCount == 3 && wrap.line(atRow: 2) == (2, 0))
    }

    @Test func randomEditsKeepTheRowsAsAFreshWrapCountsThem() {
        var seed: UInt64 = 2026
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % max(1, bound)
        }
        let pieces = ["a", " ", "word ", "\n", "\r\n", "日本", "\t", String(repeating: "x", count: 17), ""]
        var document = TextDocument(Self.lines.joined(separator: "\n"))
        var wrap = TextWrap()
        wrap.reset(document, width: 9)
        for step in 0..<500 {
            let start = TextPosition(line: next(document.lineCount), offset: 0)
            let startPosition = TextPosition(line: start.line, offset: next(document.length(ofLine: start.line) + 1))
            let endLine = min(document.lineCount - 1, startPosition.line + next(3))
            var end = TextPosition(line: endLine, offset: next(document.length(ofLine: endLine) + 1))
            if end < startPosition { end = startPosition }
            let inserted = TextFragment((0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined(), ending: .lf)
            document.replace(startPosition..<end, with: inserted)
            wrap.replaceLines(startPosition.line...end.line, withLinesOf: document, count: inserted.lines.count)
            var fresh = TextWrap()
            fresh.reset(document, width: 9)
            let lines = 0...document.lineCount
            #expect(lines.map { wrap.firstRow(ofLine: $0) } == lines.map { fresh.firstRow(ofLine: $0) }, "step \(step)")
            if lines.map({ wrap.firstRow(ofLine: $0) }) != lines.map({ fresh.firstRow(ofLine: $0) }) { return }
        }
    }
}
