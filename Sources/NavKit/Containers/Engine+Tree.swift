/// The tree of containers at rest: each container fits the size it is given, and what changed
/// its layout (its own input, an action, a resize) is settled in one place.
extension Engine {
    /// Lets every shown container of the root and of each card fit the size it is given (a split
    /// collapses or expands on its own width, when its stacks are at rest; else again after the
    /// next event or frame): screens move, nothing animates, the screens hidden or shown get
    /// their callbacks (`Window.changingAppearance`), and the next frame shows the new layout
    /// whole. Not while a presentation's transition runs (the screens under it are on their way
    /// in or out): after it.
    func adaptContainers() {
        guard presentations.transition == nil else { return }
        if window.changingAppearance(window.adaptShownContainers) { containerLayoutChanged() }
    }

    /// Runs `change`, which may change the layout of the tree (and says whether it did); after a
    /// change the containers fit their sizes again (a split in a tab just selected), the screens
    /// hidden or shown are told, and input goes where the focus now leads.
    func changingLayout(_ change: () -> Bool) {
        let changed = window.changingAppearance {
            guard change() else { return false }
            _ = window.adaptShownContainers()
            return true
        }
        if changed { containerLayoutChanged() }
    }

    /// A container's layout changed (a split collapsed, expanded or moved its focus or divider,
    /// a tab was selected): input goes to the stack the focus now leads to, measured against its
    /// frame, and every pane is drawn again.
    func containerLayoutChanged() {
        presentations.root = root.focusedStack
        if screenInput.navigation !== topNavigation { activeStackChanged() }
        fitInputToActiveCard()
        invalidateAllPanes()
        requestFrame()
    }
}
