/// Menus (`Menu`): a screen's part asks for one (`ScreenResponse.showMenu`), the engine shows it
/// over everything and gives it every key and pointer event until it closes; a chosen action's
/// handler runs once the menu has closed.
extension Engine {
    /// True while a menu is open over the app.
    public var isShowingMenu: Bool { menus.isOpen }

    /// Opens `menu` below `anchor` (the app's cells) at rest: the gestures the press that asked
    /// for it started are cancelled, so its release does nothing more.
    public func showMenu(_ menu: Menu, from anchor: Rect) {
        showMenu(menu, from: anchor, pointerHeld: false)
    }

    /// Opens `menu` below `anchor`; `pointerHeld` when the press that opened it is still down.
    func showMenu(_ menu: Menu, from anchor: Rect, pointerHeld: Bool) {
        guard !menu.children.isEmpty else { return }
        router.cancelPressGestures()
        contextPress.reset()
        menus.open(menu, below: anchor, in: size, pointerHeld: pointerHeld)
        announceMenu()
        requestFrame()
    }

    /// Opens the top screen's context menu for a press held at `position` (the active card's
    /// cells), when it has one there and nothing moves.
    func showContextMenu(heldAt position: Point) {
        guard topNavigation.transition == nil, presentations.transition == nil, !menus.isOpen, !history.isOpen else { return }
        let content = screenInput.contentArea
        let local = Point(x: position.x - content.minX, y: position.y - content.minY)
        guard let menu = topNavigation.topScreen.contextMenu(at: local) else { return }
        showMenu(menu, from: Rect(x: position.x + activeCard.minX, y: position.y + activeCard.minY, width: 1, height: 1),
                 pointerHeld: true)
    }

    /// Closes the open menu, if any, choosing nothing.
    public func closeMenu() {
        guard menus.isOpen else { return }
        menus.close()
        requestFrame()
    }

    /// Gives `event` to the open menu; false when none is open. A chosen action runs after the
    /// menu closed, and the top screen is drawn again (its handler may have changed it).
    func menuTakes(_ event: Event) -> Bool {
        guard menus.isOpen else { return false }
        if case .key = event { announcer.markHeard() }
        let outcome = menus.handle(event, in: size)
        requestFrame()
        if case let .resize(newSize) = event { layOut(in: newSize) }
        if case let .chose(action) = outcome {
            action.handler()
            setNeedsDisplay()
        } else {
            announceMenu()
        }
        return true
    }

    /// Tells a screen reader which item of the open menu is chosen.
    private func announceMenu() {
        guard let level = menus.levels.last, let index = level.selection else { return }
        let element = level.menu.children[index]
        var words = element.title
        if case let .item(action) = element, action.isChecked { words += ", checked" }
        if case .submenu = element { words += ", submenu" }
        announcer.announce("\(words), \(index + 1) of \(level.menu.children.count)")
    }
}
