/// Where a query's letters fall in a title, in order, and how well: the command palette's match
/// ("dl" finds "Delete" and "Download list", Delete first). Case is ignored, and so are spaces in
/// the query.
///
/// Better matches come first (`<`): one whose first letter starts a word ("ol" ranks "Other
/// column" before "Color"), then one with fewer letters between its first and last matched
/// ("dl": 1 in "Delete", 3 in "Download list"), then the shorter title.
public struct FuzzyMatch: Hashable, Sendable, Comparable {
    /// The matched characters' offsets in the title (in `Character`s), in order.
    public var positions: [Int]
    /// True when the first matched letter starts a word of the title.
    public var startsAtWord: Bool
    /// Characters between the first and the last matched that are not matched.
    public var gaps: Int
    /// The title's length in characters.
    public var length: Int

    /// The match of `query` in `title`; nil when the query's letters do not all occur in it in
    /// order. An empty query matches every title, at no position.
    public init?(_ query: String, in title: String) {
        let wanted = query.filter { !$0.isWhitespace }.map { $0.lowercased() }
        let letters = Array(title)
        let lowered = letters.map { $0.lowercased() }
        length = letters.count
        guard let first = wanted.first else {
            (positions, startsAtWord, gaps) = ([], true, 0)
            return
        }
        let starts = lowered.indices.filter { lowered[$0] == first && FuzzyMatch.startsWord(at: $0, in: letters) }
        let leftmost = lowered.firstIndex(of: first)
        for (start, atWord) in starts.map({ ($0, true) }) + (leftmost.map { [($0, false)] } ?? []) {
            guard let found = FuzzyMatch.positions(of: wanted, in: lowered, from: start) else { continue }
            positions = found
            startsAtWord = atWord || FuzzyMatch.startsWord(at: start, in: letters)
            gaps = found[found.count - 1] - found[0] + 1 - found.count
            return
        }
        return nil
    }

    /// True when the character at `index` starts a word: the first, one after a character that
    /// is not a letter or a digit, or a capital after a small letter ("keyCommands").
    static func startsWord(at index: Int, in letters: [Character]) -> Bool {
        guard index > 0 else { return true }
        let previous = letters[index - 1]
        if !(previous.isLetter || previous.isNumber) { return true }
        return letters[index].isUppercase && previous.isLowercase
    }

    /// The offsets of `wanted`'s letters in `lowered`, the first at `start`, each next one the
    /// leftmost after the one before; nil when they run out.
    private static func positions(of wanted: [String], in lowered: [String], from start: Int) -> [Int]? {
        var found = [start]
        var index = start + 1
        for letter in wanted.dropFirst() {
            while index < lowered.count, lowered[index] != letter { index += 1 }
            guard index < lowered.count else { return nil }
            found.append(index)
            index += 1
        }
        return found
    }

    /// True when `lhs` is the better match: it starts at a word and `rhs` does not, else it has
    /// fewer gaps, else its title is shorter.
    public static func < (lhs: FuzzyMatch, rhs: FuzzyMatch) -> Bool {
        if lhs.startsAtWord != rhs.startsAtWord { return lhs.startsAtWord }
        if lhs.gaps != rhs.gaps { return lhs.gaps < rhs.gaps }
        return lhs.length < rhs.length
    }
}
