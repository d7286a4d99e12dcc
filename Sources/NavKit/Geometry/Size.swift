/// A width and height in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in cells (columns).
    public var width: Int
    /// Height in cells (rows).
    public var height: Int

    /// Creates a size of `width` columns by `height` rows; negative values become 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A size with no cells.
    public static let zero = Size(width: 0, height: 0)

    /// Number of cells, width × height.
    public var area: Int { width * height }

    public var description: String { "\(width)x\(height)" }
}
