/// The top bar during a push or pop between two screens that both show one: the bar stays in
/// place while its contents move as UINavigationBar's do. In a push, the old title slides
/// left into the back control's place and becomes its label (or fades out there when the
/// label falls back to "Back"), the old back label fades out, and the new title comes in
/// from the right, fading in; bar items cross-fade. A pop is the same motion run backwards,
/// so a swipe scrubs it and a cancel plays it back.
struct NavigationBarTransition {
    /// The bar of the screen lower on the stack (the one left by a push, shown by a pop).
    let lower: TopBar
    /// The bar of the screen higher on the stack.
    let upper: TopBar
    /// Push or pop: a pop runs the push's motion backwards.
    let operation: NavigationOperation
    /// Below this opacity (0…1) a fading text is not drawn at all.
    static let invisible = 0.2
    /// Fades go in this many steps: a handful of colours for the whole transition, which the
    /// terminal's palette and the presenter's colour pairs already hold after the first one.
    static let fadeSteps = 4.0

    /// `value` (0…1) rounded to the nearest fade step.
    static func step(_ value: Double) -> Double { (min(1, max(0, value)) * fadeSteps).rounded() / fadeSteps }

    /// The bars of `operation`'s screens: `from` is left, `to` is shown.
    init(operation: NavigationOperation, from: TopBar, to: TopBar) {
        (lower, upper) = operation == .push ? (from, to) : (to, from)
        self.operation = operation
    }

    /// Draws the bar at `progress` (0…1) of the operation into row 0 of `canvas`.
    func draw(progress: Double, into canvas: inout Canvas, theme: Theme) {
        // How far the bar is from the lower screen's to the upper screen's (a pop runs it back).
        let p = min(1, max(0, operation == .push ? progress : 1 - progress))
        canvas.fill(Rect(x: 0, y: 0, width: upper.width, height: TopBar.height), style: theme.bar)
        // The chevron stays when both have a back control, else fades in or out.
        let chevron = (lower.backText == nil ? 0 : 1 - p) + (upper.backText == nil ? 0 : p)
        write("‹", at: Double(TopBar.chevronX), opacity: min(1, chevron), style: theme.backControl, into: &canvas, theme: theme)
        if let text = lower.backText, !text.isEmpty {
            write(text, at: Double(TopBar.backTextX), opacity: 1 - 2 * p, style: theme.backControl,
                  into: &canvas, theme: theme)
        }
        for (item, x) in lower.items where !upper.items.contains(where: { $0.item == item && $0.x == x }) {
            write(item.title, at: Double(x), opacity: 1 - p, style: theme.backControl, into: &canvas, theme: theme)
        }
        // The lower title moves into the back control's place; it becomes its label there.
        let target = Double(TopBar.backTextX)
        let moving = Double(lower.titleX) + (target - Double(lower.titleX)) * p
        let becomesLabel = upper.backText == lower.title
        let movingStyle = Style(foreground: theme.title.foreground.mixed(with: theme.backControl.foreground,
                                                                         by: NavigationBarTransition.step(p)),
                                background: theme.bar.background,
                                attributes: p < 0.5 ? theme.title.attributes : theme.backControl.attributes)
        write(lower.title, at: moving, opacity: becomesLabel ? 1 : 1 - p, style: movingStyle, into: &canvas, theme: theme)
        if let text = upper.backText, !text.isEmpty, !becomesLabel {
            write(text, at: target, opacity: p, style: theme.backControl, into: &canvas, theme: theme)
        }
        // The upper title comes in from the right edge to the centre.
        let start = Double(upper.width - TerminalText.width(of: upper.title))
        write(upper.title, at: start + (Double(upper.titleX) - start) * p, opacity: p, style: theme.title,
              into: &canvas, theme: theme)
        for (item, x) in upper.items {
            let stays = lower.items.contains { $0.item == item && $0.x == x }
            write(item.title, at: Double(x), opacity: stays ? 1 : p, style: theme.backControl, into: &canvas, theme: theme)
        }
    }

    /// Writes `text` at column `x` (rounded), its colour `opacity` (0…1) of the way from the
    /// bar's background; not at all below `invisible`.
    private func write(_ text: String, at x: Double, opacity: Double, style: Style, into canvas: inout Canvas,
                       theme: Theme) {
        guard opacity >= NavigationBarTransition.invisible, !text.isEmpty else { return }
        var faded = style
        faded.foreground = theme.bar.background.mixed(with: style.foreground, by: NavigationBarTransition.step(opacity))
        canvas.write(text, at: Point(x: Int(x.rounded()), y: 0), style: faded,
                     clip: Rect(x: 0, y: 0, width: upper.width, height: TopBar.height))
    }
}
