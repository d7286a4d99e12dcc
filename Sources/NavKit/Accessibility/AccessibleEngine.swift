/// What a screen reader is told is on the screen, read from an engine: the tree of
/// accessibility elements (the window, each layer's containers, each shown screen and its
/// parts), frames in terminal cells.
@MainActor
struct AccessibleEngine {
    /// The engine read.
    let engine: Engine

    /// The window's element: the root's tree and each card over it that is not leaving, but
    /// nothing a full-screen cover hides; the open menu's items last.
    func window() -> AccessibilityElement {
        // What a card covers whole is not seen: only the cards over the last full-screen one.
        var children: [AccessibilityElement] = []
        engine.window.forEachLayer { layer, frame in
            if (layer as? Presentation)?.isDismissing == true { return }
            if (layer as? Presentation)?.coversWhatIsUnder == true { children.removeAll() }
            children.append(element(of: layer, size: frame.size).offsetBy(dx: frame.minX, dy: frame.minY))
        }
        children += engine.menuOverlay.menus.accessibilityElements
        return AccessibilityElement(.window, label: "", frame: Rect(origin: .zero, size: engine.size), children: children)
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
        let content = engine.contentLayout.prepare(screen, in: size)
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
        let theme = engine.theme
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
