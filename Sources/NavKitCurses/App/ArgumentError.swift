/// A word of a command line that a tool cannot read (`TerminalApp.Arguments`); `description` is
/// one line a person can act on ("unknown option '--x'", "--height wants a value").
public struct ArgumentError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, in one line, without the program's name.
    public let description: String
    /// Creates an error saying `problem`.
    public init(_ problem: String) { description = problem }
}
