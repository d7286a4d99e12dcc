// gitlog: a git history browser. The History tab streams `git log` into a table (the first
// rows at once, however long the history) with the selected commit's detail beside it from
// 100 columns; Enter on a file shows its diff in a sheet. Branches lists the branches, Status
// what `git status` says. The C library gives it the time, its error line and its exit
// status: no Foundation, whose libraries would add 13 MB to the app.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavKit
import NavKitCurses

let usage = """
    usage: gitlog [--no-mouse] [--pick] [PATH]
    Browse the git repository at PATH (default: the current directory). History: the commits,
    newest first (/ filters by subject or author, y copies the hash, r reads them again; Enter
    shows a commit, Enter on its file the diff). Branches: Enter shows a branch's history.
    Status: Enter shows a file's diff. Tab moves between a list and what it shows, Alt+1…3 or
    a click picks a tab, q quits. --no-mouse leaves the mouse to the terminal. --pick runs under
    the prompt: Enter on a commit prints its hash and ends (Esc: nothing, status 1).
    """

/// Says `message` on standard error and exits with status 2.
func fail(_ message: String) -> Never {
    let line = Array("gitlog: \(message)\n".utf8)
    _ = write(2, line, line.count)
    exit(2)
}

var options = TerminalApp.Options()
var path = "."
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-h", "--help": print(usage); exit(0)
    case "--no-mouse": options.mouse = false
    case "--pick":  // under the prompt; Enter picks, Esc cancels
        (HistoryScreen.picks, options.expectsAnswer, options.inline) = (true, true, .percent(40))
        options.quitKeys.insert(.escape)
    case _ where argument.hasPrefix("-"): fail("unknown option '\(argument)'; see gitlog --help")
    default: path = argument
    }
}
let git = Git.at(path)
do {
    _ = try await git.text(["rev-parse", "--git-dir"])
} catch {
    fail("'\(path)' is not a git repository (\(error))")
}
await TerminalApp(root: gitBrowser(git: git, now: Double(time(nil))), options: options).runAsMain()
