/// What makes a list searchable (`ListView.search`, UISearchController's job): a search line
/// at the top of the list, its prompt, and the rule that says which rows a query lets through.
/// `/` (or a click on the line) puts the cursor there; typing narrows the rows at once, their
/// order kept; Enter goes back to the list with the rows it found, Esc clears the query and
/// every row shows again. The list draws the count ("4 of 705") and says "No match for …"
/// when nothing is found; its `onActivate`, `selection` and every other index stay indices
/// into `ListView.rows`, whatever the search hides.
public struct ListSearch {
    /// Shown in the search line while the query is empty ("Filter by name").
    public var prompt: String
    /// The rule: for a query and the rows, the test that is true when the query lets the row at
    /// an index (of `ListView.rows`) through (what it can, such as the query's letters, made once).
    let makeTest: @MainActor (_ query: String, _ rows: ListRows) -> @MainActor (_ index: Int) -> Bool
    /// True when a query that extends the one before lets through only rows the shorter one
    /// did: typing on then searches among the rows already found.
    let narrowsAsQueryGrows: Bool
    /// True when the rule reads the rows' own text: the letters it matched are then drawn bold.
    let emphasizesRowText: Bool

    /// A search of the rows' own text (a table's first column), `prompt` shown while the query is
    /// empty: a row matches when the query's letters occur in its text in order, case aside
    /// ("dl" finds "Download list"), as the command palette matches; the matched letters are
    /// drawn bold in a list without columns.
    public init(prompt: String = "Search") {
        self.init(prompt: prompt, emphasizing: true) { index, rows in rows.row(index).text }
    }

    /// A search of `text`, the words each row is known by (an index of `ListView.rows`), matched
    /// as the palette matches: the query's letters in order, case aside.
    public init(prompt: String = "Search", text: @escaping @MainActor (_ index: Int) -> String) {
        self.init(prompt: prompt, emphasizing: false) { index, _ in text(index) }
    }

    /// A search by a rule of the app's: `matches` says whether the row at an index (of
    /// `ListView.rows`) is found by a query (never empty; an empty query shows every row).
    public init(prompt: String = "Search", matches: @escaping @MainActor (_ index: Int, _ query: String) -> Bool) {
        self.prompt = prompt
        makeTest = { query, _ in { index in matches(index, query) } }
        narrowsAsQueryGrows = false
        emphasizesRowText = false
    }

    /// A search by letters in order of the text `text` reads, emphasized in the row when
    /// `emphasizing` (the text is the row's own).
    private init(prompt: String, emphasizing: Bool, text: @escaping @MainActor (_ index: Int, _ rows: ListRows) -> String) {
        self.prompt = prompt
        makeTest = { query, rows in
            let letters = QueryLetters(query)
            return { index in letters.occur(in: text(index, rows)) }
        }
        narrowsAsQueryGrows = true
        emphasizesRowText = emphasizing
    }
}
