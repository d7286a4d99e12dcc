/// What is on the screen as a screen reader knows it: the tree of accessibility elements, the
/// focus in it, and the announcements.
extension Engine {
    /// What is visible now, as a tree (`AccessibilityElement`s, frames in terminal cells): the
    /// window, the containers of the root and each card presented over it, down to each shown
    /// screen and its parts; the element under the terminal's cursor (where the last frame left
    /// the focus) marked focused. `text` prints it as indented lines.
    public func accessibilitySnapshot() -> AccessibilitySnapshot {
        // What a card covers whole is not seen: only the cards over the last full-screen one.
        var children: [AccessibilityElement] = []
        window.forEachLayer { layer, frame in
            if (layer as? Presentation)?.isDismissing == true { return }
            if (layer as? Presentation)?.coversWhatIsUnder == true { children.removeAll() }
            children.append(element(of: layer, size: frame.size).offsetBy(dx: frame.minX, dy: frame.minY))
        }
        children += menus.accessibilityElements
        var window = AccessibilityElement(.window, label: "", frame: Rect(origin: .zero, size: size), children: children)
        if let point = lastFocusPoint {
            // The top layer holds the focus: mark from the last child (the top card) down.
            for index in window.children.indices.reversed() where window.children[index].markFocus(at: point) { break }
        }
        return AccessibilitySnapshot(window: window, announcements: announcer.recent)
    }

    /// What the engine announced (the last 100, oldest first): titles after a push, a pop or a
    /// tab switch, an alert's question, status messages.
    public var announcements: [String] { announcer.recent }

    /// How many announcements the engine made since it started (`announcements` keeps the last
    /// 100): a reader of them counts how many are new.
    public var announcementCount: Int { announcer.count }

    /// Called with each announcement as the engine makes it (a front end writes it where a
    /// screen reader reads it).
    public var onAnnouncement: ((String) -> Void)? {
        get { announcer.onAnnounce }
        set { announcer.onAnnounce = newValue }
    }

    /// Looks for what to announce: called after each frame, when nothing moves. A frame of
    /// motion alone (`stateChanged` false) can only have brought a new screen to the top; its
    /// status line is not asked for (a frame of motion allocates nothing here).
    func observeForAnnouncements(stateChanged: Bool) {
        guard presentations.transition == nil, topNavigation.transition == nil else { return }
        let screen = topNavigation.topScreen
        guard stateChanged || !announcer.isObserving(screen) else { return }
        let asks = presentations.activePresentation.map { $0.navigation === topNavigation && $0.asksAQuestion } ?? false
        announcer.observe(screen, asksAQuestion: asks, question: {
            // The alert's card, at the size it is drawn (laying it out at another would move its parts).
            let pane = self.window.card(of: self.topNavigation).size
            let texts = self.screenElement(screen, size: pane).children.compactMap { $0.role == .text ? $0.label : nil }
            return ([screen.title] + texts.prefix(1)).joined(separator: " ")
        }())
    }

    /// Writes the last announcement not yet heard over the top screen's status message, where
    /// a reader finds it (the accessible look), until the next key or press.
    func showUnheardAnnouncement(in frame: inout Canvas) {
        guard let text = announcer.unheard else { return }
        let stack = topNavigation, screen = stack.topScreen
        guard screen.statusLine != nil else { return }
        let pane = window.card(of: stack)
        let barRows = stack.bottomBar?(screen) == nil ? 0 : TabBar.height
        let y = pane.maxY - 1 - barRows
        guard y > pane.minY, y < frame.size.height else { return }
        let row = Rect(x: pane.minX, y: y, width: pane.size.width, height: 1)
        frame.fill(row, style: theme.status)
        frame.write(TerminalText.prefix(text, fitting: max(0, row.size.width - 2)), at: Point(x: row.minX + 1, y: y),
                    style: theme.status, clip: row)
    }

    /// `container`'s element in a frame of `size` cells (frames in its own cells).
    private func element(of container: any Container, size: Size) -> AccessibilityElement {
        if let stack = container as? NavigationController {
            // A tab bar drawn under the screen is its container's to describe.
            let barRows = stack.bottomBar?(stack.topScreen) == nil ? 0 : min(TabBar.height, size.height)
            return screenElement(stack.topScreen, size: Size(width: size.width, height: size.height - barRows))
        }
        var children: [(container: any Container, element: AccessibilityElement)] = []
        container.forEachShownChild(in: size) { child, frame in
            children.append((child, element(of: child, size: frame.size).offsetBy(dx: frame.minX, dy: frame.minY)))
        }
        return container.accessibilityElement(children: children, size: size)
    }

    /// `screen`'s element in a pane of `size` cells: its title the label, its content's elements
    /// (its own, else its rows of text as drawn) and its status message inside.
    func screenElement(_ screen: Screen, size: Size) -> AccessibilityElement {
        let content = contentLayout.prepare(screen, in: size)
        var children = (screen.accessibilityElements ?? drawnText(of: screen, size: content.size))
            .map { $0.offsetBy(dx: content.minX, dy: content.minY) }
        if let status = screen.statusLine, !status.text.isEmpty, content.maxY < size.height {
            children.append(AccessibilityElement(.status, label: status.text,
                                                 frame: Rect(x: 0, y: content.maxY, width: size.width, height: 1)))
        }
        return AccessibilityElement(.screen, label: screen.title, frame: Rect(origin: .zero, size: size), children: children)
    }

    /// The rows of text `screen` draws in content `size`, a text element each (a screen that
    /// draws by hand and describes nothing itself).
    private func drawnText(of screen: Screen, size: Size) -> [AccessibilityElement] {
        var canvas = Canvas(size: size, style: theme.content, theme: theme)
        screen.draw(in: &canvas)
        return (0..<size.height).compactMap { y in
            let row = canvas.text(ofRow: y), words = TerminalText.trimmed(row)
            guard !words.isEmpty else { return nil }
            let start = row.prefix { $0.isWhitespace }.count
            return AccessibilityElement(.text, label: words, frame: Rect(x: start, y: y, width: size.width - start, height: 1))
        }
    }
}
