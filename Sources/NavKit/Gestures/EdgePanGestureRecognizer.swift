/// A pan that only begins when the press lands within `edgeWidth` cells of one
/// of its `edges` and the first movement goes away from that edge
/// (UIScreenEdgePanGestureRecognizer). The engine's back swipe uses the left edge.
public final class EdgePanGestureRecognizer: PanGestureRecognizer {
    /// Screen edges a pan may start from.
    public struct Edges: OptionSet, Sendable {
        public let rawValue: UInt8
        /// Creates edges from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The left edge: the pan must move rightward.
        public static let left = Edges(rawValue: 1 << 0)
        /// The right edge: the pan must move leftward (needs `containerWidth`).
        public static let right = Edges(rawValue: 1 << 1)
    }

    /// Edges the pan may start from (left by default).
    public var edges: Edges
    /// Width of the edge region in cells (2 by default).
    public var edgeWidth: Int {
        didSet { edgeWidth = max(1, edgeWidth) }
    }
    /// Width of the container in cells, to find the right edge (the engine sets it for its own recognizer).
    public var containerWidth = 0

    /// Creates an edge pan on `edges`, `edgeWidth` cells wide.
    public init(name: String = "edgePan", edges: Edges = .left, edgeWidth: Int = 2) {
        self.edges = edges
        self.edgeWidth = max(1, edgeWidth)
        super.init(name: name, direction: .rightward)
    }

    public override func canStart(at point: Point) -> Bool {
        guard isEnabled else { return false }
        if edges.contains(.left) && point.x >= 0 && point.x < edgeWidth {
            direction = .rightward
            return true
        }
        if edges.contains(.right) && containerWidth > 0 && point.x >= containerWidth - edgeWidth
            && point.x < containerWidth {
            direction = .leftward
            return true
        }
        return false
    }
}
