/// One page of the tour, as loaded from a `.page` file.
public struct Page {
    /// A link to another page, with the line it was written on.
    public struct Link {
        /// The target page's id (its file name without `.page`).
        public var target: String
        /// 1-based line in the page's file.
        public var line: Int
        /// How many copies of the target one activation pushes at once (1–9; more than 1 shows queueing).
        public var count: Int

        /// Creates a link to `target`, written on `line`, pushing `count` copies at once.
        public init(target: String, line: Int, count: Int = 1) {
            self.target = target
            self.line = line
            self.count = count
        }
    }

    /// A row that presents a page over this one (`present:`), tabs, or an alert.
    public struct Presentation {
        /// How: "sheet", "medium", "fullscreen", "tabs" or "alert" (one of
        /// `AssetLoader.presentationStyles`).
        public var style: String
        /// The page shown in the sheet or the cover (the first tab's, for tabs); nil for an
        /// alert, which asks a question of its own.
        public var target: String?
        /// The pages at the roots of the tabs, in order (for "tabs"; else empty).
        public var tabs: [String]
        /// 1-based line in the page's file.
        public var line: Int

        /// Creates a row presenting `target` in `style` (`tabs`, for tabs), written on `line`.
        public init(style: String, target: String?, tabs: [String] = [], line: Int) {
            self.style = style
            self.target = target
            self.tabs = tabs
            self.line = line
        }

        /// Every page the row shows: its target, or its tabs.
        public var pages: [String] { tabs.isEmpty ? (target.map { [$0] } ?? []) : tabs }
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
    /// Rows of a vertically scrolling list shown under the carousel (none: no list).
    public var list: [String] = []
    /// The placeholder of a text field shown under the text, whose text renames the page on
    /// Return (nil: no field).
    public var field: String?
    /// The rows of a multi-line text editor shown under the field (nil: no editor).
    public var editorRows: Int?
    /// Whether the page, presented, asks before the user dismisses it (`isModalInPresentation`).
    public var isModal = false
    /// Whether the page shows the top bar.
    public var showsTopBar = true
    /// Whether the page shows, under its text, what a screen reader knows of it (its own
    /// accessibility snapshot, live).
    public var showsSnapshot = false
    /// Whether the page, pushed onto a tab's stack, leaves the tab bar shown
    /// (`hidesBottomBarWhenPushed` when false).
    public var showsTabBar = true
    /// The badge the page shows on its tab's bar when it is a tab's root: a number, or "dot".
    public var badge: String?
    /// The animator that pushes and pops this page (nil: the default), one of `AssetLoader.animators`.
    public var animator: String?
    /// The timing curve for that animator (nil: its own), one of `AssetLoader.curves`.
    public var curve: String?
    /// When set, the page offers a back row that pops this many pages at once (1–9).
    public var popCount: Int?
    /// Rows that present a page (or an alert) over this one, after the links, in order.
    public var presentations: [Presentation] = []
    /// A page that a leftward drag on this one pushes interactively (`next:`), with its line.
    public var swipeNext: Link?
    /// As a tab's root, the page is a split view's list beside this page (`split:`), and its
    /// links show their page as the detail: beside it when wide, pushed when narrow.
    public var splitDetail: Link?
    /// A screen built in Swift that the page is (`screen:`, one of `AssetLoader.screens`): its
    /// title and text shown over that screen's own parts; nil for a page of text and links.
    public var screen: String?
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
