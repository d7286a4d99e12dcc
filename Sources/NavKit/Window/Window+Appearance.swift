/// Appearance in one place, for what changes the tree at rest: a tab selected, a split collapsing
/// or expanding, a container's own input. The screens shown before and after the change are
/// compared, and the difference gets UIKit's callbacks, not animated: willDisappear for each
/// screen gone and willAppear for each new one, then didDisappear and didAppear in the same
/// order. No container forwards them by hand. (A stack's own push and pop, and a presentation's
/// transition, animate theirs as they move.)
extension Window {
    /// Runs `change`, which changes the tree at rest and says whether it did, and gives the
    /// screens it hid or showed their callbacks. Returns what `change` returned. Before the
    /// change it only walks the shown stacks, into a kept buffer: nothing is allocated unless
    /// something changed.
    @discardableResult
    func changingAppearance(_ change: () -> Bool) -> Bool {
        let shown = shownScreens
        shown.before.removeAll(keepingCapacity: true)
        forEachVisibleStack { stack in
            if stack.isVisible { shown.before.append((stack.topScreen, stack, stack.ownAppearanceChanges)) }
        }
        // Held here: a change that changes the tree again inside (a container's step showing a
        // detail) fills the buffer anew, into a copy of its own.
        var before = shown.before
        guard change() else { return false }
        // A stack that told its own screens of a change (`setStack` inside a container's action)
        // shows its new top already: what the tree's change did is compared from there.
        for index in before.indices where before[index].stack.ownAppearanceChanges != before[index].changes {
            before[index].screen = before[index].stack.topScreen
        }
        shown.after.removeAll(keepingCapacity: true)
        forEachVisibleStack { stack in shown.after.append((stack.topScreen, stack, stack.ownAppearanceChanges)) }
        let after = shown.after
        let gone = before.filter { old in !after.contains { $0.screen === old.screen } }
        let new = after.filter { now in !before.contains { $0.screen === now.screen } }
        // A stack hidden with the screen it showed disappears whole; else the screen alone goes
        // (covered on a stack that stays shown). A stack not shown before appears whole (the
        // first time with its delegate's willShow); else its new top alone appears.
        let wholeGone = gone.map { old in old.stack.topScreen === old.screen && !after.contains { $0.stack === old.stack } }
        let wholeNew = new.map { !$0.stack.isVisible }
        for (old, whole) in zip(gone, wholeGone) {
            if whole { old.stack.beginDisappearance(animated: false) } else { old.stack.screenWillDisappear(old.screen) }
        }
        for (now, whole) in zip(new, wholeNew) {
            if whole { now.stack.beginAppearance(animated: false) } else { now.stack.screenWillAppear(now.screen) }
        }
        for (old, whole) in zip(gone, wholeGone) {
            if whole { old.stack.endDisappearance(animated: false) } else { old.stack.screenDidDisappear(old.screen) }
        }
        for (now, whole) in zip(new, wholeNew) {
            if whole { now.stack.endAppearance(animated: false) } else { now.stack.screenDidAppear(now.screen) }
        }
        // Stacks hidden or shown with no screen of theirs coming or going (a top that moved to
        // another stack, shown there before and after).
        for old in before where old.stack.isVisible && !after.contains(where: { $0.stack === old.stack }) {
            old.stack.markShown(false)
        }
        for now in after where !now.stack.isVisible { now.stack.markShown(true) }
        return true
    }
}

/// The screens shown before and after a change of the tree (`Window.changingAppearance`), each
/// with its stack: buffers kept from change to change.
final class ShownScreens {
    /// Each shown stack's top screen before the change, with the stack's count of the changes
    /// it told itself (`NavigationController.ownAppearanceChanges`).
    var before: [(screen: Screen, stack: NavigationController, changes: Int)] = []
    /// Each shown stack's top screen after it.
    var after: [(screen: Screen, stack: NavigationController, changes: Int)] = []

    init() {
        before.reserveCapacity(16)
        after.reserveCapacity(16)
    }
}
