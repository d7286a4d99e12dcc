import Testing
import NavKit
@testable import NavKitCurses

/// Pointer reports in pixels (SGR-Pixels, mode 1016): the terminal's DECRQM answer, the cell
/// size, and reports turned into cells with fractions.
@MainActor @Suite(.tags(.unsafeMemory)) struct PixelPointerTests {
    /// The bytes a terminal sent, decoded and read by the pixel pointer's state, as the run
    /// loop's core does: answers update the state, reports after them are read by it.
    struct PixelInput {
        var decoder = InputDecoder()
        var pointer = PixelPointer()

        mutating func feed(_ text: String) -> [Event] {
            var input: [TerminalInput] = []
            decoder.feed(Array(text.utf8), into: &input)
            return input.compactMap { pointer.read($0) }
        }
    }

    /// Input told a cell is 10 × 20 pixels that heard the terminal say mode 1016 is set.
    func pixelDecoder(cell: Size? = Size(width: 10, height: 20)) -> PixelInput {
        var input = PixelInput()
        input.pointer.cellSizeChanged(to: cell)
        #expect(input.feed("\u{1B}[?1016;1$y").isEmpty)
        return input
    }

    func feed(_ input: inout PixelInput, _ text: String) -> [Event] { input.feed(text) }

    func pointer(_ kind: PointerEvent.Kind, _ x: Int, _ y: Int, _ subcellX: Double, _ subcellY: Double) -> Event {
        .pointer(PointerEvent(kind, at: Point(x: x, y: y), subcellX: subcellX, subcellY: subcellY))
    }

    @Test func aPixelReportBecomesACellAndAFraction() {
        var decoder = pixelDecoder()
        // Pixels count from 0 (xterm's reports; cells count from 1).
        #expect(feed(&decoder, "\u{1B}[<0;0;0M") == [pointer(.press, 0, 0, 0, 0)])
        #expect(feed(&decoder, "\u{1B}[<32;35;50M") == [pointer(.drag, 3, 2, 0.5, 0.5)])
        #expect(feed(&decoder, "\u{1B}[<0;402;30m") == [pointer(.release, 40, 1, 0.2, 0.5)])
    }

    @Test func aReportPastColumn223() {
        var decoder = pixelDecoder()
        // 2,305 pixels is column 230 and three tenths: past what the X10 encoding can carry.
        #expect(feed(&decoder, "\u{1B}[<32;2304;10M") == [pointer(.drag, 230, 0, 0.4, 0.5)])
    }

    @Test func negativeAndOffWindowPixelsAreClampedToTheWindowsCorner() {
        var decoder = pixelDecoder()
        #expect(feed(&decoder, "\u{1B}[<32;-7;-30M") == [pointer(.drag, 0, 0, 0, 0)])
        #expect(feed(&decoder, "\u{1B}[<32;-1;5M") == [pointer(.drag, 0, 0, 0, 0.25)])
        // Past the right edge stays past it: the engine treats it as the last column.
        #expect(feed(&decoder, "\u{1B}[<0;5000;20m") == [pointer(.release, 500, 1, 0, 0)])
    }

    @Test func aReportBeforeTheCellSizeIsKnownIsDropped() {
        var decoder = pixelDecoder(cell: nil)
        #expect(feed(&decoder, "\u{1B}[<0;35;50M").isEmpty)
        // The answer to `ESC [ 16 t` gives the size; reports from then on are read.
        #expect(feed(&decoder, "\u{1B}[6;18;9t").isEmpty)
        #expect(decoder.pointer.cellSize == Size(width: 9, height: 18))
        #expect(feed(&decoder, "\u{1B}[<0;36;45M") == [pointer(.press, 4, 2, 0, 0.5)])
    }

    @Test func cellReportsStayCellsUntilTheTerminalSaysYes() {
        var decoder = PixelInput()
        decoder.pointer.cellSizeChanged(to: Size(width: 10, height: 20))
        #expect(feed(&decoder, "\u{1B}[<0;5;3M") == [pointer(.press, 4, 2, 0, 0)])
        _ = feed(&decoder, "\u{1B}[?1016;2$y")  // reset: known, but off
        #expect(!decoder.pointer.isOn)
        #expect(feed(&decoder, "\u{1B}[<0;5;3m") == [pointer(.release, 4, 2, 0, 0)])
    }

    @Test func anAnswerAppliesToTheReportsAfterItInTheSameRead() {
        var input = PixelInput()
        input.pointer.cellSizeChanged(to: Size(width: 10, height: 20))
        // A report in cells, the answer that the mode is set, then a report in pixels: one read.
        #expect(input.feed("\u{1B}[<0;5;3M\u{1B}[?1016;1$y\u{1B}[<32;35;50M")
                == [pointer(.press, 4, 2, 0, 0), pointer(.drag, 3, 2, 0.5, 0.5)])
    }

    @Test func decrqmAnswersYesNoAndNone() {
        let cell = Size(width: 10, height: 20)
        /// Feeds `input` to a core that asked; expects `status`, and whether the shell is told
        /// (once) to turn pixel reports on.
        func expect(after input: String, _ status: PixelPointerStatus, turnsOn: Bool,
                    sourceLocation: SourceLocation = #_sourceLocation) {
            let engine = Engine(root: PixelTestScreen(), size: Size(width: 40, height: 10))
            let core = RunLoopCore(engine: engine, framesPerSecond: 60, pacesFrames: true)
            core.askedForPixelPointer = true
            core.cellSizeChanged(to: cell)
            _ = core.receive(ArraySlice(Array(input.utf8)), at: 0)
            #expect(core.takePixelPointerSwitch() == turnsOn, sourceLocation: sourceLocation)
            #expect(!core.takePixelPointerSwitch(), sourceLocation: sourceLocation)
            #expect(core.pixelPointer == status, sourceLocation: sourceLocation)
        }
        expect(after: "", .asking, turnsOn: false)
        // Yes, and off: the shell turns it on, and reports are read as pixels from then on.
        expect(after: "\u{1B}[?1016;2$y", .on(cellSize: cell), turnsOn: true)
        // Yes, and already on (set, or permanently set): nothing to turn on.
        expect(after: "\u{1B}[?1016;1$y\u{1B}[0n", .on(cellSize: cell), turnsOn: false)
        expect(after: "\u{1B}[?1016;3$y", .on(cellSize: cell), turnsOn: false)
        // No: not recognised, or permanently off.
        expect(after: "\u{1B}[?1016;0$y\u{1B}[0n", .declined(setting: 0), turnsOn: false)
        expect(after: "\u{1B}[?1016;4$y", .declined(setting: 4), turnsOn: false)
        // None: the frame's status answer comes, the mode's never does.
        expect(after: "\u{1B}[0n", .noAnswer, turnsOn: false)
        #expect(!PixelPointerStatus.noAnswer.isOn)
        #expect(PixelPointerStatus.on(cellSize: Size(width: 10, height: 20)).isOn)
    }

    @Test func otherPrivateAnswersAreNotKeysOrModes() {
        var decoder = PixelInput()
        #expect(feed(&decoder, "\u{1B}[?2026;2$y\u{1B}[?1;2c").isEmpty)
        #expect(decoder.pointer.answer == nil)
    }
}

private final class PixelTestScreen: Screen {
    var title: String { "Pixels" }
    func draw(in canvas: inout Canvas) {}
}
