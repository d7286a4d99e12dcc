import NavKitPlatform

/// Write end of the self-pipe; set once before handlers are installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
/// Bytes that turn the terminal's modes back, written by the crash handler.
nonisolated(unsafe) private var crashRestoreBytes: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var crashRestoreCount = 0
/// The tty settings to put back on a crash.
nonisolated(unsafe) private var crashRestoreTTY = termios()
nonisolated(unsafe) private var crashRestoreArmed = false
/// Where the crash handler writes: the restore to the terminal, its notice to standard error;
/// and the pipe of the app's captured output (-1: none), whose last bytes (the runtime's message)
/// it copies to standard error after the restore, through `crashDrainBuffer`.
nonisolated(unsafe) private var crashTerminal: Int32 = 1
nonisolated(unsafe) private var crashError: Int32 = 2
nonisolated(unsafe) private var crashCapture: Int32 = -1
nonisolated(unsafe) private var crashDrainBuffer: UnsafeMutablePointer<UInt8>? = nil

/// Catches the signals the run loop cares about. Handlers only write the
/// signal's number into a pipe; the run loop reads it and acts (quit, resize,
/// suspend). Crash signals (a Swift trap, a fatal error, a segfault) cannot
/// return to the run loop: their handler restores the terminal with
/// async-signal-safe calls only, then lets the signal do what it would have done.
final class SignalWatcher {
    /// Signals that end the run loop cleanly.
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// All signals written to the pipe.
    static let watched: [Int32] = quitSignals + [SIGWINCH, SIGTSTP, SIGCONT]
    /// Signals of a program that has crashed.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Read end of the pipe: readable when a signal has arrived.
    let readEnd: Int32
    /// What SIGQUIT did before a program was handed the terminal.
    private var quitHandler: (@convention(c) (Int32) -> Void)?
    private let writeEnd: Int32

    /// Creates the pipe and installs the handlers.
    init() {
        var ends: [Int32] = [-1, -1]
        pipe(&ends)
        readEnd = ends[0]
        writeEnd = ends[1]
        for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        signalPipeWriteEnd = writeEnd
        SignalWatcher.catchBrokenPipes()
        for number in SignalWatcher.watched { install(number) }
    }

    /// A write to a closed pipe fails with EPIPE instead of ending the app. SIGPIPE is caught,
    /// not ignored: the write fails all the same, and a child started from the app gets SIGPIPE
    /// at its default (`exec` resets a caught signal, but keeps an ignored one ignored).
    static func catchBrokenPipes() {
        signal(SIGPIPE) { _ in }
    }

    /// Puts the default handlers back and closes the pipe.
    func uninstall() {
        for number in SignalWatcher.watched { signal(number, SIG_DFL) }
        signalPipeWriteEnd = -1
        close(readEnd)
        close(writeEnd)
    }

    /// While a program has the terminal (`TerminalDevice.run`): Ctrl-C and Ctrl-\ are the
    /// program's (the app ignores them, as a shell's `system` does), and Ctrl-Z stops the app
    /// with it, so that the shell sees the whole job stopped.
    func handOver() {
        signal(SIGINT, SIG_IGN)
        quitHandler = signal(SIGQUIT, SIG_IGN)
        signal(SIGTSTP, SIG_DFL)
    }

    /// The program has ended: the app's own handlers again.
    func takeBack() {
        install(SIGINT)
        install(SIGTSTP)
        signal(SIGQUIT, quitHandler)
    }

    /// Installs the flag-only handler for `number` (again, e.g. after a suspend).
    func install(_ number: Int32) {
        signal(number) { received in
            var byte = UInt8(truncatingIfNeeded: received)
            _ = write(signalPipeWriteEnd, &byte, 1)
        }
    }

    /// Signals received since the last call, oldest first.
    /// What a wait's `ready` flags (standard input, this watcher's pipe, the mailbox's pipe, in
    /// that order, as `poll` gave them) and the signals that came mean to the run loop; `resized`
    /// is asked, on SIGWINCH, whether the terminal changed for its frames.
    func wakes(ready: [Int16], resized: () -> Bool) -> [TerminalWake] {
        var wakes: [TerminalWake] = []
        for number in drain() {
            switch number {
            case SIGWINCH: if resized() { wakes.append(.resized) }
            case SIGTSTP: wakes.append(.suspend)
            case SIGCONT: break
            default: wakes.append(.quit(signal: number))
            }
        }
        if ready[0] & Int16(POLLIN | POLLHUP | POLLERR) != 0 { wakes.append(.input) }
        if ready[2] & Int16(POLLIN) != 0 { wakes.append(.posted) }
        return wakes
    }

    func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count].map { Int32($0) })
        }
        return received
    }

    /// Stops the process as Ctrl-Z would, returning once it is continued (`fg`), or at once
    /// where nothing can continue it (a process group without job control). The signal is
    /// raised on this thread with SIGTSTP unblocked here: the main actor may run on a
    /// dispatch thread that blocks it, and a signal sent to the process would stop it only
    /// after this call returned.
    func stopUntilContinued() {
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)                 // stops here until `fg`
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        install(SIGTSTP)
    }

    /// Disarms the crash handler (the terminal has been restored normally).
    static func disarmCrashRestore() {
        crashRestoreArmed = false
        for number in crashSignals { signal(number, SIG_DFL) }
    }

    /// Arms the crash handler: on a crash it writes `restore` to `terminal` and puts back `tty`,
    /// then copies what waits in `capture` (the app's captured output, -1: none) to `error`.
    static func armCrashRestore(restore: String, tty: termios, terminal: Int32 = 1, error: Int32 = 2,
                                capture: Int32 = -1) {
        crashTerminal = terminal
        crashError = error
        crashCapture = capture
        if crashDrainBuffer == nil { crashDrainBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096) }
        let bytes = Array(restore.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        crashRestoreBytes = buffer
        crashRestoreCount = bytes.count
        crashRestoreTTY = tty
        crashRestoreArmed = true
        for number in crashSignals {
            signal(number) { received in
                if crashRestoreArmed, let bytes = crashRestoreBytes {
                    crashRestoreArmed = false
                    _ = write(crashTerminal, bytes, crashRestoreCount)
                    _ = tcsetattr(0, TCSANOW, &crashRestoreTTY)
                    if crashCapture >= 0, let buffer = crashDrainBuffer {  // the runtime's message, captured
                        while true {
                            let count = read(crashCapture, buffer, 4096)
                            if count <= 0 { break }
                            _ = write(crashError, buffer, count)
                        }
                    }
                    // On the main screen now: say what happened (the runtime's message went to the other one).
                    var notice: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
                        = (0x63, 0x72, 0x61, 0x73, 0x68, 0x65, 0x64, 0x20, 0x28, 0x73, 0x69, 0x67, 0x6E, 0x61, 0x6C,
                           0x20, 0x30, 0x30, 0x29, 0x3B, 0x20, 0x20, 0x20, 0x20)  // "crashed (signal 00); "
                    withUnsafeMutableBytes(of: &notice) { text in
                        text[16] = 0x30 + UInt8(truncatingIfNeeded: received / 10 % 10)
                        text[17] = 0x30 + UInt8(truncatingIfNeeded: received % 10)
                        _ = write(crashError, text.baseAddress, 21)
                    }
                    let restored: StaticString = "the terminal was restored\n"
                    _ = write(crashError, restored.utf8Start, restored.utf8CodeUnitCount)
                }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
