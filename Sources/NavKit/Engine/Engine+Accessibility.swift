/// What is on the screen as a screen reader knows it: the tree of accessibility elements, the
/// focus in it, and the announcements.
extension Engine {
    /// What is visible now, as a tree (`AccessibilityElement`s, frames in terminal cells): the
    /// window, the containers of the root and each card presented over it, down to each shown
    /// screen and its parts; the element under the terminal's cursor (where the last frame left
    /// the focus) marked focused. `text` prints it as indented lines.
    public func accessibilitySnapshot() -> AccessibilitySnapshot {
        var window = AccessibleEngine(engine: self).window()
        if let point = lastFocusPoint {
            // The top layer holds the focus: mark from the last child (the top card) down.
            for index in window.children.indices.reversed() where window.children[index].markFocus(at: point) { break }
        }
        return AccessibilitySnapshot(window: window, announcements: announcer.recent)
    }

    /// What the engine announced (the last 100, oldest first): titles after a push, a pop or a
    /// tab switch, an alert's question, status messages.
    public var announcements: [String] { announcer.recent }

    /// How many announcements the engine made since it started (`announcements` keeps the last
    /// 100): a reader of them counts how many are new.
    public var announcementCount: Int { announcer.count }

    /// Called with each announcement as the engine makes it (a front end writes it where a
    /// screen reader reads it).
    public var onAnnouncement: ((String) -> Void)? {
        get { announcer.onAnnounce }
        set { announcer.onAnnounce = newValue }
    }
}
