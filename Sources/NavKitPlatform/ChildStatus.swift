/// How a child process ended.
public enum ChildStatus: Equatable, Sendable {
    /// It exited with this status (0 for success).
    case exited(Int32)
    /// A signal ended it (its number).
    case signalled(Int32)
}
