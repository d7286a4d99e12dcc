import Testing
import NavKit
@testable import NavKitCurses

@Suite(.tags(.unsafeMemory)) struct InputDecoderTests {
    func decode(_ text: String) -> [Event] { InputDecoder.decode(Array(text.utf8)) }

    /// The events in `input`, pointer reports read as cells.
    func cells(_ input: [TerminalInput]) -> [Event] { InputDecoder.events(in: input) }
    func pointer(_ kind: PointerEvent.Kind, _ x: Int, _ y: Int) -> Event {
        .pointer(PointerEvent(kind, at: Point(x: x, y: y)))
    }

    @Test func arrowsInNormalAndApplicationMode() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1B}[1;2C\u{1B}[1;2D") == [.key(.shiftRight), .key(.shiftLeft)])
        #expect(decode("\u{1B}[1;2A\u{1B}[1;2B") == [.key(.shiftUp), .key(.shiftDown)])  // a sheet's detents
    }

    @Test func plainKeys() {
        #expect(decode("q\r\u{7F}\t") == [.key(.character("q")), .key(.enter), .key(.backspace), .key(.tab)])
        #expect(decode("\u{03}") == [.key(.control("c"))])
        #expect(decode("ж中") == [.key(.character("ж")), .key(.character("中"))])
    }

    @Test func functionKeysOneToTwelve() {
        #expect(decode("\u{1B}OP\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[23~\u{1B}[24~")
                == [1, 5, 6, 10, 11, 12].map { .key(.function($0)) })  // F6 moves a split view's focus
    }

    @Test func sgrPressDragRelease() {
        #expect(decode("\u{1B}[<0;1;10M\u{1B}[<32;5;10M\u{1B}[<0;90;10m") ==
                [pointer(.press, 0, 9), pointer(.drag, 4, 9), pointer(.release, 89, 9)])
    }

    @Test func sgrBeyondColumn223() {
        #expect(decode("\u{1B}[<32;300;2M") == [pointer(.drag, 299, 1)])
    }

    @Test func sgrWheel() {
        #expect(decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M") == [pointer(.scrollUp, 2, 3), pointer(.scrollDown, 2, 3)])
    }

    @Test func sgrSidewaysWheelAndShiftWithTheWheel() {
        #expect(decode("\u{1B}[<66;3;4M\u{1B}[<67;3;4M") == [pointer(.scrollLeft, 2, 3), pointer(.scrollRight, 2, 3)])
        #expect(decode("\u{1B}[<68;3;4M\u{1B}[<69;3;4M") == [pointer(.scrollLeft, 2, 3), pointer(.scrollRight, 2, 3)])
    }

    @Test func x10PressDragRelease() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 0, 33 + 0, 33 + 9,     // press at (0, 9)
                              0x1B, 0x5B, 0x4D, 32 + 32, 33 + 4, 33 + 9,    // drag to (4, 9)
                              0x1B, 0x5B, 0x4D, 32 + 3, 33 + 89, 33 + 9]    // release at (89, 9)
        #expect(InputDecoder.decode(bytes) == [pointer(.press, 0, 9), pointer(.drag, 4, 9), pointer(.release, 89, 9)])
    }

    @Test func sequencesSplitAcrossReadsAreJoined() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        for byte in Array("\u{1B}[<32;15;7M".utf8) { decoder.feed([byte], into: &input) }
        #expect(cells(input) == [pointer(.drag, 14, 6)])
        #expect(!decoder.hasPending)
    }

    @Test func aLoneEscapeIsTheEscapeKeyAfterTheDelay() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed([0x1B], into: &input)
        #expect(input.isEmpty && decoder.hasPending)
        decoder.flush(into: &input)
        #expect(cells(input) == [.key(.escape)])
    }

    @Test func garbageAndTruncatedSequencesNeverStick() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed(Array("\u{1B}[<0;1".utf8), into: &input)   // truncated mouse report
        decoder.flush(into: &input)
        #expect(!decoder.hasPending)
        decoder.feed([0xFF, 0xFE, 0x80, 0xC3], into: &input)  // invalid UTF-8
        decoder.feed(Array("\u{1B}[999999999999;;;;X".utf8), into: &input)
        decoder.feed(Array("x".utf8), into: &input)
        #expect(cells(input).last == .key(.character("x")))
    }

    @Test func anEndlessSequenceIsDroppedInsteadOfGrowing() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed([0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 10_000), into: &input)
        decoder.feed(Array("a".utf8), into: &input)
        #expect(cells(input).contains(.key(.character("a"))))
    }

    @Test func aMegabyteOfRandomBytesKeepsPendingBoundedAndRecovers() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        var generator = SystemRandomNumberGenerator()
        let alphabet: [[UInt8]] = [[0x1B], Array("[".utf8), Array("<".utf8), Array("32;".utf8), Array("M".utf8),
                                   Array("O".utf8), [0xFF], [0xE4, 0xB8], [0x00], Array("9".utf8)]
        for _ in 0..<1_000 {
            var chunk: [UInt8] = []
            while chunk.count < 1_000 { chunk += alphabet.randomElement(using: &generator)! }
            decoder.feed(chunk, into: &input)
            #expect(input.count <= 2 * chunk.count)
            input.removeAll(keepingCapacity: true)
        }
        decoder.flush(into: &input)
        input.removeAll()
        #expect(!decoder.hasPending)
        decoder.feed(Array("\u{1B}[<0;5;6Mq".utf8), into: &input)
        #expect(cells(input) == [.pointer(PointerEvent(.press, at: Point(x: 4, y: 5))), .key(.character("q"))])
    }

    @Test func colourDepthFromTerminfo() {
        #expect(ColorDepth(colors: -1) == .monochrome)
        #expect(ColorDepth(colors: 8) == .eight)
        #expect(ColorDepth(colors: 256) == .twoFiftySix)
        #expect(ColorDepth(colors: 1 << 24) == .direct)
        #expect(ColorDepth.direct.index(for: .rgb(0, 95, 255)) == 0x005FFF)
        #expect(ColorDepth.direct.index(for: .rgb(0, 0, 3)) == 0)      // would be an ANSI colour: black instead
        #expect(ColorDepth.eight.effects == .attributes && ColorDepth.monochrome.effects == .attributes)
        #expect(ColorDepth.twoFiftySix.effects == .color && ColorDepth.direct.effects == .color)
    }

    @Test func deleteAndWordMovesAreKeysOfTheirOwn() {
        #expect(decode("\u{1B}[3~") == [.key(.delete)])
        #expect(decode("\u{1B}[1;5D\u{1B}[1;5C") == [.key(.wordLeft), .key(.wordRight)])     // Ctrl
        #expect(decode("\u{1B}[1;3D\u{1B}[1;3C") == [.key(.wordLeft), .key(.wordRight)])     // Alt
        #expect(decode("\u{1B}[1;2D\u{1B}[D") == [.key(.shiftLeft), .key(.left)])
    }

    @Test func altWithAPrintableCharacterIsAnAltKeyAndEscWithAnythingElseALoneEscape() {
        #expect(decode("\u{1B}w\u{1B}_") == [.key(.alt("w")), .key(.alt("_"))])
        #expect(decode("\u{1B}b\u{1B}f") == [.key(.wordLeft), .key(.wordRight)])
        #expect(decode("\u{1B} ") == [.key(.escape), .key(.character(" "))])
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
    }
}
