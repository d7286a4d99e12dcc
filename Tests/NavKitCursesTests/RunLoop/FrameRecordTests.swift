import Testing
import NavKit
import NavKitCursesTesting
@testable import NavKitCurses

/// A hand-drawn screen whose text changes with each key.
@MainActor
private final class Counter: Screen {
    let title = "Counter"
    var count = 0
    func draw(in canvas: inout Canvas) {
        canvas.write("count \(count)", at: Point(x: 1, y: 1), style: canvas.theme.content)
    }
    func handle(_ event: Event) -> ScreenResponse {
        guard event == .key(.character("+")) else { return .ignored }
        count += 1
        return .handled
    }
}

/// The run loop tells the engine what each presented frame cost (the inspector's frame
/// figures): its time, its bytes and the cells it changed, as the terminal counted them.
@MainActor @Suite struct FrameRecordTests {
    @Test func eachPresentedFrameIsRecordedWithItsBytesAndChangedCells() async {
        let terminal = TestTerminal(size: Size(width: 30, height: 6))
        let engine = Engine(root: Counter(), size: terminal.size)
        let loop = TerminalRunLoop(engine: engine)
        terminal.send("+", at: 0.1)
        terminal.send("+", at: 0.2)
        loop.schedule(after: 0.5) { loop.mailbox.requestQuit() }
        #expect(await loop.run(on: terminal, clock: terminal.clock) == .quit)
        let recorded = engine.recentPast.frames
        #expect(recorded.count == terminal.frames.count)
        #expect(recorded.map(\.time) == terminal.frames.map(\.time))
        #expect(recorded.map(\.cellsChanged) == terminal.frames.map { Optional($0.changedCells) })
        #expect(recorded.last?.cellsChanged == 1)                  // "1" became "2"
        #expect(recorded.allSatisfy { $0.composeSeconds == 0 })   // the manual clock stood still
        #expect(engine.recentPast.lastFrame == recorded.last)
    }
}
