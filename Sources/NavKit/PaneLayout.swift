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

    /// Creates a layout: frame in cells, dimming, shadow and opacity 0…1.
    public init(frame: Rect, dimming: Double = 0, shadow: Double = 0, opacity: Double = 1) {
        self.frame = frame
        self.dimming = dimming
        self.shadow = shadow
        self.opacity = opacity
    }

    /// At rest: covering a container of `size`, unshaded, opaque.
    public static func resting(in size: Size) -> PaneLayout {
        PaneLayout(frame: Rect(origin: .zero, size: size))
    }

    /// True when the pane is drawn: it has cells and some opacity.
    public var isVisible: Bool { !frame.isEmpty && opacity > 0 }
}
