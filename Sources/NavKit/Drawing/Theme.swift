/// Colours of the navigation chrome and the default screen background.
public struct Theme: Hashable, Sendable {
    /// Screen background and body text.
    public var content: Style
    /// The top bar's background and text.
    public var bar: Style
    /// The title in the top bar.
    public var title: Style
    /// The `‹ Back` control.
    public var backControl: Style
    /// Shown where no pane covers the container.
    public var backdrop: Style
    /// Alpha of the shadow in each column left of a sliding pane's edge, nearest first.
    public var shadow: [Double]

    /// Creates a theme from its styles.
    public init(content: Style, bar: Style, title: Style, backControl: Style, backdrop: Style,
                shadow: [Double]) {
        self.content = content
        self.bar = bar
        self.title = title
        self.backControl = backControl
        self.backdrop = backdrop
        self.shadow = shadow
    }

    /// iOS's light look: white screens, a light grey bar, a blue back control.
    public static let light = Theme(
        content: Style(foreground: .rgb(28, 28, 30), background: .rgb(255, 255, 255)),
        bar: Style(foreground: .rgb(28, 28, 30), background: .rgb(238, 238, 238)),
        title: Style(foreground: .rgb(0, 0, 0), background: .rgb(238, 238, 238), attributes: .bold),
        backControl: Style(foreground: .rgb(0, 95, 255), background: .rgb(238, 238, 238)),
        backdrop: Style(foreground: .rgb(28, 28, 30), background: .rgb(0, 0, 0)),
        shadow: [0.3, 0.14]
    )
}
