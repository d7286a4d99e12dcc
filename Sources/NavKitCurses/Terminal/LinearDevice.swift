import CNcursesw
import NavKitPlatform
import NavKit

/// The terminal in the linear mode (`TerminalApp.Options.linear`), for a screen reader that does
/// best with a command line: no full screen, no mouse, nothing drawn. Keys are read as in the
/// full-screen mode (no echo, no line editing); after each frame, what changed is written as
/// plain lines on the normal screen (`LinearTranscript`): a new screen's title and listing, a
/// focus move, an announcement. The tty is put back on every way out (`close()`, a crash).
package final class LinearDevice: TerminalBackend {
    private let engine: Engine
    private let transcript = LinearTranscript()
    private let signals = SignalWatcher()
    private var savedTTY = termios()
    /// Told of every byte written (a recording sink).
    package var onOutput: (([UInt8]) -> Void)?
    package private(set) var size: Size

    /// Takes the tty for `engine`'s keys; throws a `TerminalError` (nothing changed) when standard
    /// input or output is not a terminal.
    package init(engine: Engine) throws {
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw TerminalError("standard input and output must be a terminal")
        }
        self.engine = engine
        size = LinearDevice.windowSize() ?? Size(width: 80, height: 24)
        tcgetattr(0, &savedTTY)
        TerminalModes.enterProgramMode(from: savedTTY)
        SignalWatcher.armCrashRestore(restore: "", tty: savedTTY)
    }

    /// Puts the tty back as it was and the default signal handlers.
    package func close() {
        signals.uninstall()
        SignalWatcher.disarmCrashRestore()
        tcsetattr(0, TCSANOW, &savedTTY)
    }

    package var answersStatusRequests: Bool { false }
    /// No colours or effects: nothing is drawn.
    package var display: DisplayTraits { DisplayTraits(effects: .attributes, hasColor: false) }

    package func wait(timeout: Double?, mailbox: Mailbox) async -> [TerminalWake] {
        let descriptors = [0, signals.readEnd, mailbox.readEnd]
        guard let ready = await Platform.wait(for: descriptors, seconds: timeout) else { return [.closed] }
        return signals.wakes(ready: ready) {
            guard let newSize = LinearDevice.windowSize(), newSize != size else { return false }
            size = newSize
            return true
        }
    }

    package func read(into buffer: inout [UInt8]) -> Int { TerminalDevice.readInput(into: &buffer) }

    /// Writes the lines the transcript has for the engine's frame (the frame itself is not shown).
    package func present(_ frame: Canvas, requestAnswer: Bool) -> Int {
        let lines = transcript.lines(after: engine)
        guard !lines.isEmpty else { return 0 }
        let bytes = Array(lines.map { $0 + "\r\n" }.joined().utf8)
        TerminalOutput.writeAll(bytes, to: 1)
        onOutput?(bytes)
        return bytes.count
    }

    package func suspend() {
        tcsetattr(0, TCSANOW, &savedTTY)
        signals.stopUntilContinued()
        tcgetattr(0, &savedTTY)
        TerminalModes.enterProgramMode(from: savedTTY)
    }

    /// The tty's size in cells, if it says.
    private static func windowSize() -> Size? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard nk_window_size(1, &rows, &columns) == 0 else { return nil }
        return Size(width: Int(columns), height: Int(rows))
    }
}
