/// A program an app hands the terminal to (an editor, a pager, a shell), run in the foreground
/// with `NavigationContext.run(_:)`: the app stops drawing and puts the terminal back as the
/// program expects it, the program runs with the app's environment and the signals a shell
/// would give it, and when it ends the app takes the terminal back and draws its screen whole
/// (Bubble Tea's `ExecProcess`).
public struct TerminalProgram: Hashable, Sendable {
    /// How a program the app ran ended.
    public enum Outcome: Hashable, Sendable {
        /// It exited with this status (0 for success).
        case exited(Int32)
        /// A signal ended it (its number).
        case signalled(Int32)
        /// It could not start, for this reason ("vi: No such file or directory"), or there was
        /// no terminal to hand over (a test without one, an app quitting).
        case couldNotStart(String)
    }

    /// The program: a path, or a name looked up in `PATH`.
    public var executable: String
    /// Its arguments, without its own name.
    public var arguments: [String]

    /// `executable` (a path, or a name looked up in `PATH`) with `arguments`.
    public init(_ executable: String, arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }

    /// `command` run by `/bin/sh`, with `arguments` as its `$1`, `$2`…: for a command the user
    /// configured, which may hold options of its own (`EDITOR="code -w"`):
    /// `.shellCommand("$EDITOR \"$1\"", arguments: [path])`.
    public static func shellCommand(_ command: String, arguments: [String] = []) -> TerminalProgram {
        TerminalProgram("/bin/sh", arguments: ["-c", command, "sh"] + arguments)
    }
}
