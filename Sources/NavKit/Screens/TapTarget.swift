/// What a tap landed on, as the screen named it in `Screen.tapTarget(at:)`: a row's index, a
/// link's id, an enum case. A `.tap` pointer event carries it, so `handle` need not work out
/// again from the position what was tapped.
public struct TapTarget: Hashable, Sendable, CustomStringConvertible {
    /// The value the screen returned from `tapTarget(at:)`.
    public let value: any Hashable & Sendable

    /// A target wrapping `value`.
    public init(_ value: any Hashable & Sendable) {
        // A target made from a target is that target, not a wrapper around it.
        self.value = (value as? TapTarget)?.value ?? value
    }

    /// The value as a `T` (`event.target?.as(Int.self)`), or nil when it is of another type.
    public func `as`<T>(_ type: T.Type) -> T? {
        if let legacy = value as? LegacyTapTarget { return legacy.base as? T }  // a 0.1 screen's value
        return value as? T
    }

    public static func == (a: TapTarget, b: TapTarget) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }

    public var description: String { (value as? LegacyTapTarget).map { "\($0.base)" } ?? "\(value)" }
}
