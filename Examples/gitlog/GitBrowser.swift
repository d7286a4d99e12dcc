import NavKit

/// A stack's placeholder beside a list, until something is chosen.
final class Placeholder: ComposedScreen {
    let title: String
    let parts: TextView
    init(_ title: String, _ text: String) {
        self.title = title
        parts = TextView(text)
    }
}

/// A split view of `list` and, beside it from 100 columns, what it shows.
@MainActor func split(_ list: Screen, _ placeholder: String) -> SplitController {
    let split = SplitController(primary: list, secondary: Placeholder("", placeholder))
    split.preferredPrimaryColumnWidth = 72
    split.maximumPrimaryColumnWidth = 100
    return split
}

/// gitlog's tabs: History, Branches and Status, each a split view, for `git`'s repository,
/// dates told from `now` (seconds since 1970).
@MainActor func gitBrowser(git: Git, now: Double) -> TabController {
    TabController(tabs: [
        Tab("History", content: split(HistoryScreen(git: git, now: now), "Select a commit")),
        Tab("Branches", content: split(BranchesScreen(git: git, now: now), "Select a commit of a branch's history")),
        Tab("Status", content: split(StatusScreen(git: git), "Select a file to see its diff")),
    ])
}
