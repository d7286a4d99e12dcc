/// One page of the tour, as loaded from a `.page` file.
struct Page {
    /// A link to another page, with the line it was written on.
    struct Link {
        /// The target page's id (its file name without `.page`).
        var target: String
        /// 1-based line in the page's file.
        var line: Int
    }

    /// The file name without `.page`; links name pages by it.
    var id: String
    /// Shown in the top bar.
    var title: String
    /// Paragraphs, separated by blank lines.
    var body: String
    /// Pages this one links to, in order.
    var links: [Link]
    /// Whether the back swipe may pop this page.
    var allowsBackSwipe = true
    /// Cards of a horizontally scrolling carousel shown under the text (none: no carousel).
    var carousel: [String] = []
    /// Whether the page shows the top bar.
    var showsTopBar = true
    /// The file it came from, for messages.
    var file: String
}
