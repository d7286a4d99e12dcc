import Testing
import NavKit
import NavKitTesting

/// Undo and redo in the multi-line editor, in groups as editors make them.
@MainActor @Suite struct TextEditorUndoTests {
    @Test func aRunOfTypingUndoesInOneStepAndAMoveEndsTheRun() {
        let editor = placedEditor("")
        typeText(editor, "hello world")
        press(editor, .left)
        typeText(editor, "X")
        #expect(editor.text == "hello worlXd")
        press(editor, .control("_"))
        #expect(editor.text == "hello world")
        #expect(editor.cursor == TextPosition(line: 0, offset: 10))
        press(editor, .control("_"))
        #expect(editor.text == "")
        #expect(!editor.canUndo)
        press(editor, .alt("_"))
        #expect(editor.text == "hello world")
        press(editor, .alt("_"))
        #expect(editor.text == "hello worlXd")
        #expect(!editor.canRedo)
    }

    @Test func aLineBreakAndARunOfBackspacesAreStepsOfTheirOwn() {
        let editor = placedEditor("")
        typeText(editor, "one")
        press(editor, .enter)
        typeText(editor, "two")
        press(editor, .backspace, .backspace)
        #expect(editor.text == "one\nt")
        press(editor, .control("_"))
        #expect(editor.text == "one\ntwo")
        press(editor, .control("_"))
        #expect(editor.text == "one\n")
        press(editor, .control("_"))
        #expect(editor.text == "one")
        press(editor, .control("_"))
        #expect(editor.text == "")
    }

    @Test func undoBringsBackTheSelectionAndTheLineEndingsAnEditRemoved() {
        let editor = placedEditor("a\r\nb\rc")
        press(editor, .shiftDown, .shiftDown)
        let selected = editor.selectedRange
        typeText(editor, "x")                                            // in place of "a", "b" and their breaks
        #expect(editor.text == "xc")
        press(editor, .control("_"))
        #expect(editor.text == "a\r\nb\rc")
        #expect(editor.selectedRange == selected)
    }

    @Test func aNewEditAfterUndoDropsWhatCouldBeRedone() {
        let editor = placedEditor("")
        typeText(editor, "ab")
        press(editor, .control("_"))
        typeText(editor, "c")
        press(editor, .alt("_"))
        #expect(editor.text == "c")
        #expect(!editor.canRedo)
    }

    @Test func settingTheTextIsOneStepToUndo() {
        let editor = placedEditor("old")
        editor.text = "new\ntext"
        #expect(editor.cursor == .start)
        editor.undo()
        #expect(editor.text == "old")
    }
}
