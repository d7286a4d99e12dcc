/// What the linear mode writes (`TerminalApp.Options.linear`, `--linear`), worked out from the
/// engine after each frame: plain lines for a reader that does best with a command line. A new
/// screen: the announcement (its title, or an alert's question), then a short listing of what it
/// shows; a focus move: the new focus's description ("notes.txt, 2 KB, 3 of 12"); an
/// announcement (a status message): its words. Nothing while nothing changes.
///
/// ```swift
/// let transcript = LinearTranscript()
/// for line in transcript.lines(after: engine) { print(line) }
/// ```
@MainActor
public final class LinearTranscript {
    /// Lines a new screen's listing shows at most (then "… and N more").
    public static let listingLimit = 10

    /// How many of the engine's announcements were written.
    private var written = 0
    /// The screen the focus was in, and the focus's description, when last written.
    private var lastScreen: String?
    private var lastFocus: String?
    /// The screen under the alert that has the focus: back on it, its listing is not said again.
    private var underAlert: String?

    /// A transcript that has written nothing yet.
    public init() {}

    /// The lines to write now that `engine` drew its last frame, in order; empty when nothing
    /// a reader needs to hear changed since the last call.
    public func lines(after engine: Engine) -> [String] {
        let snapshot = engine.accessibilitySnapshot()
        var lines: [String] = []
        let announced = engine.announcementCount - written
        written = engine.announcementCount
        lines += snapshot.announcements.suffix(min(max(0, announced), snapshot.announcements.count))
        let path = LinearTranscript.pathToFocus(in: snapshot.window) ?? []
        let screen = path.last { [.screen, .sheet, .alert].contains($0.role) }
        let screenKey = screen.map { "\($0.role.rawValue) \($0.label) \(String(describing: $0.frame))" }
        if screenKey != lastScreen, let screen {
            if path.contains(where: { $0.role == .alert }) {
                underAlert = lastScreen
            } else if screenKey == underAlert {
                underAlert = nil
                lastScreen = screenKey
                lastFocus = nil                                   // where the focus is, said again
            }
            if screenKey != lastScreen { lines += LinearTranscript.listing(of: screen) }
        }
        lastScreen = screenKey
        let focus = snapshot.focused?.description
        if let focus, focus != lastFocus { lines.append(focus) }
        lastFocus = focus
        return lines.map(TerminalText.sanitizedLine)
    }

    /// The elements from `element` down to the focused one, or nil when none in it has the focus.
    static func pathToFocus(in element: AccessibilityElement) -> [AccessibilityElement]? {
        if element.isFocused { return [element] }
        for child in element.children {
            if let below = pathToFocus(in: child) { return [element] + below }
        }
        return nil
    }

    /// What a new screen shows, a line a thing (its leaves: texts, fields, rows, buttons, the
    /// status), two spaces in, at most `listingLimit` of them.
    static func listing(of screen: AccessibilityElement) -> [String] {
        var leaves: [AccessibilityElement] = []
        func collect(_ element: AccessibilityElement) {
            if element.children.isEmpty {
                if element.role != .screen { leaves.append(element) }
            } else {
                element.children.forEach(collect)
            }
        }
        collect(screen)
        var lines = leaves.prefix(listingLimit).map { "  " + $0.description }
        if leaves.count > listingLimit { lines.append("  … and \(leaves.count - listingLimit) more") }
        return lines
    }
}
