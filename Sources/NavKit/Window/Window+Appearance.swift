/// Appearance in one place, for what changes the tree: a tab selected, a split collapsing or
/// expanding, a container's own input and motion. The screens shown before and after the change
/// are compared, and the difference gets UIKit's callbacks, not animated: willDisappear for each
/// screen gone and willAppear for each new one, then didDisappear and didAppear in the same
/// order; a child a container animates in or out (`Container.appearanceTransition(of:)`), a
/// presentation's card coming or going (`Presentation.appearance`) and what a moving cover hides
/// are told as they move instead. No container forwards them by hand. (A stack's own push and
/// pop tell theirs as they move.)
extension Window {
    /// Runs `change`, which changes the tree at rest and says whether it did, and gives the
    /// screens it hid or showed their callbacks. Returns what `change` returned. Before the
    /// change it only walks the shown stacks, into a kept buffer: nothing is allocated unless
    /// something changed.
    /// A presentation's card coming or going tells its screens (and those a cover hides) through
    /// here too, `animated` as the presentation is.
    @discardableResult
    func changingAppearance(animated: Bool = true, _ change: () -> Bool) -> Bool {
        let shown = shownScreens
        shown.before.removeAll(keepingCapacity: true)
        forEachVisibleStack { stack in
            if stack.isVisible && stack.appearanceTransition == nil {
                shown.before.append((stack.topScreen, stack, stack.ownAppearanceChanges))
            }
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
        // The stacks a container animates in or out (or did until now) are told as they move
        // (`tellTransitions`), not compared.
        shown.after.removeAll(keepingCapacity: true)
        shown.moving.removeAll(keepingCapacity: true)
        forEachVisibleStackWithTransition { stack, transition in
            if transition != nil || stack.appearanceTransition != nil {
                shown.moving.append((stack, transition))
            } else {
                shown.after.append((stack.topScreen, stack, stack.ownAppearanceChanges))
            }
        }
        let moving = shown.moving
        if !moving.isEmpty { before.removeAll { old in moving.contains { $0.stack === old.stack } } }
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
        tellTransitions(moving, animated: animated)
        return true
    }

    /// Tells the stacks of `moving` (each shown, with the transition it is in now) and every
    /// stack still in a transition that is no longer shown what they have not been told yet,
    /// `animated` or not: willAppear as one starts to appear and didAppear once it is at rest,
    /// willDisappear as one starts to go and didDisappear once it is hidden; turned around, the
    /// way back (UIKit's order for a cancelled transition). Those going are told first, the top
    /// one first, then those coming, in the order they are drawn (UIKit's: the presented
    /// screen's willDisappear before the presenter's willAppear).
    private func tellTransitions(_ moving: [(stack: NavigationController, transition: AppearanceTransition?)],
                                 animated: Bool) {
        let stacks = presentations.stacks
        for stack in stacks.reversed() where stack.appearanceTransition != nil {
            if !moving.contains(where: { $0.stack === stack }) { tell(stack, toward: .hidden, animated: animated) }
        }
        for (stack, transition) in moving.reversed() where transition == .disappearing {
            tell(stack, toward: .disappearing, animated: animated)
        }
        for (stack, transition) in moving where transition != .disappearing {
            tell(stack, toward: transition == .appearing ? .appearing : .shown, animated: animated)
        }
    }

    /// Where a stack is in its appearance: what it has been told, or what it should have been.
    private enum AppearancePhase { case hidden, appearing, shown, disappearing }

    /// Tells `stack`'s top screen what takes it from what it was told to `target`, `animated` or not.
    private func tell(_ stack: NavigationController, toward target: AppearancePhase, animated: Bool) {
        let told: AppearancePhase = switch stack.appearanceTransition {
        case .appearing?: .appearing
        case .disappearing?: .disappearing
        case nil: stack.isVisible ? .shown : .hidden
        }
        switch (told, target) {
        case (.hidden, .appearing), (.disappearing, .appearing):
            stack.beginAppearance(animated: animated)
            stack.appearanceTransition = .appearing
        case (.hidden, .shown):
            stack.beginAppearance(animated: false)
            stack.endAppearance(animated: false)
        case (.appearing, .shown):
            stack.appearanceTransition = nil
            stack.endAppearance(animated: animated)
        case (.disappearing, .shown):   // turned back before it went
            stack.appearanceTransition = nil
            stack.beginAppearance(animated: animated)
            stack.endAppearance(animated: animated)
        case (.shown, .disappearing), (.appearing, .disappearing):
            stack.beginDisappearance(animated: animated)
            stack.appearanceTransition = .disappearing
        case (.appearing, .hidden), (.shown, .hidden):
            stack.appearanceTransition = nil
            stack.beginDisappearance(animated: animated)
            stack.endDisappearance(animated: animated)
        case (.disappearing, .hidden):
            stack.appearanceTransition = nil
            stack.endDisappearance(animated: animated)
        case (.hidden, .hidden), (.hidden, .disappearing), (.appearing, .appearing), (.shown, .shown),
             (.shown, .appearing), (.disappearing, .disappearing):
            break   // nothing new (a child that slides out never having shown; one already in)
        }
    }
}

/// The screens shown before and after a change of the tree (`Window.changingAppearance`), each
/// with its stack: buffers kept from change to change.
final class ShownScreens {
    /// Each shown stack's top screen before the change, with the stack's count of the changes
    /// it told itself (`NavigationController.ownAppearanceChanges`).
    var before: [(screen: Screen, stack: NavigationController, changes: Int)] = []
    /// Each shown stack's top screen after it, but those of `moving`.
    var after: [(screen: Screen, stack: NavigationController, changes: Int)] = []
    /// The shown stacks a container animates in or out after it, or that were told they were in
    /// such a transition (`NavigationController.appearanceTransition`), each with the one its
    /// containers put it in now (nil: at rest).
    var moving: [(stack: NavigationController, transition: AppearanceTransition?)] = []

    init() {
        before.reserveCapacity(16)
        after.reserveCapacity(16)
        moving.reserveCapacity(4)
    }
}
