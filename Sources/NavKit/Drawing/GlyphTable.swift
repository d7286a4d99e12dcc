import Synchronization

/// Numbers for glyphs, so that a `Cell` holds no reference: a glyph of one
/// Unicode scalar is that scalar's value; a longer grapheme cluster (an emoji
/// sequence, a letter with combining marks) gets an entry in a table shared
/// by the process, marked by the high bit. Entries are never removed; a
/// program sees few distinct clusters.
enum GlyphTable {
    private struct Entries {
        var codes: [Character: UInt32] = [:]
        var characters: [Character] = []
    }

    private static let entries = Mutex(Entries())
    private static let clusterBit: UInt32 = 0x8000_0000

    /// True when `code` is a Unicode scalar's value (not a table entry).
    static func isScalar(_ code: UInt32) -> Bool { code & clusterBit == 0 }

    /// The number for `character`.
    static func code(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return first.value
        }
        return entries.withLock { table in
            if let code = table.codes[character] { return code }
            let code = clusterBit | UInt32(table.characters.count)
            table.characters.append(character)
            table.codes[character] = code
            return code
        }
    }

    /// The glyph numbered `code`.
    static func character(for code: UInt32) -> Character {
        if isScalar(code) { return Character(Unicode.Scalar(code) ?? " ") }
        return entries.withLock { $0.characters[Int(code & ~clusterBit)] }
    }
}
