/// What the front end found about the terminal frames go to: how effects can be drawn, whether
/// it has colours, whether moving edges can be drawn in eighths of a cell, and how early a frame
/// caused by input is drawn. The app chooses its look in `EngineConfiguration`; the front end
/// (`TerminalRunLoop`) alone writes these, once, when it starts; the compositor reads both.
public struct DisplayTraits: Equatable, Sendable {
    /// How dimming and the shadow are drawn (colours, or attributes on terminals with few colours).
    public var effects: EffectStyle
    /// False on a terminal without colours: the theme is drawn `withoutColor()` (selection in
    /// reverse video, highlight in bold, links underlined).
    public var hasColor: Bool
    /// Draws a moving pane's left edge in eighths of a cell with the block elements ▏▎▍▌▋▊▉ in
    /// the pane's and the shadow's colours (false: whole cells). Only with `effects == .color`.
    public var subcellEdges: Bool
    /// Seconds an animation started by input counts as already running (0). A front end that
    /// draws the first frame at once sets a frame period or two (`TerminalRunLoop`: two), so that
    /// frame already moves instead of showing progress 0; the animation ends that much sooner.
    public var firstFrameLead: Double

    /// Traits of a terminal drawing `effects`, with colours or not, with sub-cell edges or not,
    /// drawing a frame caused by input `firstFrameLead` seconds into its animation.
    public init(effects: EffectStyle = .color, hasColor: Bool = true, subcellEdges: Bool = false,
                firstFrameLead: Double = 0) {
        self.effects = effects
        self.hasColor = hasColor
        self.subcellEdges = subcellEdges
        self.firstFrameLead = firstFrameLead
    }
}
