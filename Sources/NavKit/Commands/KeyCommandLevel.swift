/// One level of the chain a key goes up (`Engine.keyCommandChain()`): the commands of the focused
/// part, of its screen, of one container around the screen's stack, of the navigation, or of the
/// app, with a name for the help sheet.
@MainActor
public struct KeyCommandLevel {
    /// Where in the chain a level is, the most specific first.
    public enum Kind: Hashable, Sendable {
        /// The focused part of the screen (a field, a list).
        case part
        /// The screen on top of the stack that takes keys.
        case screen
        /// A container around that stack (a split, tabs, or one of the app's own), the nearest first.
        case container
        /// The engine's own keys: back, the keyboard swipe, a presentation's Esc, a sheet's
        /// Shift+↑/↓. They reach the screen's `handle(_:)` first and act only where it leaves them.
        case navigation
        /// The app's commands (`Engine.keyCommands`).
        case app
        /// Commands an app offers in the palette only (`Engine.commandSources`).
        case source
    }

    /// Where in the chain the level is.
    public var kind: Kind
    /// What the help sheet calls it: "Text field", the screen's title, "Split", "Navigation", "App".
    public var title: String
    /// The level's commands, in the order declared.
    public var commands: [KeyCommand]

    /// A level of `kind` called `title` with `commands`.
    public init(kind: Kind, title: String, commands: [KeyCommand]) {
        self.kind = kind
        self.title = title
        self.commands = commands
    }

    /// A readable name for an object's type: "TextField" is "Text field", "SplitController" is
    /// "Split".
    static func name(of object: AnyObject) -> String {
        var name = String(describing: type(of: object))
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("Controller"), name.count > "Controller".count { name.removeLast("Controller".count) }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? character : Character(character.lowercased()))
        }
        return words
    }
}
