/// What the engine says without being asked, as a screen reader would (UIKit's
/// `UIAccessibility.post(notification:argument:)`): the new screen's title after a push, a pop
/// or a tab switch, an alert's question when it comes up, a screen's new status message. Kept
/// for tests (`Engine.announcements`) and handed to the front end (`Engine.onAnnouncement`),
/// which writes them in the accessible and linear modes.
@MainActor
final class Announcer {
    /// The last announcements, oldest first (at most `kept`).
    private(set) var recent: [String] = []
    /// How many announcements `recent` keeps.
    static let kept = 100
    /// Called with each announcement as it is made.
    var onAnnounce: ((String) -> Void)?
    /// The screen that had the focus when the engine last looked, and its status message then.
    private var lastScreen: ObjectIdentifier?
    private var lastStatus: String?

    /// The last announcement, until the user presses a key or the pointer (`markHeard()`): the
    /// accessible look shows it in the status line.
    private(set) var unheard: String?

    /// The user acted: the last announcement was heard.
    func markHeard() { unheard = nil }

    /// How many announcements were made since the engine started.
    private(set) var count = 0

    /// Says `text`.
    func announce(_ text: String) {
        guard !text.isEmpty else { return }
        count += 1
        unheard = text
        recent.append(text)
        if recent.count > Announcer.kept { recent.removeFirst(recent.count - Announcer.kept) }
        onAnnounce?(text)
    }

    /// True when `screen` is the one the announcer looked at last.
    func isObserving(_ screen: Screen) -> Bool { lastScreen == ObjectIdentifier(screen) }

    /// Looks at the screen that has the focus now, `screen`: a new one is announced by its title
    /// (an alert's, when `asksAQuestion`, by its question, `question`), a new status message on
    /// the same one by the message.
    func observe(_ screen: Screen, asksAQuestion: Bool, question: @autoclosure () -> String) {
        let id = ObjectIdentifier(screen)
        let status = screen.statusLine?.text ?? ""
        if id != lastScreen {
            announce(asksAQuestion ? question() : screen.title)
        } else if status != lastStatus, !status.isEmpty {
            announce(status)
        }
        lastScreen = id
        lastStatus = status
    }
}
