/// A pan that only begins when the press lands within `edgeWidth` cells of the
/// left edge and the first movement is rightward (UIScreenEdgePanGestureRecognizer).
public final class EdgePanGestureRecognizer: PanGestureRecognizer {
    /// Width of the edge region in cells (2 by default).
    public var edgeWidth: Int {
        didSet { edgeWidth = max(1, edgeWidth) }
    }

    /// Creates a recognizer for the left edge, `edgeWidth` cells wide.
    public init(name: String = "edgePan", edgeWidth: Int = 2) {
        self.edgeWidth = max(1, edgeWidth)
        super.init(name: name, direction: .rightward)
    }

    public override func canStart(at point: Point) -> Bool {
        isEnabled && point.x >= 0 && point.x < edgeWidth
    }
}
