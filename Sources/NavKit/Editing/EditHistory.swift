/// Undo and redo for `TextEditor`, in groups as editors make them: a run of typing (or of
/// Backspace) at one place is one step, and it ends when the insertion point moves by any
/// other means, when a line break is typed, or when another kind of edit comes.
struct EditHistory: Sendable {
    /// One replacement: `removed` was at `start`, and `inserted` took its place.
    struct Edit: Sendable {
        var start: TextPosition
        var removed: TextFragment
        var inserted: TextFragment
        /// The insertion point and the selection's other end before the edit.
        var cursorBefore: TextPosition
        var anchorBefore: TextPosition?
    }

    /// What an edit is, for grouping: runs of typing and runs of deleting group; others stand alone.
    enum Kind: Sendable { case typing, deleting, other }

    private var undoGroups: [[Edit]] = []
    private var redoGroups: [[Edit]] = []
    private var lastKind: Kind = .other
    /// Where the last grouped edit left the insertion point: the next must start there to join.
    private var lastEnd: TextPosition?
    /// The most groups kept (older ones are forgotten).
    static let limit = 1_000

    var canUndo: Bool { !undoGroups.isEmpty }
    var canRedo: Bool { !redoGroups.isEmpty }

    /// Records `edit`, which left the insertion point at `end`; it joins the last group when
    /// it continues its run.
    mutating func record(_ edit: Edit, kind: Kind, end: TextPosition) {
        redoGroups.removeAll()
        if kind != .other, kind == lastKind, lastEnd == edit.cursorBefore, !undoGroups.isEmpty {
            undoGroups[undoGroups.count - 1].append(edit)
        } else {
            undoGroups.append([edit])
            if undoGroups.count > Self.limit { undoGroups.removeFirst() }
        }
        (lastKind, lastEnd) = (kind, end)
    }

    /// Ends the current run: the next edit starts a group of its own.
    mutating func seal() { (lastKind, lastEnd) = (.other, nil) }

    /// Takes the last group to undo (its edits in the order they were made).
    mutating func takeUndo() -> [Edit]? {
        seal()
        guard let group = undoGroups.popLast() else { return nil }
        redoGroups.append(group)
        return group
    }

    /// Takes the last undone group to make again.
    mutating func takeRedo() -> [Edit]? {
        seal()
        guard let group = redoGroups.popLast() else { return nil }
        undoGroups.append(group)
        return group
    }
}
