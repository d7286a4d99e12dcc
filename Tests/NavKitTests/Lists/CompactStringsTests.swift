import Testing
import NavKit

/// `CompactStrings`: every text comes back exactly as appended, across pages, in few bytes, and
/// the search finds what contains a text, case aside.
@Suite struct CompactStringsTests {
    @Test func textsComeBackExactlySpacesAndAll() {
        var texts = CompactStrings()
        let samples = ["Fix the parser", "", " leading", "trailing ", "two  spaces", "ünïcödé ✓ 漢字", "one"]
        for sample in samples { texts.append(sample) }
        texts.append(Substring("a substring"))
        #expect(Array(texts) == samples + ["a substring"])
        #expect(texts.count == 8 && texts.indices == 0..<8)
    }

    @Test func bytesAppendedAsTheyCameAndTheWordsPastTheLimitStayInTheLast() {
        var texts = CompactStrings()
        let line = Array("abc\u{1f}Fix the parser\u{1f}xyz".utf8)
        texts.append(utf8: line[4..<18])                           // a field of a line, no String made
        let many = (0..<70_000).map { "w\($0 % 7)" }.joined(separator: " ")   // past 65,535 words
        texts.append(many)
        #expect(texts[0] == "Fix the parser" && texts[1] == many)
    }

    @Test func manyTextsAcrossPagesAndManyWordsStayExact() {
        var texts = CompactStrings()
        // 70,000 texts (more than a page of starts) and 200,000 distinct words (three-byte numbers).
        for index in 0..<70_000 { texts.append("row \(index) w\(index * 3) w\(index * 3 + 1) w\(index * 3 + 2)") }
        for index in [0, 127, 128, 16_383, 16_384, 65_535, 65_536, 69_999] {
            #expect(texts[index] == "row \(index) w\(index * 3) w\(index * 3 + 1) w\(index * 3 + 2)")
        }
    }

    @Test func aTextNeverStraddlesAPage() {
        var texts = CompactStrings()
        // Long texts of distinct words fill pages of a mebibyte; each must come back whole.
        let long = (0..<20_000).map { "x\($0)" }.joined(separator: " ")
        for _ in 0..<40 { texts.append(long) }
        texts.append("last")
        #expect(texts[0] == long && texts[39] == long && texts[40] == "last")
    }

    @Test func theSearchFindsTextsContainingItCaseAsideAcrossWords() {
        var texts = CompactStrings()
        for text in ["Fix the Parser", "parser: fix a crash", "Add tabs", "Ünïcode", "fix", "the parse"] { texts.append(text) }
        #expect(texts.indices(containing: "PARSER", in: 0..<6) == [0, 1])
        #expect(texts.indices(containing: "the parse", in: 0..<6) == [0, 5])         // across a space
        #expect(texts.indices(containing: "ünï", in: 0..<6) == [3])
        #expect(texts.indices(containing: "fix", in: 2..<10) == [4])                 // clamped to the texts
        #expect(texts.indices(containing: "", in: 0..<3) == [0, 1, 2])
    }
}
