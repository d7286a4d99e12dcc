import NavKit

extension GitListScreen {
    /// What `git status` says, in sections: staged, unstaged and untracked files, each with its
    /// change; Enter shows a file's diff (beside the list from 100 columns).
    static func status(git: Git) -> GitListScreen {
        var files: [(section: Int, change: String, path: String)] = []
        let changes = ["M": "modified", "A": "added", "D": "deleted", "R": "renamed", "C": "copied",
                       "T": "type", "U": "conflict"]
        return GitListScreen("Status", git: git, command: ["status", "--porcelain=v1", "-z"],
                             columns: [ListColumn("Change", width: .fixed(9)), ListColumn("File")],
                             openHint: KeyHint("↵", "diff")) { text in
            files = []
            for line in text.split(separator: "\0") where line.count > 3 {
                let (staged, unstaged) = (String(line.prefix(1)), String(line.dropFirst().prefix(1)))
                let path = String(line.dropFirst(3))
                if staged == "?" { files.append((2, "new", path)) }
                if let change = changes[staged] { files.append((0, change, path)) }
                if let change = changes[unstaged] { files.append((1, change, path)) }
            }
            files.sort { ($0.section, $0.path) < ($1.section, $1.path) }
            let sections = ["Staged", "Unstaged", "Untracked"].enumerated().map { section, title in
                ListSection(title, count: files.filter { $0.section == section }.count)
            }
            let rows = ListRows(sections: sections.filter { $0.count > 0 },
                                id: { [files] in "\(files[$0].section) \(files[$0].path)" }) {
                [files] in ListRow(cells: [ListCell(files[$0].change), ListCell(files[$0].path)])
            }
            let count = "\(files.count) file\(files.count == 1 ? "" : "s")"
            return (rows, files.isEmpty ? "nothing to commit, working tree clean" : count)
        } open: { screen, index in
            let file = files[index]
            let diff = [["diff", "--cached", "--"], ["diff", "--"],
                        ["diff", "--no-index", "--", "/dev/null"]][file.section] + [file.path]
            screen.context?.showDetail(DiffScreen(git: git, title: file.path, arguments: diff))
        }
    }
}
