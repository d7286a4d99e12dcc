import NavKit

/// One directory as a screen: its entries as a list. ↑/↓ (or the wheel) select, Enter, → or a
/// click opens a directory, `r` reads it again; ←, Esc or the back swipe goes up, to the
/// screen below. Anything that cannot be opened leaves a one-line message at the bottom.
final class DirectoryScreen: Screen {
    let path: String
    private var entries: [DirectoryEntry]
    private var selection = 0
    /// Index of the first entry shown (moved only to keep the selection in view).
    private var scroll = 0
    private var status: Status
    /// Where this screen is shown; its content size lays the list out.
    private var context: NavigationContext?

    /// The line at the bottom: a hint, something about an entry, or an error.
    enum Status {
        case hint, info(String), error(String)
    }

    static let text = Theme.light.content
    static let faint = Style(foreground: .rgb(118, 118, 128), background: .rgb(255, 255, 255))
    static let folder = Style(foreground: .rgb(0, 95, 255), background: .rgb(255, 255, 255), attributes: .bold)
    static let selected = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 95, 255), attributes: .bold)
    static let failure = Style(foreground: .rgb(255, 255, 255), background: .rgb(215, 0, 21), attributes: .bold)
    static let hint = "↑↓ select · Enter/click open · ←/Esc/swipe from the left edge: up · r reload · q quit"

    /// A screen for `path`, showing `entries` if they were already read, else reading them now.
    init(path: String, entries: [DirectoryEntry]? = nil) {
        self.path = path
        switch entries.map({ Result<[DirectoryEntry], Directory.Failure>.success($0) }) ?? Directory.list(path) {
        case let .success(listing):
            self.entries = listing
            status = .hint
        case let .failure(failure):
            self.entries = []
            status = .error("cannot read this directory: \(failure.reason)")
        }
    }

    var title: String { path == "/" ? "/" : String(path.split(separator: "/").last ?? "/") }

    /// Coming back to a directory reads it again: it may have changed, or gone, meanwhile.
    func willAppear(animated: Bool) {
        if case .error = status { return }
        reload()
    }

    // MARK: - Layout

    /// Content rows: the path on row 0, the list from row 1, the status line last.
    private let listTop = 1
    /// List rows in a content area `height` rows high.
    private func visibleRows(height: Int) -> Int { max(0, height - 2) }
    /// The first entry shown in a content area `height` rows high (the kept scroll, clamped).
    private func firstShown(height: Int) -> Int { max(0, min(scroll, entries.count - visibleRows(height: height))) }

    /// The entry at content row `y` in the current layout, if any.
    private func entryIndex(atRow y: Int) -> Int? {
        let height = context?.contentSize.height ?? 0
        let index = firstShown(height: height) + y - listTop
        return y >= listTop && y < listTop + visibleRows(height: height) && entries.indices.contains(index) ? index : nil
    }

    func tapTarget(at point: Point) -> AnyHashable? { entryIndex(atRow: point.y) }

    func didMove(to context: NavigationContext) { self.context = context }

    func draw(in canvas: inout Canvas) {
        let width = canvas.size.width
        let first = firstShown(height: canvas.size.height), visibleRows = visibleRows(height: canvas.size.height)
        canvas.write(TerminalText.prefix(path, fitting: max(0, width - 2)), at: Point(x: 1, y: 0), style: DirectoryScreen.faint)
        if entries.isEmpty, case .hint = status {
            canvas.write("(empty)", at: Point(x: 3, y: listTop), style: DirectoryScreen.faint)
        }
        for row in 0..<visibleRows {
            let index = first + row
            guard entries.indices.contains(index) else { break }
            draw(entries[index], selected: index == selection, y: listTop + row, into: &canvas)
        }
        let (line, style): (String, Style)
        switch status {
        case .hint: (line, style) = (DirectoryScreen.hint, DirectoryScreen.faint)
        case let .info(text): (line, style) = (text, DirectoryScreen.text)
        case let .error(text): (line, style) = (" " + text + " ", DirectoryScreen.failure)
        }
        canvas.write(TerminalText.prefix(line, fitting: max(0, width - 2)), at: Point(x: 1, y: canvas.size.height - 1),
                     style: style)
    }

    private func draw(_ entry: DirectoryEntry, selected: Bool, y: Int, into canvas: inout Canvas) {
        let width = canvas.size.width
        let icon: String, suffix: String
        switch entry.kind {
        case .directory: (icon, suffix) = ("▸", "/")
        case .link(target: .directory?): (icon, suffix) = ("↪", "/")
        case .link: (icon, suffix) = ("↪", "")
        case .file, .other: (icon, suffix) = (" ", "")
        }
        let sizeText: String
        switch entry.kind {
        case .file, .link(target: .file?): sizeText = DirectoryScreen.format(bytes: entry.size)
        default: sizeText = ""
        }
        let nameRoom = max(0, width - 4 - sizeText.count - 3)
        let base = selected ? DirectoryScreen.selected : (entry.opensAsDirectory ? DirectoryScreen.folder : DirectoryScreen.text)
        if selected { canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: base) }
        canvas.write(icon, at: Point(x: 1, y: y), style: base)
        canvas.write(TerminalText.prefix(entry.name + suffix, fitting: nameRoom), at: Point(x: 3, y: y), style: base)
        canvas.write(sizeText, at: Point(x: width - 1 - sizeText.count, y: y), style: selected ? base : DirectoryScreen.faint)
    }

    /// Scrolls just enough that the selection is in view.
    private func keepSelectionVisible() {
        let rows = visibleRows(height: context?.contentSize.height ?? 0)
        selection = min(max(0, selection), max(0, entries.count - 1))
        scroll = firstShown(height: context?.contentSize.height ?? 0)
        if selection < scroll { scroll = selection }
        if rows > 0 && selection >= scroll + rows { scroll = selection - rows + 1 }
    }

    // MARK: - Input

    func handle(_ event: Event) -> ScreenResponse {
        switch event {
        case .key(.up), .key(.character("k")):
            return move(by: -1)
        case .key(.down), .key(.character("j")):
            return move(by: 1)
        case let .pointer(pointer) where pointer.kind == .scrollUp || pointer.kind == .scrollDown:
            return move(by: pointer.kind == .scrollUp ? -1 : 1)
        case .key(.enter), .key(.right), .key(.character("l")):
            return open(selection)
        case .key(.character("r")):
            reload()
            return .handled
        case let .pointer(pointer):
            guard let index = entryIndex(atRow: pointer.position.y) else { return .ignored }
            switch pointer.kind {
            case .press:
                selection = index
                return .handled
            case .tap:
                return open(index)
            default:
                return .ignored
            }
        default:
            return .ignored
        }
    }

    private func move(by step: Int) -> ScreenResponse {
        guard !entries.isEmpty else { return .ignored }
        selection = min(max(0, selection + step), entries.count - 1)
        keepSelectionVisible()
        status = .hint
        return .handled
    }

    private func open(_ index: Int) -> ScreenResponse {
        guard entries.indices.contains(index) else { return .ignored }
        let entry = entries[index]
        let target = Directory.join(path, entry.name)
        if case .link(target: nil) = entry.kind {
            let reason = Directory.problem(following: target)?.reason ?? "the link leads nowhere"
            status = .error("cannot open '\(entry.name)': \(reason)")
            return .handled
        }
        guard entry.opensAsDirectory else {
            status = .info("\(entry.name): \(DirectoryScreen.format(bytes: entry.size)), not a directory")
            return .handled
        }
        switch Directory.list(target) {
        case let .success(listing):
            status = .hint
            return .push(DirectoryScreen(path: target, entries: listing), animated: true)
        case let .failure(failure):
            status = .error("cannot open '\(entry.name)': \(failure.reason)")
            return .handled
        }
    }

    /// Reads the directory again; when it cannot be read any more, keeps what was shown and says why.
    private func reload() {
        switch Directory.list(path) {
        case let .success(listing):
            let selectedName = entries.indices.contains(selection) ? entries[selection].name : nil
            entries = listing
            selection = selectedName.flatMap { name in listing.firstIndex { $0.name == name } } ?? min(selection, max(0, listing.count - 1))
            keepSelectionVisible()
            status = .hint
        case let .failure(failure):
            status = .error("cannot read this directory any more: \(failure.reason)")
        }
    }

    /// `bytes` for people: 512 B, 1.5 K, 20 M, 3.1 G.
    static func format(bytes: Int64) -> String {
        let units = ["B", "K", "M", "G", "T"]
        var value = Double(bytes), unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        if unit == 0 { return "\(bytes) B" }
        let tenths = Int((value * 10).rounded())
        return value < 10 ? "\(tenths / 10).\(tenths % 10) \(units[unit])" : "\(Int(value.rounded())) \(units[unit])"
    }
}
