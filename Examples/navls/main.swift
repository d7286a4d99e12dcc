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

var options = TerminalApp.Options()
var start = "."
var columns = false
var previewBeside = true
var heightNext = false
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
    case "--pick":
        if DirectoryScreen.picking == .nothing { DirectoryScreen.picking = .file }
        options.expectsAnswer = true
        options.quitKeys.insert(.escape)  // Esc cancels a pick, as in fzf (← still goes up)
        if options.inline == nil { options.inline = .percent(40) }
    case "--dirs":
        DirectoryScreen.picking = .folder
    case "--height":
        heightNext = true
    case _ where heightNext:
        heightNext = false
        guard let height = InlineHeight(argument) else {
            fail("--height wants rows or a percentage of the terminal (12, 40%), not '\(argument)'")
        }
        options.inline = height
    case _ where argument.hasPrefix("-") && argument != "-" && !heightNext:
        fail("unknown option '\(argument)'; see navls --help")
    default:
        start = argument
    }
}

func fail(_ message: String) -> Never {
    let line = Array("navls: \(message)\n".utf8)
    _ = write(2, line, line.count)
    exit(2)
}

if heightNext { fail("--height wants a value (12, 40%)") }
if DirectoryScreen.picking == .folder && !options.expectsAnswer { fail("--dirs goes with --pick") }

let path: String
switch Directory.resolve(start) {
case let .success(resolved): path = resolved
case let .failure(failure): fail("cannot open '\(start)': \(failure.reason)")
}
if case let .failure(failure) = Directory.list(path) { fail("cannot read '\(start)': \(failure.reason)") }

let views = BrowserViews(path: path, columns: columns)
if !previewBeside { views.split.expandedMinimumWidth = .max }
await TerminalApp(root: views, options: options).runAsMain()
