/// The keys a list takes itself, declared as key commands so that the help sheet (`?`, after the
/// screen's and the app's keys) and the command palette list them where the list is: moving the
/// selection, paging, opening a row, its menu and sorting. Each is handled in place (`KeyCommand.isHandledInPlace`): the key
/// reaches the list through its screen as before (a screen may take Page Up for another part
/// first), the palette runs the action, the status line leaves them to the help but for Open and
/// the search, the first things a person does in a list.
extension ListView {
    /// The list's own keys as they act now: opening only with `onActivate` or a detail that
    /// follows the selection, the menu only with `contextMenu`, sorting only with `onSort` and
    /// columns.
    public var keyCommands: [KeyCommand] {
        if isSearching {
            return [ownKey("Done", .enter, "Leaves the search line for the rows found"),
                    ownKey("Clear", .escape, "Every row shows again"),
                    ownKey("Next row", .down), ownKey("Previous row", .up)]
        }
        var commands = [
            ownKey("Next row", .down), ownKey("Previous row", .up),
            ownKey("Page down", .pageDown), ownKey("Page up", .pageUp),
            ownKey("First row", .home), ownKey("Last row", .end),
        ]
        if onActivate != nil || detailFollower != nil { commands.append(ownKey("Open", .enter, "Opens the selected row", hinted: true)) }
        if contextMenu != nil { commands.append(ownKey("Row menu", .function(10), "The selected row's actions")) }
        if let search { commands.append(ownKey("Search", .character("/"), search.prompt, hinted: true)) }
        if filter != nil { commands.append(ownKey("Clear the search", .escape, "Every row shows again")) }
        if sorts {
            commands += [ownKey("Sort by the next column", .character(">")),
                         ownKey("Sort by the column before", .character("<")),
                         ownKey("Reverse the sort", .character("I"))]
        }
        return commands
    }

    /// A command `title` for `key`, which the list takes itself: run from the palette, it gives
    /// the list that key; `hinted`, the status line shows it.
    private func ownKey(_ title: String, _ key: Key, _ detail: String? = nil, hinted: Bool = false) -> KeyCommand {
        var command = KeyCommand(title, key: key, detail: detail, isHandledInPlace: true) { [unowned self] in
            handle(.key(key)) ?? .ignored
        }
        command.isStatusHint = hinted
        return command
    }
}
