import TourAssets
import NavKit

/// A page of the tour: its text, then its links as a list to open, and the pages it presents.
/// ↑/↓ select, Enter or → opens; a press selects a link and a tap on it opens it. A page
/// presented as a sheet or a cover (or at the root of a presented tab) ends its list with a row
/// that dismisses it; a `present: tabs` row presents tabs whose roots are pages. A page with a
/// `field:` has a text field under its text, with the keys from the start: Return renames the
/// page. An `editor:` page has a multi-line editor under it. Tab moves the keys from the field
/// to the editor, then to the page's rows, then back to the field; Esc leaves the one that has
/// them, and a click gives them to the one under the pointer.
final class PageScreen: Screen {
    let page: Page
    private let pages: [String: Page]
    private var selection = 0
    /// What the page always offers: a back row (if the page has one), its links, its presentations.
    private let ownRows: [Row]
    /// What can be chosen on the page: its own rows, and a row that dismisses it when it is the
    /// first page of a presentation.
    private var rows: [Row] {
        guard let context, context.presentationStyle != nil, context.stack.first === self else { return ownRows }
        return ownRows + [.dismiss]
    }
    /// What the last alert was answered (nil: none yet; "nothing": Esc).
    private var alertAnswer: String?
    /// Where this page is shown.
    private var context: NavigationContext?
    /// The content area's size (cells), as `layout(in:)` was last told.
    private var contentSize = Size.zero
    /// One choice on the page.
    enum Row {
        /// Opens a page (`count` copies at once).
        case link(Page.Link)
        /// Goes back this many pages at once.
        case back(Int)
        /// Presents a page (or an alert) over this one.
        case present(Page.Presentation)
        /// Dismisses the presentation this page is the first of.
        case dismiss
    }
    private let carousel: CardPager?
    /// The page's vertical list: a scroll view a flick sets coasting.
    private let list: ScrollView?
    /// The page's text field, whose text renames the page on Return.
    private let field: TextField?
    /// The page's multi-line editor (`editor:`).
    private let editor: TextEditor?
    /// The field or the editor while it has the keys.
    private var focusedPart: Part?
    /// The field or the editor a press landed on: its drag and release go to it.
    private var pressedPart: Part?
    /// The title the field gave the page, if any.
    private var renamedTitle: String?
    /// Rows the list shows at once, where the page has room (fewer on a small terminal).
    static let listRows = 6
    /// With `next:`, a leftward drag anywhere on the page pushes that page, following the pointer.
    private var swipe: SwipeTransitionDriver?

    static let hintText = "↑↓ select · Enter/→ open · ←/Esc back · drag from the left edge to go back · q quit"

    /// What an `editor:` page's editor holds at first.
    static let editorText = """
        Several lines to edit: Enter breaks a line, Shift with the arrows or a drag selects (a double \
        click selects a word), Ctrl-W cuts, Alt-W copies, Ctrl-Y puts back, Ctrl-_ undoes, Alt-_ redoes.
        \tA tab stops at column 8; 漢字 and 🚀 wrap whole.
        """

    /// Live values a page's body may show: `{name}` is replaced by `facts[name]()` when drawn.
    private let facts: [String: () -> String]

    init(page: Page, pages: [String: Page], facts: [String: () -> String] = [:]) {
        self.page = page
        self.pages = pages
        self.facts = facts
        self.carousel = page.carousel.isEmpty ? nil : CardPager(cards: page.carousel)
        self.list = page.list.isEmpty ? nil : ScrollView(axis: .vertical, contentLength: page.list.count, name: "list")
        self.field = page.field.map { TextField(placeholder: $0) }
        self.editor = page.editorRows.map { _ in TextEditor(PageScreen.editorText) }
        editor?.tabMovesFocus = true
        self.ownRows = (page.popCount.map { [Row.back($0)] } ?? []) + page.links.map(Row.link)
            + page.presentations.map(Row.present)
        focus(field)
    }

    /// Makes the leftward swipe that pushes the `next:` page, driven through `context`.
    private func makeSwipe(_ context: NavigationContext) -> SwipeTransitionDriver? {
        guard page.swipeNext != nil else { return nil }
        return SwipeTransitionDriver(pan: PanGestureRecognizer(name: "swipeNext", direction: .leftward),
                                     rule: context.releaseRule, width: { [unowned self] in containerWidth },
                                     begin: { [unowned self] time in beginSwipe(at: time) })
    }

