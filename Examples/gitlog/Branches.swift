import NavKit

extension GitListScreen {
    /// The repository's branches, local then remote, the current one marked `*`, each with its
    /// last commit's date (told from `now`) and subject; Enter pushes a branch's history.
    static func branches(git: Git, now: Double) -> GitListScreen {
        var names: [String] = []
        let format = "--format=%(HEAD)%1f%(refname:short)%1f%(committerdate:unix)%1f%(subject)"
        let columns = [ListColumn("", width: .fixed(1)), ListColumn("Branch", width: .fitting(max: 40)),
                       ListColumn("Date", width: .fitting(max: 15), priority: 1), ListColumn("Subject")]
        let command = ["for-each-ref", format, "refs/heads", "refs/remotes"]
        return GitListScreen("Branches", git: git, command: command, columns: columns,
                             openHint: KeyHint("↵", "history")) { text in
            let refs = text.split(separator: "\n")
                .map { $0.split(separator: "\u{1f}", maxSplits: 3, omittingEmptySubsequences: false) }
                .filter { $0.count == 4 }
            names = refs.map { String($0[1]) }
            let rows = ListRows(refs, id: \.[1]) { ref in
                ListRow(cells: [ListCell(String(ref[0])), ListCell(String(ref[1])),
                                ListCell(relativeDate(Double(ref[2]) ?? 0, now: now)),
                                ListCell(String(ref[3]))],
                        kind: ref[0] == "*" ? .highlight : .plain)
            }
            return (rows, "\(refs.count) branch\(refs.count == 1 ? "" : "es")")
        } open: { screen, index in
            screen.context?.push(HistoryScreen(git: git, revision: names[index], now: now))
        }
    }
}
