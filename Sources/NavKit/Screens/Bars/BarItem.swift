/// A text button a screen shows at the right of its top bar (UIBarButtonItem). A tap on it
/// reaches the screen as `Event.barItem(id)`.
public struct BarItem: Hashable, Sendable {
    /// Names the item in the event the screen receives.
    public var id: String
    /// The text shown in the bar.
    public var title: String

    /// An item `id` showing `title`.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
