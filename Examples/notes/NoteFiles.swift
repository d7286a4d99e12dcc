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

    /// Saves `text` as `name` without ever leaving half a file (written whole to a temporary
    /// file that is then renamed over `name`, in one step); the note's old name goes after.
    func save(_ text: String, as name: String, replacing old: String) throws {
        try Data(text.utf8).write(to: url(name), options: .atomic)
        if old != name { try FileManager.default.removeItem(at: url(old)) }
    }

    /// Deletes the note called `name`.
    func delete(_ name: String) { try? FileManager.default.removeItem(at: url(name)) }
}

/// The words in `text`: runs of letters and digits.
func wordCount(_ text: String) -> Int { text.split { !$0.isLetter && !$0.isNumber }.count }