    private var containerWidth: Int { context?.containerWidth ?? 1 }

    /// Begins the interactive push of the `next:` page at `time` (seconds).
    private func beginSwipe(at time: Double) -> Result<any InteractionController, NavigationError> {
        guard let context, let target = page.swipeNext.flatMap({ pages[$0.target] }) else {
            return .failure(.engineGone)
        }
        return context.beginInteractivePush(PageScreen(page: target, pages: pages, facts: facts), at: time)
    }

    /// Where everything on the page goes in a content area of `size` cells: a pure function of
    /// the size, used to draw and to hit-test alike.
    struct Layout {
        var margin: Int
        var textWidth: Int
        var bodyLines: [String]
        var bodyTop: Int
        /// The carousel's band (content cells), with its caption on the row below it.
        var carousel: Rect?
        /// The list's box (content cells), with its caption on the row below it.
        var list: Rect?
        /// The text field's row (content cells).
        var field: Rect?
        /// The editor's box (content cells).
        var editor: Rect?
        /// The box showing the page's own accessibility snapshot (`snapshot: on`).
        var snapshot: Rect?
        /// The content row of each choice, in `rows` order (the ones that fit).
        var choiceRows: [Int]
        var hintLines: [String]
        /// The hint's first row (at the bottom); a hint line at or above `hintFloor` is left out.
        var hintTop: Int
        var hintFloor: Int
    }

    /// The page's text with its `{name}` facts filled in.
    private var body: String {
        guard !facts.isEmpty, page.body.contains("{") else { return page.body }
        var text = page.body
        for (name, value) in facts where text.contains("{\(name)}") {
            text = text.replacing("{\(name)}", with: value())
        }
        return text
    }

    func layout(for size: Size) -> Layout {
        let width = size.width, height = size.height
        let margin = width >= 40 ? 3 : 1
        let textWidth = max(1, width - 2 * margin)
        let hintLines = TextLayout.wrap(PageScreen.hintText, width: textWidth)
        let linksHeight = rows.isEmpty ? 0 : rows.count + 1
        let editorRows = page.editorRows ?? 0
        let carouselHeight = (carousel == nil ? 0 : CardPager.height + 2) + (field == nil ? 0 : 2)
            + (editor == nil ? 0 : editorRows + 1)
        // The list takes up to `listRows` rows (and its caption and a gap) of what the rest leaves,
        // and is left out with fewer than two; the text gets what remains.
        let snapshotHeight = page.showsSnapshot ? snapshotLineCount + 1 : 0
        let fixed = 1 + linksHeight + carouselHeight + snapshotHeight + hintLines.count + 1
        let listRows = list == nil ? 0 : min(PageScreen.listRows, max(0, height - fixed - 2))
        let listHeight = listRows >= 2 ? listRows + 2 : 0
        let bodyRoom = max(0, height - fixed - listHeight)
        let bodyLines = Array(TextLayout.wrap(body, width: textWidth).prefix(bodyRoom))
        var y = 1 + bodyLines.count
        var fieldRow: Rect?
        if field != nil {
            y += 1
            fieldRow = Rect(x: margin, y: y, width: min(textWidth, 50), height: 1)
            y += 1
        }
        var editorBox: Rect?
        if editor != nil {
            y += 1
            editorBox = Rect(x: margin, y: y, width: min(textWidth, 60), height: editorRows)
            y += editorRows
        }
        var snapshotBox: Rect?
        if snapshotHeight > 0 {
            y += 1
            snapshotBox = Rect(x: margin, y: y, width: textWidth, height: snapshotLineCount)
            y += snapshotLineCount
        }
        var band: Rect?
        if carousel != nil {
            y += 1
            band = Rect(x: 0, y: y, width: width, height: CardPager.height)
            y += CardPager.height + 1
        }
        var box: Rect?
        if listHeight > 0 {
            y += 1
            box = Rect(x: margin, y: y, width: min(textWidth, 40), height: listRows)
            y += listRows + 1
        }
        if !rows.isEmpty { y += 1 }
        let choiceRows = Array((y..<max(y, height)).prefix(rows.count))
        let end = choiceRows.last.map { $0 + 1 } ?? y
        return Layout(margin: margin, textWidth: textWidth, bodyLines: bodyLines, bodyTop: 1, carousel: band,
                      list: box, field: fieldRow, editor: editorBox, snapshot: snapshotBox, choiceRows: choiceRows,
                      hintLines: hintLines,
                      hintTop: height - hintLines.count,
                      hintFloor: end)
    }

