/// How a cell looks: foreground and background colours and text attributes.
public struct Style: Hashable, Sendable {
    /// Colour of the glyph.
    public var foreground: Color
    /// Colour behind the glyph.
    public var background: Color
    /// Bold, underline and the like.
    public var attributes: TextAttributes

    /// Creates a style; everything defaults to the terminal's own look.
    public init(foreground: Color = .default, background: Color = .default,
                attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// This style with black laid over both colours at alpha `amount` (0…1).
    public func dimmed(by amount: Double) -> Style {
        guard amount > 0 else { return self }
        var style = self
        style.foreground = foreground.dimmed(by: amount)
        style.background = background.dimmed(by: amount)
        if foreground == .default && background == .default && amount >= 0.05 {
            style.attributes.insert(.dim)
        }
        return style
    }

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }
}
