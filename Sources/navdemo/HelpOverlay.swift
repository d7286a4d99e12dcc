import NavKit

/// The `?` overlay: every key and mouse action, in a box in the middle of
/// the screen. Any key closes it.
enum HelpOverlay {
    static let lines = [
        "Keys",
        "  ↑ ↓ or wheel     select a link",
        "  Enter or →       open it",
        "  ← Esc Backspace  go back (held: as many pages as repeats)",
        "  Esc              in a sheet, cover or alert: dismiss it",
        "  Shift+↑ Shift+↓  a sheet taller, shorter (the smallest: dismissed)",
        "  Alt+1…9 or F8    in tabs: that tab, or the next (again: its root)",
        "  Shift+→ or ]     swipe back by a tenth (Shift+← or [ undoes)",
        "  Enter / Esc      let the swipe go / cancel it",
        "  h                show or hide the HUD",
        "  s                slow motion (10× slower), again for normal",
        "  ?                this help        q or Ctrl-C  quit",
        "",
        "Mouse",
        "  click a link     open it;   click ‹ Back   go back",
        "  press in the two leftmost columns and drag right: the page",
        "  follows; let go past the middle (or flick) to go back",
        "  press the page while it slides to catch it",
        "  drag a sheet by its grabber ╺━━━━╸: down it goes, up it grows",
        "  click a tab on the tab bar (the bottom row) to select it",
        "  hold ‹ Back (or right-click it): every page below, to jump to",
        "",
        "Press any key to close this help.",
    ]

    /// Draws the help box centred in `canvas` (as much as fits).
    static func draw(into canvas: inout Canvas) {
        let width = min(canvas.size.width - 2, 2 + lines.map { TerminalText.width(of: $0) }.max()! + 2)
        let height = min(canvas.size.height - 2, lines.count + 2)
        guard width > 10, height > 3 else { return }
        let origin = Point(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2)
        canvas.fill(Rect(x: origin.x, y: origin.y, width: width, height: height), style: Hud.box)
        canvas.write(" Help ", at: Point(x: origin.x + 2, y: origin.y), style: Hud.accent)
        for (index, line) in lines.prefix(height - 2).enumerated() {
            let style = line == "Keys" || line == "Mouse" ? Hud.accent : Hud.box
            canvas.write(TerminalText.prefix(line, fitting: width - 4), at: Point(x: origin.x + 2, y: origin.y + 1 + index),
                         style: style)
        }
    }
}
