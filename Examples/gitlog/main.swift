// gitlog: a git history browser. The History tab streams `git log` into a table (the first
// rows at once, however long the history) with the selected commit's detail beside it from
// 100 columns; Enter on a file shows its diff in a sheet. Branches lists the branches, Status
// what `git status` says.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import NavKit
import NavKitCurses

let usage = """
    usage: gitlog [--no-mouse] [PATH]
    Browse the history of the git repository at PATH (default: the current directory).

      History   the commits, newest first; / filters by subject or author, y copies the
                hash, r reads the history again; Enter shows a commit (beside the table
                from 100 columns), Enter on a file its diff
      Branches  local and remote branches; Enter shows a branch's history
      Status    staged, unstaged and untracked files; Enter shows a file's diff
    Tab or F6 moves between the table and the detail, Alt+1…3 or a click picks a tab, q quits.

      --no-mouse  leave the mouse to the terminal (its own selection)
    """

var options = TerminalApp.Options()
var path = "."
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--no-mouse":
        options.mouse = false
    case _ where argument.hasPrefix("-"):
        fail("unknown option '\(argument)'; see gitlog --help")
    default:
        path = argument
    }
}

func fail(_ message: String) -> Never {
    let line = Array("gitlog: \(message)\n".utf8)
    _ = write(2, line, line.count)
    exit(2)
}

let git = Git.at(path), now = Double(time(nil))
do {
    _ = try await git.text(["rev-parse", "--git-dir"])
} catch {
    fail("'\(path)' is not a git repository (\(error))")
}

let tabs = gitBrowser(git: git, now: now)
await TerminalApp(root: tabs, options: options).runAsMain()
