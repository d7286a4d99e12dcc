import Testing
import NavKit
import NavKitTesting

/// An editor placed at the top-left of a `width` × `height` canvas, focused.
@MainActor func placedEditor(_ text: String, width: Int = 20, height: Int = 5, ring: KillRing = KillRing()) -> TextEditor {
    let editor = TextEditor(text, killRing: ring)
    editor.place(in: Rect(x: 0, y: 0, width: width, height: height))
    editor.focusDidChange(to: true)
    return editor
}

@MainActor func press(_ editor: TextEditor, _ keys: Key...) {
    for key in keys { _ = editor.handle(.key(key)) }
}

@MainActor func typeText(_ editor: TextEditor, _ text: String) {
    for character in text { _ = editor.handle(.key(.character(character))) }
}

/// The editor drawn: its rows (trailing blanks dropped) and the terminal's cursor.
@MainActor func drawn(_ editor: TextEditor) -> (rows: [String], cursor: Point?) {
    var canvas = Canvas(size: Size(width: editor.frame.size.width, height: editor.frame.size.height))
    editor.draw(in: &canvas)
    return (canvas.rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }, canvas.cursor)
}

/// The multi-line editor's keys: typing and line breaks, moves by character, row, line and
/// word, the readline cuts, Tab, and the terminal's cursor.
@MainActor @Suite struct TextEditorTests {
    @Test func typingEnterAndBackspaceEditLinesAndTheCursorFollows() {
        let editor = placedEditor("")
        typeText(editor, "ab")
        press(editor, .enter)
        typeText(editor, "cd")
        #expect(editor.text == "ab\ncd")
        #expect(editor.cursor == TextPosition(line: 1, offset: 2))
        #expect(drawn(editor).cursor == Point(x: 2, y: 1))
        press(editor, .home, .backspace)                                 // joins the lines
        #expect(editor.text == "abcd")
        #expect(editor.cursor == TextPosition(line: 0, offset: 2))
        press(editor, .delete, .control("d"))
        #expect(editor.text == "ab")
    }

    @Test func lineEndingsAreKeptAsTheTextHadThemAndNewBreaksTakeTheFirst() {
        let editor = placedEditor("one\r\ntwo\nthree\rfour")
        #expect(editor.lineCount == 4)
        #expect(editor.newLine == .crlf)
        press(editor, .down, .end, .enter)                               // a break after "two"
        typeText(editor, "new")
        #expect(editor.text == "one\r\ntwo\r\nnew\nthree\rfour")
        press(editor, .backspace, .backspace, .backspace, .backspace)   // "new" and the break before it
        #expect(editor.text == "one\r\ntwo\nthree\rfour")
    }

