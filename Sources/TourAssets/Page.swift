/// One page of the tour, as loaded from a `.page` file.
public struct Page {
    /// A link to another page, with the line it was written on.
    public struct Link {
        /// The target page's id (its file name without `.page`).
        public var target: String
        /// 1-based line in the page's file.
        public var line: Int

        /// Creates a link to `target`, written on `line`.
        public init(target: String, line: Int) {
            self.target = target
            self.line = line
        }
    }

    /// The file name without `.page`; links name pages by it.
    public var id: String
    /// Shown in the top bar.
    public var title: String
    /// Paragraphs, separated by blank lines.
    public var body: String
    /// Pages this one links to, in order.
    public var links: [Link]
    /// Whether the back swipe may pop this page.
    public var allowsBackSwipe = true
    /// Cards of a horizontally scrolling carousel shown under the text (none: no carousel).
    public var carousel: [String] = []
    /// Whether the page shows the top bar.
    public var showsTopBar = true
    /// The file it came from, for messages.
    public var file: String

    /// Creates a page; the options not given take their defaults.
    public init(id: String, title: String, body: String, links: [Link], file: String) {
        self.id = id
        self.title = title
        self.body = body
        self.links = links
        self.file = file
    }
}
