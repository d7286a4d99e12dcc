/// What `notes --help` prints: the keys of the list and of a note (their key commands; the
/// README's table says the same, `KeyTablesTests` checks both).
let usage = """
    usage: notes [--accessible] [DIRECTORY]
    The text files of DIRECTORY (default: the current one) as notes, newest first.

      --accessible  for a screen reader or a braille display: nothing slides, the
                    cursor shows on the selection, `›` marks it (NAVKIT_ACCESSIBLE=1)

    keys: (? lists them where you are, Ctrl+P finds one by name)
      ↵         Open
      /         Filter
      ⌫ Del     Delete…
      ⌃S        Save
      q         Quit
    """
