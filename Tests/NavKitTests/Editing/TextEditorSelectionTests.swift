import Testing
import NavKit
import NavKitTesting

/// A screen that is one editor.
private final class EditorScreen: ComposedScreen {
    let title = "Edit"
    let editor: TextEditor
    lazy var parts = Stack(.vertical, [.flexible(editor)])

    init(_ text: String, ring: KillRing) {
        editor = TextEditor(text, killRing: ring)
        parts.focus(editor)
    }
}

/// Selection in the multi-line editor: Shift+arrows, a drag, a double and a triple click;
/// typing replaces it, copy and cut go to the kill ring.
@MainActor @Suite struct TextEditorSelectionTests {
    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        let editor = placedEditor("hello world\nbye")
        press(editor, .shiftRight, .shiftRight, .shiftRight)
        #expect(editor.selectedText == "hel")
        press(editor, .shiftDown)
        #expect(editor.selectedText == "hello world\nbye")
        press(editor, .shiftUp, .shiftLeft)
        #expect(editor.selectedText == "he")
        typeText(editor, "J")
        #expect(editor.text == "Jllo world\nbye")
        #expect(editor.selectedRange == nil)
    }

    @Test func theSelectionIsDrawnInTheSelectionStyleLineBreakIncluded() {
        let editor = placedEditor("ab\ncd")
        press(editor, .right, .shiftDown)
        var canvas = Canvas(size: Size(width: 20, height: 5))
        editor.draw(in: &canvas)
        let selected = (0..<4).map { canvas[$0, 0].style == canvas.theme.selection }
        #expect(selected == [false, true, true, false])                 // "b" and the break
        #expect(canvas[0, 1].style == canvas.theme.selection)
        #expect(canvas[1, 1].style != canvas.theme.selection)
    }

    @Test func arrowsDropTheSelectionAtItsEdgeAndEscDropsIt() {
        let editor = placedEditor("abcdef")
        press(editor, .right, .shiftRight, .shiftRight, .left)
        #expect(editor.cursor == TextPosition(line: 0, offset: 1))
        #expect(editor.selectedRange == nil)
        press(editor, .shiftRight)
        #expect(editor.handle(.key(.escape)) != nil)
        #expect(editor.selectedRange == nil)
        #expect(editor.handle(.key(.escape)) == nil)                     // now the screen's
    }

    @Test func altWCopiesCtrlWCutsAndCtrlYPutsBack() {
        let ring = KillRing()
        let editor = placedEditor("copy me", ring: ring)
        press(editor, .wordRight, .shiftLeft, .shiftLeft, .shiftLeft, .shiftLeft, .alt("w"))
        #expect(ring.newest == "copy")
        #expect(editor.text == "copy me")
        press(editor, .control("w"))
        #expect(editor.text == " me")
        press(editor, .end, .control("y"))
        #expect(editor.text == " mecopy")
        #expect(ring.changeCount == 2)
    }

    @Test func aDragSelectsAndADoubleClickSelectsAWordATripleClickTheLine() {
        let ring = KillRing()
        let screen = EditorScreen("alpha beta gamma\nsecond line", ring: ring)
        let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 10))
        driver.press(8, 0)
        driver.drag(12, 0)
        driver.drag(3, 1)
        driver.release(3, 1)
        #expect(screen.editor.selectedText == "ta gamma\nsec")
        driver.advance(by: 1)
        driver.tap(8, 0)
        driver.advance(by: 0.2)
        driver.tap(8, 0)                                                  // the second click
        #expect(screen.editor.selectedText == "beta")
        driver.advance(by: 0.2)
        driver.tap(8, 0)
        #expect(screen.editor.selectedText == "alpha beta gamma\n")
        driver.advance(by: 1)
        driver.tap(8, 0)                                                  // too late for a fourth: a click
        #expect(screen.editor.selectedRange == nil)
        #expect(screen.editor.cursor == TextPosition(line: 0, offset: 8))
    }

    @Test func typedKeysTheLibraryUsesGoToTheFocusedEditor() {
        let screen = EditorScreen("", ring: KillRing())
        let driver = HeadlessDriver(root: screen, size: Size(width: 40, height: 10))
        for key: Key in [.character("q"), .character("["), .shiftRight, .shiftLeft, .shiftDown] { driver.key(key) }
        #expect(screen.editor.text == "q[")
        #expect(screen.editor.selectedText == nil)
    }
}
