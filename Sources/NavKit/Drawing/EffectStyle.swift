/// How dimming and the pane shadow are drawn: by darkening colours (terminals
/// with 256 or more colours) or, where few or no colours exist, with the dim
/// attribute and a shade character, so the look degrades on purpose instead
/// of snapping to whatever palette entry happens to be nearest.
public enum EffectStyle: Hashable, Sendable {
    /// Darken colours: the lower pane by its dimming, a soft shadow left of the upper pane.
    case color
    /// Mark dimmed cells with the dim attribute and draw the shadow as one column of `░`.
    case attributes
}
