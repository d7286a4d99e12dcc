import Testing
import NavKit
@testable import NavKitCurses

/// Inline mode without a terminal: the strip's height and place below the cursor, its place
/// after a resize, the cursor report it is placed by, frames encoded from its first row, and
/// pointer reports counted from it.
@Suite struct InlineStripTests {
    @Test func aHeightIsRowsOrAPercentageClampedToTheTerminal() {
        #expect(InlineHeight("12") == .rows(12))
        #expect(InlineHeight("40%") == .percent(40))
        for bad in ["", "0", "-3", "abc", "0%", "101%", "12 rows"] { #expect(InlineHeight(bad) == nil, "\(bad)") }
        #expect(InlineHeight.rows(12).rows(onTerminalOf: 40) == 12)
        #expect(InlineHeight.rows(80).rows(onTerminalOf: 40) == 40)
        #expect(InlineHeight.rows(1).rows(onTerminalOf: 40) == InlineHeight.minimumRows)
        #expect(InlineHeight.percent(40).rows(onTerminalOf: 24) == 9)
        #expect(InlineHeight.rows(5).rows(onTerminalOf: 2) == 2)
    }

    @Test func theStripStartsOnTheCursorsRowOrTheNextWhenTextIsLeftOfIt() {
        let atStart = InlineStrip.place(.rows(12), cursorRow: 5, cursorColumn: 0, terminalRows: 40)
        #expect(atStart.strip == InlineStrip(top: 5, height: 12) && atStart.scroll == 0)
        let afterPrompt = InlineStrip.place(.rows(12), cursorRow: 5, cursorColumn: 7, terminalRows: 40)
        #expect(afterPrompt.strip == InlineStrip(top: 6, height: 12) && afterPrompt.scroll == 0)
    }

    @Test func nearTheBottomTheTerminalScrollsUpByWhatTheStripWouldPassIt() {
        let lastRow = InlineStrip.place(.rows(12), cursorRow: 39, cursorColumn: 0, terminalRows: 40)
        #expect(lastRow.strip == InlineStrip(top: 28, height: 12) && lastRow.scroll == 11)
        let pastPrompt = InlineStrip.place(.rows(12), cursorRow: 39, cursorColumn: 3, terminalRows: 40)
        #expect(pastPrompt.strip == InlineStrip(top: 28, height: 12) && pastPrompt.scroll == 12)
        #expect(InlineStrip.scrollUp(by: 11, terminalRows: 40) == "\u{1B}[40;1H" + String(repeating: "\n", count: 11))
        #expect(InlineStrip.scrollUp(by: 0, terminalRows: 40) == "")
    }

    @Test func aResizeKeepsTheTopOrComesAsCloseAsTheHeightAllows() {
        let strip = InlineStrip(top: 5, height: 12)
        #expect(strip.resized(.rows(12), terminalRows: 30) == InlineStrip(top: 5, height: 12))
        #expect(strip.resized(.rows(12), terminalRows: 14) == InlineStrip(top: 2, height: 12))
        #expect(strip.resized(.rows(12), terminalRows: 8) == InlineStrip(top: 0, height: 8))
        #expect(strip.resized(.percent(50), terminalRows: 20) == InlineStrip(top: 5, height: 10))
    }

    @Test func theWayOutClearsFromTheStripsTopDownAndLeavesTheCursorThere() {
        #expect(InlineStrip(top: 5, height: 12).clearing == "\u{1B}[6;1H\u{1B}[J")
    }

    @Test func theCursorReportIsFoundAmongOtherBytes() {
        #expect(InlineStrip.cursorPosition(in: Array("\u{1B}[6;1R".utf8)) ?? (-1, -1) == (5, 0))
        #expect(InlineStrip.cursorPosition(in: Array("ab\u{1B}[A\u{1B}[12;40R".utf8)) ?? (-1, -1) == (11, 39))
        #expect(InlineStrip.cursorPosition(in: Array("\u{1B}[12;".utf8)) == nil)    // not whole yet
        #expect(InlineStrip.cursorPosition(in: Array("\u{1B}[;5R\u{1B}[5R".utf8)) == nil)
    }

    @Test func framesAreEncodedFromTheStripsFirstRowAndAClearSparesTheRowsAbove() {
        var writer = EscapeWriter()
        writer.firstRow = 5
        writer.isStrip = true
        writer.reset(width: 40)
        writer.clearScreen()
        let cleared = String(decoding: writer.bytes, as: UTF8.self)
        #expect(cleared.hasSuffix("\u{1B}[r\u{1B}[6H\u{1B}[J"), "\(cleared.debugDescription)")
        writer.scroll(rows: 1, through: 4, by: 1)
        #expect(String(decoding: writer.bytes, as: UTF8.self).contains("\u{1B}[7;10r\u{1B}[10H\u{1B}D\u{1B}[r"))
        writer.move(toRow: 0, column: 3)   // the cursor is unknown after a scroll: an absolute move
        #expect(String(decoding: writer.bytes, as: UTF8.self).hasSuffix("\u{1B}[6;4H"))

        var whole = EscapeWriter()
        whole.reset(width: 40)
        whole.clearScreen()
        #expect(String(decoding: whole.bytes, as: UTF8.self).hasSuffix("\u{1B}[r\u{1B}[H\u{1B}[2J"))
    }

    @Test func pointerReportsCountFromTheStripAndAPressAboveItIsNoEvent() {
        var decoder = InputDecoder()
        var pointer = PixelPointer()
        pointer.firstRow = 5
        func feed(_ text: String) -> [Event] {
            var input: [TerminalInput] = []
            decoder.feed(Array(text.utf8), into: &input)
            return input.compactMap { pointer.read($0) }
        }
        #expect(feed("\u{1B}[<0;1;7M") == [.pointer(PointerEvent(.press, at: Point(x: 0, y: 1)))])
        #expect(feed("\u{1B}[<32;9;2M") == [.pointer(PointerEvent(.drag, at: Point(x: 8, y: 0)))])  // dragged above
        #expect(feed("\u{1B}[<0;9;2m") == [.pointer(PointerEvent(.release, at: Point(x: 8, y: 0)))])
        #expect(feed("\u{1B}[<0;3;3M").isEmpty)   // a press on the shell's lines
        #expect(feed("\u{1B}[<64;3;3M").isEmpty)  // the wheel there
    }
}
