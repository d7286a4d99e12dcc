// notes: the text files of a directory as notes. The list (newest first, `/` filters) opens a
// note to edit; Ctrl-S saves its text and its title (a new title renames its file), and going
// back with changes asks first. A row swiped left, or Delete, deletes a note after asking.
// `notes DIRECTORY` (default: the current one).
import Foundation
import NavKit
import NavKitCurses

var options = TerminalApp.Options()
var directory = "."
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--accessible":
        options.accessible = true
    case "--linear":
        options.linear = true
    case _ where argument.hasPrefix("-") && argument != "-":
        FileHandle.standardError.write(Data("notes: unknown option '\(argument)'; see notes --help\n".utf8))
        exit(2)
    default:
        directory = argument
    }
}
await TerminalApp.main(root: NoteList(files: NoteFiles(directory: URL(fileURLWithPath: directory))), options: options)
