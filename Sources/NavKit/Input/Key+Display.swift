extension Key {
    /// True for a printable character typed without Ctrl or Alt (`.character`): text, where a
    /// field or an editor takes it.
    public var isCharacter: Bool {
        if case .character = self { true } else { false }
    }

    /// The key as the status line, the help sheet and the palette show it: "↵", "Esc", "⌃S",
    /// "⌥1", "F6", "⇧→", "Space", "q". One to five cells wide.
    public var displayName: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .shiftLeft: "⇧←"
        case .shiftRight: "⇧→"
        case .shiftUp: "⇧↑"
        case .shiftDown: "⇧↓"
        case .enter: "↵"
        case .shiftEnter: "⇧↵"
        case .controlEnter: "⌃↵"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .delete: "Del"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        case .wordLeft: "⌃←"
        case .wordRight: "⌃→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case let .character(character): character == " " ? "Space" : String(character)
        case let .control(character): "⌃" + String(character).uppercased()
        case let .function(number): "F\(number)"
        case let .alt(character): "⌥" + String(character)
        }
    }
}
