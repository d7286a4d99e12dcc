import Dispatch

/// The thread that sits in `waitpid` while a child runs, so the actor that awaits it stays free.
private let reapingQueue = DispatchQueue(label: "NavKit.reap")

#if canImport(Darwin)
/// What `posix_spawn` takes the file actions as: an optional pointer on Darwin, a struct elsewhere.
typealias SpawnFileActions = posix_spawn_file_actions_t?
#else
/// What `posix_spawn` takes the file actions as: an optional pointer on Darwin, a struct elsewhere.
typealias SpawnFileActions = posix_spawn_file_actions_t
#endif

extension Platform {
    /// The signals a child gets back at their default action when it starts: those an app may
    /// catch or ignore (a caught one is reset by `exec` anyway; an ignored one would stay
    /// ignored), and those of job control.
    static let childDefaultSignals: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGWINCH, SIGTSTP,
                                               SIGTTIN, SIGTTOU, SIGCONT, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2]

    /// Runs `body` with no signal blocked on the calling thread, then puts its mask back. A child
    /// started in `body` (`posix_spawn`, Foundation's `Process.run()`) inherits the thread's mask:
    /// on Linux the main actor and every task run on dispatch threads that block nearly every
    /// signal, so a child started there without this could not be stopped with SIGTERM or Ctrl-C.
    package static func withChildSignals<T>(_ body: () throws -> T) rethrows -> T {
        var none = sigset_t(), previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Starts `executable` (a path, or a name looked up in `PATH`) with `arguments` (without the
    /// program's name), the app's environment and its standard input, output and error, with
    /// the signals a shell would give it: none blocked, each at its default action. Returns the
    /// child's process id, or why it could not start.
    package static func spawn(_ executable: String, arguments: [String]) -> Result<pid_t, SpawnError> {
        spawn(executable, arguments: arguments, fileActions: nil)
    }

    /// `spawn`, with `fileActions` (nil: none) run in the child before it starts the program.
    static func spawn(_ executable: String, arguments: [String],
                      fileActions: UnsafePointer<SpawnFileActions>?) -> Result<pid_t, SpawnError> {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for number in childDefaultSignals { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawnp(&pid, executable, fileActions, &attributes, argv, currentEnvironment())
        return result == 0 ? .success(pid) : .failure(SpawnError(executable: executable, code: result))
    }

    /// Waits, on a thread of its own, until the child `pid` ends; the caller's actor runs other
    /// work meanwhile. A child already reaped by someone else counts as having exited with 0.
    package static func waitForExit(of pid: pid_t, isolation: isolated (any Actor)? = #isolation) async -> ChildStatus {
        await withCheckedContinuation(isolation: isolation) { continuation in
            reapingQueue.async {
                var status: Int32 = 0
                var reaped = waitpid(pid, &status, 0)
                while reaped < 0 && errno == EINTR { reaped = waitpid(pid, &status, 0) }
                guard reaped == pid else { return continuation.resume(returning: .exited(0)) }
                let signal = status & 0x7f
                continuation.resume(returning: signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
            }
        }
    }

    /// The environment of the process, as `exec` takes it.
    private static func currentEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }
}
