/// The key path: a key goes to the history while it is open, waits (`TypeAhead`) while a
/// transition animates by itself, else goes to the keyboard swipe or the top screen (a screen
/// editing text first); a back key neither takes pops, with the back keys typed ahead behind it.
extension EventRouter {
    /// True while a transition animates by itself (a push or pop, not a swipe), or a container
    /// moves its children by itself (`Container.step(to:)`): keys typed now wait for the screen
    /// that will be on top, or have the focus, when it ends.
    var transitionHoldsKeys: Bool {
        if presentations.transition != nil || presentations.sheetMoves || window.motion.containersMove { return true }
        guard let transition = topNavigation.transition else { return false }
        return !transition.isInteractive
    }

    /// Gives a key to the history while it is open; during a push or pop that animates by
    /// itself (or behind keys already waiting) holds it for the screen that will be on top.
    func key(_ key: Key) {
        if history.isOpen { return handleHistory(key: key) }
        if sheetInput.holdsKeys { return sheetInput.handleHeld(key, at: now) }  // held keys drag the sheet
        guard !transitionHoldsKeys && typeAhead.isEmpty else {
            if !typeAhead.append(key) { onTrace?(.refused(request: "key", reason: "too many keys typed ahead")) }
            return
        }
        respond(to: key, at: now, start: animationStart)
    }

    /// Gives the release of `key` to the keyboard swipe or the sheet it holds, if any; no screen
    /// gets it.
    func keyUp(_ key: Key) {
        if backSwipe.handleRelease(key, at: now) { requestFrame() }
        _ = sheetInput.handleRelease(key, at: now)   // it asks for the frame itself
    }

    /// Gives `key`, pressed at `time`, to a keyboard swipe under way, the key-command chain, the
    /// keyboard swipe, else to the top screen; a back key that neither takes pops, together with
    /// the back keys typed ahead right behind it. Requests start at `start` (seconds). A key
    /// nothing takes that a legacy terminal sends as another (`Key.legacy`: Shift+Enter as
    /// Enter) is given again as that one.
    func respond(to key: Key, at time: Double, start: Double) {
        if !take(key, at: time, start: start), let legacy = key.legacy {
            take(legacy, at: time, start: start)
        }
    }

    /// `respond(to:at:start:)` for `key` itself; false when nothing took it.
    @discardableResult
    private func take(_ key: Key, at time: Double, start: Double) -> Bool {
        // A keyboard swipe under way takes every key (Enter lets it go, Esc cancels it).
        if backSwipe.keyboardIsActive, backSwipe.handle(key, at: time) {
            requestFrame()
            return true
        }
        // A screen editing text gets its keys first, the swipe's too; else the swipe does. A part
        // that takes text (a field, an editor), its screen's first responder, has each key before
        // the commands, as UIKit's text input has its editing keys (Backspace, arrows, a field's
        // `?`); a screen editing text without one keeps its characters from the commands.
        let screen = topNavigation.topScreen
        let screenFirst = screen.isEditingText
        let textPart = screenFirst ? screen.firstResponder.flatMap { $0.takesText ? $0 : nil } : nil
        if let textPart, give(key, to: textPart, start: start) { return true }
        let typed = screenFirst && textPart == nil && key.isCharacter
        if !typed, runKeyCommand(for: key, start: start) { return true }
        if handleContainerKey(key, screenDeclined: false) { return true }
        if screenFirst, give(key, start: start) { return true }
        if typed, runKeyCommand(for: key, start: start) { return true }
        if backSwipe.handle(key, at: time) {
            requestFrame()
            return true
        }
        if !screenFirst, sheetInput.handle(key, at: time, start: start) { return true }
        // Also during a swipe: what the screen asks for queues behind it.
        if !screenFirst, give(key, start: start) { return true }
        if handleContainerKey(key, screenDeclined: true) { return true }
        if HelpScreen.keys.contains(key), showHelp() { return true }
        if CommandPaletteScreen.keys.contains(key), showPalette() { return true }
        // Esc dismisses the top presentation, unless it asks to stay (its delegate hears of it).
        if key == .escape, let presented = presentations.activePresentation {
            presentations.dismissByUser(presented, at: start)
            requestFrame()
        } else if key.isBackKey {
            let levels = 1 + typeAhead.takeBackKeys()
            let stack = topNavigation
            guard stack.depth <= 1 || stack.topScreen.shouldPop() else { return true }
            if askedToDiscard(on: stack, then: { stack.pop(levels: levels, at: $0) }) { return true }
            stack.pop(levels: levels, at: start)
            requestFrame()
        } else {
            return false
        }
        return true
    }

    /// Gives `key` to `part`, the top screen's first responder, as its screen would; true when it
    /// took it. Tab and Shift-Tab move the focus (`Stack`), unless the part takes Tab itself.
    func give(_ key: Key, to part: Part, start: Double) -> Bool {
        guard key != .backTab, key != .tab || part.takesTab, let response = part.handle(.key(key)) else { return false }
        return applyToTopScreen(response, start: start)
    }

    /// Applies `response`, which a part or a key command of the top screen answered, as the
    /// screen's own answer (requests starting at `start`); true unless it was `.ignored`.
    func applyToTopScreen(_ response: ScreenResponse, start: Double) -> Bool {
        let outcome = screenInput.apply(response, start: start)
        act(on: outcome)
        return outcome.handled
    }

    /// Gives `key` to the top screen; true when it took it.
    func give(_ key: Key, start: Double) -> Bool {
        let outcome = screenInput.handle(key, start: start)
        act(on: outcome)
        return outcome.handled
    }

    /// The transition the typed-ahead keys waited for ended at `start` (seconds): they go, in
    /// order, to the screen now on top, until one starts another transition.
    func deliverTypedAhead(start: Double) {
        guard !typeAhead.isEmpty else { return }
        while !transitionHoldsKeys, let key = typeAhead.takeFirst() {
            respond(to: key, at: start, start: start)
            engine.layout.stepContainerMotion()  // a container the key set moving holds the keys behind it
        }
        requestFrame()
    }

}
