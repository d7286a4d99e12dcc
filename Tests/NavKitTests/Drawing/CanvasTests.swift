import Testing
@testable import NavKit

@Suite(.tags(.unsafeMemory)) struct CanvasTests {
    @Test func wideGlyphTakesTwoCells() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        let end = canvas.write("a中b", at: .zero, style: .plain)
        #expect(end == 4)
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas.text(ofRow: 0) == "a中b  ")
        #expect(canvas.isWellFormed)
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("中文", at: .zero, style: .plain)
        canvas.write("x", at: Point(x: 1, y: 0), style: .plain)   // trailing half of 中
        #expect(canvas.text(ofRow: 0) == " x文")
        canvas.write("y", at: Point(x: 2, y: 0), style: .plain)   // leading half of 文
        #expect(canvas.text(ofRow: 0) == " xy ")
        #expect(canvas.isWellFormed)
    }

    @Test func wideGlyphThatDoesNotFitIsNotWritten() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("ab中", at: .zero, style: .plain)
        #expect(canvas.text(ofRow: 0) == "ab ")
        #expect(canvas.isWellFormed)
    }

    @Test(arguments: [-3, -2, -1, 0, 1, 2, 3])
    func drawingAtAnyOffsetNeverLeavesHalfAGlyph(offset: Int) {
        var source = Canvas(size: Size(width: 6, height: 1))
        source.write("中文字", at: .zero, style: .plain)
        var target = Canvas(size: Size(width: 6, height: 1))
        target.write("日本語", at: .zero, style: .plain)
        target.draw(source, at: Point(x: offset, y: 0))
        #expect(target.isWellFormed)
        #expect(target.size == Size(width: 6, height: 1))
    }

    @Test func aGlyphCutByTheClipEdgeBecomesABlank() {
        var source = Canvas(size: Size(width: 4, height: 1))
        source.write("中文", at: .zero, style: .plain)
        var target = Canvas(size: Size(width: 6, height: 1))
        target.write("xxxxxx", at: .zero, style: .plain)
        target.draw(source, at: Point(x: 3, y: 0))          // 文 is cut by the right edge
        #expect(target.text(ofRow: 0) == "xxx中 ")
        target.draw(source, at: Point(x: -1, y: 0))         // 中 is cut by the left edge
        #expect(target.text(ofRow: 0) == " 文中 ")
        #expect(target.isWellFormed)
    }

    @Test func controlCharactersAndEscapesAreShownInert() {
        var canvas = Canvas(size: Size(width: 16, height: 1))
        canvas.write("a\u{1B}]2;pwned\u{07}b", at: .zero, style: .plain)
        let row = canvas.text(ofRow: 0)
        #expect(!row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(row.hasPrefix("a\u{FFFD}]2;pwned\u{FFFD}b"))
    }

    @Test func bidiOverridesAndLoneMarksAreReplaced() {
        #expect(TerminalText.sanitized("\u{202E}") == TerminalText.replacement)
        #expect(TerminalText.sanitized("\u{0301}") == TerminalText.replacement)
        #expect(TerminalText.sanitized("e\u{0301}") == "e\u{0301}")
    }

    @Test func widths() {
        #expect(TerminalText.width(of: "a") == 1)
        #expect(TerminalText.width(of: "中") == 2)
        #expect(TerminalText.width(of: "한") == 2)
        #expect(TerminalText.width(of: "😀") == 2)
        #expect(TerminalText.width(of: "e\u{0301}") == 1)
        #expect(TerminalText.width(of: "Ж") == 1)
        #expect(TerminalText.width(of: "Привет, 世界") == 12)
    }

    @Test func dimmingDarkensColoursOnly() {
        var canvas = Canvas(size: Size(width: 2, height: 1),
                            style: Style(foreground: .rgb(0, 0, 0), background: .rgb(200, 100, 50)))
        canvas.dim(canvas.bounds, by: 0.5)
        #expect(canvas[0, 0].style.background == .rgb(100, 50, 25))
        #expect(canvas[1, 0].style.foreground == .rgb(0, 0, 0))
    }
}
