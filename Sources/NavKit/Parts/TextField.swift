import Observation

/// One line of editable text as a part (UITextField's job), with the terminal's own cursor at
/// the insertion point while it has the focus. It edits with a shell's keys (`TextEditing`:
/// ← → Home End, Alt-B/F and Ctrl-← → by word, Backspace, Delete, Ctrl-A/E/U/K/W/Y, Ctrl-_
/// to undo), takes a paste whole as text, and scrolls sideways when the text is longer than
/// the field; a wide character or one with combining marks is never split.
///
/// Focused, it takes text (`takesText`): every key reaches it first, also `q`, `[`, `]` and
/// Shift+← →, which the library would otherwise take. Enter calls `onSubmit`; Esc, Tab, ↑ ↓
/// are left to the rest of the screen. A click puts the insertion point under the pointer.
/// Observable: text or a placeholder set from anywhere on the main actor is drawn.
@MainActor @Observable
public final class TextField: Part {
    /// The text and its insertion point.
    public private(set) var editing: TextEditing
    /// The text (setting it replaces it whole, the insertion point at its end; undo brings the
    /// old text back).
    public var text: String {
        get { editing.text }
        set {
            editing.replace(with: newValue)
            keepInsertionPointInView()
        }
    }
    /// Shown in the secondary style while the text is empty.
    public var placeholder: String
    /// Called with the text after every change made by a key or a paste.
    public var onChange: ((String) -> Void)?
    /// Called with the text when Enter is pressed in the field; its answer goes to the screen.
    /// Nil: Enter is left to the rest of the screen.
    public var onSubmit: ((String) -> ScreenResponse)?
    /// Where the field sits (content cells); it uses its frame's top row.
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// True while the field has the focus (its insertion point shows).
    public private(set) var isFocused = false
    /// The first column of the text that shows (cells from the text's start): more than 0 when
    /// the text is longer than the field and the insertion point is past its width.
    @ObservationIgnored public private(set) var scrolledColumns = 0

    /// A field holding `text`, the insertion point at its end, showing `placeholder` while empty.
    public init(_ text: String = "", placeholder: String = "") {
        editing = TextEditing(text)
        self.placeholder = placeholder
    }

    public func place(in frame: Rect) {
        self.frame = frame
        keepInsertionPointInView()
    }

    /// The text as it fits the field, and the terminal's cursor at the insertion point while
    /// the field has the focus.
    public func draw(in canvas: inout Canvas) {
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: min(1, frame.size.height))
        guard !row.isEmpty else { return }
        if editing.text.isEmpty {
            canvas.write(placeholder, at: row.origin, style: canvas.theme.secondary, clip: row)
        } else {
            // Characters that start left of the scrolled column are not drawn (a wide one cut
            // there leaves a blank); the canvas drops one that does not fit at the right.
            let start = boundary(atOrAfter: scrolledColumns)
            canvas.write(editing.text[start.index...],
                         at: Point(x: row.minX + start.column - scrolledColumns, y: row.minY),
                         style: canvas.theme.content, clip: row)
        }
        if isFocused {
            canvas.cursor = Point(x: row.minX + editing.cursorColumn - scrolledColumns, y: row.minY)
            canvas.focusPoint = canvas.cursor
        }
    }

    /// Keys and pastes while focused; a press on the field places the insertion point.
    public func handle(_ event: Event) -> ScreenResponse? {
        switch event {
        case let .pointer(pointer) where pointer.kind == .press && frame.contains(pointer.position):
            editing.moveToColumn(localPoint(pointer.position).x + scrolledColumns)
            keepInsertionPointInView()
            return .handled
        case let .paste(pasted) where isFocused:
            return edit { $0.insert(pasted) }
        case .key(.enter) where isFocused:
            return onSubmit?(editing.text)
        case let .key(key) where isFocused:
            var copy = editing
            guard copy.apply(key) else { return nil }
            return edit { $0 = copy }
        default:
            return nil
        }
    }

    /// One row; along a row, the placeholder's width and a cell for the cursor, at least 10.
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? 1 : max(10, TerminalText.width(of: placeholder) + 1)
    }

    public var canBecomeFocused: Bool { true }
    public var takesText: Bool { true }
    public func focusDidChange(to isFocused: Bool) { self.isFocused = isFocused }

    /// A text field called by its placeholder, its text the value.
    public var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.textField, label: placeholder, value: text, frame: frame)]
    }

    /// Applies `change`, tells `onChange` if the text changed, and keeps the insertion point in view.
    private func edit(_ change: (inout TextEditing) -> Void) -> ScreenResponse {
        let before = editing.text
        change(&editing)
        keepInsertionPointInView()
        if editing.text != before { onChange?(editing.text) }
        return .handled
    }

    /// The first character boundary of the text at or after `column` (cells from its start):
    /// where it is, and its column.
    private func boundary(atOrAfter column: Int) -> (index: String.Index, column: Int) {
        let text = editing.text
        var index = text.startIndex, at = 0
        while index < text.endIndex && at < column {
            at += TerminalText.width(of: text[index])
            index = text.index(after: index)
        }
        return (index, at)
    }

    /// Scrolls the least that shows the insertion point, with a cell for the cursor after the
    /// text (a wide character cut at the left edge shows as a blank).
    private func keepInsertionPointInView() {
        let width = max(1, frame.size.width), cursor = editing.cursorColumn
        if cursor < scrolledColumns {
            scrolledColumns = cursor
        } else if cursor >= scrolledColumns + width {
            scrolledColumns = boundary(atOrAfter: cursor - width + 1).column
        }
        let total = TerminalText.width(of: editing.text)
        scrolledColumns = max(0, min(scrolledColumns, total + 1 - width, cursor))
    }
}
