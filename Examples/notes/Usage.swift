import NavKitCurses

/// What `notes --help` prints: the keys of the list and of a note (their key commands; the
/// table in Examples/README.md says the same, `KeyTablesTests` checks both).
let usage = """
    usage: notes [--no-mouse] [--accessible] [--linear] [--height N] [DIRECTORY]
    The text files of DIRECTORY (default: the current one) as notes, newest first. A
    right-click on a note (or Shift+F10) opens its menu: Open, Copy title, Delete….

    \(TerminalApp.Arguments.standardHelp)

    keys: (? lists them where you are, Ctrl+P finds one by name)
      ↵         Open
      /         Search
      ⌫ Del     Delete…
      ⌃S        Save
      q         Quit
    """
