import Observation

/// Text to read as a part (a read-only UITextView): wrapped to the part's width, every kind of
/// line ending and tabs as a file holds them (`TextLayout`), scrolled up and down by a
/// `ScrollView` (keys, the wheel, a drag, a flick that coasts). Observable: new text, set from
/// anywhere on the main actor, is drawn.
@MainActor @Observable
public final class TextView: Part {
    /// The text; setting it lays it out again.
    public var text: String {
        didSet { wrap() }
    }
    /// The text's motion; its pan is the part's recognizer.
    public let scroll = ScrollView(axis: .vertical, name: "text")
    /// The text's rows at the part's width.
    public private(set) var rows: [String] = []
    public var frame: Rect { scroll.frame }

    /// A view of `text`.
    public init(_ text: String = "") {
        self.text = text
    }

    public func place(in frame: Rect) {
        let width = self.frame.size.width
        scroll.place(in: frame)
        if frame.size.width != width { wrap() }
    }

    public func draw(in canvas: inout Canvas) {
        for index in scroll.visibleRange {
            canvas.write(rows[index], at: Point(x: frame.minX + 1, y: scroll.position(of: index)),
                         style: canvas.theme.content, clip: frame)
        }
        scroll.drawIndicator(in: &canvas)
    }

    /// ↑ ↓ PgUp PgDn Home End and the wheel scroll it.
    public func handle(_ event: Event) -> ScreenResponse? { scroll.handle(event) ? .handled : nil }

    public var gestureRecognizers: [GestureRecognizer] { [scroll.pan] }

    public func step(to time: Double) -> Bool { scroll.step(to: time) }

    /// The rows the text wraps to in `across` columns.
    public func fittingLength(across: Int, vertical: Bool) -> Int {
        vertical ? TextLayout.wrap(text, width: max(1, across - 2)).count : TerminalText.width(of: text) + 2
    }

    /// Lays the text out at the frame's width, a column of margin each side.
    private func wrap() {
        rows = TextLayout.wrap(text, width: max(1, frame.size.width - 2))
        scroll.contentLength = rows.count
    }
}
