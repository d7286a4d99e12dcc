import Foundation

/// A note: a text file in the notes directory; its name, less `.txt`, is its title.
struct Note: Equatable {
    let name: String
    let modified: Date
    var title: String { String(name.dropLast(4)) }
}

/// The notes directory on disk.
struct NoteFiles: Sendable {
    let directory: URL

    /// The notes (`*.txt`), newest first.
    func list() -> [Note] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: url(name).path)
            return Note(name: name, modified: attributes?[.modificationDate] as? Date ?? .distantPast)
        }.sorted { ($0.modified, $1.name) > ($1.modified, $0.name) }
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The text of the note called `name` ("" when it cannot be read).
    func read(_ name: String) -> String { (try? String(contentsOf: url(name), encoding: .utf8)) ?? "" }

    /// Saves `text` as `name`, never leaving half a file and never replacing another note. Kept
    /// under its name, the note is written whole to a temporary file renamed over it in one step.
    /// Renamed, it is written whole to a hidden draft that then takes the new name as a hard link,
    /// which fails when the name is taken (`Refused`); the old name goes after. A name that is
    /// no title, or names a file elsewhere, is refused.
    func save(_ text: String, as name: String, replacing old: String) throws {
        guard name != ".txt", !name.contains("/") else { throw Refused(reason: "a title needs a name, and no /") }
        if name == old { return try Data(text.utf8).write(to: url(name), options: .atomic) }
        let draft = url(".\(name).saving")  // hidden, and no note: it does not end in .txt
        try Data(text.utf8).write(to: draft)
        defer { unlink(draft.path) }
        if link(draft.path, url(name).path) == 0 { return try FileManager.default.removeItem(at: url(old)) }
        let failure = POSIXErrorCode(rawValue: errno) ?? .EIO
        // Where names ignore case, a title whose case alone changed names the note itself.
        if failure == .EEXIST && sameFile(name, old) && rename(draft.path, url(name).path) == 0 { return }
        throw failure == .EEXIST ? Refused(reason: "“\(name.dropLast(4))” is another note's title") : POSIXError(failure)
    }

    /// Whether the names `a` and `b` lead to one file.
    func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(url(a).path, &first) == 0 && stat(url(b).path, &second) == 0
            && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Deletes the note called `name`.
    func delete(_ name: String) { try? FileManager.default.removeItem(at: url(name)) }
}

/// A save refused, and why: another note has the title, or it is no title.
struct Refused: Error { let reason: String }

/// The words in `text`: runs of letters and digits.
func wordCount(_ text: String) -> Int { text.split { !$0.isLetter && !$0.isNumber }.count }
