import NavKitCurses

/// What `navls --help` prints: the options, then the keys of a directory (its key commands, in
/// the order they are declared; `KeyTablesTests` checks that they are the same).
let usage = """
    usage: navls [--columns] [--no-preview] [--no-mouse] [--accessible] [--linear]
                 [--pick [--dirs]] [--height ROWS|PERCENT%] [DIRECTORY]
    Browse DIRECTORY (default: the current one) a screen per directory; the directories
    above it are on the stack below it, so going back goes up. Enter on a file previews it.
    On a terminal 100 columns or wider the selected entry's preview shows beside the list:
    a click, Tab or F6 moves the keys between the two, and the line between them drags.
    A right-click on an entry (or Shift+F10) opens its menu: Open, Copy path, Rename…, Delete….

      --columns     show the directories as columns (parent, current, preview), sliding
                    left as you go deeper; → or Enter opens, ← or a drag from the left
                    goes back (below 100 columns, the stack: the same screens)
      --no-preview  in the stack view, no preview beside the list at any width: one
                    stack the whole width (Enter on a file pushes its preview)
      --pick        pick a file for the shell: navls runs under the prompt (40% of the
                    terminal), Enter on a file ends it and prints its path, `.` prints
                    the folder's; Esc or q prints nothing and exits with status 1:
                    vi "$(navls --pick)"
      --dirs        with --pick, pick a folder (`.`): cd "$(navls --pick --dirs)"
    \(TerminalApp.Arguments.standardHelp)
      v             (while it runs) switch between the stack and the columns

    keys: (? lists them where you are, Ctrl+P finds one by name)
      ↑ k       Previous entry
      ↓ j       Next entry
      ↵ → l     Open
      /         Filter
      >         Sort by the next column
      <         Sort by the column before
      I         Reverse the order
      s         Sort menu
      e         Edit
      r         Reload
      Del ⌫     Delete…
      q         Quit
    """
