import NavKit

/// A horizontally scrolling strip of cards with its own pan recognizer. A drag
/// inside scrolls it; a rightward drag when it is already at its left end is
/// declined (`shouldBegin`), so it becomes a back swipe instead.
final class CarouselStrip {
    static let cardWidth = 18
    static let height = 5
    static let colours: [Color] = [.rgb(255, 59, 48), .rgb(255, 149, 0), .rgb(255, 204, 0), .rgb(52, 199, 89),
                                   .rgb(0, 122, 255), .rgb(88, 86, 214), .rgb(175, 82, 222)]

    let cards: [String]
    let pan = PanGestureRecognizer(name: "carousel", direction: .horizontal)
    /// How far the strip is scrolled, in cells from its left end.
    private(set) var offset = 0
    private var offsetAtStart = 0
    private var visibleWidth = 0

    init(cards: [String]) {
        self.cards = cards
        pan.region = Rect(x: 0, y: 0, width: 0, height: 0)
        pan.shouldBegin = { [unowned self] pan in !(pan.translation.x > 0 && offset == 0) }
        pan.onStateChange = { [unowned self] pan in
            switch pan.state {
            case .began:
                offsetAtStart = offset
                scroll(to: offsetAtStart - pan.translation.x)
            case .changed:
                scroll(to: offsetAtStart - pan.translation.x)
            default:
                break
            }
        }
    }

    /// The widest the strip can scroll (cells) when `width` cells of it show.
    func maximumOffset(width: Int) -> Int { max(0, cards.count * (CarouselStrip.cardWidth + 2) - width) }

    func scroll(to newOffset: Int) { offset = min(maximumOffset(width: visibleWidth), max(0, newOffset)) }

    /// Puts the strip (and its pan's region) on `band` (content cells).
    func place(in band: Rect) {
        pan.region = band
        visibleWidth = band.size.width
        scroll(to: offset)
    }

    /// Draws the strip on `band` (content cells).
    func draw(in canvas: inout Canvas, band: Rect) {
        let shown = min(offset, maximumOffset(width: band.size.width))
        for (index, card) in cards.enumerated() {
            let x = index * (CarouselStrip.cardWidth + 2) + 1 - shown
            let colour = CarouselStrip.colours[index % CarouselStrip.colours.count]
            let style = Style(foreground: .rgb(255, 255, 255), background: colour, attributes: .bold)
            let rect = Rect(x: x, y: band.minY, width: CarouselStrip.cardWidth, height: CarouselStrip.height)
            guard rect.maxX > 0, rect.minX < canvas.size.width else { continue }
            canvas.fill(rect, style: style)
            let label = TerminalText.prefix(card, fitting: CarouselStrip.cardWidth - 2)
            canvas.write(label, at: Point(x: x + (CarouselStrip.cardWidth - TerminalText.width(of: label)) / 2,
                                          y: band.minY + CarouselStrip.height / 2), style: style, clip: rect)
        }
    }
}
