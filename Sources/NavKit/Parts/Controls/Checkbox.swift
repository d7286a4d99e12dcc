import Observation

/// A box to tick, with its title after it, as a part: `[✓] Title` or `[ ] Title`. Space or
/// Enter while it has the focus, or a click on the box or the title, ticks or clears it.
///
/// Its value is observed, as a switch's is: `isChecked` set in code is drawn and calls nothing;
/// `onChange` is called once for each change the user makes. Focused, the box shows in the
/// theme's selection style (reverse video where there is no colour); disabled, it is faint and
/// takes no input.
@MainActor @Observable
public final class Checkbox: Control<Bool> {
    /// The words after the box.
    public var title: String
    /// True when the box is ticked. Setting it draws the new state and calls no `onChange`.
    public var isChecked: Bool

    /// The box ticked, and the box empty.
    public static let checkedBox = "[✓]", uncheckedBox = "[ ]"

    /// A checkbox called `title`, ticked or not.
    public init(_ title: String, isChecked: Bool = false) {
        self.title = title
        self.isChecked = isChecked
    }

    /// The box one cell in (where a label's text starts), then a space and the title.
    public override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty else { return }
        let theme = canvas.theme, row = Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: 1)
        let box = Point(x: frame.minX + 1, y: frame.minY)
        let focused = isFocused && isEnabled
        let boxStyle = !isEnabled ? theme.secondary : focused ? theme.selection : isChecked ? theme.tint : theme.content
        canvas.write(isChecked ? Checkbox.checkedBox : Checkbox.uncheckedBox, at: box, style: boxStyle, clip: row)
        canvas.write(title, at: Point(x: box.x + 4, y: box.y), style: isEnabled ? theme.content : theme.secondary,
                     clip: row)
        if focused, theme.marksFocus { canvas.write(String(Theme.focusMark), at: row.origin, style: theme.content, clip: row) }
        if focused { canvas.focusPoint = Point(x: min(box.x + 1, row.maxX - 1), y: box.y) }
    }

    /// Space and Enter tick or clear it while it has the focus; a tap on it always does.
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        switch event {
        case .key(.enter) where isFocused, .key(.character(" ")) where isFocused:
            break
        case let .pointer(pointer) where pointer.kind == .tap
            && pointer.target?.as(ObjectIdentifier.self) == ObjectIdentifier(self):
            break
        default:
            return nil
        }
        isChecked.toggle()
        sendChange(isChecked)
        return .handled
    }

    /// The checkbox itself, where its box or title shows.
    public override func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        guard isEnabled, point.y == frame.minY, point.x >= frame.minX,
              point.x < min(frame.maxX, frame.minX + 5 + TerminalText.width(of: title)) else { return nil }
        return ObjectIdentifier(self)
    }

    /// One row; along a row, the box, the title and a cell each side.
    public override func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? 1 : 6 + TerminalText.width(of: title)
    }

    /// A checkbox called by its title, its value "checked" or "unchecked".
    public override var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.checkbox, label: title, value: isChecked ? "checked" : "unchecked", frame: frame)]
    }
}
