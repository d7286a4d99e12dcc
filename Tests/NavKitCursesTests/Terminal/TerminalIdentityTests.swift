import Testing
import NavKit
@testable import NavKitCurses

/// The terminal's answer to "what are you" (DA2), and the quirk it tells: Konsole and QTerminal
/// fill the blanks that insert and erase character open with the default background.
@MainActor @Suite(.tags(.unsafeMemory)) struct TerminalIdentityTests {
    /// A screen with nothing on it, for a core.
    private final class Blank: Screen {
        let title = "Blank"
        func draw(in canvas: inout Canvas) {}
    }

    /// What `text` decodes to: the identity answer, if any, and the rest.
    func decode(_ text: String) -> (identity: [Int]?, rest: [TerminalInput]) {
        var decoder = InputDecoder()
        var input: [TerminalInput] = []
        decoder.feed(Array(text.utf8), into: &input)
        var identity: [Int]?
        let rest = input.filter {
            guard case let .answer(.identity(parameters)) = $0 else { return true }
            identity = parameters
            return false
        }
        return (identity, rest)
    }

    @Test func theSecondaryAttributesAnswerIsReadAndIsNoKey() {
        // As answered here by Konsole 22.12, QTerminal 1.2 (qtermwidget), xterm and tmux.
        for (answer, parameters) in [("1;115;0", [1, 115, 0]), ("0;115;0", [0, 115, 0]),
                                     ("41;380;0", [41, 380, 0]), ("84;0;0", [84, 0, 0])] {
            let (identity, rest) = decode("a\u{1B}[>\(answer)cb")
            #expect(identity == parameters)
            #expect(rest == [.event(.key(.character("a"))), .event(.key(.character("b")))])
        }
        let (identity, rest) = decode("\u{1B}[>0;1q")   // another answer after `>`: dropped
        #expect(identity == nil && rest.isEmpty)
    }

    @Test func konsolesLineageFillsBlanksWithTheDefaultBackground() {
        #expect(TerminalIdentity(secondaryAttributes: [1, 115, 0]).fillsBlanksWithDefaultBackground)   // Konsole
        #expect(TerminalIdentity(secondaryAttributes: [0, 115, 0]).fillsBlanksWithDefaultBackground)   // QTerminal
        #expect(!TerminalIdentity(secondaryAttributes: [41, 380, 0]).fillsBlanksWithDefaultBackground) // xterm
        #expect(!TerminalIdentity(secondaryAttributes: [65, 7200, 1]).fillsBlanksWithDefaultBackground) // VTE
        #expect(!TerminalIdentity(secondaryAttributes: [84, 0, 0]).fillsBlanksWithDefaultBackground)   // tmux
        #expect(!TerminalIdentity(secondaryAttributes: nil).fillsBlanksWithDefaultBackground)
    }

    @Test func marginsAreUsedWhereTheTerminalHasThemAndIsKnownToDrawThemRight() {
        // xterm 379 answers DECRQM 69 with 2 (it has them, off), mlterm 3.9 too; tmux and the
        // rest answer 0 or nothing.
        #expect(TerminalIdentity(secondaryAttributes: [41, 379, 0], marginsMode: 2).drawsHorizontalMargins)
        #expect(TerminalIdentity(secondaryAttributes: [41, 379, 0], marginsMode: 1).drawsHorizontalMargins)
        #expect(!TerminalIdentity(secondaryAttributes: [41, 379, 0], marginsMode: 0).drawsHorizontalMargins)
        #expect(!TerminalIdentity(secondaryAttributes: [41, 379, 0], marginsMode: 4).drawsHorizontalMargins)
        #expect(!TerminalIdentity(secondaryAttributes: [41, 379, 0]).drawsHorizontalMargins)       // not asked
        #expect(!TerminalIdentity(secondaryAttributes: [24, 279, 0], marginsMode: 2).drawsHorizontalMargins)   // mlterm: not verified
        #expect(!TerminalIdentity(secondaryAttributes: [84, 0, 0], marginsMode: 2).drawsHorizontalMargins)     // tmux
        #expect(!TerminalIdentity(secondaryAttributes: nil, marginsMode: 2).drawsHorizontalMargins)
    }

    @Test func theMarginsAnswerComesWithTheIdentityAndTheirQuestionBeforeIt() {
        let core = RunLoopCore(engine: Engine(root: Blank(), size: Size(width: 20, height: 6)),
                               framesPerSecond: 60, pacesFrames: true)
        core.askedForIdentity = true
        _ = core.receive(ArraySlice(Array("\u{1B}[?69;2$y\u{1B}[>41;379;0c".utf8)), at: 0)
        #expect(core.takeTerminalIdentity() == TerminalIdentity(secondaryAttributes: [41, 379, 0], marginsMode: 2))
        var modes = TerminalModes(mouse: true, bracketedPaste: true, asksForPixelPointer: false, asksForIdentity: true)
        #expect(!modes.setUp(knowsCellSize: true).contains("69$p"))
        modes.asksForMargins = true
        #expect(modes.setUp(knowsCellSize: true).contains("\u{1B}[?69$p\u{1B}[>c"))   // answered first
    }

    @Test func theCoreHandsTheIdentityOverOnceAndOnlyWhenAsked() {
        func core(asked: Bool) -> RunLoopCore {
            let core = RunLoopCore(engine: Engine(root: Blank(), size: Size(width: 20, height: 6)),
                                   framesPerSecond: 60, pacesFrames: true)
            core.askedForIdentity = asked
            return core
        }
        let konsole = core(asked: true)
        #expect(konsole.takeTerminalIdentity() == nil)                 // nothing said yet
        _ = konsole.receive(ArraySlice(Array("\u{1B}[>1;115;0c\u{1B}[0n".utf8)), at: 0)
        #expect(konsole.takeTerminalIdentity() == TerminalIdentity(secondaryAttributes: [1, 115, 0]))
        #expect(konsole.takeTerminalIdentity() == nil)                 // once
        let silent = core(asked: true)
        _ = silent.receive(ArraySlice(Array("\u{1B}[0n".utf8)), at: 0)  // the frame's answer, no DA2
        #expect(silent.takeTerminalIdentity() == TerminalIdentity(secondaryAttributes: nil))
        let notAsked = core(asked: false)
        _ = notAsked.receive(ArraySlice(Array("\u{1B}[>1;115;0c".utf8)), at: 0)
        #expect(notAsked.takeTerminalIdentity() == nil)
    }
}
