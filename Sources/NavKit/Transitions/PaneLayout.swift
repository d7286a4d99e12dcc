/// Where one screen's pane sits during a transition and how it is shaded.
public struct PaneLayout: Hashable, Sendable {
    /// The pane's rectangle relative to the container (cells); may lie partly
    /// outside it. A size other than the container's squeezes or stretches the pane.
    public var frame: Rect
    /// Black laid over the pane, alpha 0…1.
    public var dimming: Double
    /// Strength 0…1 of the shadow the pane casts left of its leading edge.
    public var shadow: Double
    /// How opaque the pane is over what lies beneath, 0…1 (cross-fades).
    public var opacity: Double
    /// Where the pane's left edge really is, right of `frame.minX`: −0.5…0.5 cells. The frame is
    /// the nearest whole cell; with `EngineConfiguration.subcellEdges` the edge is drawn in eighths.
    public var subcellOffsetX: Double
    /// Where the pane's top edge really is, below `frame.minY`: −0.5…0.5 cells (drawn like the left edge).
    public var subcellOffsetY: Double

    /// Creates a layout: frame in cells, dimming, shadow and opacity 0…1, and the left and top
    /// edges' offsets from the frame (−0.5…0.5 cells).
    public init(frame: Rect, dimming: Double = 0, shadow: Double = 0, opacity: Double = 1,
                subcellOffsetX: Double = 0, subcellOffsetY: Double = 0) {
        self.frame = frame
        self.dimming = dimming
        self.shadow = shadow
        self.opacity = opacity
        self.subcellOffsetX = subcellOffsetX
        self.subcellOffsetY = subcellOffsetY
    }

    /// The left edge with its fraction, in cells: `frame.minX + subcellOffsetX`.
    public var preciseMinX: Double { Double(frame.minX) + subcellOffsetX }
    /// The top edge with its fraction, in cells: `frame.minY + subcellOffsetY`.
    public var preciseMinY: Double { Double(frame.minY) + subcellOffsetY }

    /// At rest: covering a container of `size`, unshaded, opaque.
    public static func resting(in size: Size) -> PaneLayout {
        PaneLayout(frame: Rect(origin: .zero, size: size))
    }

    /// True when the pane is drawn: it has cells and some opacity.
    public var isVisible: Bool { !frame.isEmpty && opacity > 0 }
}
