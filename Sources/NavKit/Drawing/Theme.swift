/// The look of an app: the navigation chrome's colours and the semantic styles screens draw
/// with. A screen reads the theme in use from its canvas (`canvas.theme.selection`), so it
/// follows the app's choice, and the front end's fallback on a terminal without colours.
public struct Theme: Hashable, Sendable {
    /// Screen background and body text.
    public var content: Style
    /// Text of lesser weight on the content background: hints, details, dates.
    public var secondary: Style
    /// The selected row or item.
    public var selection: Style
    /// Text that stands out on the content background: a match, a warning, a heading.
    public var highlight: Style
    /// Something that opens or goes somewhere when chosen.
    public var link: Style
    /// The status line under the content (`Screen.statusLine`).
    public var status: Style
    /// The keys in the status line's hints.
    public var statusKey: Style
    /// The top bar's background and text.
    public var bar: Style
    /// The title in the top bar.
    public var title: Style
    /// The `‹ Back` control and the top bar's items.
    public var backControl: Style
    /// Shown where no pane covers the container.
    public var backdrop: Style
    /// The controls' colour (UIKit's tint colour) on the content background: a switch that is
    /// on, a slider's filled track, a progress bar, the selected segment's mark. By default the
    /// selection's colour as text; bold where there is no colour.
    public var tint: Style
    /// Alpha of the shadow in each column left of a sliding pane's edge, nearest first.
    public var shadow: [Double]
    /// False for a theme made for a terminal without colours (`withoutColor()`): its styles
    /// tell things apart by attributes alone.
    public var usesColor: Bool
    /// True when the selection and the focus are shown by a character as well as by colour:
    /// `›` before the selected row and the selected tab, `[›Save ]` for the focused button (the
    /// accessible look, `EngineConfiguration.isAccessible`; false by default).
    public var marksFocus = false
    /// The mark before what is selected or focused, where `marksFocus` shows it.
    public static let focusMark: Character = "›"

    /// Creates a theme from its styles.
    public init(content: Style, secondary: Style, selection: Style, highlight: Style, link: Style,
                status: Style, statusKey: Style, bar: Style, title: Style, backControl: Style,
                backdrop: Style, shadow: [Double], usesColor: Bool = true, tint: Style? = nil) {
        self.content = content
        self.secondary = secondary
        self.selection = selection
        self.highlight = highlight
        self.link = link
        self.status = status
        self.statusKey = statusKey
        self.bar = bar
        self.title = title
        self.backControl = backControl
        self.backdrop = backdrop
        self.shadow = shadow
        self.usesColor = usesColor
        self.tint = tint ?? Theme.tint(selection: selection, content: content, usesColor: usesColor)
    }

    /// The tint a theme gets when it names none: the selection's background as the colour of
    /// bold text on the content's background; bold alone where either has no colour.
    private static func tint(selection: Style, content: Style, usesColor: Bool) -> Style {
        guard usesColor, selection.background != .default else { return Style(attributes: .bold) }
        return Style(foreground: selection.background, background: content.background, attributes: .bold)
    }

    /// The terminal's own colours: text and background as the user set their terminal, dark
    /// or light, with the chrome and the selection in reverse video. The default for apps.
    public static let terminal = Theme(
        content: .plain,
        secondary: Style(attributes: .dim),
        selection: Style(attributes: .reverse),
        highlight: Style(attributes: .bold),
        link: Style(attributes: .underline),
        status: Style(attributes: .reverse),
        statusKey: Style(attributes: [.reverse, .bold]),
        bar: Style(attributes: .reverse),
        title: Style(attributes: [.reverse, .bold]),
        backControl: Style(attributes: .reverse),
        backdrop: .plain,
        shadow: [0.3, 0.14]
    )

    /// iOS's light look: white screens, a light grey bar, a blue back control.
    public static let light = Theme(
        content: Style(foreground: .rgb(28, 28, 30), background: .rgb(255, 255, 255)),
        secondary: Style(foreground: .rgb(118, 118, 128), background: .rgb(255, 255, 255)),
        selection: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 255), attributes: .bold),
        highlight: Style(foreground: .rgb(215, 0, 21), background: .rgb(255, 255, 255), attributes: .bold),
        link: Style(foreground: .rgb(0, 95, 255), background: .rgb(255, 255, 255)),
        status: Style(foreground: .rgb(28, 28, 30), background: .rgb(238, 238, 238)),
        statusKey: Style(foreground: .rgb(0, 95, 255), background: .rgb(238, 238, 238), attributes: .bold),
        bar: Style(foreground: .rgb(28, 28, 30), background: .rgb(238, 238, 238)),
        title: Style(foreground: .rgb(0, 0, 0), background: .rgb(238, 238, 238), attributes: .bold),
        backControl: Style(foreground: .rgb(0, 95, 255), background: .rgb(238, 238, 238)),
        backdrop: Style(foreground: .rgb(28, 28, 30), background: .rgb(0, 0, 0)),
        shadow: [0.3, 0.14]
    )

    /// iOS's dark look: black screens, a dark grey bar, a light blue back control.
    public static let dark = Theme(
        content: Style(foreground: .rgb(235, 235, 240), background: .rgb(0, 0, 0)),
        secondary: Style(foreground: .rgb(152, 152, 160), background: .rgb(0, 0, 0)),
        selection: Style(foreground: .rgb(255, 255, 255), background: .rgb(10, 132, 255), attributes: .bold),
        highlight: Style(foreground: .rgb(255, 69, 58), background: .rgb(0, 0, 0), attributes: .bold),
        link: Style(foreground: .rgb(100, 210, 255), background: .rgb(0, 0, 0)),
        status: Style(foreground: .rgb(235, 235, 240), background: .rgb(44, 44, 46)),
        statusKey: Style(foreground: .rgb(100, 210, 255), background: .rgb(44, 44, 46), attributes: .bold),
        bar: Style(foreground: .rgb(235, 235, 240), background: .rgb(28, 28, 30)),
        title: Style(foreground: .rgb(255, 255, 255), background: .rgb(28, 28, 30), attributes: .bold),
        backControl: Style(foreground: .rgb(10, 132, 255), background: .rgb(28, 28, 30)),
        backdrop: Style(foreground: .rgb(235, 235, 240), background: .rgb(0, 0, 0)),
        shadow: [0.5, 0.25]
    )

    /// This theme for a terminal without colours: every colour becomes the terminal's own, and
    /// what colour told apart is told by attributes: the selection, the bar and the status line
    /// in reverse video, highlights bold, links underlined, secondary text faint.
    public func withoutColor() -> Theme {
        func plain(_ style: Style, _ attributes: TextAttributes) -> Style {
            Style(attributes: style.attributes.union(attributes))
        }
        var plainTheme = Theme(
            content: Style(attributes: content.attributes),
            secondary: plain(secondary, .dim),
            selection: plain(selection, .reverse),
            highlight: plain(highlight, .bold),
            link: plain(link, .underline),
            status: plain(status, .reverse),
            statusKey: plain(statusKey, [.reverse, .bold]),
            bar: plain(bar, .reverse),
            title: plain(title, [.reverse, .bold]),
            backControl: plain(backControl, .reverse),
            backdrop: .plain,
            shadow: shadow,
            usesColor: false,
            tint: Style(attributes: .bold)
        )
        plainTheme.marksFocus = marksFocus
        return plainTheme
    }
}
