import Testing
import NavKit
import NavKitCursesTesting
@testable import NavKitCurses

/// A screen that is one focused editor.
private final class EditorScreen: ComposedScreen {
    let title = "Edit"
    let editor: TextEditor
    lazy var parts = Stack(.vertical, [.flexible(editor)])

    init(ring: KillRing) {
        editor = TextEditor("", killRing: ring)
        parts.focus(editor)
    }
}

/// The multi-line editor fed by the real run loop from bytes as a terminal sends them: a
/// selection copied with Alt-W lands on the terminal's clipboard (OSC 52), and a bracketed
/// paste arrives as it is, line breaks and all.
@MainActor @Suite(.tags(.unsafeMemory)) struct TextEditorKeysTests {
    @Test func aCopyGoesToTheTerminalsClipboardAndAPasteKeepsItsLines() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let ring = KillRing()
        let screen = EditorScreen(ring: ring)
        let loop = TerminalRunLoop(engine: Engine(root: screen, size: terminal.size))
        loop.killRing = ring
        terminal.send("one two", at: 0.1)
        terminal.send("\u{1B}[1;2D\u{1B}[1;2D\u{1B}[1;2D", at: 0.2)    // Shift+← three times
        terminal.send("\u{1B}w", at: 0.3)                                // Alt-W: copy
        terminal.send("\u{1B}[F\u{1B}[200~\nfirst\r\nsecond\u{1B}[201~", at: 0.4)
        loop.schedule(after: 1) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        #expect(terminal.clipboard == ["two"])
        #expect(screen.editor.text == "one two\nfirst\nsecond")
        #expect(terminal.frames.last?.canvas.rows[3].hasPrefix("second") == true)
    }

    @Test func base64EncodesAsRFC4648Has() {
        #expect(Base64.encode(Array("".utf8)) == "")
        #expect(Base64.encode(Array("f".utf8)) == "Zg==")
        #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(Base64.encode(Array("日本".utf8)) == "5pel5pys")
    }
}
