import Observation

/// One of a few choices side by side (UISegmentedControl): ` Day │ Week │ Month `, the segments
/// equally wide, the selected one in the theme's selection style. ← → while it has the focus, or
/// a click on a segment, selects; the selection slides to its new segment in 0.2 s (a change in
/// mid-slide turns it from where it is). Focused, brackets close the control: `[ Day │ Week ]`,
/// which shows without colour too.
///
/// Its value is observed: `selectedIndex` set in code is drawn at once and calls nothing
/// (`setSelectedIndex(_:animated:)` slides); `onChange` is called once for each change the user
/// makes. A screen that is not a `ComposedScreen` forwards `step(to:)` to it, or the selection
/// jumps instead of sliding.
@MainActor @Observable
public final class SegmentedControl: Control<Int> {
    /// The segments' titles, in order.
    public var segments: [String] {
        didSet { setSelectedIndex(selected, animated: false) }
    }
    /// The selected segment (0-based). Setting it draws the change at once and calls no
    /// `onChange`.
    public var selectedIndex: Int {
        get { selected }
        set { setSelectedIndex(newValue, animated: false) }
    }

    /// Seconds the selection takes to slide to another segment.
    public static let slideDuration = 0.2

    /// The selected segment (what drawing reads: a change asks for a frame).
    private var selected: Int
    /// Where the selection is drawn, in segments from the first (between two while it slides).
    @ObservationIgnored private var highlight: ControlMotion

    /// A control of `segments`, `selectedIndex` selected.
    public init(_ segments: [String], selectedIndex: Int = 0) {
        self.segments = segments
        let index = min(max(0, selectedIndex), max(0, segments.count - 1))
        selected = index
        highlight = ControlMotion(at: Double(index))
    }

    /// Selects segment `index` (kept within the segments), the selection sliding there when
    /// `animated`. Calls no `onChange`.
    public func setSelectedIndex(_ index: Int, animated: Bool) {
        selected = min(max(0, index), max(0, segments.count - 1))
        if animated {
            highlight.move(to: Double(selected), fullDuration: SegmentedControl.slideDuration,
                           fullDistance: abs(Double(selected) - highlight.value))
        } else {
            highlight.jump(to: Double(selected))
        }
    }

    /// Where the selection is drawn now, in segments from the first (between two while it slides).
    public var selectionPosition: Double { highlight.value }

    /// Cells each segment takes: the longest title and a space each side.
    public var segmentWidth: Int { 2 + (segments.map { TerminalText.width(of: $0) }.max() ?? 0) }

    /// Where segment `index` starts (content cells): after the bracket and the segments and
    /// separators before it.
    public func originOfSegment(_ index: Int) -> Point {
        Point(x: frame.minX + 1 + index * (segmentWidth + 1), y: frame.minY)
    }

    /// The brackets (shown while focused), the segments' titles centred with `│` between, and
    /// the selection's cells, where it is now, in the selection style.
    public override func draw(in canvas: inout Canvas) {
        guard !frame.isEmpty, !segments.isEmpty else { return }
        _ = selected  // read: a change made in code asks for a frame (the slide itself is not observed)
        let theme = canvas.theme, width = segmentWidth
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: 1)
        let plain = isEnabled ? theme.content : theme.secondary
        let total = segments.count * (width + 1) - 1
        let focused = isFocused && isEnabled
        canvas.write(focused ? "[" : " ", at: row.origin, style: theme.content, clip: row)
        canvas.write(focused ? "]" : " ", at: Point(x: row.minX + 1 + total, y: row.minY), style: theme.content, clip: row)
        for (index, title) in segments.enumerated() {
            let start = originOfSegment(index)
            let inset = (width - TerminalText.width(of: title)) / 2
            canvas.fill(Rect(x: start.x, y: start.y, width: width, height: 1).intersection(row), style: plain)
            canvas.write(title, at: Point(x: start.x + inset, y: start.y), style: plain, clip: row)
            if index > 0 { canvas.write("│", at: Point(x: start.x - 1, y: start.y), style: theme.secondary, clip: row) }
        }
        // The selection: a segment's width of cells from where it is now, the text under it kept.
        let left = row.minX + 1 + Int((highlight.value * Double(width + 1)).rounded())
        let style = isEnabled ? theme.selection : theme.secondary.adding(.reverse)
        canvas.restyle(Rect(x: left, y: row.minY, width: width, height: 1).intersection(row), to: style)
        if focused { canvas.focusPoint = Point(x: min(left, row.maxX - 1), y: row.minY) }
    }

    /// ← → select the segment before or after while it has the focus (at either end the key does
    /// nothing more, so ← never goes back from here); a tap on a segment selects it.
    public override func handle(_ event: Event) -> ScreenResponse? {
        guard isEnabled else { return nil }
        if let index = ControlTap.index(of: event, on: self) {
            select(index)
            return .handled
        }
        switch event {
        case .key(.left) where isFocused: select(selected - 1)
        case .key(.right) where isFocused: select(selected + 1)
        default: return nil
        }
        return .handled
    }

    /// The segment under `point`.
    public override func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        guard isEnabled, point.y == frame.minY, point.x > frame.minX else { return nil }
        let index = (point.x - frame.minX - 1) / (segmentWidth + 1)
        return index < segments.count ? ControlTap(self, index: index) : nil
    }

    public override func step(to time: Double) -> Bool { highlight.step(to: time) }

    /// One row; along a row, the segments, the separators between them and the brackets.
    public override func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? 1 : segments.count * (segmentWidth + 1) + 1
    }

    public override var canBecomeFocused: Bool { isEnabled && !segments.isEmpty }

    /// A button for each segment, its position among them, the selected one selected.
    public override var accessibilityElements: [AccessibilityElement] {
        segments.enumerated().map { index, title in
            let start = originOfSegment(index)
            return AccessibilityElement(.segment, label: title, position: (index + 1, segments.count),
                                        isSelected: index == selected,
                                        frame: Rect(x: start.x, y: start.y, width: segmentWidth, height: 1))
        }
    }

    /// Selects `index` (kept within the segments) as the user asked, sliding, and says so if it
    /// changed.
    private func select(_ index: Int) {
        let chosen = min(max(0, index), max(0, segments.count - 1))
        guard chosen != selected else { return }
        setSelectedIndex(chosen, animated: true)
        sendChange(chosen)
    }
}
