// notes: the text files of a directory as notes. The list (newest first, `/` filters) opens a
// note to edit; Ctrl-S saves its text and its title (a new title renames its file), and going
// back with changes asks first. A row swiped left, or Delete, deletes a note after asking.
// `notes DIRECTORY` (default: the current one).
import Foundation
import NavKit
import NavKitCurses

let arguments = TerminalApp.Arguments.parseOrExit(usage: usage, operands: 0...1)
let directory = URL(fileURLWithPath: arguments.operands.first ?? ".")
await TerminalApp.main(root: NoteList(files: NoteFiles(directory: directory)), options: arguments.options)
