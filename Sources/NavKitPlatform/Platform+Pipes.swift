extension Platform {
    /// A child started with its standard output and error on pipes (`spawnReading`).
    package struct ReadingChild: Sendable {
        /// The child's process id.
        package let pid: pid_t
        /// The read end of the pipe on the child's standard output.
        package let output: Int32
        /// The read end of the pipe on the child's standard error.
        package let errors: Int32
    }

    /// Starts `executable` (a path, or a name looked up in `PATH`) with `arguments` (without the
    /// program's name), as `spawn` does (the app's environment, the signals a shell would give),
    /// but with standard input from /dev/null and standard output and error on pipes whose read
    /// ends it returns, close-on-exec so no other child inherits them. Close both when done.
    package static func spawnReading(_ executable: String, arguments: [String]) -> Result<ReadingChild, SpawnError> {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard makePipe(&outputPipe) else { return .failure(SpawnError(executable: executable, code: errno)) }
        guard makePipe(&errorPipe) else {
            let code = errno
            outputPipe.forEach { _ = close($0) }
            return .failure(SpawnError(executable: executable, code: code))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)   // dup2 clears close-on-exec
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let started = spawn(executable, arguments: arguments, fileActions: &actions)
        close(outputPipe[1])
        close(errorPipe[1])
        switch started {
        case let .success(pid):
            return .success(ReadingChild(pid: pid, output: outputPipe[0], errors: errorPipe[0]))
        case let .failure(error):
            close(outputPipe[0])
            close(errorPipe[0])
            return .failure(error)
        }
    }

    /// Ends the child `pid` with SIGTERM (a child already gone is no error).
    package static func terminate(_ pid: pid_t) {
        _ = kill(pid, SIGTERM)
    }

    /// Makes a pipe whose two ends are close-on-exec; false (errno set) when it cannot.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }
}
