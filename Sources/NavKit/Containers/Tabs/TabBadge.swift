/// What a tab's badge shows after its title (UITabBarItem's `badgeValue`).
public enum TabBadge: Sendable, Equatable {
    /// A number: unread messages, pending jobs.
    case count(Int)
    /// A dot: something new, without a number.
    case dot

    /// The badge as the tab bar draws it.
    var text: String {
        switch self {
        case let .count(count): return "\(count)"
        case .dot: return "•"
        }
    }

    /// The badge as a screen reader says it: "3 new", "new".
    public var spokenText: String {
        switch self {
        case let .count(count): return "\(count) new"
        case .dot: return "new"
        }
    }
}
