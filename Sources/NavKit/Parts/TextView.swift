import Observation

/// Text to read as a part (a read-only UITextView): every kind of line ending and tabs as a
/// file holds them (`TextLayout`), scrolled up and down by a `ScrollView` (keys, the wheel, a
/// drag, a flick that coasts). Lines wrap to the part's width; a diff, a log or code that must
/// not wrap sets `wrapsLines` to false, and then the text also scrolls sideways. Observable:
/// new text, set from anywhere on the main actor, is drawn.
@MainActor @Observable
public final class TextView: Part {
    /// The text; setting it lays it out again.
    public var text: String {
        didSet { layOut() }
    }
    /// True (the default) to wrap lines at the part's width; false to keep each line whole,
    /// one row each, and scroll sideways to read the rest: ← and → while the view has the keys
    /// (at the left end ← is left to the screen, to go back), the wheel turned sideways or with
    /// Shift, and a sideways drag (`horizontalScroll`) that starts away from the back swipe's
    /// edge.
    public var wrapsLines = true {
        didSet { if wrapsLines != oldValue { layOut() } }
    }
    /// The style of each row, from its text and the theme in use (nil, or a nil answer: the
    /// theme's `content`): a diff's additions in green and removals in red, a log's errors in
    /// the highlight style. Asked only for the rows that show; with `wrapsLines`, a wrapped
    /// line's rows are asked one by one.
    @ObservationIgnored public var lineStyle: (@MainActor (_ row: String, _ theme: Theme) -> Style?)?
    /// The text's motion up and down; its pan is the part's recognizer.
    public let scroll = ScrollView(axis: .vertical, name: "text")
    /// The text's motion sideways, while lines do not wrap (`wrapsLines`); its pan is then the
    /// part's second recognizer. Its content is the longest line and a column of margin each side.
    public let horizontalScroll = ScrollView(axis: .horizontal, name: "textSideways")
    /// The text's rows at the part's width (wrapped), or its lines (not wrapped).
    public private(set) var rows: [String] = []
    public var frame: Rect { scroll.frame }

    /// A view of `text`.
    public init(_ text: String = "") {
        self.text = text
    }

    public func place(in frame: Rect) {
        let width = self.frame.size.width
        scroll.place(in: frame)
        horizontalScroll.place(in: frame)
        if frame.size.width != width, wrapsLines { layOut() }
    }

    /// The rows that show, a text element each (a reader reads the page that shows).
    public var accessibilityElements: [AccessibilityElement] {
        scroll.visibleRange.compactMap { index in
            let row = rows[index]
            guard !row.allSatisfy(\.isWhitespace) else { return nil }
            return AccessibilityElement(.text, label: row, frame: Rect(x: frame.minX, y: scroll.position(of: index),
                                                                      width: frame.size.width, height: 1))
        }
    }

    public func draw(in canvas: inout Canvas) {
        let style = canvas.theme.content
        if wrapsLines {
            for index in scroll.visibleRange {
                canvas.write(rows[index], at: Point(x: frame.minX + 1, y: scroll.position(of: index)),
                             style: lineStyle?(rows[index], canvas.theme) ?? style, clip: frame)
            }
        } else {
            // Each line from the first column that shows: a long line costs its shown part.
            let start = horizontalScroll.position(of: 0, along: .horizontal) + 1
            let skipped = max(0, frame.minX - start)
            for index in scroll.visibleRange {
                let (shown, column) = TextView.columns(of: rows[index], from: skipped, fitting: frame.size.width + 1)
                canvas.write(shown, at: Point(x: start + column, y: scroll.position(of: index)),
                             style: lineStyle?(rows[index], canvas.theme) ?? style, clip: frame)
            }
            horizontalScroll.drawIndicator(in: &canvas)
        }
        scroll.drawIndicator(in: &canvas)
    }

    /// ↑ ↓ PgUp PgDn Home End and the wheel scroll it; without wrapping, ← → (while there is
    /// more that way) and the wheel turned sideways move it sideways.
    public func handle(_ event: Event) -> ScreenResponse? {
        if !wrapsLines {
            switch event {
            case .key(.left):
                return horizontalScroll.offset > 0 && horizontalScroll.handle(event) ? .handled : nil
            case .key(.right):
                return horizontalScroll.offset < horizontalScroll.maximumOffset && horizontalScroll.handle(event)
                    ? .handled : nil
            case let .pointer(pointer) where pointer.kind == .press:
                let caught = horizontalScroll.handle(event)   // a press catches both motions
                return scroll.handle(event) || caught ? .handled : nil
            case let .pointer(pointer) where pointer.kind == .scrollLeft || pointer.kind == .scrollRight:
                return horizontalScroll.handle(event) ? .handled : nil
            default:
                break
            }
        }
        return scroll.handle(event) ? .handled : nil
    }

    public var gestureRecognizers: [GestureRecognizer] {
        wrapsLines ? [scroll.pan] : [scroll.pan, horizontalScroll.pan]
    }

    public func step(to time: Double) -> Bool {
        let vertical = scroll.step(to: time)
        let sideways = horizontalScroll.step(to: time)
        return vertical || sideways
    }

    /// The rows the text takes in `across` columns: wrapped, or one a line.
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        guard vertical else { return TerminalText.width(of: text) + 2 }
        return wrapsLines ? TextLayout.wrap(text, width: max(1, across - 2)).count : TextLayout.lines(text).count
    }

    /// Lays the text out: wrapped at the frame's width, a column of margin each side, or a line
    /// a row, as wide as the longest.
    private func layOut() {
        if wrapsLines {
            rows = TextLayout.wrap(text, width: max(1, frame.size.width - 2))
            horizontalScroll.contentLength = 0
            horizontalScroll.scroll(to: 0)
        } else {
            rows = TextLayout.lines(text)
            horizontalScroll.contentLength = (rows.lazy.map { TerminalText.width(of: $0) }.max() ?? 0) + 2
        }
        scroll.contentLength = rows.count
    }

    /// The part of `line` from column `start` on, at most `room` columns, and the column it
    /// begins at (after `start` when a wide character straddles it, which is left out).
    static func columns(of line: String, from start: Int, fitting room: Int) -> (String, Int) {
        guard start > 0 else { return (TerminalText.prefix(line, fitting: room), 0) }
        if TerminalText.isPrintableASCII(line) {
            let utf8 = line.utf8
            guard start < utf8.count else { return ("", start) }
            let from = utf8.index(utf8.startIndex, offsetBy: start)
            let to = utf8.index(from, offsetBy: min(room, utf8.count - start))
            return (String(line[from..<to]), start)
        }
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, column < start {
            column += TerminalText.width(of: line[index])
            index = line.index(after: index)
        }
        return (TerminalText.prefix(line[index...], fitting: room), column)
    }
}
