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
    usage: gitlog [--pick] [--no-mouse] [--accessible] [--linear] [--height N] [PATH]
    Browse the git repository at PATH (default: the current directory). History: the commits,
    newest first (/ filters by subject or author, y copies the hash, r reads them again; Enter
    shows a commit, Enter on its file the diff). Branches: Enter shows a branch's history.
    Status: Enter shows a file's diff. Tab moves between a list and what it shows, Alt+1…3 or
    a click picks a tab, q quits.

      --pick        run under the prompt: Enter on a commit prints its hash and ends
                    (Esc: nothing, status 1)
    \(TerminalApp.Arguments.standardHelp)
    """

var arguments = TerminalApp.Arguments.parseOrExit(usage: usage, flags: ["--pick"], operands: 0...1)
if arguments.flags.contains("--pick") {  // under the prompt; Enter picks, Esc cancels
    HistoryScreen.picks = true
    arguments.options.expectsAnswer = true
    arguments.options.quitKeys.insert(.escape)
    if arguments.options.inline == nil { arguments.options.inline = .percent(40) }
}
let path = arguments.operands.first ?? "."
let git = Git.at(path)
do {
    _ = try await git.text(["rev-parse", "--git-dir"])
} catch {
    TerminalApp.Arguments.fail("'\(path)' is not a git repository (\(error))")
}
await TerminalApp(root: gitBrowser(git: git, now: Double(time(nil))), options: arguments.options).runAsMain()
