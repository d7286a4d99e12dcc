/// A problem in the assets, located by file and line: "FILE:LINE: what is wrong".
package struct AssetError: Error, CustomStringConvertible {
    /// The file (as given on the command line or found in the folder).
    package var file: String
    /// 1-based line, or nil when the problem is the file or folder as a whole.
    package var line: Int?
    /// What is wrong, in a few words.
    package var message: String

    /// Creates an error at `file`, `line` (nil: the file as a whole).
    package init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// "FILE:LINE: message".
    package var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
