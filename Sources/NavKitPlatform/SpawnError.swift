/// Why a child process could not start.
package struct SpawnError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The program that was to start.
    package let executable: String
    /// The `errno` `posix_spawn` returned.
    package let code: Int32

    /// Says that `executable` could not start, for the `errno` `code`.
    package init(executable: String, code: Int32) {
        self.executable = executable
        self.code = code
    }

    /// The reason in the C library's words: "vi: No such file or directory".
    package var description: String { "\(executable): \(String(cString: strerror(code)))" }
}
