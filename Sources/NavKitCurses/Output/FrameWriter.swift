import CNcursesw

/// Sends frames to the terminal: ncurses' update for one frame leaves in one write, wrapped in
/// synchronized output (DEC mode 2026) where the terminal takes it and followed by a status
/// request (`ESC [ 5 n`) while `requestsAnswers`, so the run loop can pace frames on the answers.
package final class FrameWriter {
    /// True when frames are wrapped in synchronized output.
    package let synchronizedOutput: Bool
    /// True while each frame ends with a status request, which the terminal answers once read.
    package var requestsAnswers = true
    /// True when ncurses computes each frame's bytes (`doupdate`); false when a presenter
    /// writes them into ncurses' stream itself (`CursesPresenter.encodesFrames`).
    package var ncursesDraws = true

    private let output: TerminalOutput
    private static let statusRequest = Array("\u{1B}[5n".utf8)
    private static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
    private static let endSynchronized = Array("\u{1B}[?2026l".utf8)

    init(output: TerminalOutput, synchronizedOutput: Bool) {
        self.output = output
        self.synchronizedOutput = synchronizedOutput
    }

    /// Lets ncurses update the current screen (when it draws) and sends what was written in one
    /// write; returns those bytes' count (without the wrapper and the status request).
    @discardableResult
    package func send() -> Int {
        if ncursesDraws { doupdate() }
        let wrap = synchronizedOutput
        return output.send(prefix: wrap ? FrameWriter.beginSynchronized : [],
                           suffix: wrap ? FrameWriter.endSynchronized : [],
                           trailer: requestsAnswers ? FrameWriter.statusRequest : [])
    }
}
