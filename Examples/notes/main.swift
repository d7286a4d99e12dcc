// notes: the text files of a directory as notes. The list (newest first, `/` filters) opens a
// note; its title, edited and saved with Return, renames its file. A row swiped left, or
// Delete, deletes a note after asking. `notes DIRECTORY` (default: the current one).
import Foundation
import NavKit
import NavKitCurses

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
await TerminalApp.main(root: NoteList(files: NoteFiles(directory: directory)))
