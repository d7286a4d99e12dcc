/// A problem in the assets, located by file and line: "FILE:LINE: what is wrong".
struct AssetError: Error, CustomStringConvertible {
    /// The file (as given on the command line or found in the folder).
    var file: String
    /// 1-based line, or nil when the problem is the file or folder as a whole.
    var line: Int?
    /// What is wrong, in a few words.
    var message: String

    var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
