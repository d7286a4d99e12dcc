/// One page of the tour, as loaded from a `.page` file.
package struct Page {
    /// A link to another page, with the line it was written on.
    package struct Link {
        /// The target page's id (its file name without `.page`).
        package var target: String
        /// 1-based line in the page's file.
        package var line: Int
        /// How many copies of the target one activation pushes at once (1–9; more than 1 shows queueing).
        package var count: Int

        /// Creates a link to `target`, written on `line`, pushing `count` copies at once.
        package init(target: String, line: Int, count: Int = 1) {
            self.target = target
            self.line = line
            self.count = count
        }
    }

    /// A row that presents a page over this one (`present:`), tabs, or an alert.
    package struct Presentation {
        /// How: "sheet", "medium", "fullscreen", "tabs" or "alert" (one of
        /// `AssetLoader.presentationStyles`).
        package var style: String
        /// The page shown in the sheet or the cover (the first tab's, for tabs); nil for an
        /// alert, which asks a question of its own.
        package var target: String?
        /// The pages at the roots of the tabs, in order (for "tabs"; else empty).
        package var tabs: [String]
        /// 1-based line in the page's file.
        package var line: Int

        /// Creates a row presenting `target` in `style` (`tabs`, for tabs), written on `line`.
        package init(style: String, target: String?, tabs: [String] = [], line: Int) {
            self.style = style
            self.target = target
            self.tabs = tabs
            self.line = line
        }

        /// Every page the row shows: its target, or its tabs.
        package var pages: [String] { tabs.isEmpty ? (target.map { [$0] } ?? []) : tabs }
    }

    /// The file name without `.page`; links name pages by it.
    package var id: String
    /// Shown in the top bar.
    package var title: String
    /// Paragraphs, separated by blank lines.
    package var body: String
    /// Pages this one links to, in order.
    package var links: [Link]
    /// Whether the back swipe may pop this page.
    package var allowsBackSwipe = true
    /// Cards of a horizontally scrolling carousel shown under the text (none: no carousel).
    package var carousel: [String] = []
    /// Rows of a vertically scrolling list shown under the carousel (none: no list).
    package var list: [String] = []
    /// The placeholder of a text field shown under the text, whose text renames the page on
    /// Return (nil: no field).
    package var field: String?
    /// The rows of a multi-line text editor shown under the field (nil: no editor).
    package var editorRows: Int?
    /// Whether the page, presented, asks before the user dismisses it (`isModalInPresentation`).
    package var isModal = false
    /// Whether the page shows the top bar.
    package var showsTopBar = true
    /// Whether the page shows, under its text, what a screen reader knows of it (its own
    /// accessibility snapshot, live).
    package var showsSnapshot = false
    /// Whether the page, pushed onto a tab's stack, leaves the tab bar shown
    /// (`hidesBottomBarWhenPushed` when false).
    package var showsTabBar = true
    /// The badge the page shows on its tab's bar when it is a tab's root: a number, or "dot".
    package var badge: String?
    /// The animator that pushes and pops this page (nil: the default), one of `AssetLoader.animators`.
    package var animator: String?
    /// The timing curve for that animator (nil: its own), one of `AssetLoader.curves`.
    package var curve: String?
    /// When set, the page offers a back row that pops this many pages at once (1–9).
    package var popCount: Int?
    /// Rows that present a page (or an alert) over this one, after the links, in order.
    package var presentations: [Presentation] = []
    /// A page that a leftward drag on this one pushes interactively (`next:`), with its line.
    package var swipeNext: Link?
    /// As a tab's root, the page is a split view's list beside this page (`split:`), and its
    /// links show their page as the detail: beside it when wide, pushed when narrow.
    package var splitDetail: Link?
    /// A screen built in Swift that the page is (`screen:`, one of `AssetLoader.screens`): its
    /// title and text shown over that screen's own parts; nil for a page of text and links.
    package var screen: String?
    /// The file it came from, for messages.
    package var file: String

    /// Creates a page; the options not given take their defaults.
    package init(id: String, title: String, body: String, links: [Link], file: String) {
        self.id = id
        self.title = title
        self.body = body
        self.links = links
        self.file = file
    }
}
