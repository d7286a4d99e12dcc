import Testing
import NavKit
@testable import NavKitCurses

/// Bracketed paste (mode 2004): what comes between `ESC [ 200 ~` and `ESC [ 201 ~` is one
/// `Event.paste`, never keys, however the reads split it; the mode is on while the app runs and
/// off on every way out.
@MainActor @Suite(.tags(.unsafeMemory)) struct BracketedPasteTests {
    /// What `reads` decode to, read one after another.
    func decode(_ reads: [String], flush: Bool = false) -> [TerminalInput] {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        for read in reads { decoder.feed(Array(read.utf8), into: &input) }
        if flush { decoder.flush(into: &input) }
        return input
    }

    @Test func aPasteIsOneEventAndItsKeysAreNotKeys() {
        // q would quit and ESC [ D would go back, were they typed; pasted, they are text.
        #expect(decode(["a\u{1B}[200~q\u{1B}[D\r\nx\u{1B}[201~b"])
                == [.event(.key(.character("a"))), .event(.paste("q\u{1B}[D\r\nx")), .event(.key(.character("b")))])
    }

    @Test func aPasteSplitAnywhereIsJoined() {
        let whole = Array("\u{1B}[200~héllo 漢\u{1B}[201~".utf8)
        for cut in 1..<whole.count {
            let reads = [String(decoding: whole[..<cut], as: UTF8.self), String(decoding: whole[cut...], as: UTF8.self)]
            // Cuts inside a multi-byte character are not valid strings on their own: feed bytes.
            var decoder = InputDecoder()
            var input: [TerminalInput] = []
            decoder.feed(whole[..<cut], into: &input)
            decoder.feed(whole[cut...], into: &input)
            #expect(input == [.event(.paste("héllo 漢"))], "cut at byte \(cut) of \(reads.count) reads")
            #expect(!decoder.hasPending)
        }
    }

    @Test func aPasteWhoseEndNeverComesEndsWhenFlushed() {
        #expect(decode(["\u{1B}[200~half"]).isEmpty)
        #expect(decode(["\u{1B}[200~half", " more"], flush: true) == [.event(.paste("half more"))])
    }

    @Test func aPasteKeepsAtMostAMebibyte() {
        let long = String(repeating: "x", count: InputDecoder.maximumPasteLength + 5000)
        let input = decode(["\u{1B}[200~", long, "\u{1B}[201~z"])
        guard case let .event(.paste(text)) = input.first else {
            Issue.record("no paste: \(input.prefix(1))")
            return
        }
        #expect(text.utf8.count == InputDecoder.maximumPasteLength)
        #expect(input.last == .event(.key(.character("z"))))
    }

    @Test func theModeIsOnWhileRunningAndOffOnEveryWayOut() {
        let on = TerminalModes(mouse: true, bracketedPaste: true, asksForPixelPointer: false, asksForIdentity: false)
        #expect(on.setUp(knowsCellSize: true).contains("\u{1B}[?2004h"))
        #expect(on.resume.contains("\u{1B}[?2004h"))
        #expect(on.off.contains("\u{1B}[?2004l"))                 // hand back, suspend and the crash handler
        let off = TerminalModes(mouse: true, bracketedPaste: false, asksForPixelPointer: false, asksForIdentity: false)
        #expect(!(off.setUp(knowsCellSize: true) + off.resume + off.off).contains("2004"))
    }

    @Test func thePasteWaitsForSlowBytesAndTheTopScreenGetsIt() {
        let screen = PasteScreen()
        let engine = Engine(root: screen, size: Size(width: 40, height: 10))
        let core = RunLoopCore(engine: engine, framesPerSecond: 60, pacesFrames: false)
        _ = core.receive(ArraySlice(Array("\u{1B}[200~slow".utf8)), at: 0)
        _ = core.tick(at: 0.5)                                   // long past the escape delay: still pasting
        #expect(screen.pasted.isEmpty)
        _ = core.receive(ArraySlice(Array(" link\u{1B}[201~".utf8)), at: 0.6)
        #expect(screen.pasted == ["slow link"])
        _ = core.receive(ArraySlice(Array("\u{1B}[200~lost end".utf8)), at: 1)
        _ = core.tick(at: 1 + RunLoopCore.pasteTimeout)          // no end marker: what came is the paste
        #expect(screen.pasted == ["slow link", "lost end"])
    }
}

/// A quit key is typed, not obeyed, while the top screen edits text.
@MainActor @Suite(.tags(.unsafeMemory)) struct QuitKeyWhileEditingTests {
    @Test func qIsTypedIntoAScreenEditingTextAndQuitsElsewhere() {
        let screen = EditingScreen()
        let core = RunLoopCore(engine: Engine(root: screen, size: Size(width: 40, height: 10)), framesPerSecond: 60,
                               pacesFrames: false)
        core.quitKeys = [.character("q")]
        #expect(core.receive(ArraySlice(Array("q".utf8)), at: 0) == .running)
        #expect(screen.typed == "q")
        screen.isEditingText = false
        #expect(core.receive(ArraySlice(Array("q".utf8)), at: 0.1) == .quit)
    }
}

/// A screen that types the characters it gets while it edits text.
private final class EditingScreen: Screen {
    var title: String { "Edit" }
    var isEditingText = true
    private(set) var typed = ""
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard isEditingText, case let .key(.character(character)) = event else { return .ignored }
        typed.append(character)
        return .handled
    }
}

/// A screen that records what was pasted into it.
private final class PasteScreen: Screen {
    var title: String { "Paste" }
    private(set) var pasted: [String] = []
    func draw(in canvas: inout Canvas) {}
    func handle(_ event: Event) -> ScreenResponse {
        guard case let .paste(text) = event else { return .ignored }
        pasted.append(text)
        return .handled
    }
}
