/// What `notes --help` prints: the keys of the list and of a note (their key commands; the
/// table in Examples/README.md says the same, `KeyTablesTests` checks both).
let usage = """
    usage: notes [--accessible] [--linear] [DIRECTORY]
    The text files of DIRECTORY (default: the current one) as notes, newest first. A
    right-click on a note (or Shift+F10) opens its menu: Open, Copy title, Delete….

      --accessible  for a screen reader or a braille display: nothing slides, the
                    cursor shows on the selection, `›` marks it (NAVKIT_ACCESSIBLE=1)
      --linear      no full screen: plain lines (each screen's title and listing, each
                    move of the selection, each message), the same keys (NAVKIT_LINEAR=1)

    keys: (? lists them where you are, Ctrl+P finds one by name)
      ↵         Open
      /         Filter
      ⌫ Del     Delete…
      ⌃S        Save
      q         Quit
    """
