/// The back control's history (`HistoryMenu`) and how it opens: a press held on the back control
/// for `HistoryMenu.longPressDuration` seconds, or a right-click there, at rest. While it is open
/// it takes every key and pointer event; what it answers is the screen to pop to, if one was
/// chosen.
@MainActor
final class BackHistory {
    /// The history while it is open.
    private(set) var menu: HistoryMenu?
    /// When a press landed on the back control at rest (seconds), while it is held there.
    private var pressTime: Double?

    /// True while the history is open.
    var isOpen: Bool { menu != nil }
    /// When a press held on the back control opens the history (seconds); nil with none held.
    var deadline: Double? { pressTime.map { $0 + HistoryMenu.longPressDuration } }

    /// Closes the history (a transition began, the terminal resized).
    func close() { menu = nil }

    /// Closes the history and forgets a press held on the back control (input goes elsewhere).
    func reset() {
        menu = nil
        pressTime = nil
    }

    /// Opens the history of `navigation`'s top screen in a card of `size` cells; false at its root.
    func open(_ navigation: NavigationController, size: Size) -> Bool {
        guard let opened = HistoryMenu(navigation: navigation, size: size) else { return false }
        pressTime = nil
        menu = opened
        return true
    }

    /// Follows a pointer event at rest, `onBackControl` or not, at `time` (seconds): a press there
    /// starts the long press, a move off it or a release ends it. True for a right-click on the
    /// back control, which opens the history at once.
    func watch(_ event: PointerEvent, onBackControl: Bool, at time: Double) -> Bool {
        switch event.kind {
        case .secondaryPress where onBackControl:
            return true
        case .press:
            pressTime = onBackControl ? time : nil
        case .drag where !onBackControl, .release:
            pressTime = nil
        default:
            break
        }
        return false
    }

    /// True when a press on the back control has been held long enough at `time` (seconds).
    func longPressIsDue(at time: Double) -> Bool {
        guard let pressTime, time >= pressTime + HistoryMenu.longPressDuration else { return false }
        self.pressTime = nil
        return true
    }

    /// ↑ ↓ choose, Enter answers the screen chosen (and closes), Esc or ← closes; other keys do
    /// nothing.
    func handle(_ key: Key) -> Screen? {
        switch key {
        case .up: menu?.move(by: -1)
        case .down: menu?.move(by: 1)
        case .enter: return choose()
        case .escape, .left: menu = nil
        default: break
        }
        return nil
    }

    /// A release on a row answers its screen (a press or a drag there chooses it); a press outside
    /// closes. `event` is in the card's cells.
    func handle(_ event: PointerEvent) -> Screen? {
        guard var open = menu else { return nil }
        let onRow = open.row(at: event.position) != nil
        switch event.kind {
        case .press, .secondaryPress, .drag:
            open.select(at: event.position)
            menu = onRow || event.kind == .drag ? open : nil
        case .release where onRow:
            open.select(at: event.position)
            menu = open
            return choose()
        default:
            break
        }
        return nil
    }

    /// The screen chosen; the history closes.
    private func choose() -> Screen? {
        defer { menu = nil }
        return menu?.chosen
    }
}
