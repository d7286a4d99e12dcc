/// A rectangle of cells: an origin (top-left cell) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// Width and height in cells.
    public var size: Size

    /// Creates a rectangle from its top-left cell and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from column `x`, row `y`, `width` and `height` (cells).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Leftmost column.
    public var minX: Int { origin.x }
    /// Top row.
    public var minY: Int { origin.y }
    /// One past the rightmost column.
    public var maxX: Int { origin.x + size.width }
    /// One past the bottom row.
    public var maxY: Int { origin.y + size.height }
    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// True when the cell `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle covering both (an empty one counts as nothing).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width, height: size.height)
    }

    public var description: String { "\(origin) \(size)" }
}
