/// Menus (`Menu`): a screen's part asks for one (`ScreenResponse.showMenu`), the engine shows it
/// over everything and gives it every key and pointer event until it closes (`MenuOverlay`).
extension Engine {
    /// True while a menu is open over the app.
    public var isShowingMenu: Bool { menuOverlay.menus.isOpen }

    /// Opens `menu` below `anchor` (the app's cells) at rest: the gestures the press that asked
    /// for it started are cancelled, so its release does nothing more.
    public func showMenu(_ menu: Menu, from anchor: Rect) {
        menuOverlay.open(menu, from: anchor, pointerHeld: false, in: self)
    }

    /// Closes the open menu, if any, choosing nothing.
    public func closeMenu() {
        guard menuOverlay.menus.isOpen else { return }
        menuOverlay.menus.close()
        requestFrame()
    }
}
