import Observation

/// One value of a list of choices, shown as a title and the value with `▾`, that opens a menu of
/// the choices with the current one checked (UIButton's `showsMenuAsPrimaryAction` with a
/// checked item): `Theme            Dark ▾`. Enter or Space while it has the focus, or a click on
/// it, opens the menu; choosing an item selects it.
///
/// Its value is observed: `selectedIndex` set in code is drawn and calls nothing; `onChange` is
/// called once for each change the user makes. Focused, the value shows in the theme's
/// selection style (reverse video where there is no colour).
@MainActor @Observable
public final class Picker: Control<Int> {
    /// The words before the value; empty for none.
    public var title: String
    /// The choices, in order.
    public var options: [String]
    /// The chosen option (0-based). Setting it draws the change and calls no `onChange`.
    public var selectedIndex: Int

    /// A picker called `title` of `options`, `selectedIndex` chosen.
    public init(_ title: String = "", options: [String], selectedIndex: Int = 0) {
        self.title = title
        self.options = options
        self.selectedIndex = selectedIndex
    }

    /// The chosen option's words ("" when the index is outside the options).
    public var value: String { options.indices.contains(selectedIndex) ? options[selectedIndex] : "" }

    /// The value's cells (content cells): `Dark ▾` at the right end of the frame's top row, or
    /// after the title's room when the frame has no title.
    public var valueFrame: Rect {
        let width = min(frame.size.width, TerminalText.width(of: value) + 3)
        let x = title.isEmpty ? frame.minX : frame.maxX - width
        return Rect(x: x, y: frame.minY, width: width, height: min(1, frame.size.height))
    }

    /// The menu it opens: the options, the chosen one checked.
    public var menu: Menu {
        Menu(title, options.enumerated().map { index, option in
            .action(option, isChecked: index == selectedIndex) { [weak self] in self?.choose(index) }
        })
    }

    public override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let theme = canvas.theme, shown = valueFrame, focused = isFocused && isEnabled
        if !title.isEmpty {
            let mark = focused && theme.marksFocus ? String(Theme.focusMark) : " "
            canvas.write(mark + title, at: frame.origin, style: isEnabled ? theme.content : theme.secondary,
                         clip: Rect(x: frame.minX, y: frame.minY, width: max(0, shown.minX - frame.minX - 1), height: 1))
        }
        let style = !isEnabled ? theme.secondary : focused ? theme.selection : theme.link
        canvas.write(" \(value) ▾", at: shown.origin, style: style, clip: shown)
        if focused { canvas.focusPoint = Point(x: min(shown.minX + 1, shown.maxX - 1), y: shown.minY) }
    }

    /// Enter and Space open the menu while it has the focus; a tap on it always does.
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        switch event {
        case .key(.enter) where isFocused, .key(.character(" ")) where isFocused:
            return .showMenu(menu, from: valueFrame)
        case let .pointer(pointer) where pointer.kind == .tap:
            guard pointer.target?.as(ObjectIdentifier.self) == ObjectIdentifier(self) else { return nil }
            return .showMenu(menu, from: valueFrame)
        default:
            return nil
        }
    }

    /// The picker itself, on its title or its value.
    public override func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        guard isEnabled, point.y == frame.minY, point.x >= frame.minX, point.x < frame.maxX else { return nil }
        let titleEnd = frame.minX + 1 + TerminalText.width(of: title)
        return point.x < titleEnd || valueFrame.contains(point) ? ObjectIdentifier(self) : nil
    }

    /// One row; along a row, the title, a gap and the widest option with its mark.
    public override func fittingLength(across: Int, vertical: Bool) -> Int {
        guard !vertical else { return 1 }
        let widest = options.map { TerminalText.width(of: $0) }.max() ?? 0
        return (title.isEmpty ? 0 : TerminalText.width(of: title) + 3) + widest + 3
    }

    public override var canBecomeFocused: Bool { isEnabled && !options.isEmpty }

    /// A pop-up button called by its title, its value the chosen option.
    public override var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.popUpButton, label: title, value: value, frame: frame)]
    }

    /// The user chose `index` in the menu.
    private func choose(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        sendChange(index)
    }
}
