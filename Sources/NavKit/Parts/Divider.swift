/// A thin line between parts, in the theme's secondary style: across its frame (`─`) when the
/// frame is one row tall, else down it (`│`), so it divides a column or a row of parts alike.
@MainActor
public final class Divider: Part {
    /// Where the line sits (content cells).
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A divider; its frame decides which way it runs.
    public init() {}

    public func place(in frame: Rect) { self.frame = frame }

    public func draw(in canvas: inout Canvas) {
        let style = canvas.theme.secondary
        if frame.size.height == 1 {
            for x in frame.minX..<frame.maxX { canvas.write("─", at: Point(x: x, y: frame.minY), style: style) }
        } else if frame.size.width > 0 {
            let x = frame.minX + (frame.size.width - 1) / 2
            for y in frame.minY..<frame.maxY { canvas.write("│", at: Point(x: x, y: y), style: style) }
        }
    }

    /// One row, or one column.
    public func fittingLength(across: Int, vertical: Bool) -> Int { 1 }
}
