import CNcursesw
import NavKitPlatform
import NavKit

/// The real terminal as a run loop backend: reads the tty, waits in `poll` on it, the signal
/// pipe and the mailbox's pipe on a thread of its own while the main actor stays free (no
/// timeout while idle: zero wake-ups), turns SIGWINCH, Ctrl-Z and quit signals into wakes,
/// and presents frames through ncurses (`CursesPresenter`).
package final class TerminalDevice: TerminalBackend {
    private let session: TerminalSession
    private let presenter: CursesPresenter
    private let signals = SignalWatcher()

    /// A backend on `session`'s terminal; installs the signal handlers until `close()`.
    package init(session: TerminalSession) {
        self.session = session
        presenter = CursesPresenter(screen: session.screen, output: session.outputStream,
                                    colorDepth: session.colorDepth) { [session] in
            session.frames.send()
        }
        session.frames.ncursesDraws = !presenter.encodesFrames
        presenter.lineFeedMovesDown = true  // the session's program mode sends `\n` as it is
        presenter.trustsBackgroundErase = trustsBlanks(of: nil)
    }

    /// Puts the default signal handlers back.
    package func close() { signals.uninstall() }

    package var size: Size { session.size }
    package var firstRow: Int { session.firstRow }
    package var answersStatusRequests: Bool { session.frames.requestsAnswers }
    package var display: DisplayTraits { session.display }
    package var cellSizeInPixels: Size? { session.cellSizeInPixels }
    package var askedForPixelPointer: Bool { session.askedForPixelPointer }
    package func enablePixelPointer() { session.enablePixelPointer() }
    package var askedForIdentity: Bool { session.askedForIdentity }
    package var askedForKeyboardProtocol: Bool { session.askedForKeyboardProtocol }
    package func enableKeyboardProtocol() { session.enableKeyboardProtocol() }
    package func copyToClipboard(_ text: String) { session.copyToClipboard(text) }

    package func identified(_ identity: TerminalIdentity) {
        presenter.trustsBackgroundErase = trustsBlanks(of: identity)
        presenter.usesMargins = identity.drawsHorizontalMargins
    }

    /// Whether the terminal may fill the blanks a coloured erase or insert opens, knowing it is
    /// `identity` (nil: not yet; until it says what it is, no blank of a colour is left to it
    /// when it was asked). Never for Konsole's family, by its answer or its environment.
    private func trustsBlanks(of identity: TerminalIdentity?) -> Bool {
        guard !session.environmentSaysKonsole else { return false }
        guard let identity else { return !session.askedForIdentity }
        return !identity.fillsBlanksWithDefaultBackground
    }

    package func wait(timeout: Double?, mailbox: Mailbox) async -> [TerminalWake] {
        // The app's captured output is read as it comes, so a chatty app never fills the pipe.
        let descriptors = [0, signals.readEnd, mailbox.readEnd] + (session.capturedOutputReadEnd.map { [$0] } ?? [])
        guard let ready = await Platform.wait(for: descriptors, seconds: timeout) else { return [.closed] }
        if ready.count > 3, ready[3] != 0 { session.readCapturedOutput() }
        return signals.wakes(ready: ready) {
            let cellSize = session.cellSizeInPixels
            if session.refreshSize() {
                presenter.invalidate()
                return true
            }
            return session.cellSizeInPixels != cellSize  // a new font: the same cells, other pixels
        }
    }

    package func read(into buffer: inout [UInt8]) -> Int { TerminalDevice.readInput(into: &buffer) }

    /// Reads the tty's input that is ready into `buffer`, as `TerminalBackend.read` says: the
    /// byte count, 0 for none (an interrupted read), -1 when the input is gone.
    static func readInput(into buffer: inout [UInt8]) -> Int {
        let count = Platform.read(0, &buffer, buffer.count)
        if count == 0 { return -1 }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? 0 : -1 }
        return count
    }

    package func present(_ frame: Canvas, requestAnswer: Bool) -> Int {
        session.frames.requestsAnswers = requestAnswer
        presenter.stripTop = session.strip?.top
        return presenter.present(frame)
    }

    package var lastFrameChangedCells: Int? { presenter.lastChangedCells }

    package func suspend() {
        session.suspend()
        signals.stopUntilContinued()
        session.resume()
        presenter.invalidate()
    }

    /// Puts the terminal back as the shell had it, runs `program` in the foreground with the
    /// signals a shell would give it (Ctrl-C and Ctrl-\ are its own; Ctrl-Z stops the app with
    /// it), waits for it off the main actor, then takes the terminal back to draw whole.
    package func run(_ program: TerminalProgram) async -> TerminalProgram.Outcome {
        session.suspend()
        signals.handOver()
        let outcome: TerminalProgram.Outcome
        switch Platform.spawn(program.executable, arguments: program.arguments) {
        case let .success(pid):
            switch await Platform.waitForExit(of: pid) {
            case let .exited(status): outcome = .exited(status)
            case let .signalled(signal): outcome = .signalled(signal)
            }
        case let .failure(error):
            outcome = .couldNotStart(error.description)
        }
        signals.takeBack()
        session.resume()
        presenter.invalidate()
        return outcome
    }
}
