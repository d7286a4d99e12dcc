import Testing
import NavKit

/// A line editor's keys on one line of text, characters counted as Swift counts them.
@Suite struct TextEditingTests {
    /// `keys` applied in order to `start`.
    func edit(_ start: TextEditing, _ keys: [Key]) -> TextEditing {
        var editing = start
        for key in keys { _ = editing.apply(key) }
        return editing
    }

    func type(_ text: String) -> [Key] { text.map(Key.character) }

    @Test func typingInsertsAtTheCursorAndMovesPastIt() {
        let edited = edit(TextEditing(), type("helo") + [.left, .character("l"), .end] + type("!"))
        #expect(edited.text == "hello!")
        #expect(edited.cursor == 6)
    }

    @Test func homeEndAndCtrlAEMoveToTheEnds() {
        var editing = TextEditing("hello")
        #expect(editing.cursor == 5)
        _ = editing.apply(.home)
        #expect(editing.cursor == 0)
        _ = editing.apply(.control("e"))
        #expect(editing.cursor == 5)
        _ = editing.apply(.control("a"))
        #expect(editing.cursor == 0)
        _ = editing.apply(.left)                       // stays at the start
        #expect(editing.cursor == 0)
    }

    @Test func backspaceAndDeleteRemoveOneCharacterEachSide() {
        var editing = TextEditing("abcd", cursor: 2)
        _ = editing.apply(.backspace)
        #expect(editing.text == "acd" && editing.cursor == 1)
        _ = editing.apply(.delete)
        #expect(editing.text == "ad" && editing.cursor == 1)
        _ = editing.apply(.control("d"))
        #expect(editing.text == "a" && editing.cursor == 1)
        _ = editing.apply(.delete)                     // nothing after the cursor
        #expect(editing.text == "a")
    }

    @Test func ctrlUKAndWDeleteToTheStartTheEndAndTheWordBefore() {
        #expect(edit(TextEditing("one two three", cursor: 7), [.control("u")]) == TextEditing(" three", cursor: 0))
        #expect(edit(TextEditing("one two three", cursor: 7), [.control("k")]) == TextEditing("one two", cursor: 7))
        // Ctrl-W takes the spaces before the cursor and the word before them.
        #expect(edit(TextEditing("one two  ", cursor: 9), [.control("w")]) == TextEditing("one ", cursor: 4))
        #expect(edit(TextEditing("path/to/file", cursor: 12), [.control("w")]).text == "path/to/")
    }

    @Test func wordMovesStopAtWordEdges() {
        var editing = TextEditing("cd ~/src/nav-kit  now", cursor: 0)
        var stops: [Int] = []
        for _ in 0..<6 {
            _ = editing.apply(.wordRight)
            stops.append(editing.cursor)
        }
        #expect(stops == [2, 8, 12, 16, 21, 21])
        var back: [Int] = []
        for _ in 0..<6 {
            _ = editing.apply(.wordLeft)
            back.append(editing.cursor)
        }
        #expect(back == [18, 13, 9, 5, 0, 0])
    }

    @Test func wideCharactersAndCombiningMarksMoveAndDeleteAsOne() {
        // 漢 is two cells; é is e plus a combining acute; 👍🏽 is an emoji with a skin tone.
        var editing = TextEditing("a漢e\u{301}👍🏽")
        #expect(editing.cursor == 4)
        #expect(editing.cursorColumn == 1 + 2 + 1 + 2)
        _ = editing.apply(.backspace)                  // the whole emoji
        #expect(editing.text == "a漢e\u{301}")
        _ = editing.apply(.left)
        #expect(editing.cursorColumn == 3)             // before é, after 漢
        _ = editing.apply(.delete)                     // e and its mark
        #expect(editing.text == "a漢")
        // A combining mark typed after a letter joins it: the cursor stays after the one character.
        var typed = TextEditing("e")
        typed.insert("\u{301}")
        #expect(typed.text == "é" && typed.cursor == 1)
    }

    @Test func pastedTextBecomesOneSafeLine() {
        var editing = TextEditing("[]", cursor: 1)
        editing.insert("two\r\nlines\there\u{1B}[31m")
        #expect(editing.text == "[two lines here[31m]")
        #expect(editing.cursor == 19)
    }

    @Test func keysThatAreNotEditingAreLeftToOthers() {
        var editing = TextEditing("x")
        for key: Key in [.enter, .escape, .tab, .backTab, .up, .down, .pageUp, .shiftRight, .control("c")] {
            let edited = editing.apply(key)
            #expect(!edited, "\(key) is not an editing key")
        }
        #expect(editing == TextEditing("x"))
    }
}
