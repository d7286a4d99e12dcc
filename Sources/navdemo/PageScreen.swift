import TourAssets
import NavKit

/// A page of the tour: its text, then its links as a list to open.
/// ↑/↓ select, Enter or → opens; a press selects a link and a tap on it opens it.
final class PageScreen: Screen {
    let page: Page
    private let pages: [String: Page]
    private var selection = 0
    /// What can be chosen on the page: a back row (if the page has one), then its links.
    private let rows: [Row]
    /// Content rows where each choice is drawn (filled in by `draw`).
    private var linkRows: [Int] = []

    /// One choice on the page.
    enum Row {
        /// Opens a page (`count` copies at once).
        case link(Page.Link)
        /// Goes back this many pages at once.
        case back(Int)
    }
    private let carousel: CarouselStrip?

    static let text = Theme.light.content
    static let link = Style(foreground: .rgb(0, 95, 255), background: .rgb(255, 255, 255))
    static let selected = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 255), attributes: .bold)
    static let hint = Style(foreground: .rgb(118, 118, 128), background: .rgb(255, 255, 255))
    static let hintText = "↑↓ select · Enter/→ open · ←/Esc back · drag from the left edge to go back · q quit"

    init(page: Page, pages: [String: Page]) {
        self.page = page
        self.pages = pages
        self.carousel = page.carousel.isEmpty ? nil : CarouselStrip(cards: page.carousel)
        self.rows = (page.popCount.map { [Row.back($0)] } ?? []) + page.links.map(Row.link)
    }

    var gestureRecognizers: [GestureRecognizer] { carousel.map { [$0.pan] } ?? [] }

    /// A link (or the page's own back row) is tapped by its row: the index of the choice there.
    func tapTarget(at point: Point) -> AnyHashable? {
        linkRows.firstIndex(of: point.y).map(AnyHashable.init)
    }

    var title: String { page.title }
    var allowsBackSwipe: Bool { page.allowsBackSwipe }
    var showsTopBar: Bool { page.showsTopBar }

    func draw(in canvas: inout Canvas) {
        let width = canvas.size.width, height = canvas.size.height
        let margin = width >= 40 ? 3 : 1
        let textWidth = max(1, width - 2 * margin)
        let hintLines = TextLayout.wrap(PageScreen.hintText, width: textWidth)
        let linksHeight = rows.isEmpty ? 0 : rows.count + 1
        let carouselHeight = carousel == nil ? 0 : CarouselStrip.height + 2
        let bodyRoom = max(0, height - 1 - linksHeight - carouselHeight - hintLines.count - 1)
        var y = 1
        for line in TextLayout.wrap(page.body, width: textWidth).prefix(bodyRoom) {
            canvas.write(line, at: Point(x: margin, y: y), style: PageScreen.text)
            y += 1
        }
        if let carousel {
            y += 1
            carousel.draw(in: &canvas, y: y, background: PageScreen.text)
            let caption = "carousel: scrolled \(carousel.offset) of \(carousel.maximumOffset) cells"
            y += CarouselStrip.height
            canvas.write(TerminalText.prefix(caption, fitting: textWidth), at: Point(x: margin, y: y),
                         style: PageScreen.hint)
            y += 1
        }
        linkRows.removeAll()
        if !rows.isEmpty { y += 1 }
        for (index, row) in rows.enumerated() where y < height {
            let label = self.label(row)
            let isSelected = index == selection
            if isSelected {
                canvas.fill(Rect(x: margin - 1, y: y, width: textWidth + 2, height: 1), style: PageScreen.selected)
            }
            canvas.write(TerminalText.prefix(label, fitting: textWidth), at: Point(x: margin, y: y),
                         style: isSelected ? PageScreen.selected : PageScreen.link)
            linkRows.append(y)
            y += 1
        }
        var hintY = height - hintLines.count
        for line in hintLines where hintY > y {
            canvas.write(line, at: Point(x: margin, y: hintY), style: PageScreen.hint)
            hintY += 1
        }
    }

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.up), .key(.character("k")):
            guard !rows.isEmpty else { return .ignored }
            selection = (selection + rows.count - 1) % rows.count
            return .handled
        case .key(.down), .key(.character("j")), .key(.tab):
            guard !rows.isEmpty else { return .ignored }
            selection = (selection + 1) % rows.count
            return .handled
        case .key(.enter), .key(.right), .key(.character("l")):
            return open(selection)
        case let .pointer(pointer):
            let index = linkRows.firstIndex(of: pointer.position.y)
            switch pointer.kind {
            case .press:
                guard let index else { return .ignored }
                selection = index
                return .handled
            case .tap:
                guard let index else { return .ignored }
                return open(index)
            case .scrollUp:
                return handle(.key(.up))
            case .scrollDown:
                return handle(.key(.down))
            case .drag, .release:
                return .ignored
            }
        default:
            return .ignored
        }
    }

    private func label(_ row: Row) -> String {
        switch row {
        case let .link(link):
            let title = pages[link.target]?.title ?? link.target
            return link.count > 1 ? "› \(title) ×\(link.count) at once" : "› \(title)"
        case let .back(count):
            return count == 1 ? "‹ Back (a control of the page's own)" : "‹ Back \(count) pages at once"
        }
    }

    private func open(_ index: Int) -> ScreenResponse {
        guard rows.indices.contains(index) else { return .ignored }
        switch rows[index] {
        case let .link(link):
            guard let target = pages[link.target] else { return .ignored }
            let pushes = (0..<link.count).map { _ in
                ScreenResponse.push(PageScreen(page: target, pages: pages), animated: true)
            }
            return pushes.count == 1 ? pushes[0] : .sequence(pushes)
        case let .back(count):
            return .sequence(Array(repeating: .pop(animated: true), count: count))
        }
    }
}
