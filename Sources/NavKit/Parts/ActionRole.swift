/// What a button or a row's action does, which picks how it looks (SwiftUI's `ButtonRole`).
public enum ActionRole: Sendable {
    /// An ordinary action.
    case normal
    /// One that destroys (Delete): drawn red, as iOS draws it.
    case destructive
}
