/// What a screen reader would know at one moment (`Engine.accessibilitySnapshot()`): the tree of
/// what is visible, the focus in it, and what was announced.
public struct AccessibilitySnapshot: Sendable, Equatable {
    /// The window: the root's containers and screens, then each card presented over them.
    public var window: AccessibilityElement
    /// The engine's last announcements, oldest first.
    public var announcements: [String]

    /// A snapshot of `window` after `announcements`.
    public init(window: AccessibilityElement, announcements: [String]) {
        self.window = window
        self.announcements = announcements
    }

    /// The element with the focus (where the terminal's cursor rests), if any.
    public var focused: AccessibilityElement? { window.focusedElement }

    /// The tree as indented lines (`AccessibilityElement.text`).
    public var text: String { window.text }
}
