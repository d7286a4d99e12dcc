/// Empty room between parts: `.flexible(Spacer())` pushes what follows it to the far end of a
/// stack, `.fixed(2, Spacer())` keeps two cells apart. It draws nothing and takes no events.
@MainActor
public final class Spacer: Part {
    /// The room it takes (content cells).
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A spacer; its length comes from the stack item it is in.
    public init() {}

    public func place(in frame: Rect) { self.frame = frame }

    public func draw(in canvas: inout Canvas) {}

    /// None: sized to fit, a spacer takes no room.
    public func fittingLength(across: Int, vertical: Bool) -> Int { 0 }
}
