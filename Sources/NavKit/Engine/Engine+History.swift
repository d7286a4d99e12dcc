/// The back control's history (`HistoryMenu`): opened by a press held on the back control or a
/// right-click, at rest; while it is open it takes every key and pointer event.
extension Engine {
    /// Opens the history (a long press or a right-click on the back control, at rest): the
    /// gestures the press started are cancelled, so its release opens nothing.
    func showHistory() {
        let navigation = topNavigation
        guard navigation.transition == nil, presentations.transition == nil,
              let menu = HistoryMenu(navigation: navigation, size: activeCard.size) else { return }
        for recognizer in [edgePan, contentPan, tap] + navigation.topScreen.gestureRecognizers { recognizer.cancel() }
        historyMenu = menu
        requestFrame()
    }

    /// Follows a press on the back control at rest, which opens the history once held for
    /// `HistoryMenu.longPressDuration`; a right-click there opens it at once (then true).
    func watchBackControl(for event: PointerEvent) -> Bool {
        let onBackControl = topNavigation.transition == nil && screenInput.isOnBackControl(event.position)
        switch event.kind {
        case .secondaryPress where onBackControl:
            showHistory()
            return true
        case .press:
            backControlPressTime = onBackControl ? now : nil
        case .drag where !screenInput.isOnBackControl(event.position), .release:
            backControlPressTime = nil
        default:
            break
        }
        return false
    }

    /// Opens the history once a press on the back control has been held long enough.
    func openHistoryAfterLongPress() {
        guard let pressed = backControlPressTime, now >= pressed + HistoryMenu.longPressDuration else { return }
        backControlPressTime = nil
        showHistory()
    }

    /// ↑ ↓ choose, Enter pops to the screen chosen, Esc or ← closes; other keys do nothing.
    func handleHistoryKey(_ key: Key) {
        switch key {
        case .up: historyMenu?.move(by: -1)
        case .down: historyMenu?.move(by: 1)
        case .enter: popToChosenHistory()
        case .escape, .left: historyMenu = nil
        default: break
        }
        requestFrame()
    }

    /// A release on a row pops to it (a press or a drag there chooses it); a press outside closes.
    func handleHistoryPointer(_ event: PointerEvent) {
        guard var menu = historyMenu else { return }
        let onRow = menu.row(at: event.position) != nil
        switch event.kind {
        case .press, .secondaryPress, .drag:
            menu.select(at: event.position)
            historyMenu = onRow || event.kind == .drag ? menu : nil
        case .release where onRow:
            menu.select(at: event.position)
            historyMenu = menu
            popToChosenHistory()
        default:
            break
        }
        requestFrame()
    }

    /// Pops to the screen chosen in the history, unless the top screen refuses (`shouldPop`).
    func popToChosenHistory() {
        guard let chosen = historyMenu?.chosen else { return }
        historyMenu = nil
        guard topNavigation.topScreen.shouldPop() else { return }
        topNavigation.pop(to: chosen, at: animationStart)
    }
}
