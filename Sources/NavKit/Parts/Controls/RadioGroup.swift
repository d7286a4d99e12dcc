import Observation

/// One choice of several, as radio buttons: `(●) Small`, `( ) Large`, down a column or along a
/// row. While the group has the focus, ↑ ↓ (← → along a row) select the one before or after
/// (at either end the key does nothing more, so ← never goes back from here); a click on an
/// option or its button selects it.
///
/// Its value is observed: `selectedIndex` set in code is drawn and calls nothing; `onChange` is
/// called once for each change the user makes. Focused, the selected option's button shows in
/// the theme's selection style (reverse video where there is no colour).
@MainActor @Observable
public final class RadioGroup: Control<Int> {
    /// The options' titles, in order.
    public var options: [String] {
        didSet { selectedIndex = RadioGroup.clamped(selectedIndex, count: options.count) }
    }
    /// The selected option (0-based; 0 when there is none). Setting it draws the change and
    /// calls no `onChange`.
    public var selectedIndex: Int
    /// Down a column (one option a row) or along a row (two cells between options).
    public let axis: Stack.Axis

    /// A selected option's button, and another's.
    public static let selectedButton = "(●)", unselectedButton = "( )"

    /// A group of `options`, `selectedIndex` selected, along `axis`.
    public init(_ options: [String], selectedIndex: Int = 0, axis: Stack.Axis = .vertical) {
        self.options = options
        self.selectedIndex = RadioGroup.clamped(selectedIndex, count: options.count)
        self.axis = axis
    }

    /// Where option `index` starts (content cells): its button, one cell in.
    public func origin(ofOption index: Int) -> Point {
        switch axis {
        case .vertical:
            return Point(x: frame.minX + 1, y: frame.minY + index)
        case .horizontal:
            let before = options.prefix(index).reduce(0) { $0 + RadioGroup.width(of: $1) + 2 }
            return Point(x: frame.minX + 1 + before, y: frame.minY)
        }
    }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        for (index, option) in options.enumerated() {
            let at = origin(ofOption: index), selected = index == selectedIndex
            guard frame.contains(at) else { continue }
            let focused = selected && isFocused && isEnabled
            let buttonStyle = !isEnabled ? theme.secondary : focused ? theme.selection : selected ? theme.tint : theme.content
            canvas.write(selected ? RadioGroup.selectedButton : RadioGroup.unselectedButton, at: at, style: buttonStyle,
                         clip: frame)
            canvas.write(option, at: Point(x: at.x + 4, y: at.y), style: isEnabled ? theme.content : theme.secondary,
                         clip: frame)
            if focused {
                if theme.marksFocus { canvas.write(String(Theme.focusMark), at: Point(x: at.x - 1, y: at.y),
                                                   style: theme.content, clip: frame) }
                canvas.focusPoint = Point(x: at.x + 1, y: at.y)
            }
        }
    }

    /// The keys along the group select the option before or after while it has the focus; a
    /// tap on an option selects it.
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        if let index = ControlTap.index(of: event, on: self) {
            select(index)
            return .handled
        }
        guard isFocused, case let .key(key) = event else { return nil }
        switch (key, axis) {
        case (.up, .vertical), (.left, .horizontal): select(selectedIndex - 1)
        case (.down, .vertical), (.right, .horizontal): select(selectedIndex + 1)
        default: return nil
        }
        return .handled
    }

    /// The option under `point`: its button or its title.
    public override func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        guard isEnabled else { return nil }
        for (index, option) in options.enumerated() {
            let at = origin(ofOption: index)
            if point.y == at.y, point.x >= at.x, point.x < at.x + RadioGroup.width(of: option) {
                return ControlTap(self, index: index)
            }
        }
        return nil
    }

    /// A row an option down a column; along a row, every option and the gaps between them.
    public override func fittingLength(across: Int, vertical: Bool) -> Int {
        switch (axis, vertical) {
        case (.vertical, true): return options.count
        case (.horizontal, true): return 1
        case (.vertical, false): return 2 + (options.map(RadioGroup.width(of:)).max() ?? 0)
        case (.horizontal, false): return options.reduce(0) { $0 + RadioGroup.width(of: $1) + 2 }
        }
    }

    public override var canBecomeFocused: Bool { isEnabled && !options.isEmpty }

    /// A radio button for each option, its position among them, the selected one selected.
    public override var accessibilityElements: [AccessibilityElement] {
        options.enumerated().map { index, option in
            let at = origin(ofOption: index)
            return AccessibilityElement(.radioButton, label: option, position: (index + 1, options.count),
                                        isSelected: index == selectedIndex,
                                        frame: Rect(x: at.x, y: at.y, width: RadioGroup.width(of: option), height: 1))
        }
    }

    /// Selects `index` (kept within the options) as the user asked, and says so if it changed.
    private func select(_ index: Int) {
        let chosen = RadioGroup.clamped(index, count: options.count)
        guard chosen != selectedIndex else { return }
        selectedIndex = chosen
        sendChange(chosen)
    }

    /// Cells an option takes: its button, a space and its title.
    private static func width(of option: String) -> Int { 4 + TerminalText.width(of: option) }

    private static func clamped(_ index: Int, count: Int) -> Int { min(max(0, index), max(0, count - 1)) }
}
