// navls: a file browser where each directory is a screen. Enter or a click opens a
// directory; ←, Esc or a drag from the left edge goes up, with the parent sliding back in.
// On a terminal 100 columns or wider, the selected entry's preview shows beside the list.
import Foundation
import NavKit
import NavKitCurses

let usage = """
    usage: navls [--no-mouse] [DIRECTORY]
    Browse DIRECTORY (default: the current one) a screen per directory; the directories
    above it are on the stack below it, so going back goes up. Enter on a file previews it.
    On a terminal 100 columns or wider the selected entry's preview shows beside the list:
    a click, Tab or F6 moves the keys between the two, and the line between them drags.
    """

var options = TerminalApp.Options()
var start = "."
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--no-mouse":
        options.mouse = false
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

let stack = Directory.ancestry(of: path).map { DirectoryScreen(path: $0) }
let split = SplitController(primary: stack[0], secondary: PreviewScreen())
split.primary.setStack(stack, animated: false)
// A terminal widened past 100 columns shows the preview of what is selected at once.
split.onCollapseChange = { collapsed in
    if !collapsed { (split.primary.topScreen as? DirectoryScreen)?.previewSelection() }
}
await TerminalApp(root: split, options: options).runAsMain()
