import Testing
import NavKit
@testable import NavKitCurses

/// The kitty keyboard protocol: asked where the terminal is xterm-like and the app allows it,
/// pushed once the terminal answered and popped on every way out; its key reports (`ESC [ code ;
/// modifiers : event u`, and the legacy forms with an event type) decoded into keys (those the
/// legacy bytes could not tell apart told apart: Shift+Enter, Ctrl-I), releases apart, Ctrl-C and Ctrl-Z as the signals they would have raised.
@Suite(.tags(.unsafeMemory)) struct KeyboardProtocolTests {
    /// Everything `text` decodes to, flushed.
    func decoded(_ text: String) -> [TerminalInput] {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed(Array(text.utf8), into: &input)
        decoder.flush(into: &input)
        return input
    }

    func keys(_ text: String) -> [Event] { InputDecoder.decode(Array(text.utf8)) }

    @Test func theAnswerToTheQueryIsTheFlagsInForce() {
        #expect(decoded("\u{1B}[?0u") == [.answer(.keyboardFlags(0))])
        #expect(decoded("\u{1B}[?3u") == [.answer(.keyboardFlags(3))])
        #expect(keys("\u{1B}[?31u") == [])                        // an answer is no key
    }

    @Test func escIsAKeyTheMomentItsReportIsReadNotAfterTheEscapeDelay() {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed(Array("\u{1B}[27u".utf8), into: &input)           // no flush: nothing waits
        #expect(input == [.event(.key(.escape))])
        #expect(!decoder.hasPending)                                     // the run loop arms no escape timer
    }

    @Test func reportsWithModifiersBecomeTheirKeys() {
        #expect(keys("\u{1B}[27u") == [.key(.escape)])                                   // Esc: no delay
        #expect(keys("\u{1B}[13u\u{1B}[57414u") == [.key(.enter), .key(.enter)])         // and the keypad's
        #expect(keys("\u{1B}[9u\u{1B}[9;2u") == [.key(.tab), .key(.backTab)])
        #expect(keys("\u{1B}[127u\u{1B}[127;5u") == [.key(.backspace), .key(.backspace)])
        #expect(keys("\u{1B}[97;5u\u{1B}[115;5u") == [.key(.control("a")), .key(.control("s"))])
        // The keys the legacy bytes could not tell apart are told apart (`Key.legacy` says which).
        #expect(keys("\u{1B}[105;5u\u{1B}[109;5u\u{1B}[104;5u")
                == [.key(.control("i")), .key(.control("m")), .key(.control("h"))])
        #expect(keys("\u{1B}[13;2u\u{1B}[13;5u\u{1B}[13;6u\u{1B}[57414;2u")
                == [.key(.shiftEnter), .key(.controlEnter), .key(.controlEnter), .key(.shiftEnter)])
        #expect(decoded("\u{1B}[13;2:3u") == [.keyRelease(.shiftEnter)])
        #expect(keys("\u{1B}[95;5u\u{1B}[47;5u") == [.key(.control("_")), .key(.control("_"))])
        #expect(keys("\u{1B}[119;3u\u{1B}[98;3u\u{1B}[102;3u") == [.key(.alt("w")), .key(.wordLeft), .key(.wordRight)])
        #expect(keys("\u{1B}[98;4u") == [.key(.alt("B"))])                               // Alt+Shift+B: not a word move
        #expect(keys("\u{1B}[97u\u{1B}[97;2u\u{1B}[1078u") == [.key(.character("a")), .key(.character("A")),
                                                                .key(.character("ж"))])
        #expect(keys("\u{1B}[57399u\u{1B}[57408u") == [.key(.character("0")), .key(.character("9"))])
        #expect(keys("\u{1B}[57417u\u{1B}[57420u\u{1B}[57426u") == [.key(.left), .key(.down), .key(.delete)])
    }

    /// kitty 0.26.5 with flags 27 pushed, for Esc, Enter, Shift+A, a, Tab, Backspace, Space,
    /// Shift+→, Ctrl+C, Shift+1 and q typed with xdotool (each press, then its release; Shift
    /// and Ctrl are keys of their own).
    static let kittyStream = "\u{1B}[27u\u{1B}[27;1:3u\u{1B}[13u\u{1B}[13;1:3u\u{1B}[57441u\u{1B}[97;2;65u"
        + "\u{1B}[57441;2:3u\u{1B}[97;1:3u\u{1B}[97;;97u\u{1B}[97;1:3u\u{1B}[9u\u{1B}[9;1:3u\u{1B}[127u"
        + "\u{1B}[127;1:3u\u{1B}[32;;32u\u{1B}[32;1:3u\u{1B}[57441u\u{1B}[1;2C\u{1B}[57441;2:3u\u{1B}[1;1:3C"
        + "\u{1B}[57442u\u{1B}[99;5u\u{1B}[57442;5:3u\u{1B}[99;1:3u\u{1B}[57441u\u{1B}[49;2;33u"
        + "\u{1B}[57441;2:3u\u{1B}[49;1:3u\u{1B}[113;;113u\u{1B}[113;1:3u"

    @Test func whatKittyReallySendsIsEachKeyOnceWithItsText() {
        #expect(keys(KeyboardProtocolTests.kittyStream)
                == [.escape, .enter, .character("A"), .character("a"), .tab, .backspace, .character(" "),
                    .shiftRight, .character("!"), .character("q")].map(Event.key))
        let input = decoded(KeyboardProtocolTests.kittyStream)
        #expect(input.filter { $0 == .interruptKey }.count == 1)
        #expect(input.contains(.keyRelease(.right)))                     // Shift let go first: a bare → comes up
        #expect(input.contains(.keyRelease(.enter)) && input.contains(.keyRelease(.character("a"))))
    }

    @Test func theTextAKeyTypesIsTheCharacter() {
        #expect(keys("\u{1B}[1078;2;1046u\u{1B}[1078u") == [.key(.character("Ж")), .key(.character("ж"))])
        #expect(keys("\u{1B}[1078;2u") == [.key(.character("Ж"))])            // no text: Shift uppercases
        #expect(keys("\u{1B}[97;;104:105u") == [.paste("hi")])                // one key, two characters
        #expect(keys("\u{1B}[97;5;97u") == [.key(.control("a"))])             // Ctrl: the key, not its text
        #expect(keys("\u{1B}[97;;7u") == [.key(.character("a"))])             // a control code is no text
    }

    @Test func capsLockAndNumLockChangeNoKey() {
        #expect(keys("\u{1B}[97;69u") == [.key(.control("a"))])           // Ctrl + Caps Lock (64)
        #expect(keys("\u{1B}[1;129C") == [.key(.right)])                  // Num Lock (128)
        #expect(keys("\u{1B}[1;66C") == [.key(.shiftRight)])              // Shift + Caps Lock
    }

    @Test func keysNoScreenTakesAreDropped() {
        #expect(keys("\u{1B}[57441u\u{1B}[57358u\u{1B}[57376u") == [])   // lone Shift, Caps Lock, F13
        #expect(keys("\u{1B}[97;7u\u{1B}[97;9u") == [])                   // Ctrl+Alt+A, Super+A
        #expect(keys("\u{1B}[31u\u{1B}[u") == [])                         // a control code, no code
    }

    @Test func eventTypesPressRepeatAndRelease() {
        #expect(decoded("\u{1B}[1;2C\u{1B}[1;2:1C\u{1B}[1;2:2C\u{1B}[1;2:3C")
                == [.event(.key(.shiftRight)), .event(.key(.shiftRight)), .event(.key(.shiftRight)),
                    .keyRelease(.shiftRight)])
        #expect(decoded("\u{1B}[1;1:3A\u{1B}[1;2:3B\u{1B}[1;1:3D") == [.keyRelease(.up), .keyRelease(.shiftDown),
                                                                        .keyRelease(.left)])
        #expect(decoded("\u{1B}[5;1:3~\u{1B}[15;1:3~\u{1B}[1;1:3H\u{1B}[1;1:3P")
                == [.keyRelease(.pageUp), .keyRelease(.function(5)), .keyRelease(.home), .keyRelease(.function(1))])
        #expect(decoded("\u{1B}[27;1:3u\u{1B}[97;5:2u") == [.keyRelease(.escape), .event(.key(.control("a")))])
        // A release is no key to the engine: the legacy keys stay exactly what they were.
        #expect(keys("\u{1B}[1;2C\u{1B}[1;2:3C") == [.key(.shiftRight)])
        #expect(keys("\u{1B}[1;2:9C") == [])                              // no such event type
    }

    @Test func functionKeysInTheProtocolsForms() {
        #expect(keys("\u{1B}[P\u{1B}[Q\u{1B}[13~\u{1B}[S\u{1B}[1;2P") == [1, 2, 3, 4, 1].map { .key(.function($0)) })
        #expect(keys("\u{1B}[2;5R") == [])                                // a cursor position report, never F3
    }

    @Test func ctrlCAndCtrlZAreTheSignalsTheTtyNoLongerRaises() {
        #expect(decoded("\u{1B}[99;5u") == [.interruptKey])
        #expect(decoded("\u{1B}[122;5u") == [.suspendKey])
        #expect(decoded("\u{1B}[99;5:2u") == [.interruptKey])             // held: each repeat
        #expect(decoded("\u{1B}[99;5:3u\u{1B}[122;5:3u") == [.keyRelease(.control("c")), .keyRelease(.control("z"))])
        #expect(decoded("\u{1B}[99;7u") == [])                            // Ctrl+Alt+C: nothing
    }

    @Test func reportsSplitAcrossReadsAreJoined() {
        for text in ["\u{1B}[1;2:3C", "\u{1B}[99;5u", "\u{1B}[?3u", "\u{1B}[57414;1:1u"] {
            var decoder = InputDecoder()
            var input: [TerminalInput] = []
            for byte in Array(text.utf8) { decoder.feed([byte], into: &input) }
            #expect(input == decoded(text), "\(text.debugDescription) a byte at a time")
            #expect(!decoder.hasPending)
        }
    }

    @Test func askedOnlyWhereTheTerminalIsXtermLikeAndTheAppAllows() {
        let kitty = TerminalCapabilities.Facts(term: "xterm-kitty")
        #expect(TerminalCapabilities(kitty, mouse: true, pixelPointer: true).asksForKeyboardProtocol)
        #expect(!TerminalCapabilities(kitty, mouse: true, pixelPointer: true, keyboardProtocol: false)
                    .asksForKeyboardProtocol)
        #expect(!TerminalCapabilities(.init(term: "linux"), mouse: true, pixelPointer: true).asksForKeyboardProtocol)
        #expect(!TerminalCapabilities(.init(term: "screen-256color"), mouse: true, pixelPointer: true)
                    .asksForKeyboardProtocol)
    }

    @Test func theFlagsArePushedAfterTheAnswerAndPoppedOnEveryWayOutOnlyThen() {
        var modes = TerminalModes(mouse: true, bracketedPaste: true, asksForPixelPointer: false, asksForIdentity: true)
        #expect(!modes.setUp(knowsCellSize: true).contains("\u{1B}[?u"))
        modes.asksForKeyboardProtocol = true
        #expect(modes.setUp(knowsCellSize: true).contains("\u{1B}[?u"))
        // Asked, not answered: nothing pushed, so nothing is popped (`ESC [ < u` is not safe everywhere).
        #expect(!(modes.off + modes.resume).contains("u"))
        #expect(modes.turnKeyboardProtocolOn() == "\u{1B}[>27u")
        #expect(modes.turnKeyboardProtocolOn() == nil)                    // once
        #expect(modes.off.hasPrefix("\u{1B}[m\u{1B}[<u"))                // hand back, suspend, the crash handler
        #expect(modes.resume.hasSuffix("\u{1B}[>27u"))                     // after a suspend, pushed again
        var unasked = TerminalModes(mouse: true, bracketedPaste: true, asksForPixelPointer: false, asksForIdentity: true)
        #expect(unasked.turnKeyboardProtocolOn() == nil)
    }

    @Test func theWayOutReadsUpToTheAnswerAfterThePop() {
        func holds(_ text: String) -> Bool { TerminalSession.holdsKeyboardFlagsAnswer(decoded(text)) }
        #expect(holds("\u{1B}[113;1:3u\u{1B}[?0u"))                       // q's release, then the answer
        #expect(holds("\u{1B}[?0u\u{1B}[113;1:3u"))                       // an answer with more after it
        #expect(!holds("\u{1B}[113;1:3u"))                                 // a release alone
        #expect(!holds("\u{1B}[?u") && !holds("[?0u") && !holds("\u{1B}[?0"))
    }

    @MainActor @Test func theCoreSwitchesOnceWhenAskedAndAnswered() {
        let engine = Engine(root: KeyLog(), size: Size(width: 40, height: 10))
        let core = RunLoopCore(engine: engine, framesPerSecond: 60, pacesFrames: false)
        _ = core.receive(ArraySlice(Array("\u{1B}[?0u".utf8)), at: 0)
        #expect(!core.takeKeyboardProtocolSwitch())                       // not asked: an answer is not enough
        let asked = RunLoopCore(engine: engine, framesPerSecond: 60, pacesFrames: false)
        asked.askedForKeyboardProtocol = true
        #expect(!asked.takeKeyboardProtocolSwitch())                      // asked, no answer yet
        _ = asked.receive(ArraySlice(Array("\u{1B}[?0u".utf8)), at: 0)
        #expect(asked.takeKeyboardProtocolSwitch() && asked.keyboardProtocolOn)
        #expect(!asked.takeKeyboardProtocolSwitch())
    }

    @MainActor @Test func theCoreHandsOverASignalKeyOnceAndTheScreenGetsTheKeysAroundIt() {
        let screen = KeyLog()
        let engine = Engine(root: screen, size: Size(width: 40, height: 10))
        let core = RunLoopCore(engine: engine, framesPerSecond: 60, pacesFrames: false)
        _ = core.receive(ArraySlice(Array("a\u{1B}[99;5u\u{1B}[1;1:3C".utf8)), at: 0)
        #expect(core.takeSignalKey() == .interrupt)
        #expect(core.takeSignalKey() == nil)
        #expect(screen.keys == [.character("a")])
        _ = core.receive(ArraySlice(Array("\u{1B}[122;5u".utf8)), at: 0.1)
        #expect(core.takeSignalKey() == .suspend)
    }

    /// A screen that keeps the keys it gets.
    final class KeyLog: Screen {
        var keys: [Key] = []
        var title: String { "Keys" }
        func draw(in canvas: inout Canvas) {}
        func handle(_ event: Event) -> ScreenResponse {
            if case let .key(key) = event { keys.append(key) }
            return .handled
        }
    }
}
