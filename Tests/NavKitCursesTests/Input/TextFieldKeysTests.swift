import Testing
import NavKit
@testable import NavKitCurses

/// A text field fed from bytes as a terminal sends them, through the decoder: every editing key
/// reaches the field's text and insertion point, a paste arrives whole (never as keys), and
/// wide and combining characters are never split at the field's edges.
@MainActor @Suite(.tags(.unsafeMemory)) struct TextFieldKeysTests {
    /// A focused field on `width` columns of row 0, holding `text`.
    func field(_ text: String = "", width: Int = 20) -> TextField {
        let field = TextField(text)
        field.place(in: Rect(x: 0, y: 0, width: width, height: 1))
        field.focusDidChange(to: true)
        return field
    }

    /// Feeds `bytes` to `field` as the terminal would send them; returns the responses.
    @discardableResult
    func type(_ bytes: String, into field: TextField) -> [ScreenResponse?] {
        InputDecoder.decode(Array(bytes.utf8)).map { field.handle($0) }
    }

    func state(_ field: TextField) -> String {
        var text = field.text
        text.insert("|", at: text.index(text.startIndex, offsetBy: field.editing.cursor))
        return text
    }

    @Test func typingMovingAndDeleting() {
        let field = field()
        type("hello world", into: field)
        #expect(state(field) == "hello world|")
        type("\u{1B}[D\u{1B}[D", into: field)                        // ← ←
        #expect(state(field) == "hello wor|ld")
        type("\u{1B}b", into: field)                                   // Alt-B
        #expect(state(field) == "hello |world")
        type("\u{1B}[1;5D", into: field)                               // Ctrl-←
        #expect(state(field) == "|hello world")
        type("\u{1B}f", into: field)                                   // Alt-F
        #expect(state(field) == "hello| world")
        type("\u{1B}[1;5C", into: field)                               // Ctrl-→
        #expect(state(field) == "hello world|")
        type("\u{1B}[H", into: field)                                  // Home
        #expect(state(field) == "|hello world")
        type("\u{1B}[F", into: field)                                  // End
        #expect(state(field) == "hello world|")
        type("\u{01}", into: field)                                    // Ctrl-A
        #expect(state(field) == "|hello world")
        type("\u{05}", into: field)                                    // Ctrl-E
        #expect(state(field) == "hello world|")
        type("\u{7F}\u{7F}", into: field)                              // Backspace twice
        #expect(state(field) == "hello wor|")
        type("\u{1B}[H\u{1B}[3~", into: field)                         // Home, Delete
        #expect(state(field) == "|ello wor")
    }

    @Test func cuttingPuttingBackAndUndoing() {
        let field = field("one two three")
        type("\u{17}", into: field)                                    // Ctrl-W: cuts "three"
        #expect(state(field) == "one two |")
        type("\u{01}\u{19}", into: field)                              // Ctrl-A, Ctrl-Y: puts it first
        #expect(state(field) == "three|one two ")
        type("\u{0B}", into: field)                                    // Ctrl-K: cuts the rest
        #expect(state(field) == "three|")
        type("\u{1F}", into: field)                                    // Ctrl-_: undoes the cut
        #expect(field.text == "threeone two ")
        type("\u{15}", into: field)                                    // Ctrl-U: cuts to the start
        #expect(field.text == "one two " && field.editing.cursor == 0)
        type("\u{1F}\u{1F}", into: field)                              // undo, and undo the undo
        #expect(field.text == "one two ")
    }

    @Test func theLibrarysKeysAreTextHereAndEnterSubmits() {
        let field = field()
        var submitted: [String] = []
        var changes = 0
        field.onSubmit = { submitted.append($0); return .handled }
        field.onChange = { _ in changes += 1 }
        let responses = type("q[]\r", into: field)
        #expect(field.text == "q[]" && submitted == ["q[]"] && changes == 3)
        #expect(responses.allSatisfy { $0 != nil })
        #expect(type("\u{1B}[A\t", into: field).allSatisfy { $0 == nil })   // ↑ and Tab are the screen's
        field.focusDidChange(to: false)
        #expect(type("x", into: field).allSatisfy { $0 == nil } && field.text == "q[]")   // unfocused: no typing
    }

    @Test func aPasteOfTenThousandCharactersArrivesWholeAsText() {
        let field = field()
        var chunk = ""
        for index in 0..<1000 { chunk += index % 10 == 9 ? "q\r\n\u{1B}[D" : "abcdefghi" }   // q, newlines, an arrow
        let pasted = String(chunk.prefix(10_000))
        var submitted = 0
        field.onSubmit = { _ in submitted += 1; return .handled }
        type("\u{1B}[200~" + pasted + "\u{1B}[201~", into: field)
        #expect(submitted == 0)                                        // a pasted newline submits nothing
        #expect(!field.text.contains("\n") && !field.text.contains("\u{1B}"))
        #expect(field.text.filter { $0 == "q" }.count == pasted.filter { $0 == "q" }.count)
        #expect(field.editing.cursor == field.text.count)
        #expect(field.scrolledColumns == TerminalText.width(of: field.text) + 1 - 20)   // the end in view
    }

    @Test func wideAndCombiningCharactersAreNeverSplitAtTheEdges() {
        let field = field(width: 6)
        type("ab漢字e\u{301}f", into: field)                            // 2 + 4 + 2 columns: 8
        #expect(field.text.count == 6 && field.editing.cursorColumn == 8)
        var canvas = Canvas(size: Size(width: 6, height: 1))
        field.draw(in: &canvas)
        // The field shows the end and a cell for the cursor: 3 columns scrolled, and 漢 (columns
        // 2–3) cut at the left edge is not half-drawn.
        #expect(field.scrolledColumns == 3)
        #expect(canvas.text(ofRow: 0) == " 字é" + "f ")
        #expect(canvas.cursor == Point(x: 5, y: 0))
        type("\u{1B}[D\u{1B}[D", into: field)                          // ← ← : over f, then over é whole
        #expect(field.editing.cursorColumn == 6)
        type("\u{7F}", into: field)                                    // Backspace takes 字 whole
        #expect(field.text == "ab漢e\u{301}f")
    }

    @Test func aClickPutsTheInsertionPointUnderThePointer() {
        let field = field("ab漢字cd")
        type("\u{1B}[<0;5;1M", into: field)                            // column 4 (1-based 5): inside 漢字's 字
        #expect(field.editing.cursor == 3)                             // before 字: column 4
        #expect(field.editing.cursorColumn == 4)
    }
}
