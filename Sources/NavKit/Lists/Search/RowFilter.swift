/// The rows a list's search query lets through, found a slice at a time: a slice of
/// `sliceLength` rows is looked at as the query changes and one more at each frame after, so a
/// keystroke in a list of a million rows is answered in the frame it came in, the matches
/// showing as they are found (in the rows' order, so the first stays first).
struct RowFilter {
    /// How many rows one slice looks at.
    static let sliceLength = 25_000

    /// The query (never empty).
    let query: String
    /// The indices (into the list's rows) of the rows found so far, in order.
    private(set) var matches: [Int]
    /// The rows left to look at, in order: a range of the list's rows, or the matches of a
    /// shorter query when this one only narrows it.
    private var candidates: [Int]?
    /// How many of the candidates (or rows) have been looked at.
    private(set) var looked = 0
    /// How many rows the list has.
    let total: Int

    /// The search for `query` among `total` rows, or among `narrowing` when given, in its order:
    /// the rows a shorter query found, or all of them as the list sorted them.
    init(query: String, total: Int, narrowing: [Int]? = nil) {
        self.query = query
        self.total = total
        candidates = narrowing
        matches = []
        matches.reserveCapacity(min(total, RowFilter.sliceLength))
    }

    /// The search for `query` that found `matches` among all of `total` rows.
    private init(query: String, total: Int, found matches: [Int]) {
        self.query = query
        self.total = total
        self.matches = matches
        looked = total
    }

    /// The same search after the rows at `indices` (their old indices, in order) were removed
    /// from its rows: what it found, less those rows, at their new indices. Only for a search
    /// that is complete.
    func removing(_ indices: [Int]) -> RowFilter {
        var kept: [Int] = [], removed = 0
        kept.reserveCapacity(matches.count)
        for index in matches {
            while removed < indices.count, indices[removed] < index { removed += 1 }
            if removed < indices.count, indices[removed] == index { continue }
            kept.append(index - removed)
        }
        return RowFilter(query: query, total: total - indices.count, found: kept)
    }

    /// The same search after rows were put at `indices` (their new indices, in order): what it
    /// found at their new indices, and those of the new rows `matches` lets through. Only for a
    /// search that is complete.
    @MainActor
    func inserting(_ indices: [Int], _ matches: (Int) -> Bool) -> RowFilter {
        var found: [Int] = [], inserted = 0
        found.reserveCapacity(self.matches.count)
        func insert(_ index: Int) {
            if matches(index) { found.append(index) }
            inserted += 1
        }
        for index in self.matches {
            while inserted < indices.count, indices[inserted] <= index + inserted { insert(indices[inserted]) }
            found.append(index + inserted)
        }
        while inserted < indices.count { insert(indices[inserted]) }
        return RowFilter(query: query, total: total + indices.count, found: found)
    }

    /// True once every row has been looked at.
    var isComplete: Bool { looked >= (candidates?.count ?? total) }

    /// Looks at the next slice of rows with `matches` (true for a row's index the query lets
    /// through); true when it found one.
    @MainActor
    mutating func lookAtNextSlice(_ matches: (Int) -> Bool) -> Bool {
        let end = min(candidates?.count ?? total, looked + RowFilter.sliceLength)
        let before = self.matches.count
        if let candidates {
            for position in looked..<end where matches(candidates[position]) { self.matches.append(candidates[position]) }
        } else {
            for index in looked..<end where matches(index) { self.matches.append(index) }
        }
        looked = end
        return self.matches.count > before
    }
}
