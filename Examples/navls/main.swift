// navls: a file browser where each directory is a screen. Enter or a click opens a
// directory; ←, Esc or a drag from the left edge goes up, with the parent sliding back in.
// On a terminal 100 columns or wider, the selected entry's preview shows beside the list; with
// --columns (or `v` at any time) the folders show as Miller columns, parent, current and preview.
import Foundation
import NavKit
import NavKitCurses

var options = TerminalApp.Options()
var start = "."
var columns = false
var previewBeside = true
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--columns":
        columns = true
    case "--no-preview":
        previewBeside = false
    case "--no-mouse":
        options.mouse = false
    case "--accessible":
        options.accessible = true
    case "--linear":
        options.linear = true
    case _ where argument.hasPrefix("-") && argument != "-":
        fail("unknown option '\(argument)'; see navls --help")
    default:
        start = argument
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("navls: \(message)\n".utf8))
    exit(2)
}

let path: String
switch Directory.resolve(start) {
case let .success(resolved): path = resolved
case let .failure(failure): fail("cannot open '\(start)': \(failure.reason)")
}
if case let .failure(failure) = Directory.list(path) { fail("cannot read '\(start)': \(failure.reason)") }

let views = BrowserViews(path: path, columns: columns)
if !previewBeside { views.split.expandedMinimumWidth = .max }
await TerminalApp(root: views, options: options).runAsMain()
