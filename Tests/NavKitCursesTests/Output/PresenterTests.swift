import CNcursesw
import NavKitPlatform
import Testing
import NavKit
@_spi(Benchmarks) @testable import NavKitCurses

/// ncurses with no tty: `newterm` writes into a pipe that the test reads.
@Suite(.serialized, .tags(.unsafeMemory)) struct PresenterTests {
    final class PipeTerminal {
        let screen: OpaquePointer
        let readEnd: Int32
        /// The stream ncurses writes to (for a presenter that writes its own bytes there).
        let stream: UnsafeMutablePointer<FILE>?

        init(width: Int32 = 40, height: Int32 = 6) {
            var ends: [Int32] = [0, 0]
            pipe(&ends)
            readEnd = ends[0]
            _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
            setlocale(LC_CTYPE, "C.UTF-8")
            let output = fdopen(ends[1], "w")
            stream = output
            let input = fopen("/dev/null", "r")
            screen = newterm("xterm-256color", output, input)!
            set_term(screen)
            resizeterm(height, width)
            start_color()
            use_default_colors()
            leaveok(nk_stdscr(), true)   // as a TerminalSession sets it: ncurses never moves the cursor
            wnoutrefresh(nk_stdscr())    // and as it does, ncurses' own set-up goes out before the first frame
            doupdate()
            _ = drain()
        }

        /// Everything written since the last call.
        func drain() -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            return bytes
        }

        func close() {
            endwin()
            delscreen(screen)
            Platform.close(readEnd)
        }
    }

    @Test func wideTextGoesOutWholeAndUnchangedFramesCostNothing() {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let presenter = CursesPresenter(screen: terminal.screen, colorDepth: .twoFiftySix)
        var canvas = Canvas(size: Size(width: 40, height: 6), style: Theme.light.content)
        canvas.write("中文 and Русский", at: Point(x: 2, y: 1), style: Theme.light.content)
        presenter.present(canvas)
        let first = terminal.drain()
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("中文"))
        #expect(text.contains("Русский"))
        presenter.present(canvas)
        #expect(terminal.drain().isEmpty)
    }

    @Test func hostileTextIsInert() {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let presenter = CursesPresenter(screen: terminal.screen, colorDepth: .twoFiftySix)
        var canvas = Canvas(size: Size(width: 40, height: 6))
        canvas.write("\u{1B}]2;pwned\u{07}\u{1B}[?1049l", at: Point(x: 0, y: 2), style: .plain)
        presenter.present(canvas)
        let text = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(text.contains("pwned"))
        #expect(!text.contains("\u{1B}]2;"))
        #expect(!text.contains("\u{1B}[?1049l"))
    }

    @Test func ncursesFindsNothingToSendAfterAnEncodedFrame() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        #expect(presenter.encodesFrames)
        var canvas = Canvas(size: Size(width: 40, height: 6), style: Theme.light.content)
        canvas.write("a frame sent by the encoder", at: Point(x: 2, y: 1), style: Theme.light.content)
        presenter.present(canvas)
        #expect(!terminal.drain().isEmpty)
        // ncurses' screens are left alone: its own update sends nothing over the frame.
        doupdate()
        #expect(terminal.drain().isEmpty)
    }

    /// The terminal's cursor shows where the frame has it, is hidden while a frame draws around
    /// it and shown again, moves alone when only it moves, and is hidden when the frame has none.
    @Test func theCursorShowsWhereTheFrameHasItAndHidesWithoutIt() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        var canvas = Canvas(size: Size(width: 40, height: 6), style: Theme.light.content)
        canvas.write("name: ab", at: Point(x: 2, y: 1), style: Theme.light.content)
        presenter.present(canvas)
        _ = terminal.drain()
        canvas.cursor = Point(x: 10, y: 1)
        presenter.present(canvas)
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == "\u{1B}[2;11H\u{1B}[?25h")
        canvas.write("c", at: Point(x: 10, y: 1), style: Theme.light.content)
        canvas.cursor = Point(x: 11, y: 1)
        let typed = String(decoding: terminal.drain() + { presenter.present(canvas); return terminal.drain() }(),
                           as: UTF8.self)
        #expect(typed.hasPrefix("\u{1B}[?25l") && typed.hasSuffix("\u{1B}[?25h"))   // hidden while it draws
        #expect(typed.contains("c"))
        canvas.cursor = Point(x: 3, y: 1)
        presenter.present(canvas)
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == "\u{1B}[2;4H")  // only a move
        canvas.cursor = nil
        presenter.present(canvas)
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == "\u{1B}[?25l")
        presenter.present(canvas)
        #expect(terminal.drain().isEmpty)
    }

    /// Without a cursor to show, the hidden cursor rests on the frame's focus point after every
    /// frame that draws (a screen reader follows it), and moves alone when only the focus moves.
    @Test func theHiddenCursorRestsOnTheFocus() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        var canvas = Canvas(size: Size(width: 40, height: 6), style: Theme.light.content)
        canvas.write("row 0", at: Point(x: 1, y: 1), style: Theme.light.content)
        canvas.write("row 1", at: Point(x: 1, y: 2), style: Theme.light.content)
        presenter.present(canvas)
        _ = terminal.drain()
        canvas.focusPoint = Point(x: 1, y: 1)
        presenter.present(canvas)
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == "\u{1B}[2;2H")   // a move, nothing shown
        canvas.focusPoint = Point(x: 1, y: 2)
        presenter.present(canvas)
        #expect(String(decoding: terminal.drain(), as: UTF8.self) == "\u{1B}[3;2H")
        presenter.present(canvas)
        #expect(terminal.drain().isEmpty)
        canvas.write("ROW", at: Point(x: 1, y: 1), style: Theme.light.content)
        presenter.present(canvas)
        let drawn = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(drawn.contains("ROW") && !drawn.contains("\u{1B}[?25h"))
        #expect(drawn.hasSuffix("ROW\u{1B}[3;2H"))                      // back on the focus after the write
    }

    /// The pen stays as the last cell of a frame set it: a frame that writes in the same colours
    /// again (a spinner's next glyph) sends no SGR at all, and one in other colours only the change.
    @Test func aFrameStartsFromThePenTheLastOneLeft() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        var canvas = Canvas(size: Size(width: 20, height: 4))
        let tint = Style(foreground: .palette(27), attributes: .bold)
        canvas.write("⠋", at: Point(x: 2, y: 1), style: tint)
        presenter.present(canvas)
        _ = terminal.drain()
        canvas.write("⠙", at: Point(x: 2, y: 1), style: tint)
        presenter.present(canvas)
        let turned = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(turned == "\u{1B}[2;3H⠙")                              // the glyph alone: no colours, no reset
        canvas.write("x", at: Point(x: 5, y: 2), style: .plain)
        presenter.present(canvas)
        let plain = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(plain == "\u{1B}[0m\u{1B}[3;6Hx")                      // the plain pen, then the letter
        presenter.invalidate()                                        // a program had the terminal
        canvas.write("⠹", at: Point(x: 2, y: 1), style: tint)
        presenter.present(canvas)
        let whole = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(whole.hasPrefix("\u{1B}[?25l\u{1B}[m\u{1B}[r\u{1B}[H\u{1B}[2J"))  // pen unknown: reset, then cleared
        #expect(whole.contains("\u{1B}[1;38;5;27m\u{1B}[2;3H⠹"))
    }

    /// A frame drawn whole clears the screen to its commonest background and writes only what
    /// differs: a white page costs its text, not a write for each white blank. That holds where
    /// coloured blanks are not yet trusted to erase and insert character (before the terminal
    /// says what it is, and in Konsole and QTerminal), which clear the screen in colour all the same.
    @Test(arguments: [true, false])
    func aFrameDrawnWholeClearsToItsBackgroundAndWritesWhatDiffers(trustsBlanks: Bool) throws {
        let terminal = PipeTerminal(width: 120, height: 40)
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        presenter.trustsBackgroundErase = trustsBlanks
        let theme = Theme.light
        var canvas = Canvas(size: Size(width: 120, height: 40), style: theme.content)
        canvas.fill(Rect(x: 0, y: 0, width: 120, height: 1), style: theme.bar)
        canvas.write("Home", at: Point(x: 58, y: 0), style: theme.title)
        for y in stride(from: 2, to: 38, by: 3) {
            canvas.write("A line of text on a white page, row \(y).", at: Point(x: 3, y: y), style: theme.content)
        }
        canvas.fill(Rect(x: 2, y: 39, width: 116, height: 1), style: theme.selection)   // a selected row
        canvas.write("› Chosen", at: Point(x: 3, y: 39), style: theme.selection)
        presenter.present(canvas)
        let text = String(decoding: terminal.drain(), as: UTF8.self)
        let white = "\u{1B}[48;5;231m"
        // The clear comes in white. The bar's and the selected row's blanks are erased to the end
        // of their rows (trusted as terminfo's bce says, even where erase character is not): the
        // only blanks written are those inside the lines of text (9 a line, 108 in all) and the
        // selected row's two before and inside its text.
        #expect(text.contains(white + "\u{1B}[r\u{1B}[H\u{1B}[2J"), "\(text.prefix(80).debugDescription)")
        let blanks = text.filter { $0 == " " }.count
        #expect(blanks == 108 + 2, "\(blanks) blanks written")
        #expect(text.utf8.count < 900, "\(text.utf8.count) bytes for a screen of 12 lines of text, a bar and a selection")
    }

    @Test func aRowThatSlidesIsShiftedNotWrittenAgain() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        let text = "a sentence long enough to be worth shifting"
        var canvas = Canvas(size: Size(width: 60, height: 6), style: Theme.light.content)
        canvas.write(text, at: Point(x: 10, y: 2), style: Theme.light.content)
        presenter.present(canvas)
        _ = terminal.drain()
        var moved = Canvas(size: Size(width: 60, height: 6), style: Theme.light.content)
        moved.write(text, at: Point(x: 4, y: 2), style: Theme.light.content)
        presenter.present(moved)
        let bytes = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[6P"), "six cells deleted: \(bytes.debugDescription)")
        #expect(!bytes.contains("sentence"))
        #expect(bytes.utf8.count < 40)  // a move, the DCH, the background for the cells it brings in, a reset
    }

    /// xterm blanks the cell just left of those a delete brings in when the first of them was a
    /// wide glyph's trailing half: a row of wide glyphs up to the last column, moved left by an
    /// odd count, would show its last glyph cut there. The glyph is written again after the delete.
    @Test func aWideGlyphADeleteMovesFromTheRowsEndIsWrittenAgain() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        func pane(at x: Int) -> Canvas {
            var canvas = Canvas(size: Size(width: 40, height: 6), style: Theme.light.content)
            canvas.write("row of text 边缘滑动可以返回上一页", at: Point(x: x, y: 2), style: Theme.light.content)
            return canvas
        }
        presenter.present(pane(at: 6))                                         // 页 in the last two columns
        _ = terminal.drain()
        presenter.present(pane(at: 3))
        let bytes = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[3P"), "moved with a delete: \(bytes.debugDescription)")
        #expect(bytes.contains("页") && !bytes.contains("row of"), "\(bytes.debugDescription)")
        presenter.present(pane(at: 6))
        _ = terminal.drain()
        presenter.present(pane(at: 2))                                         // an even count: xterm keeps it
        let even = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(even.contains("\u{1B}[4P") && !even.contains("页"), "\(even.debugDescription)")
    }

    @Test func rowsThatSlideAlikeAreShiftedAsOneBandWithMargins() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        func pane(at x: Int) -> Canvas {
            var canvas = Canvas(size: Size(width: 60, height: 32), style: Theme.light.content)
            for y in 1..<31 { canvas.write("row \(y) of a pane that slides to the left", at: Point(x: x, y: y), style: Theme.light.content) }
            return canvas
        }
        presenter.present(pane(at: 10))
        _ = terminal.drain()
        presenter.present(pane(at: 4))
        let rowByRow = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(rowByRow.components(separatedBy: "\u{1B}[6P").count - 1 == 30)   // a DCH a row
        presenter.usesMargins = true
        presenter.present(pane(at: 10))
        _ = terminal.drain()
        presenter.present(pane(at: 4))
        let banded = String(decoding: terminal.drain(), as: UTF8.self)
        // Margins on, rows 2 to 31 as the region, margins from column 5, six columns deleted, off.
        #expect(banded.contains("\u{1B}[?69h\u{1B}[2;31r"), "\(banded.debugDescription)")
        #expect(banded.contains("5;60s") && banded.contains("\u{1B}[6'~") && banded.contains("\u{1B}[?69l"))
        #expect(!banded.contains("\u{1B}[6P") && !banded.contains("slides"))
        #expect(banded.utf8.count < rowByRow.utf8.count / 2, "\(banded.utf8.count) against \(rowByRow.utf8.count)")
        presenter.present(pane(at: 7))                                         // back right: DECIC
        #expect(String(decoding: terminal.drain(), as: UTF8.self).contains("\u{1B}[3'}"))
    }

    /// A pane's shadow changes shade down a whole column every frame: where the terminal fills
    /// rectangles (with margins), one fill (DECFRA) paints the column instead of a cell a row.
    @Test func aColumnOfOneCellIsFilledAtOnceWithMargins() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        func shade(_ grey: Int) -> Canvas {
            var canvas = Canvas(size: Size(width: 40, height: 32), style: Theme.light.content)
            let style = Style(foreground: .default, background: .palette(UInt8(grey)))
            for y in 1..<31 { canvas.write(" ", at: Point(x: 12, y: y), style: style) }
            return canvas
        }
        presenter.present(shade(250))
        _ = terminal.drain()
        presenter.present(shade(245))
        let rowByRow = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(!rowByRow.contains("$x"), "\(rowByRow.debugDescription)")
        presenter.usesMargins = true
        presenter.present(shade(250))
        let filled = String(decoding: terminal.drain(), as: UTF8.self)
        // A blank (32), rows 2 to 31, column 13, in the pen's grey; nothing else.
        #expect(filled.contains("\u{1B}[48;5;250m") && filled.contains("\u{1B}[32;2;13;31;13$x"), "\(filled.debugDescription)")
        #expect(filled.utf8.count < rowByRow.utf8.count / 3, "\(filled.utf8.count) against \(rowByRow.utf8.count)")
        presenter.present(shade(250))
        #expect(terminal.drain().isEmpty)   // the screen's copy knows the column is painted
    }

    /// A page beneath that dims changes every cell left of the pane sliding over it: the search
    /// for shifts from the left spends its budget there, and the pane's delete is found from the
    /// row's end instead, so the pane's text is moved, not written again.
    @Test func aPaneThatSlidOverADimmingPageIsMovedNotWritten() throws {
        let terminal = PipeTerminal(width: 200, height: 6)
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        func frame(pane x: Int, beneath grey: Int) -> Canvas {
            var canvas = Canvas(size: Size(width: 200, height: 6), style: Theme.light.content)
            let below = Style(foreground: .palette(234), background: .palette(UInt8(grey)))
            canvas.fill(Rect(x: 0, y: 2, width: x, height: 1), style: below)
            canvas.write("the page beneath, dimming as the pane comes over it, a few words long", at: Point(x: 2, y: 2),
                         style: below)
            canvas.write("the pane that slides over the page, its words moved and never written again",
                         at: Point(x: x, y: 2), style: Theme.light.content)
            return canvas
        }
        presenter.present(frame(pane: 120, beneath: 231))
        _ = terminal.drain()
        presenter.present(frame(pane: 100, beneath: 255))
        let bytes = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[20P"), "\(bytes.debugDescription)")
        #expect(!bytes.contains("never written") && bytes.contains("dimming"), "\(bytes.debugDescription)")
    }

    @Test func rowsThatMoveUpAreScrolledNotWrittenAgain() throws {
        let terminal = PipeTerminal()
        defer { terminal.close() }
        let stream = try #require(terminal.stream)
        let presenter = CursesPresenter(screen: terminal.screen, output: stream, colorDepth: .twoFiftySix)
        func page(top: Int) -> Canvas {
            var canvas = Canvas(size: Size(width: 60, height: 20), style: Theme.light.content)
            for line in 0..<30 where top + line < 20 {
                canvas.write("line \(line) of a card that slides up over the page", at: Point(x: 2, y: top + line),
                             style: Theme.light.content)
            }
            return canvas
        }
        presenter.present(page(top: 8))
        _ = terminal.drain()
        presenter.present(page(top: 5))
        let bytes = String(decoding: terminal.drain(), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[6;20r"), "a region from the card's new top: \(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}D\u{1B}D\u{1B}D"), "three rows up: \(bytes.debugDescription)")
        #expect(!bytes.contains("line 0 of"))                   // moved, not written
        #expect(bytes.contains("line 12 of"))                   // the row that came in
        #expect(bytes.utf8.count < 250, "\(bytes.utf8.count) bytes")
        // Nor after a scroll.
        doupdate()
        #expect(terminal.drain().isEmpty)
    }

    @Test func colourMapping() {
        #expect(ColorDepth.twoFiftySix.index(for: .rgb(255, 255, 255)) == 231)
        #expect(ColorDepth.twoFiftySix.index(for: .rgb(238, 238, 238)) == 255)
        #expect(ColorDepth.twoFiftySix.index(for: .rgb(0, 95, 255)) == 27)
        #expect(ColorDepth.twoFiftySix.index(for: .palette(42)) == 42)
        #expect(ColorDepth.eight.index(for: .rgb(250, 250, 250)) == 7)
        #expect(ColorDepth.monochrome.index(for: .rgb(250, 0, 0)) == -1)
        #expect(ColorDepth.twoFiftySix.index(for: .default) == -1)
    }
}
