/// Rows deleted from or inserted into a list, animating: each row that stays slides from where
/// it was to where it now is, eased over `duration`, on the engine's clock.
struct RowChange {
    /// Rows removed (their old indices) or added (their new indices), sorted.
    enum Kind {
        case deleted([Int])
        case inserted([Int])

        /// The rows removed or added.
        var indices: [Int] {
            switch self {
            case let .deleted(indices), let .inserted(indices): indices
            }
        }

        /// True for rows removed.
        var isDeletion: Bool {
            if case .deleted = self { return true }
            return false
        }
    }

    let kind: Kind
    /// Where rows and headers were before the change.
    let before: ListLines
    /// When the slide began (seconds): the time of the first step after the change.
    var start: Double?

    /// Seconds the rows take to slide into place.
    static let duration = 0.25

    /// The change `kind`, from a list laid out as `before`.
    init(_ kind: Kind, before: ListLines) {
        self.kind = kind
        self.before = before
    }

    /// How far along the slide is at `time` (0 … 1, eased).
    func progress(at time: Double) -> Double {
        guard let start else { return 0 }
        return TimingCurve.easeInOut.progress(at: (time - start) / RowChange.duration, duration: RowChange.duration)
    }

    /// True once the slide is over at `time`.
    func isOver(at time: Double) -> Bool { start.map { time >= $0 + RowChange.duration } ?? false }

    /// The old index of new row `row`, or nil for a row just inserted.
    func oldIndex(of row: Int) -> Int? {
        switch kind {
        case let .deleted(indices):
            var index = row
            for deleted in indices where deleted <= index { index += 1 }
            return index
        case let .inserted(indices):
            let above = indices.count(lessThan: row)        // how many were inserted above `row`
            return above < indices.count && indices[above] == row ? nil : row - above
        }
    }

    /// How many lines lower new row `row` (now on line `line`) showed before the change: where
    /// it slides from (0 for a row just inserted).
    func lineShift(ofRow row: Int, now line: Int) -> Int {
        guard let old = oldIndex(of: row) else { return 0 }
        return before.line(ofRow: old) - line
    }
}
