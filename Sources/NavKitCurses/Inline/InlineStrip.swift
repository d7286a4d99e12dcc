/// Where an inline app's rows are on the terminal's screen: a strip of `height` rows from row
/// `top`, below the shell's earlier lines, which it never touches. A pure value, so placing,
/// keeping and leaving the strip are tested without a terminal; `TerminalSession` asks the
/// terminal where its cursor is and acts on it.
package struct InlineStrip: Equatable, Sendable {
    /// The terminal row (from 0) of the strip's first row.
    package var top: Int
    /// The strip's rows.
    package var height: Int

    /// A strip from row `top`, `height` rows high.
    package init(top: Int, height: Int) {
        self.top = top
        self.height = height
    }

    /// Where a strip of `height` goes with the cursor at `cursorRow`, `cursorColumn` (from 0) on
    /// a terminal `terminalRows` high: from the cursor's row, or the next one when something
    /// is written left of the cursor (a prompt without a line break); moved up by the rows it
    /// would pass the bottom, which the terminal scrolls up first (`scroll`) as fzf does, so
    /// the lines above go into the scrollback whole.
    package static func place(_ height: InlineHeight, cursorRow: Int, cursorColumn: Int,
                              terminalRows: Int) -> (strip: InlineStrip, scroll: Int) {
        let rows = height.rows(onTerminalOf: terminalRows)
        let first = min(max(0, cursorRow) + (cursorColumn > 0 ? 1 : 0), terminalRows)
        let overflow = max(0, first + rows - terminalRows)
        return (InlineStrip(top: first - overflow, height: rows), overflow)
    }

    /// The strip on the terminal after it became `terminalRows` high: `height` again, from the
    /// same row, or as near as the new height allows.
    package func resized(_ height: InlineHeight, terminalRows: Int) -> InlineStrip {
        let rows = height.rows(onTerminalOf: terminalRows)
        return InlineStrip(top: max(0, min(top, terminalRows - rows)), height: rows)
    }

    /// What scrolls the terminal up by `count` rows, a terminal `terminalRows` high: the cursor
    /// to the bottom row, then `count` line feeds (the tty's output as the session's program
    /// mode leaves it: a bare line feed). Empty for none.
    package static func scrollUp(by count: Int, terminalRows: Int) -> String {
        guard count > 0 else { return "" }
        return "\u{1B}[\(terminalRows);1H" + String(repeating: "\n", count: count)
    }

    /// What clears the strip and leaves the cursor on its first row, at the first column: the
    /// way out, where the shell's next prompt goes. Everything below the strip's top is
    /// erased (below the strip there is nothing of the shell's: it was drawn under the cursor).
    package var clearing: String { "\u{1B}[\(top + 1);1H\u{1B}[J" }

    /// The question that asks the terminal where its cursor is (DSR 6; answer `ESC [ row ; column R`).
    package static let cursorQuery = "\u{1B}[6n"

    /// The cursor's row and column (from 0) in the last answer to `cursorQuery` in `bytes`, nil
    /// when there is none.
    package static func cursorPosition(in bytes: [UInt8]) -> (row: Int, column: Int)? {
        var found: (row: Int, column: Int)?
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { continue }
            var numbers = [0], cursor = index + 2, digits = 0
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                } else if byte == UInt8(ascii: ";") && numbers.count == 1 && digits > 0 {
                    numbers.append(0)
                    digits = 0
                } else {
                    break
                }
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "R"), numbers.count == 2, digits > 0,
               numbers[0] > 0, numbers[1] > 0 {
                found = (numbers[0] - 1, numbers[1] - 1)
            }
        }
        return found
    }
}
