import Foundation
import Testing
import NavKit
import NavKitTesting
@testable import notes

/// The notes example, each screen headless over a real directory: the list (newest first, word
/// counts counted off the main actor, the filter, Delete after asking) and a note (its text
/// as the file holds it, its title saved by renaming the file, the text intact).
@MainActor @Suite(.serialized) struct NotesTests {
    /// A fresh directory holding `notes` (name, text), the first the oldest.
    func directory(_ notes: [(String, String)]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (index, (name, text)) in notes.enumerated() {
            let file = url.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))],
                                                  ofItemAtPath: file.path)
        }
        return url
    }


    @Test func theListShowsTheNewestFirstWithWordCountsAndFilters() async throws {
        let folder = try directory([("old.txt", "one two"), ("new.txt", "one two three"), ("skip.md", "not a note")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = NoteList(files: NoteFiles(directory: folder))
        let driver = HeadlessDriver(root: list, size: Size(width: 40, height: 10))
        _ = driver.frame()                                             // shown: the list reads the notes
        await list.counting?.value                                     // every note counted
        let rows = driver.frame().rows
        #expect(rows[2].hasPrefix(" new") && rows[2].contains("3 words"))
        #expect(rows[3].hasPrefix(" old") && rows[3].contains("2 words"))
        #expect(!driver.frameText().contains("skip"))
        driver.key(.character("/"))
        driver.key(.character("o"))
        driver.key(.character("l"))
        #expect(list.list.shownRowCount == 1 && driver.frame().rows[2].hasPrefix(" old"))
        // While the search line has the keys, the status line names what they do there: Enter
        // and Backspace are the search's, not Open and Delete.
        let status = driver.frame().rows[9]
        #expect(status.contains("↵ done") && status.contains("Esc clear"))
        #expect(!status.contains("open") && !status.contains("delete"))
        driver.key(.enter)
        #expect(driver.frame().rows[9].contains("↵ open"))
    }

    @Test func aNotesTitleSavedRenamesItsFileWithTheTextIntact() throws {
        let text = "Buy milk\r\nand\teggs\r\n"
        let folder = try directory([("shopping.txt", text)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = NoteFiles(directory: folder)
        let driver = HeadlessDriver(root: NoteList(files: files), size: Size(width: 40, height: 10))
        driver.key(.enter)
        driver.runUntilIdle()
        var rows = driver.frame().rows
        #expect(rows[1].hasPrefix("shopping") && rows[3] == "Buy milk" + String(repeating: " ", count: 32))
        #expect(rows[4].hasPrefix("and     eggs"))                     // the tab to column 8 of the text
        driver.key(.tab)                                               // from the text to the title
        driver.key(.control("u"))
        for character in "groceries" { driver.key(.character(character)) }
        driver.key(.control("s"))
        rows = driver.frame().rows
        #expect(rows[0].contains("groceries") && rows[9].hasPrefix(" saved as groceries.txt"))
        #expect(files.list().map(\.name) == ["groceries.txt"])
        #expect(try Data(contentsOf: files.url("groceries.txt")) == Data(text.utf8))
    }

    @Test func aNoteIsDeletedOnlyAfterAYes() throws {
        let folder = try directory([("a.txt", "a"), ("b.txt", "b")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = NoteFiles(directory: folder)
        let driver = HeadlessDriver(root: NoteList(files: files), size: Size(width: 40, height: 10))
        driver.key(.backspace)                                         // b (newest): asked at once
        driver.runUntilIdle()
        #expect(driver.frameText().contains("Delete “b”?"))
        driver.key(.enter)                                             // Cancel
        driver.runUntilIdle()
        #expect(files.list().count == 2)
        driver.key(.delete)
        driver.runUntilIdle()
        driver.key(.tab)
        driver.key(.enter)                                             // Delete
        driver.runUntilIdle()
        #expect(files.list().map(\.name) == ["a.txt"])
        #expect(driver.frame().rows[2].hasPrefix(" a") && !driver.frameText().contains(" b "))
    }

    @Test func aTitleAnotherNoteHasIsRefusedAndBothNotesAreKept() throws {
        let folder = try directory([("bravo.txt", "Bravo's own text\n"), ("alpha.txt", "Alpha's text\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = NoteFiles(directory: folder)
        let driver = HeadlessDriver(root: NoteList(files: files), size: Size(width: 60, height: 10))
        driver.key(.enter)                                             // alpha, the newest
        driver.runUntilIdle()
        driver.key(.tab)
        driver.key(.control("u"))
        for character in "bravo" { driver.key(.character(character)) }
        driver.key(.control("s"))
        #expect(driver.frame().rows[9].hasPrefix(" edited · not saved: “bravo” is another note's title"))
        #expect(driver.frame().rows[0].contains("alpha"))              // still alpha, under its own name
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["alpha.txt", "bravo.txt"])
        #expect(files.read("alpha.txt") == "Alpha's text\n" && files.read("bravo.txt") == "Bravo's own text\n")
        driver.key(.control("u"))                                      // and a free title still saves
        for character in "charlie" { driver.key(.character(character)) }
        driver.key(.control("s"))
        #expect(driver.frame().rows[9].hasPrefix(" saved as charlie.txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bravo.txt", "charlie.txt"])
        #expect(files.read("charlie.txt") == "Alpha's text\n")
    }

    @Test func aNotesTextIsEditedAndSavedWithItsLineEndingsAndLeavingWithChangesAsks() throws {
        let folder = try directory([("list.txt", "one\r\ntwo\r\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = NoteFiles(directory: folder)
        let driver = HeadlessDriver(root: NoteList(files: files), size: Size(width: 40, height: 10))
        driver.key(.enter)
        driver.runUntilIdle()
        for character in "zero " { driver.key(.character(character)) }  // the text has the keys, from its start
        for key: Key in [.down, .end, .enter, .character("3")] { driver.key(key) }
        driver.key(.control("s"))
        #expect(files.read("list.txt") == "zero one\r\ntwo\r\n3\r\n")
        #expect(driver.frame().rows[9].hasPrefix(" saved as list.txt"))
        driver.key(.character("!"))                                    // a change not saved
        driver.key(.escape)                                            // out of the text
        driver.key(.escape)                                            // back: asked first
        driver.runUntilIdle()
        #expect(driver.frameText().contains("Discard changes?"))
        driver.key(.enter)                                             // Cancel: the note stays
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 2 && driver.frame().rows[5].hasPrefix("3!"))
        driver.key(.escape)
        driver.runUntilIdle()
        driver.key(.tab)
        driver.key(.enter)                                             // Discard
        driver.runUntilIdle()
        #expect(driver.engine.navigation.depth == 1)
        #expect(files.read("list.txt") == "zero one\r\ntwo\r\n3\r\n")
    }
}
