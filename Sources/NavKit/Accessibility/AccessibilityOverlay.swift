/// What the engine says to a screen reader as frames are drawn: it notes where the frame leaves
/// the focus, announces a new top screen (an alert by its question) or its new status message,
/// and in the accessible look writes the last announcement not yet heard over the top screen's
/// status message and shows the terminal's cursor where the focus is.
@MainActor
final class AccessibilityOverlay: Overlay {
    /// Takes no event; a key or a press tells the announcer the last announcement was heard.
    func takes(_ event: Event, in engine: Engine) -> Bool {
        switch event {
        case .key: engine.announcer.markHeard()
        case let .pointer(pointer) where pointer.kind == .press: engine.announcer.markHeard()
        default: break
        }
        return false
    }

    func draw(over frame: inout Canvas, in engine: Engine, moment: OverlayMoment) {
        engine.lastFocusPoint = frame.focusPoint
        if moment.fits { observe(engine, stateChanged: moment.stateChanged) }
        if engine.configuration.isAccessible {
            if moment.fits { showUnheardAnnouncement(of: engine, in: &frame) }
            frame.cursor = frame.cursor ?? frame.focusPoint  // shown where the focus is
        }
    }

    /// Looks for what to announce, when nothing moves. A frame of motion alone (`stateChanged`
    /// false) can only have brought a new screen to the top; its status line is not asked for (a
    /// frame of motion allocates nothing here).
    private func observe(_ engine: Engine, stateChanged: Bool) {
        let top = engine.topNavigation
        guard engine.presentations.transition == nil, top.transition == nil else { return }
        let screen = top.topScreen
        guard stateChanged || !engine.announcer.isObserving(screen) else { return }
        let asks = engine.presentations.activePresentation.map { $0.navigation === top && $0.asksAQuestion } ?? false
        engine.announcer.observe(screen, asksAQuestion: asks, question: {
            // The alert's card, at the size it is drawn (laying it out at another would move its parts).
            let pane = engine.window.card(of: top).size
            let texts = AccessibleEngine(engine: engine).screenElement(screen, size: pane).children
                .compactMap { $0.role == .text ? $0.label : nil }
            return ([screen.title] + texts.prefix(1)).joined(separator: " ")
        }())
    }

    /// Writes the last announcement not yet heard over the top screen's status message, where a
    /// reader finds it (the accessible look), until the next key or press.
    private func showUnheardAnnouncement(of engine: Engine, in frame: inout Canvas) {
        guard let text = engine.announcer.unheard else { return }
        let stack = engine.topNavigation, screen = stack.topScreen
        guard screen.statusLine != nil else { return }
        let pane = engine.window.card(of: stack)
        let barRows = stack.bottomBar?(screen) == nil ? 0 : TabBar.height
        let y = pane.maxY - 1 - barRows
        guard y > pane.minY, y < frame.size.height else { return }
        let row = Rect(x: pane.minX, y: y, width: pane.size.width, height: 1)
        let theme = engine.theme
        frame.fill(row, style: theme.status)
        frame.write(TerminalText.prefix(text, fitting: max(0, row.size.width - 2)), at: Point(x: row.minX + 1, y: y),
                    style: theme.status, clip: row)
    }
}
