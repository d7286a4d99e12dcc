import NavKit

/// A horizontal pager of cards: a `ScrollView` along the row with paging on, so a drag inside
/// follows the pointer and the release settles on a page (the strip's width), the one the
/// release's speed chose and never more than one away, the ends stretching as on iOS; a
/// rightward drag when it is already at its first page is declined, so it becomes a back
/// swipe instead (the rule of the UIKit tutorials, `contentOffset.x == 0`).
@MainActor
final class CardPager {
    static let cardWidth = 18
    static let height = 5
    static let colours: [Color] = [.rgb(255, 59, 48), .rgb(255, 149, 0), .rgb(255, 204, 0), .rgb(52, 199, 89),
                                   .rgb(0, 122, 255), .rgb(88, 86, 214), .rgb(175, 82, 222)]

    let cards: [String]
    /// The strip's motion; its pan is the carousel's recognizer.
    let scroll: ScrollView

    init(cards: [String]) {
        self.cards = cards
        scroll = ScrollView(axis: .horizontal, contentLength: cards.count * (CardPager.cardWidth + 2),
                            name: "carousel")
        scroll.isPagingEnabled = true
    }

    /// The strip's pan, for the page's recognizers.
    var pan: PanGestureRecognizer { scroll.pan }

    /// How far the strip is scrolled, in whole cells from its left end.
    var offset: Int { Int(scroll.offset.rounded()) }

    /// The widest the strip can scroll (cells).
    var maximumOffset: Int { Int(scroll.maximumOffset) }

    /// Puts the strip (and its pan's region) on `band` (content cells).
    func place(in band: Rect) { scroll.place(in: band) }

    /// Draws the strip on `band` (content cells).
    func draw(in canvas: inout Canvas, band: Rect) {
        for (index, card) in cards.enumerated() {
            let x = scroll.position(of: index * (CardPager.cardWidth + 2)) + 1
            let colour = CardPager.colours[index % CardPager.colours.count]
            let style = Style(foreground: .rgb(255, 255, 255), background: colour, attributes: .bold)
            let rect = Rect(x: x, y: band.minY, width: CardPager.cardWidth, height: CardPager.height)
            guard rect.maxX > 0, rect.minX < canvas.size.width else { continue }
            canvas.fill(rect, style: style)
            let label = TerminalText.prefix(card, fitting: CardPager.cardWidth - 2)
            canvas.write(label, at: Point(x: x + (CardPager.cardWidth - TerminalText.width(of: label)) / 2,
                                          y: band.minY + CardPager.height / 2), style: style, clip: rect)
        }
    }
}
