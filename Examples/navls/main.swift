// navls: a file browser where each directory is a screen. Enter or a click opens a
// directory; ←, Esc or a drag from the left edge goes up, with the parent sliding back in.
// On a terminal 100 columns or wider, the selected entry's preview shows beside the list; with
// --columns (or `v` at any time) the folders show as Miller columns, parent, current and preview.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavKit
import NavKitCurses

var arguments = TerminalApp.Arguments.parseOrExit(usage: usage, flags: ["--columns", "--no-preview", "--pick", "--dirs"],
                                                  operands: 0...1)
if arguments.flags.contains("--pick") {
    DirectoryScreen.picking = arguments.flags.contains("--dirs") ? .folder : .file
    arguments.options.expectsAnswer = true
    arguments.options.quitKeys.insert(.escape)  // Esc cancels a pick, as in fzf (← still goes up)
    if arguments.options.inline == nil { arguments.options.inline = .percent(40) }
} else if arguments.flags.contains("--dirs") {
    TerminalApp.Arguments.fail("--dirs goes with --pick")
}
let start = arguments.operands.first ?? "."

let path: String
switch Directory.resolve(start) {
case let .success(resolved): path = resolved
case let .failure(failure): TerminalApp.Arguments.fail("cannot open '\(start)': \(failure.reason)")
}
if case let .failure(failure) = Directory.list(path) { TerminalApp.Arguments.fail("cannot read '\(start)': \(failure.reason)") }

let views = BrowserViews(path: path, columns: arguments.flags.contains("--columns"))
if arguments.flags.contains("--no-preview") { views.split.expandedMinimumWidth = .max }
await TerminalApp(root: views, options: arguments.options).runAsMain()
