import NavKit

/// gitlog's tabs: History, Branches and Status, each a split view (the table, and beside it
/// from 100 columns what it shows), for `git`'s repository, dates told from `now` (seconds
/// since 1970).
@MainActor func gitBrowser(git: Git, now: Double) -> TabController {
    func split(_ list: Screen, _ placeholder: String) -> SplitController {
        let split = SplitController(primary: list, placeholder: placeholder)
        split.preferredPrimaryColumnWidth = 72
        split.maximumPrimaryColumnWidth = 100
        return split
    }
    return TabController(tabs: [
        Tab("History", content: split(HistoryScreen(git: git, now: now), "Select a commit")),
        Tab("Branches", content: split(GitListScreen.branches(git: git, now: now),
                                       "Select a commit of a branch's history")),
        Tab("Status", content: split(GitListScreen.status(git: git), "Select a file to see its diff")),
    ])
}
