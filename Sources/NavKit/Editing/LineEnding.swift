/// How a line of a text file ends: what `TextEditor` keeps for each line, so a file is saved
/// with the line endings it was read with.
public enum LineEnding: String, Hashable, Sendable, CaseIterable {
    /// A line feed (`\n`): Unix, macOS.
    case lf = "\n"
    /// A carriage return and a line feed (`\r\n`): Windows, the internet's protocols.
    case crlf = "\r\n"
    /// A carriage return alone (`\r`): classic Mac OS.
    case cr = "\r"
}
