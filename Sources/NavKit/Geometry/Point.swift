/// A position on a cell grid: `x` columns from the left, `y` rows from the top (cells).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Column, in cells from the left edge.
    public var x: Int
    /// Row, in cells from the top edge.
    public var y: Int

    /// Creates a point at column `x`, row `y` (cells).
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
