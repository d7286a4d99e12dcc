/// A section of a `ListView`: a header, then the next `count` rows. A list's sections take its
/// rows in order; the header of the section at the top stays there while its rows scroll
/// under it, until the next header pushes it out.
public struct ListSection: Hashable, Sendable {
    /// The header's text.
    public var title: String
    /// How many rows the section holds.
    public var count: Int

    /// A section headed `title` holding the next `count` rows.
    public init(_ title: String, count: Int) {
        self.title = title
        self.count = max(0, count)
    }
}
