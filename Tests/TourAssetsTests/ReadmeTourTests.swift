import NavKitPlatform
import Testing
import TourAssets

/// The README's tour table lists the tour as its pages say it is: the home page, then every
/// lesson the home page links to, in its order, by title; a row "Title (from Parent)" names a
/// page that Parent links to.
@Suite struct ReadmeTourTests {
    /// The first cell of each row of the table under "### The tour" in README.md.
    func tableRows() throws -> [String] {
        guard let file = fopen("README.md", "r") else { throw ReadmeMissing() }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("### The tour") }) else { throw ReadmeMissing() }
        return lines[(heading + 1)...]
            .drop { !$0.hasPrefix("|") }
            .prefix { $0.hasPrefix("|") }
            .dropFirst(2)                                                     // the header and its rule
            .map { $0.split(separator: "|", omittingEmptySubsequences: false)[1].trimmingSpaces }
    }

    struct ReadmeMissing: Error {}

    @Test func theTableListsTheHomePageAndEveryLessonInOrder() throws {
        let pages = try AssetLoader.load(directory: "Assets")
        let home = try #require(pages["home"])
        let rows = try tableRows()
        let lessons = rows.filter { !$0.contains("(from ") }
        #expect(lessons == ["\(home.title) (home)"] + home.links.compactMap { pages[$0.target]?.title })
        for row in rows where row.contains("(from ") {
            let parts = row.split(separator: "(")
            let title = parts[0].trimmingSpaces, parent = String(parts[1].dropFirst(5).dropLast())
            let from = try #require(pages.values.first { $0.title == parent }, "\(row): no page titled \(parent)")
            #expect(from.links.contains { pages[$0.target]?.title == title }, "\(row): \(parent) has no link to it")
        }
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