    /// The layout for the content area the page has now (worked out again each time: a fact in
    /// the body may have changed its lines).
    private var currentLayout: Layout { layout(for: contentSize) }

    func layout(in size: Size) {
        contentSize = size
        let layout = currentLayout
        carousel?.place(in: layout.carousel ?? Rect(x: 0, y: 0, width: 0, height: 0))
        list?.place(in: layout.list ?? Rect(x: 0, y: 0, width: 0, height: 0))
        field?.place(in: layout.field ?? Rect(x: 0, y: 0, width: 0, height: 0))
        editor?.place(in: layout.editor ?? Rect(x: 0, y: 0, width: 0, height: 0))
    }

    func didMove(to context: NavigationContext) {
        self.context = context
        swipe = makeSwipe(context)
        if page.isModal { context.presentationDelegate = self }
    }

    /// The carousel's and the list's pans (over their bands, placed in `layout(in:)`), and the
    /// swipe to the `next:` page (over all the content).
    var gestureRecognizers: [GestureRecognizer] {
        (carousel.map { [$0.pan] } ?? []) + (list.map { [$0.pan] } ?? []) + (swipe.map { [$0.pan] } ?? [])
    }

    /// A link (or the page's own back row) is tapped by its row: the index of the choice there.
    func tapTarget(at point: Point) -> (any Hashable & Sendable)? {
        currentLayout.choiceRows.firstIndex(of: point.y)
    }

    /// The carousel and the list move by themselves after a flick (both are stepped).
    func step(to time: Double) -> Bool {
        let carouselMoves = carousel?.scroll.step(to: time) ?? false
        let listMoves = list?.step(to: time) ?? false
        let editorMoves = editor?.step(to: time) ?? false
        return carouselMoves || listMoves || editorMoves
    }

    var title: String { renamedTitle ?? page.title }
    /// While the field or the editor has the keys, every key is theirs first (q and [ ] are typed).
    var isEditingText: Bool { focusedPart != nil }
    /// The field or the editor while it has the keys: it has each key before the commands.
    var firstResponder: Part? { focusedPart }

