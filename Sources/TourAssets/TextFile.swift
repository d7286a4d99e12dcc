import NavKitPlatform

/// Reading files and folders with the C library (navdemo does not need Foundation).
package enum TextFile {
    /// The file's bytes, or nil when it cannot be read.
    package static func bytes(at path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { data.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count { break }
        }
        return ferror(file) == 0 ? data : nil
    }

    /// Names in the folder at `path` (no "." or ".."), sorted; nil when it is not a readable folder.
    package static func names(in path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// True when `path` is a folder.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes `text` to standard error.
    package static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
    }
}
