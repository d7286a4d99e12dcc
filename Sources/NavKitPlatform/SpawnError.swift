/// Why a child process could not start.
public struct SpawnError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The program that was to start.
    public let executable: String
    /// The `errno` `posix_spawn` returned.
    public let code: Int32

    /// Says that `executable` could not start, for the `errno` `code`.
    public init(executable: String, code: Int32) {
        self.executable = executable
        self.code = code
    }

    /// The reason in the C library's words: "vi: No such file or directory".
    public var description: String { "\(executable): \(String(cString: strerror(code)))" }
}
