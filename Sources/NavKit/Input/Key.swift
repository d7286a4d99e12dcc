/// A key press, as decoded by the front end.
public enum Key: Hashable, Sendable {
    /// The ↑ arrow key.
    case up
    /// The ↓ arrow key.
    case down
    /// The ← arrow key.
    case left
    /// The → arrow key.
    case right
    /// Shift+← (scrubs an interactive back swipe).
    case shiftLeft
    /// Shift+→ (scrubs an interactive back swipe).
    case shiftRight
    /// Shift+↑ (moves a sheet a detent up).
    case shiftUp
    /// Shift+↓ (moves a sheet a detent down, or dismisses it from its smallest).
    case shiftDown
    /// Enter (Return).
    case enter
    /// Esc.
    case escape
    /// Backspace (delete backward).
    case backspace
    /// Tab.
    case tab
    /// Shift+Tab.
    case backTab
    /// Shift+Enter, told from Enter only where the terminal speaks the kitty keyboard protocol
    /// (elsewhere it arrives as `.enter`); given as `.enter` when nothing takes it (`legacy`).
    case shiftEnter
    /// Ctrl+Enter, told from Enter only where the terminal speaks the kitty keyboard protocol
    /// (elsewhere it arrives as `.enter`); given as `.enter` when nothing takes it (`legacy`).
    case controlEnter
    /// The Delete key (forward delete; `ESC [ 3 ~`).
    case delete
    /// Ctrl+← or Alt+←: a word left in a text field.
    case wordLeft
    /// Ctrl+→ or Alt+→: a word right in a text field.
    case wordRight
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A printable character.
    case character(Character)
    /// A control character typed with Ctrl, e.g. `.control("c")` for Ctrl-C. Ctrl-I, Ctrl-M and
    /// Ctrl-H arrive as such only where the terminal speaks the kitty keyboard protocol
    /// (elsewhere they are the same bytes as Tab, Enter and Backspace, and arrive as those).
    case control(Character)
    /// Function key F1…F12.
    case function(Int)
    /// A printable ASCII character typed with Alt (Option), e.g. `.alt("w")`: an editor's
    /// Alt-W (copy) and Alt-_ (redo). Alt-B and Alt-F arrive as `.wordLeft` and `.wordRight`.
    case alt(Character)
}

extension Key {
    /// The key a terminal without the kitty keyboard protocol sends for this one, when that is
    /// another key: Enter for Shift+Enter, Ctrl+Enter and Ctrl-M, Tab for Ctrl-I, Backspace for
    /// Ctrl-H; nil for every other key. A key nothing takes is given again as this one, so a
    /// screen that knows only Enter sees Shift+Enter as Enter, as it would in any terminal.
    public var legacy: Key? {
        switch self {
        case .shiftEnter, .controlEnter, .control("m"): .enter
        case .control("i"): .tab
        case .control("h"): .backspace
        default: nil
        }
    }
}
