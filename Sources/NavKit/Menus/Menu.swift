/// A menu (UIMenu): a title and its elements — actions, submenus and dividers — shown by a button
/// (`Button(_:menu:)`, a `Picker`), or by a right-click on a part that has one
/// (`Part.contextMenu(at:)`, `ListView.contextMenu`). A part asks for it with
/// `ScreenResponse.showMenu(_:from:)`; the engine shows it over everything, anchored below the
/// cells it came from, and it takes the keys until it closes: ↑ ↓ choose, Enter or a click runs
/// an action, → opens a submenu and ← closes it, a letter jumps to the next item starting with it,
/// Esc or a press outside closes it.
///
/// ```swift
/// Menu("Sort", [
///     .action("Name", isChecked: order == .name) { order = .name },
///     .action("Size", isChecked: order == .size) { order = .size },
///     .divider,
///     .action("Delete", role: .destructive) { askToDelete() },
/// ])
/// ```
@MainActor
public struct Menu {
    /// The words over the items (shown as the box's title; empty for none).
    public var title: String
    /// The items, in order.
    public var children: [MenuElement]

    /// A menu called `title` of `children`.
    public init(_ title: String, _ children: [MenuElement]) {
        self.title = title
        self.children = children
    }

    /// A menu of `children`, with no title.
    public init(_ children: [MenuElement]) {
        self.init("", children)
    }
}

/// One element of a `Menu`: an action, a submenu, or a line between groups.
@MainActor
public enum MenuElement {
    /// An action: chosen, the menu closes and its handler runs.
    case item(MenuAction)
    /// A submenu, opened beside the menu (→, Enter or a click).
    case submenu(Menu)
    /// A line between two groups of items; never chosen.
    case divider

    /// An action called `title`, of `role` (`.destructive` draws it red), checked or not, enabled
    /// or not, with a key shown at its right (`keyHint`, e.g. "d"), running `handler`.
    public static func action(_ title: String, role: ActionRole = .normal, isChecked: Bool = false,
                              isEnabled: Bool = true, keyHint: String? = nil,
                              handler: @escaping @MainActor () -> Void) -> MenuElement {
        .item(MenuAction(title, role: role, isChecked: isChecked, isEnabled: isEnabled, keyHint: keyHint,
                         handler: handler))
    }

    /// A submenu called `title` of `children`.
    public static func submenu(_ title: String, _ children: [MenuElement]) -> MenuElement {
        .submenu(Menu(title, children))
    }

    /// The words the element shows ("" for a divider).
    public var title: String {
        switch self {
        case let .item(action): action.title
        case let .submenu(menu): menu.title
        case .divider: ""
        }
    }

    /// True when it can be chosen: an enabled action, or a submenu.
    var isChoosable: Bool {
        switch self {
        case let .item(action): action.isEnabled
        case .submenu: true
        case .divider: false
        }
    }
}

/// An action in a menu (UIAction): a title, how it shows, and what it does.
@MainActor
public struct MenuAction {
    /// The words shown.
    public var title: String
    /// `.destructive` draws it in the destructive style (red; bold without colour).
    public var role: ActionRole
    /// True to show a check mark before it: the choice in force (UIMenuElement's `.on` state).
    public var isChecked: Bool
    /// False to show it faint and never choose it.
    public var isEnabled: Bool
    /// A key shown at its right, that does the same where the screen has it (e.g. "d").
    public var keyHint: String?
    /// What it does, after the menu closed.
    public var handler: @MainActor () -> Void

    /// An action called `title`, running `handler`.
    public init(_ title: String, role: ActionRole = .normal, isChecked: Bool = false, isEnabled: Bool = true,
                keyHint: String? = nil, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.role = role
        self.isChecked = isChecked
        self.isEnabled = isEnabled
        self.keyHint = keyHint
        self.handler = handler
    }
}
