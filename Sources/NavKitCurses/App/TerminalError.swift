/// A terminal problem a person can act on; `description` is a one-line message.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    /// One line saying what is wrong and what to do.
    public let description: String
    /// Creates an error with a one-line message.
    public init(_ message: String) { description = message }
}
