/// A query's letters (spaces aside), lowercased once, and whether they occur in a text in
/// order, case aside: the default search rule's test, run on every row a search looks at. Text
/// and query in ASCII are compared byte by byte with no copy; anything else, scalar by scalar
/// of the lowercased text.
struct QueryLetters {
    /// The letters, lowercased.
    private let scalars: [Unicode.Scalar]
    /// The same as bytes, when they are all ASCII.
    private let bytes: [UInt8]?

    /// The letters of `query`.
    init(_ query: String) {
        scalars = query.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }
        bytes = scalars.allSatisfy(\.isASCII) ? scalars.map { UInt8($0.value) } : nil
    }

    /// True when the letters occur in `text` in order, case aside (always, for no letters).
    func occur(in text: String) -> Bool {
        guard !scalars.isEmpty else { return true }
        if let bytes {
            var next = 0
            for byte in text.utf8 {
                guard byte < 0x80 else { return occurInLowercased(text) }
                let lower = byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte
                if lower == bytes[next] {
                    next += 1
                    if next == bytes.count { return true }
                }
            }
            return false
        }
        return occurInLowercased(text)
    }

    /// `occur(in:)` for text that is not all ASCII.
    private func occurInLowercased(_ text: String) -> Bool {
        var next = 0
        for scalar in text.lowercased().unicodeScalars where scalar == scalars[next] {
            next += 1
            if next == scalars.count { return true }
        }
        return false
    }
}
