import Observation

/// A button as a part: a title between brackets, `[ Save ]`, that does its action on a click,
/// or on Enter or Space while it has the focus. Focused, it shows in the theme's selection
/// style (reverse video where there is no colour), so focus shows in every look; a
/// destructive one (Delete) is red, and reversed while focused. Observable: a new title or
/// role, set from anywhere on the main actor, is drawn.
@MainActor @Observable
public final class Button: Part {
    /// The words on the button.
    public var title: String
    /// What a press does; its answer goes to the screen (`.handled`, a push, a pop).
    public var action: () -> ScreenResponse
    /// Where the button sits (content cells); it draws at its frame's top-left.
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// True while the button has the focus.
    public private(set) var isFocused = false
    /// What the button does (`.destructive` draws it red).
    public var role: ActionRole
    /// A menu the button shows when pressed instead of running `action` (UIButton's `menu` with
    /// `showsMenuAsPrimaryAction`): anchored below the button. Nil (the default): it runs `action`.
    public var menu: Menu?

    /// A button showing `title`, of `role`, that runs `action` when pressed.
    public init(_ title: String, role: ActionRole = .normal, action: @escaping () -> ScreenResponse) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// A button showing `title` that shows `menu` when pressed (a pull-down button: `Sort ▾`).
    public convenience init(_ title: String, menu: Menu) {
        self.init(title) { .handled }
        self.menu = menu
    }

    /// The button as drawn: its title in brackets, with a space inside each, and `▾` after the
    /// title of one that shows a menu.
    public var label: String { menu == nil ? "[ \(title) ]" : "[ \(title) ▾ ]" }

    public func place(in frame: Rect) { self.frame = frame }

    public func draw(in canvas: inout Canvas) {
        let style: Style
        switch (role, isFocused) {
        case (.destructive, false): style = Style(foreground: ListAction.destructiveStyle.background, attributes: .bold)
        case (.destructive, true): style = ListAction.destructiveStyle
        case (.normal, true): style = canvas.theme.selection
        case (.normal, false): style = canvas.theme.link
        }
        let marked = isFocused && canvas.theme.marksFocus ? "[\(Theme.focusMark)" + label.dropFirst(2) : label
        canvas.write(marked, at: frame.origin, style: style, clip: frame)
        if isFocused, !frame.isEmpty {  // the title, after "[ "
            canvas.focusPoint = Point(x: min(frame.minX + 2, max(frame.minX, frame.maxX - 1)), y: frame.minY)
        }
    }

    /// Enter and Space press it while it has the focus; a tap on it always does.
    public func handle(_ event: Event) -> ScreenResponse? {
        switch event {
        case .key(.enter) where isFocused, .key(.character(" ")) where isFocused:
            return press()
        case let .pointer(pointer) where pointer.kind == .tap:
            return pointer.target?.as(ObjectIdentifier.self) == ObjectIdentifier(self) ? press() : nil
        default:
            return nil
        }
    }

    /// The button itself, where its label shows.
    public func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        let shown = Rect(x: frame.minX, y: frame.minY, width: min(frame.size.width, TerminalText.width(of: label)),
                         height: min(frame.size.height, 1))
        return shown.contains(point) ? ObjectIdentifier(self) : nil
    }

    /// One row; along a row, the label's width.
    public func fittingLength(across: Int, vertical: Bool) -> Int { vertical ? 1 : TerminalText.width(of: label) }

    public var canBecomeFocused: Bool { true }

    /// A button called by its title.
    public var accessibilityElements: [AccessibilityElement] {
        [AccessibilityElement(.button, label: title, frame: frame)]
    }

    public func focusDidChange(to isFocused: Bool) { self.isFocused = isFocused }

    /// What a press does: shows the menu, or runs the action.
    private func press() -> ScreenResponse {
        guard let menu else { return action() }
        let shown = Rect(x: frame.minX, y: frame.minY, width: min(frame.size.width, TerminalText.width(of: label)),
                         height: min(frame.size.height, 1))
        return .showMenu(menu, from: shown)
    }
}
