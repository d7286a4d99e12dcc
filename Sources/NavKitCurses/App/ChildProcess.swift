import NavKitPlatform

/// Children an app starts itself, with the signals a shell would give them.
///
/// On Linux the main actor and every task run on dispatch threads that block nearly every
/// signal, and a child inherits the mask of the thread that starts it: a `Process` started
/// there could not be stopped with SIGTERM or Ctrl-C. Start children inside
/// `withShellSignals(_:)`, or hand the terminal to a program with `NavigationContext.run(_:)`,
/// which does it for you. (The app catches SIGPIPE rather than ignoring it, so children get it
/// at its default either way.)
public enum ChildProcess {
    /// Runs `start` (`try process.run()`, a `posix_spawn`) with no signal blocked on the calling
    /// thread, so the child it starts has none blocked either; the thread's mask is put back after.
    ///
    /// ```swift
    /// try ChildProcess.withShellSignals { try process.run() }
    /// ```
    public static func withShellSignals<T>(_ start: () throws -> T) rethrows -> T {
        try Platform.withChildSignals(start)
    }
}
