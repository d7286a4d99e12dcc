/// The tab bar's geometry and look: the bottom row, cut into one segment per tab (the first ones
/// a cell wider when the width does not divide), each tab's title and badge centred in it, the
/// selected tab in the theme's selection style and the others in the bar's. Where the two look
/// the same (without colour both are reversed), the selected tab is a gap in the bar: plain,
/// bold and underlined. A tab controller of an app's own draws its bar with it, at the bottom of
/// each of its stacks' panes (`NavigationController.bottomBar`).
public struct TabBar: Sendable {
    /// Rows the bar takes at the bottom of the terminal.
    public static let height = 1

    /// The tabs' titles and badges.
    public var tabs: [Tab]
    /// The tab drawn as selected.
    public var selectedIndex: Int

    /// A bar showing `tabs`, tab `selectedIndex` selected.
    public init(tabs: [Tab], selectedIndex: Int) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    /// Where tab `index` is on a bar `width` cells wide: its first column and its width (cells).
    public static func segment(_ index: Int, of count: Int, width: Int) -> (x: Int, width: Int) {
        let base = width / count, extra = width % count
        return (index * base + min(index, extra), base + (index < extra ? 1 : 0))
    }

    /// The tab at column `x` of a bar `width` cells wide, if any.
    public func tab(at x: Int, width: Int) -> Int? {
        guard !tabs.isEmpty, x >= 0, x < width else { return nil }
        return tabs.indices.first { index in
            let segment = TabBar.segment(index, of: tabs.count, width: width)
            return x >= segment.x && x < segment.x + segment.width
        }
    }

    /// What tab `index` says: its title, then its badge.
    public func label(_ index: Int) -> String {
        let tab = tabs[index]
        return tab.badge.map { "\(tab.title) \($0.text)" } ?? tab.title
    }

    /// Tab `index`'s label as it fits a segment `segmentWidth` cells wide.
    private func shownLabel(_ index: Int, segmentWidth: Int) -> String {
        TerminalText.truncated(label(index), fitting: max(0, segmentWidth - 2))
    }

    /// The column where tab `index`'s label starts on a bar `width` cells wide.
    public func labelX(_ index: Int, width: Int) -> Int {
        let segment = TabBar.segment(index, of: tabs.count, width: width)
        let room = max(0, segment.width - 2), full = TerminalText.width(of: label(index))
        let shown = full <= room ? full : TerminalText.width(of: shownLabel(index, segmentWidth: segment.width))
        return segment.x + max(0, (segment.width - shown) / 2)
    }

    /// The selected tab's style in `theme`: the selection's, unless it looks like the bar's.
    public static func selectedStyle(in theme: Theme) -> Style {
        theme.selection != theme.bar ? theme.selection : Style(attributes: [.bold, .underline])
    }

    /// Draws the bar on row `y` of `canvas`, across its width, with `theme`.
    public func draw(into canvas: inout Canvas, row y: Int, theme: Theme) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: y, width: width, height: TabBar.height), style: theme.bar)
        for index in tabs.indices {
            let segment = TabBar.segment(index, of: tabs.count, width: width)
            guard segment.width > 0 else { continue }
            let selected = index == selectedIndex
            let style = selected ? TabBar.selectedStyle(in: theme) : theme.bar
            let area = Rect(x: segment.x, y: y, width: segment.width, height: TabBar.height)
            if selected { canvas.fill(area, style: style) }
            let text = shownLabel(index, segmentWidth: segment.width)
            let x = segment.x + max(0, (segment.width - TerminalText.width(of: text)) / 2)
            canvas.write(text, at: Point(x: x, y: y), style: style, clip: area)
            if selected, theme.marksFocus, x > segment.x {
                canvas.write(String(Theme.focusMark), at: Point(x: x - 1, y: y), style: style, clip: area)
            }
        }
    }
}
