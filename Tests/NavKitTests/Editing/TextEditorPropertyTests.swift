import Testing
@testable import NavKit

/// The editor under random keys: its insertion point stays in the text, its rows stay what a
/// fresh wrap counts, and undoing every step gives back the text it began with (its line
/// endings too), redoing them the text it came to (with whatever the last keys undid).
@MainActor @Suite struct TextEditorPropertyTests {
    static let keys: [Key] = [.character("a"), .character(" "), .character("漢"), .character("🙂"), .tab, .enter,
                              .backspace, .delete, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown,
                              .wordLeft, .wordRight, .shiftLeft, .shiftRight, .shiftUp, .shiftDown, .escape,
                              .control("k"), .control("u"), .control("w"), .control("y"), .alt("w"),
                              .control("_"), .alt("_")]

    @Test(arguments: Array(1...8))
    func randomKeysKeepTheEditorWhole(seed: Int) {
        var state = UInt64(seed)
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let original = "first line\r\nsecond\tline with 日本語\rthird " + String(repeating: "long ", count: 12) + "\n\nend"
        let editor = TextEditor(original, killRing: KillRing())
        editor.place(in: Rect(x: 0, y: 0, width: 16, height: 6))
        editor.focusDidChange(to: true)
        for step in 0..<800 {             // fewer than EditHistory.limit groups
            if next(40) == 0 {
                _ = editor.handle(.paste(["x\ny", "\r\n", "tab\there", "🙂🙂"][next(4)]))
            } else {
                _ = editor.handle(.key(Self.keys[next(Self.keys.count)]))
            }
            #expect(editor.document.clamped(editor.cursor) == editor.cursor, "step \(step)")
            var fresh = TextWrap()
            fresh.reset(editor.document, width: editor.wrapWidth)
            let lines = 0...editor.lineCount
            let rows = lines.map { editor.wrap.firstRow(ofLine: $0) }
            #expect(rows == lines.map { fresh.firstRow(ofLine: $0) }, "step \(step)")
            if rows != lines.map({ fresh.firstRow(ofLine: $0) }) { return }
            var canvas = Canvas(size: Size(width: 16, height: 6))
            editor.draw(in: &canvas)
            #expect(canvas.cursor.map { $0.x < 16 && $0.y < 6 } ?? false, "step \(step)")
        }
        while editor.canRedo { editor.redo() }             // the last keys may have been undos
        let final = editor.text
        while editor.canUndo { editor.undo() }
        #expect(editor.text == original)
        while editor.canRedo { editor.redo() }
        #expect(editor.text == final)
    }
}
