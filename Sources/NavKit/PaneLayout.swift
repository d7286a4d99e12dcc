/// Where one screen's pane sits during a transition and how it is shaded.
public struct PaneLayout: Hashable, Sendable {
    /// Top-left of the pane relative to the container (cells); may lie outside it.
    public var offset: Point
    /// Black laid over the pane, alpha 0…1.
    public var dimming: Double
    /// Strength 0…1 of the shadow the pane casts left of its leading edge.
    public var shadow: Double

    /// Creates a layout: offset in cells, dimming and shadow 0…1.
    public init(offset: Point = .zero, dimming: Double = 0, shadow: Double = 0) {
        self.offset = offset
        self.dimming = dimming
        self.shadow = shadow
    }

    /// At rest: at the origin, unshaded.
    public static let identity = PaneLayout()
}
