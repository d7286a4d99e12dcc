/// The menus over the app: the back control's history (drawn here; its keys and pointer are the
/// router's) and the menu a screen's part asked for (`ScreenResponse.showMenu`), which takes
/// every key and pointer event until it closes; a chosen action's handler runs once it has
/// closed. A screen reader hears the item chosen.
@MainActor
final class MenuOverlay: Overlay {
    /// The menu shown over everything (`ScreenResponse.showMenu`), while one is open.
    let menus = MenuSession()

    /// Gives `event` to the open menu; false when none is open. A chosen action runs after the
    /// menu closed, and the top screen is drawn again (its handler may have changed it).
    func takes(_ event: Event, in engine: Engine) -> Bool {
        guard menus.isOpen else { return false }
        let outcome = menus.handle(event, in: engine.size)
        engine.requestFrame()
        if case let .resize(newSize) = event { engine.layOut(in: newSize) }
        if case let .chose(action) = outcome {
            action.handler()
            engine.setNeedsDisplay()
        } else {
            announce(menus, to: engine.announcer)
        }
        return true
    }

    /// The history menu at the top card, then the open menu; either has the keys, so no cursor.
    func draw(over frame: inout Canvas, in engine: Engine, moment: OverlayMoment) {
        if let historyMenu = engine.router.history.menu {
            historyMenu.draw(into: &frame, theme: engine.theme, at: engine.activeCard.origin)
            frame.cursor = nil
        }
        if menus.isOpen {
            menus.draw(into: &frame, theme: engine.theme)
            frame.cursor = nil
        }
    }

    /// Opens `menu` below `anchor` (the app's cells) in `engine`; `pointerHeld` when the press
    /// that opened it is still down. The gestures that press started are cancelled.
    func open(_ menu: Menu, from anchor: Rect, pointerHeld: Bool, in engine: Engine) {
        guard !menu.children.isEmpty else { return }
        engine.router.cancelPressGestures()
        engine.router.contextPress.reset()
        menus.open(menu, below: anchor, in: engine.size, pointerHeld: pointerHeld)
        announce(menus, to: engine.announcer)
        engine.requestFrame()
    }

    /// Opens the top screen's context menu for a press held at `position` (the active card's
    /// cells), when it has one there and nothing moves.
    func openContextMenu(heldAt position: Point, in engine: Engine) {
        let top = engine.topNavigation
        guard top.transition == nil, engine.presentations.transition == nil, !menus.isOpen,
              !engine.router.history.isOpen else { return }
        let content = engine.router.screenInput.contentArea
        let local = Point(x: position.x - content.minX, y: position.y - content.minY)
        guard let menu = top.topScreen.contextMenu(at: local) else { return }
        let card = engine.activeCard
        open(menu, from: Rect(x: position.x + card.minX, y: position.y + card.minY, width: 1, height: 1),
             pointerHeld: true, in: engine)
    }

    /// Tells a screen reader which item of the open menu is chosen.
    private func announce(_ menus: MenuSession, to announcer: Announcer) {
        guard let level = menus.levels.last, let index = level.selection else { return }
        let element = level.menu.children[index]
        var words = element.title
        if case let .item(action) = element, action.isChecked { words += ", checked" }
        if case .submenu = element { words += ", submenu" }
        announcer.announce("\(words), \(index + 1) of \(level.menu.children.count)")
    }
}
