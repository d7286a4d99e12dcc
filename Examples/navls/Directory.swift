#if canImport(Glibc)
import Glibc  // the C library's calls, on every platform: no Foundation (7.6 MB resident)
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One name in a directory, with what `lstat` (and, for a link, `stat`) says it is.
struct DirectoryEntry {
    /// What the name is.
    indirect enum Kind: Equatable {
        case directory, file, other
        /// A symbolic link; `target` is what it points to, or nil when that cannot be reached.
        case link(target: Kind?)
    }

    /// The name as the directory holds it (may contain any bytes but `/` and NUL).
    let name: String
    let kind: Kind
    /// Size in bytes (of the file, or of the link's target).
    let size: Int64
    /// When it was last changed (seconds since 1970; 0 when not known).
    var modified = 0

    /// True when opening it shows a directory (a directory, or a link to one).
    var opensAsDirectory: Bool { kind == .directory || kind == .link(target: .directory) }
}

/// Reading the live file system with the C library: a listing, or the reason there is none.
enum Directory {
    /// The reason a directory cannot be shown, as the system says it (`strerror`).
    struct Failure: Error {
        let reason: String
        init(errno code: Int32) { reason = String(cString: strerror(code)) }
    }

    /// The entries of the directory at `path` (without `.` and `..`): directories first, then by name.
    static func list(_ path: String) -> Result<[DirectoryEntry], Failure> {
        guard let handle = opendir(path) else { return .failure(Failure(errno: errno)) }
        defer { closedir(handle) }
        var entries: [DirectoryEntry] = []
        while let raw = readdir(handle) {
            let name = withUnsafePointer(to: &raw.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            entries.append(entry(named: name, in: path))
        }
        entries.sort { a, b in
            a.opensAsDirectory != b.opensAsDirectory ? a.opensAsDirectory : Array(a.name.utf8).lexicographicallyPrecedes(Array(b.name.utf8))
        }
        return .success(entries)
    }

    /// What `name` in `directory` is, without following a link (then its target, with `stat`).
    static func entry(named name: String, in directory: String) -> DirectoryEntry {
        let path = join(directory, name)
        var info = stat(), target = stat()
        guard lstat(path, &info) == 0 else { return DirectoryEntry(name: name, kind: .other, size: 0) }
        guard info.st_mode & S_IFMT == S_IFLNK else {
            return DirectoryEntry(name: name, kind: kind(of: info.st_mode), size: Int64(info.st_size), modified: modified(info))
        }
        let reached = stat(path, &target) == 0
        return DirectoryEntry(name: name, kind: .link(target: reached ? kind(of: target.st_mode) : nil),
                              size: reached ? Int64(target.st_size) : 0)
    }

    /// Renames `path` to `newPath` (in the same directory); nil when it worked, else why not.
    static func rename(_ path: String, to newPath: String) -> Failure? {
        renameFile(path, newPath) == 0 ? nil : Failure(errno: errno)
    }

    /// Deletes `path`: a file or a link with `unlink`, an empty directory with `rmdir`.
    static func delete(_ path: String, isDirectory: Bool) -> Failure? {
        (isDirectory ? rmdir(path) : unlink(path)) == 0 ? nil : Failure(errno: errno)
    }

    /// `seconds` since 1970 as the local date and time, "2026-11-25 14:05".
    static func format(seconds: Int) -> String {
        var time = time_t(seconds), parts = tm()
        var text = [UInt8](repeating: 0, count: 32)
        localtime_r(&time, &parts)
        let length = strftime(&text, text.count, "%Y-%m-%d %H:%M", &parts)
        return String(decoding: text[..<length], as: UTF8.self)
    }

    /// `directory` and `name` joined with one `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The absolute path of `path` with links resolved, or the reason it has none.
    static func resolve(_ path: String) -> Result<String, Failure> {
        guard let resolved = realpath(path, nil) else { return .failure(Failure(errno: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// `path` and each directory above it, root first: "/", "/home", "/home/me".
    static func ancestry(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return ["/"] + parts.indices.map { "/" + parts[...$0].joined(separator: "/") }
    }

    /// When `info`'s file was last changed (seconds since 1970).
    private static func modified(_ info: stat) -> Int {
        #if canImport(Darwin)
        return Int(info.st_mtimespec.tv_sec)
        #else
        return Int(info.st_mtim.tv_sec)
        #endif
    }

    private static func kind(of mode: mode_t) -> DirectoryEntry.Kind {
        switch mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }
}

/// What a preview shows of an entry (`Directory.preview`).
enum Preview {
    /// A directory: the names of its first entries (folders first, a `/` after them) and how
    /// many it holds.
    case entries([String], total: Int)
    /// A text file's first `Directory.previewBytes` bytes, and whether that is all of it.
    case text(String, complete: Bool)
    /// A file that is not UTF-8 text.
    case binary
    /// Not a regular file: a device, a pipe, a socket (never read).
    case special
    /// The entry could not be read.
    case failure(Directory.Failure)
}

extension Directory {
    /// How much of a file a preview reads (bytes).
    static let previewBytes = 16 * 1024
    /// How many of a directory's entries a preview lists.
    static let previewEntries = 200

    /// What `path` holds, for a preview: a directory's first entries, a text file's start, or
    /// that it is binary.
    static func preview(_ path: String) -> Preview {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(errno: errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            switch list(path) {
            case let .success(listing):  // folders first, then by name, as `list` gives them
                let names = listing.prefix(previewEntries).map { $0.name + ($0.opensAsDirectory ? "/" : "") }
                return .entries(names.isEmpty ? ["(empty)"] : names, total: listing.count)
            case let .failure(failure):
                return .failure(failure)
            }
        }
        // A device or a pipe is never read: a read could wait for ever (a terminal, a FIFO).
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .special }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(errno: errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: previewBytes + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes[count...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return .failure(Failure(errno: errno)) }
            if got == 0 { break }
            count += got
        }
        let complete = count <= previewBytes
        var text = Array(bytes.prefix(min(count, previewBytes)))
        if text.contains(0) { return .binary }
        // A cut in the middle of a character is not binary: the cut character is dropped.
        while !complete, let last = text.last, last & 0xC0 == 0x80 || last >= 0xC0 { text.removeLast() }
        guard let decoded = String(validating: text, as: UTF8.self) else { return .binary }
        return .text(decoded, complete: complete)
    }
}

/// The C library's `rename`, which `Directory.rename(_:to:)` hides inside the type.
private func renameFile(_ path: String, _ newPath: String) -> Int32 { rename(path, newPath) }
