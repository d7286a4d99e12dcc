import CNcursesw
import NavKitPlatform
import NavKit

/// The real terminal as a run loop backend: reads the tty, sleeps in `poll` on it, the signal
/// pipe and the mailbox's pipe (no timeout while idle: zero wake-ups), turns SIGWINCH, Ctrl-Z
/// and quit signals into wakes, and presents frames through ncurses (`CursesPresenter`).
public final class TerminalDevice: TerminalBackend {
    private let session: TerminalSession
    private let presenter: CursesPresenter
    private let signals = SignalWatcher()
    private var descriptors: [pollfd]

    /// A backend on `session`'s terminal; installs the signal handlers until `close()`.
    public init(session: TerminalSession) {
        self.session = session
        presenter = CursesPresenter(screen: session.screen, output: session.outputStream,
                                    colorDepth: session.colorDepth) { [session] in
            session.frames.send()
        }
        session.frames.ncursesDraws = !presenter.encodesFrames
        presenter.lineFeedMovesDown = true  // the session's program mode sends `\n` as it is
        descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: -1, events: Int16(POLLIN), revents: 0)]
        presenter.trustsBackgroundErase = trustsBlanks(of: nil)
    }

    /// Puts the default signal handlers back.
    public func close() { signals.uninstall() }

    public var size: Size { session.size }
    public var answersStatusRequests: Bool { session.frames.requestsAnswers }
    public var cellSizeInPixels: Size? { session.cellSizeInPixels }
    public var askedForPixelPointer: Bool { session.askedForPixelPointer }
    public func enablePixelPointer() { session.enablePixelPointer() }
    public var askedForIdentity: Bool { session.askedForIdentity }

    public func identified(_ identity: TerminalIdentity) {
        presenter.trustsBackgroundErase = trustsBlanks(of: identity)
    }

    /// Whether the terminal may fill the blanks a coloured erase or insert opens, knowing it is
    /// `identity` (nil: not yet; until it says what it is, no blank of a colour is left to it
    /// when it was asked). Never for Konsole's family, by its answer or its environment.
    private func trustsBlanks(of identity: TerminalIdentity?) -> Bool {
        guard !session.environmentSaysKonsole else { return false }
        guard let identity else { return !session.askedForIdentity }
        return !identity.fillsBlanksWithDefaultBackground
    }

    public func wait(timeout: Double?, mailbox: Mailbox) -> [TerminalWake] {
        descriptors[2].fd = mailbox.readEnd
        for index in descriptors.indices { descriptors[index].revents = 0 }
        let ready = Platform.wait(&descriptors, count: 3, seconds: timeout)
        if ready < 0 && errno != EINTR { return [.closed] }
        var wakes: [TerminalWake] = []
        for number in signals.drain() {
            switch number {
            case SIGWINCH:
                let cellSize = session.cellSizeInPixels
                if session.refreshSize() {
                    presenter.invalidate()
                    wakes.append(.resized)
                } else if session.cellSizeInPixels != cellSize {
                    wakes.append(.resized)  // a new font: the same cells, other pixels
                }
            case SIGTSTP: wakes.append(.suspend)
            case SIGCONT: break
            default: wakes.append(.quit(signal: number))
            }
        }
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { wakes.append(.input) }
        if descriptors[2].revents & Int16(POLLIN) != 0 { wakes.append(.posted) }
        return wakes
    }

    public func read(into buffer: inout [UInt8]) -> Int {
        let count = Platform.read(0, &buffer, buffer.count)
        if count == 0 { return -1 }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? 0 : -1 }
        return count
    }

    public func present(_ frame: Canvas, requestAnswer: Bool) -> Int {
        session.frames.requestsAnswers = requestAnswer
        return presenter.present(frame)
    }

    public func suspend() {
        session.suspend()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)                 // stops here until `fg`
        signals.install(SIGTSTP)
        session.resume()
        presenter.invalidate()
    }
}