    @Test func longLinesWrapAtSpacesAndWideCharactersAreNeverSplit() {
        // Width 10: rows wrap at 9 cells, the last column is the cursor's.
        let editor = placedEditor("hello big world\n日本語の文章です", width: 10)
        let rows = drawn(editor).rows
        #expect(rows == ["hello big", "world", "日本語の", "文章です", ""])
        for row in rows { #expect(TerminalText.width(of: row) <= 9) }
        // ↓ from column 2 of "hello" goes by rows: "world", then "日本語の" (column 2 starts 本).
        press(editor, .right, .right, .down)
        #expect(editor.cursor == TextPosition(line: 0, offset: 12))
        press(editor, .down)
        #expect(editor.cursor == TextPosition(line: 1, offset: 1))
        #expect(drawn(editor).cursor == Point(x: 2, y: 2))
        press(editor, .down)                                             // the next row of the same line
        #expect(editor.cursor == TextPosition(line: 1, offset: 5))
    }

    @Test func upAndDownKeepTheColumnAcrossAShortLine() {
        let editor = placedEditor("a long line\nab\nanother line")
        press(editor, .end, .down)
        #expect(editor.cursor == TextPosition(line: 1, offset: 2))
        press(editor, .down)
        #expect(editor.cursor == TextPosition(line: 2, offset: 11))
        press(editor, .up, .up)
        #expect(editor.cursor == TextPosition(line: 0, offset: 11))
        press(editor, .up)                                               // above the first row: the start
        #expect(editor.cursor == .start)
    }

    @Test func wordMovesCrossLineBreaks() {
        let editor = placedEditor("one two\nthree")
        press(editor, .wordRight, .wordRight)
        #expect(editor.cursor == TextPosition(line: 0, offset: 7))
        press(editor, .wordRight)
        #expect(editor.cursor == TextPosition(line: 1, offset: 5))
        press(editor, .wordLeft, .wordLeft)
        #expect(editor.cursor == TextPosition(line: 0, offset: 4))
    }

    @Test func theReadlineCutsGoToTheKillRingAndCtrlYPutsThemBack() {
        let ring = KillRing()
        let editor = placedEditor("first line\nsecond", ring: ring)
        press(editor, .wordRight, .control("k"))                        // " line"
        #expect(editor.text == "first\nsecond")
        #expect(ring.newest == " line")
        press(editor, .control("k"))                                     // at the line's end: the break
        #expect(editor.text == "firstsecond")
        #expect(ring.newest == "\n")
        press(editor, .end, .control("w"))
        #expect(editor.text == "")
        #expect(ring.newest == "firstsecond")
        press(editor, .control("y"))
        #expect(editor.text == "firstsecond")
        press(editor, .left, .control("u"))
        #expect(editor.text == "d")
        #expect(ring.entries.prefix(2) == ["firstsecon", "firstsecond"])
    }

    @Test func tabInsertsATabShownAtTheNextStopUnlessTabMovesFocus() {
        let editor = placedEditor("ab", width: 30)
        typeText(editor, "")
        press(editor, .end, .tab)
        typeText(editor, "c")
        #expect(editor.text == "ab\tc")
        #expect(drawn(editor).rows[0] == "ab      c")
        #expect(drawn(editor).cursor == Point(x: 9, y: 0))
        editor.tabMovesFocus = true
        #expect(editor.handle(.key(.tab)) == nil)
        #expect(editor.handle(.key(.backTab)) == nil)
    }

    @Test func aPasteIsInsertedAsItIsWithTheTextsLineEndings() {
        let editor = placedEditor("[]\r\nx")
        press(editor, .right)
        _ = editor.handle(.paste("a\nb\r\nc"))
        #expect(editor.text == "[a\r\nb\r\nc]\r\nx")
        #expect(editor.cursor == TextPosition(line: 2, offset: 1))
    }

    @Test func keysItDoesNotUseAreLeftToTheScreenAndNothingIsTakenUnfocused() {
        let editor = placedEditor("text")
        #expect(editor.handle(.key(.escape)) == nil)
        #expect(editor.handle(.key(.function(2))) == nil)
        editor.focusDidChange(to: false)
        #expect(editor.handle(.key(.character("x"))) == nil)
        #expect(editor.text == "text")
        #expect(drawn(editor).cursor == nil)
    }

    @Test func theViewFollowsTheInsertionPointAndTheWheelScrolls() {
        let editor = placedEditor((1...20).map { "line \($0)" }.joined(separator: "\n"), height: 4)
        press(editor, .pageDown)
        #expect(editor.cursor.line == 3)
        for _ in 0..<5 { press(editor, .down) }
        #expect(drawn(editor).rows.last == "line 9")
        #expect(drawn(editor).cursor == Point(x: 0, y: 3))
        press(editor, .control("a"))
        _ = editor.handle(.pointer(PointerEvent(.scrollDown, at: Point(x: 2, y: 1))))
        #expect(drawn(editor).rows.first != "line 6")
    }

    @Test func aFullRowLeavesTheCursorInTheLastColumn() {
        let editor = placedEditor("123456789", width: 10)
        press(editor, .end)
        #expect(drawn(editor).cursor == Point(x: 9, y: 0))
        #expect(drawn(editor).rows == ["123456789", "", "", "", ""])
    }

    @Test func inAStackTabReachesTheEditorFirstAndMovesOnOnlyWhenItSaysSo() {
        let field = TextField("title")
        let editor = TextEditor("", killRing: KillRing())
        let stack = Stack(.vertical, [.fixed(1, field), .flexible(editor)])
        stack.place(in: Rect(x: 0, y: 0, width: 20, height: 6))
        stack.focus(editor)
        _ = stack.handle(.key(.tab))
        #expect(editor.text == "\t" && editor.isFocused)
        editor.tabMovesFocus = true
        _ = stack.handle(.key(.tab))
        #expect(field.isFocused && editor.text == "\t")
        _ = stack.handle(.key(.tab))                                    // a field leaves Tab to the stack
        #expect(editor.isFocused)
    }

    @Test func theTextCanBeEditedBeforeThePartIsPlaced() {
        let editor = TextEditor("one\ntwo\nthree", killRing: KillRing())
        editor.select(TextPosition(line: 0, offset: 3)..<TextPosition(line: 2, offset: 0))
        editor.insert("+\n+")
        editor.text = editor.text + "\nfour"
        #expect(editor.text == "one+\n+three\nfour")
        editor.place(in: Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(drawn(editor).rows == ["one+", "+three", "four", "", ""])
    }
}
