import NavKitPlatform
import NavKit

/// The inline strip (`Options.inline`): found below the cursor when the session starts and
/// after the terminal was handed back, kept through a resize, cleared on the way out.
extension TerminalSession {
    /// The terminal row (from 0) the app's first row is drawn on: 0 on the whole screen, the
    /// strip's top inline.
    package var firstRow: Int { strip?.top ?? 0 }

    /// Seconds the session waits for the terminal to say where its cursor is.
    static let cursorAnswerLimit = 1.0

    /// Asks the terminal on `terminal` where its cursor is and reads the answer from the tty
    /// (standard input, in program mode: nothing echoes), waiting at most `cursorAnswerLimit`
    /// seconds; nil when none came. Keys typed meanwhile are dropped.
    static func askCursorPosition(terminal: Int32) -> (row: Int, column: Int)? {
        TerminalOutput.writeAll(Array(InlineStrip.cursorQuery.utf8), to: terminal)
        var received: [UInt8] = []
        var position: (row: Int, column: Int)?
        readTTY(for: cursorAnswerLimit) { chunk in
            received.append(contentsOf: chunk)
            position = InlineStrip.cursorPosition(in: received)
            return position != nil
        }
        return position
    }

    /// Places a strip of `height` below the cursor of the terminal on `terminal`, `rows` high;
    /// returns it with what scrolls the terminal up to make room. A terminal that does not say
    /// where its cursor is gets the strip at its bottom, everything above scrolled up.
    static func placeStrip(_ height: InlineHeight, terminal: Int32, rows: Int) -> (strip: InlineStrip, setUp: String) {
        let cursor = askCursorPosition(terminal: terminal) ?? (row: rows - 1, column: 1)
        let placed = InlineStrip.place(height, cursorRow: cursor.row, cursorColumn: cursor.column, terminalRows: rows)
        return (placed.strip, InlineStrip.scrollUp(by: placed.scroll, terminalRows: rows))
    }

    /// Finds the strip again below the cursor (the terminal was handed back: the shell or a
    /// program wrote below it), and sends what makes room for it.
    func placeStripAgain() {
        guard let inlineHeight else { return }
        let placed = TerminalSession.placeStrip(inlineHeight, terminal: terminal, rows: terminalSize.height)
        strip = placed.strip
        size = Size(width: terminalSize.width, height: placed.strip.height)
        output.sendControl(Array((TerminalModes.cursorOff + placed.setUp).utf8))
    }
}