    /// The page's keys (`?` lists them with the tour's and the navigation's): its links, vi's k j l
    /// beside the arrows, and Tab where no field or editor is on the page (there Tab goes round
    /// them and the links, in `handle`). None while the field or the editor has the keys (their
    /// Tab, Enter and Esc are the page's `handle`).
    var keyCommands: [KeyCommand] {
        guard focusedPart == nil, !rows.isEmpty else { return [] }
        let tab: [Key] = field == nil && editor == nil ? [.tab] : []
        return [KeyCommand("Previous link", keys: [.up, .character("k")]) { [unowned self] in
                    selection = (selection + rows.count - 1) % rows.count
                    return .handled
                },
                KeyCommand("Next link", keys: [.down, .character("j")] + tab) { [unowned self] in
                    selection = (selection + 1) % rows.count
                    return .handled
                },
                KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in open(selection) }]
    }
    var allowsBackSwipe: Bool { page.allowsBackSwipe }
    var showsTopBar: Bool { page.showsTopBar }
    var hidesBottomBarWhenPushed: Bool { !page.showsTabBar }
    /// A `modal: on` page, presented, is not dismissed by a drag, Shift+↓ or Esc: it asks first.
    var isModalInPresentation: Bool { page.isModal }

    func draw(in canvas: inout Canvas) {
        let layout = layout(for: canvas.size)
        let margin = layout.margin, textWidth = layout.textWidth, theme = canvas.theme
        for (index, line) in layout.bodyLines.enumerated() {
            canvas.write(line, at: Point(x: margin, y: layout.bodyTop + index), style: theme.content)
        }
        if let carousel, let band = layout.carousel {
            carousel.draw(in: &canvas, band: band)
            let caption = "carousel: scrolled \(carousel.offset) of \(carousel.maximumOffset) cells"
            canvas.write(TerminalText.prefix(caption, fitting: textWidth), at: Point(x: margin, y: band.maxY),
                         style: theme.secondary)
        }
        if let list, let box = layout.list {
            drawList(list, in: &canvas, box: box)
        }
        if let field, let row = layout.field {
            canvas.write("›", at: Point(x: row.minX - 2, y: row.minY), style: theme.secondary)
            field.draw(in: &canvas)
        }
        if let editor, let box = layout.editor {
            for y in box.minY..<box.maxY { canvas.write("│", at: Point(x: box.minX - 2, y: y), style: theme.secondary) }
            canvas.clipped(to: box) { editor.draw(in: &$0) }
        }
        for (index, y) in layout.choiceRows.enumerated() {
            let isSelected = index == selection
            if isSelected {
                canvas.fill(Rect(x: margin - 1, y: y, width: textWidth + 2, height: 1), style: theme.selection)
                if theme.marksFocus { canvas.write("›", at: Point(x: margin - 1, y: y), style: theme.selection) }
                if focusedPart == nil { canvas.focusPoint = Point(x: margin, y: y) }  // the cursor rests on it
            }
            canvas.write(TerminalText.prefix(label(rows[index]), fitting: textWidth), at: Point(x: margin, y: y),
                         style: isSelected ? theme.selection : theme.link)
        }
        if let box = layout.snapshot { drawSnapshot(in: &canvas, box: box) }
        for (index, line) in layout.hintLines.enumerated() where layout.hintTop + index > layout.hintFloor {
            canvas.write(line, at: Point(x: margin, y: layout.hintTop + index), style: theme.secondary)
        }
    }

    // MARK: - Accessibility

    /// What a screen reader knows of the page: its text as one paragraph, its field, editor,
    /// carousel and list, each choice as a link ("Edge swipe, link 2 of 5"), and the hint.
    var accessibilityElements: [AccessibilityElement]? {
        let layout = currentLayout
        var elements: [AccessibilityElement] = []
        if !layout.bodyLines.isEmpty {
            elements.append(AccessibilityElement(.text, label: layout.bodyLines.joined(separator: " "),
                                                 frame: Rect(x: layout.margin, y: layout.bodyTop, width: layout.textWidth,
                                                             height: layout.bodyLines.count)))
        }
        elements += (field?.accessibilityElements ?? []) + (editor?.accessibilityElements ?? [])
        if let carousel, let band = layout.carousel {
            elements.append(AccessibilityElement(.text, label: "carousel", value: "scrolled \(carousel.offset) of \(carousel.maximumOffset) cells",
                                                 frame: band))
        }
        if let box = layout.list {
            elements.append(AccessibilityElement(.list, label: "list", value: "\(page.list.count) rows", frame: box))
        }
        for (index, y) in layout.choiceRows.enumerated() {
            elements.append(AccessibilityElement(.link, label: words(rows[index]), position: (index + 1, rows.count),
                                                 isSelected: index == selection,
                                                 frame: Rect(x: layout.margin, y: y, width: layout.textWidth, height: 1)))
        }
        let hint = layout.hintLines.indices.filter { layout.hintTop + $0 > layout.hintFloor }
        if let first = hint.first {
            elements.append(AccessibilityElement(.text, label: PageScreen.hintText,
                                                 frame: Rect(x: layout.margin, y: layout.hintTop + first,
                                                             width: layout.textWidth, height: hint.count)))
        }
        return elements
    }

    /// Lines the page's snapshot takes: the screen, its text, field, editor, carousel, list, each
    /// choice, the hint (`accessibilityElements`, a line each).
    private var snapshotLineCount: Int {
        3 + (field == nil ? 0 : 1) + (editor == nil ? 0 : 1) + (carousel == nil ? 0 : 1) + (list == nil ? 0 : 1)
            + rows.count
    }

    /// Draws in `box` what a screen reader knows of the page, as `HeadlessDriver.accessibilityText()`
    /// prints it: an element a line, the focused one marked.
    private func drawSnapshot(in canvas: inout Canvas, box: Rect) {
        var elements = accessibilityElements ?? []
        let focusedIndex = if let part = focusedPart {
            elements.firstIndex { $0.frame == part.frame }
        } else {
            elements.firstIndex { $0.role == .link && $0.isSelected }
        }
        if let focusedIndex { elements[focusedIndex].isFocused = true }
        let snapshot = AccessibilityElement(.screen, label: title, children: elements)
        for (index, line) in snapshot.text.split(separator: "\n").prefix(box.size.height).enumerated() {
            canvas.write(TerminalText.truncated(line, fitting: box.size.width), at: Point(x: box.minX, y: box.minY + index),
                         style: canvas.theme.secondary)
        }
    }

    func handle(_ event: Event) -> ScreenResponse {
        if let response = handleText(event) { return response }
        switch event {
        case let .pointer(pointer):
            // Over the carousel or the list: the wheel scrolls it, and a press catches it while it coasts.
            if let carousel, carousel.scroll.handle(event) { return .handled }
            if let list, list.handle(event) { return .handled }
            switch pointer.kind {
            case .press:
                guard let index = currentLayout.choiceRows.firstIndex(of: pointer.position.y) else { return .ignored }
                selection = index
                return .handled
            case .tap:
                guard let index = pointer.target?.as(Int.self) else { return .ignored }
                return open(index)
            case .scrollUp, .scrollDown:
                guard !rows.isEmpty else { return .ignored }
                selection = (selection + (pointer.kind == .scrollUp ? rows.count - 1 : 1)) % rows.count
                return .handled
            case .drag, .release, .secondaryPress, .scrollLeft, .scrollRight:
                return .ignored
            }
        default:
            return .ignored
        }
    }

    /// What the field and the editor take: Return in the field renames the page; Tab moves the
    /// keys field → editor → the page's rows → field; Esc leaves the one that has them; a press
    /// gives them to the one under it, which gets the drag and release that follow; the one with
    /// the keys gets the rest first. Nil: the page's own.
    private func handleText(_ event: Event) -> ScreenResponse? {
        let parts: [Part] = [field as Part?, editor].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        switch event {
        case .key(.enter) where focusedPart != nil && focusedPart === field:
            let name = String((field?.text ?? "").drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            renamedTitle = name.isEmpty ? nil : name
            return .handled
        case .key(.tab) where focusedPart?.takesTab != true:
            let next = focusedPart.flatMap { part in parts.firstIndex { $0 === part } }.map { $0 + 1 } ?? 0
            focus(next < parts.count ? parts[next] : nil)
            return .handled
        case .key(.escape) where focusedPart != nil:
            if focusedPart?.handle(event) == nil { focus(nil) }   // the editor's Esc drops its selection first
            return .handled
        case let .pointer(pointer) where pointer.kind == .press:
            pressedPart = parts.first { $0.frame.contains(pointer.position) }
            guard let pressedPart else { return nil }
            focus(pressedPart)
            return pressedPart.handle(event)
        case let .pointer(pointer) where pointer.kind == .drag || pointer.kind == .release:
            guard let part = pressedPart else { return nil }
            if pointer.kind == .release { pressedPart = nil }
            return part.handle(event)
        case let .pointer(pointer) where pointer.kind == .scrollUp || pointer.kind == .scrollDown:
            return parts.first { $0.frame.contains(pointer.position) }?.handle(event)
        default:
            return focusedPart?.handle(event)
        }
    }

    /// Gives the keys to `part` (the field or the editor), or to the page's rows (nil).
    private func focus(_ part: Part?) {
        if focusedPart === part { return }
        focusedPart?.focusDidChange(to: false)
        focusedPart = part
        part?.focusDidChange(to: true)
    }

    /// Draws the rows of `list` that show in `box` (a row pulled past an end leaves a blank),
    /// its indicator, and a caption under it saying how far it is scrolled.
    private func drawList(_ list: ScrollView, in canvas: inout Canvas, box: Rect) {
        let theme = canvas.theme
        for y in box.minY..<box.maxY { canvas.write("│", at: Point(x: box.minX, y: y), style: theme.secondary) }
        for index in list.visibleRange {
            let y = list.position(of: index)
            guard y >= box.minY && y < box.maxY else { continue }
            let text = TerminalText.prefix("\(index + 1). \(page.list[index])", fitting: box.size.width - 4)
            canvas.write(text, at: Point(x: box.minX + 2, y: y), style: theme.content, clip: box)
        }
        list.drawIndicator(in: &canvas)
        let caption = "list: scrolled \(Int(list.offset.rounded())) of \(Int(list.maximumOffset)) rows"
        canvas.write(caption, at: Point(x: box.minX, y: box.maxY), style: theme.secondary)
    }

    /// What choice `row` shows: its chevron (‹ back, › onward), then its words.
    private func label(_ row: Row) -> String {
        switch row {
        case .back, .dismiss: return "‹ " + words(row)
        case .link, .present: return "› " + words(row)
        }
    }

    /// What choice `row` says, without its chevron (what a screen reader says of it).
    private func words(_ row: Row) -> String {
        switch row {
        case let .link(link):
            let title = pages[link.target]?.title ?? link.target
            return link.count > 1 ? "\(title) ×\(link.count) at once" : title
        case let .back(count):
            return count == 1 ? "Back (a control of the page's own)" : "Back \(count) pages at once"
        case let .present(presented):
            let title = presented.target.flatMap { pages[$0]?.title } ?? ""
            switch presented.style {
            case "sheet": return "Show a sheet: \(title)"
            case "medium": return "Show a medium sheet: \(title)"
            case "fullscreen": return "Show a full-screen cover: \(title)"
            case "tabs": return "Show tabs: " + presented.tabs.map { pages[$0]?.title ?? $0 }.joined(separator: ", ")
            default: return "Show an alert" + (alertAnswer.map { " (last answer: \($0))" } ?? "")
            }
        case .dismiss:
            let what = context?.tabController != nil ? "these tabs"
                : context?.presentationStyle == .fullScreen ? "this cover" : "this sheet"
            return "Done: dismiss \(what) (or Esc)"
        }
    }

    /// The screen that shows `page`: a page of text and links, or the Swift screen it names
    /// (`screen: settings`).
    static func screen(for page: Page, pages: [String: Page], facts: [String: () -> String]) -> Screen {
        switch page.screen {
        case "settings": SettingsScreen(page: page)
        default: PageScreen(page: page, pages: pages, facts: facts)
        }
    }

    private func open(_ index: Int) -> ScreenResponse {
        guard rows.indices.contains(index) else { return .ignored }
        switch rows[index] {
        case let .link(link):
            guard let target = pages[link.target] else { return .ignored }
            if page.splitDetail != nil {  // a split view's list: beside it when wide, pushed when narrow
                context?.showDetail(PageScreen(page: target, pages: pages, facts: facts))
                return .handled
            }
            let pushes = (0..<link.count).map { _ in
                ScreenResponse.push(PageScreen.screen(for: target, pages: pages, facts: facts), animated: true)
            }
            return pushes.count == 1 ? pushes[0] : .sequence(pushes)
        case let .back(count):
            return .sequence(Array(repeating: .pop(animated: true), count: count))
        case let .present(presented):
            present(presented)
            return .handled
        case .dismiss:
            context?.dismiss()
            return .handled
        }
    }

    /// Presents `presented`'s page as a sheet or a cover, or asks a question in an alert.
    private func present(_ presented: Page.Presentation) {
        guard let context else { return }
        if presented.style == "tabs" {
            let tabs = presented.tabs.compactMap { id in pages[id] }.map { page in
                let root = PageScreen(page: page, pages: pages, facts: facts)
                let content: any Container = page.splitDetail.flatMap { pages[$0.target] }.map { detail in
                    SplitController(primary: root, secondary: PageScreen(page: detail, pages: pages, facts: facts))
                } ?? NavigationController(root: root)
                return Tab(page.title, content: content, badge: page.badge.map { badge in
                    badge == "dot" ? .dot : .count(Int(badge) ?? 0)
                })
            }
            context.present(tabs: tabs)
            return
        }
        if let target = presented.target.flatMap({ pages[$0] }) {
            let style: PresentationStyle = switch presented.style {
            case "fullscreen": .fullScreen
            case "medium": .sheet(detents: [.medium, .large])
            default: .sheet
            }
            context.present(PageScreen(page: target, pages: pages, facts: facts), style: style)
            return
        }
        let question = ConfirmationScreen("An alert", message: "It asks, and waits for the answer. Esc or Cancel leave "
                                              + "things as they were; a press outside it does nothing.",
                                          action: "OK")
        context.present(question, style: .alert) { [weak self] answer in
            guard let self else { return }
            alertAnswer = answer.map { $0 ? "OK" : "Cancel" } ?? "Esc"
            self.context?.setNeedsDisplay()
        }
    }
}

/// A `modal: on` page asks, in an alert, whether to leave when the user tries to dismiss it (as
/// an editor asks "Discard changes?").
extension PageScreen: PresentationDelegate {
    func presentationDidAttemptToDismiss(_ presented: Screen) {
        let question = ConfirmationScreen("Leave this sheet?", message: "It asks before it goes, as an editor with "
                                              + "unsaved changes would.", action: "Leave", role: .destructive)
        context?.present(question, style: .alert) { [weak self] leave in
            if leave == true { self?.context?.dismiss() }
        }
    }
}
