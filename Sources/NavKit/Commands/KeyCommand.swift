/// A command a key runs, declared where it applies (UIKit's `UIKeyCommand`): on a part, a screen,
/// a container or the app. One declaration feeds the key, the status line's hints, the help sheet
/// and the command palette.
///
/// A key goes up the chain of what has the focus: the focused part, its screen, each container
/// around the screen's stack (the nearest first), then the app (`Engine.keyCommands`). The first
/// command whose key matches runs; a command whose action answers `.ignored` lets the key go on
/// up. What no command takes reaches `Screen.handle(_:)` as before. A field or an editor with the
/// focus has every key first (its editing keys, a typed `?`); what it leaves goes up the chain.
///
/// ```swift
/// var keyCommands: [KeyCommand] {
///     [KeyCommand("Save", key: .control("s")) { [unowned self] in save(); return .handled },
///      KeyCommand("Delete", key: .character("d"), detail: "Moves the file to the bin") { [unowned self] in
///          askToDelete()
///      }]
/// }
/// ```
///
/// Declare commands as a computed property: they follow the state (a "Delete" only while
/// something is selected), as `draw` does.
@MainActor
public struct KeyCommand {
    /// The keys that run the command, the one shown first; empty for a command found only in the
    /// palette.
    public var keys: [Key]
    /// What the command does, short, as a menu item says it ("Save", "Delete").
    public var title: String
    /// A longer description for the help sheet and the palette (nil for none).
    public var detail: String?
    /// A group within its level ("Edit", "View"; nil for none): the help sheet keeps a group's
    /// commands together, in the order the first of each group is declared.
    public var group: String?
    /// Whether the status line, the help sheet and the palette show it (default true). A command
    /// that is not discoverable still runs on its key.
    public var isDiscoverable: Bool
    /// True when what declares the command takes its key itself, where the key reaches it (a
    /// list's page keys, in its `handle(_:)`): the chain does not run the command on its key, so
    /// the screen's `handle(_:)` sees the key as before; the help sheet and the palette list it,
    /// the palette runs its action, and the status line leaves it out (default false).
    public var isHandledInPlace: Bool
    /// True for a command handled in place that the status line still shows as a hint, the first
    /// thing a person does there (a list's Open and its search).
    var isStatusHint = false
    /// Runs the command on the main actor. What it answers is applied as a screen's answer is,
    /// to the screen that has the focus (a push, a pop); `.ignored` passes the key on up the chain.
    public var action: @MainActor () -> ScreenResponse

    /// A command `title` run by `key` (nil: only from the palette).
    public init(_ title: String, key: Key?, detail: String? = nil, group: String? = nil,
                isDiscoverable: Bool = true, isHandledInPlace: Bool = false,
                action: @escaping @MainActor () -> ScreenResponse) {
        self.init(title, keys: key.map { [$0] } ?? [], detail: detail, group: group,
                  isDiscoverable: isDiscoverable, isHandledInPlace: isHandledInPlace, action: action)
    }

    /// A command `title` run by any of `keys` (the first is the one shown).
    public init(_ title: String, keys: [Key], detail: String? = nil, group: String? = nil,
                isDiscoverable: Bool = true, isHandledInPlace: Bool = false,
                action: @escaping @MainActor () -> ScreenResponse) {
        self.keys = keys
        self.title = title
        self.detail = detail
        self.group = group
        self.isDiscoverable = isDiscoverable
        self.isHandledInPlace = isHandledInPlace
        self.action = action
    }

    /// The key shown for the command (its first), nil when it has none.
    public var key: Key? { keys.first }

    /// True when `key` runs this command.
    public func matches(_ key: Key) -> Bool { keys.contains(key) }
}
