/// The key-command chain (`KeyCommand`): the focused part, its screen, the containers around the
/// stack that takes keys (the nearest first), the navigation's own keys and the app. A key runs the
/// first command of the chain it matches; the navigation's commands are listed here and act where
/// they always did, after the screen's `handle(_:)` left the key.
extension EventRouter {
    /// The chain for the stack that takes keys now, the most specific level first; levels without
    /// commands are left out.
    func keyCommandChain() -> [KeyCommandLevel] {
        let stack = topNavigation
        let screen = stack.topScreen
        var levels: [KeyCommandLevel] = []
        if let part = screen.firstResponder {
            levels.append(KeyCommandLevel(kind: .part, title: KeyCommandLevel.name(of: part), commands: part.keyCommands))
        }
        levels.append(KeyCommandLevel(kind: .screen, title: screen.title, commands: screen.keyCommands))
        if let path = window.activeLayer.container.path(to: stack) {
            let context = containerEventContext
            for container in path.reversed() {
                levels.append(KeyCommandLevel(kind: .container, title: KeyCommandLevel.name(of: container),
                                              commands: container.keyCommands(in: context)))
            }
        }
        levels.append(KeyCommandLevel(kind: .navigation, title: "Navigation", commands: navigationCommands))
        levels.append(KeyCommandLevel(kind: .app, title: "App", commands: engine.keyCommands))
        return levels.filter { !$0.commands.isEmpty }
    }

    /// Runs the first command of the chain that `key` matches and that takes it (its action does
    /// not answer `.ignored`), the navigation's aside; true when one did.
    func runKeyCommand(for key: Key, start: Double) -> Bool {
        let chain = keyCommandChain()
        #if DEBUG
        reportConflicts(in: chain)
        #endif
        for level in chain where level.kind != .navigation {
            for command in level.commands where command.matches(key) {
                if run(command, at: level.kind, start: start) { return true }
            }
        }
        return false
    }

    /// Runs `command` of a level of `kind`; what it answers applies to the top screen of the
    /// stack that takes keys. A container's or the app's command may change the tree's layout,
    /// which is settled as a container's input is. True unless it answered `.ignored`.
    func run(_ command: KeyCommand, at kind: KeyCommandLevel.Kind, start: Double) -> Bool {
        switch kind {
        case .part, .screen:
            let outcome = screenInput.apply(command.action(), start: start)
            act(on: outcome)
            return outcome.handled
        case .container, .navigation, .app:
            // A container's command may change its children's frames too (not in a fingerprint).
            var outcome = ScreenInput.Outcome()
            changingLayout {
                let shown = window.shownFingerprint, stacks = window.stacksFingerprint
                outcome = screenInput.apply(command.action(), start: start)
                return (kind == .container && outcome.handled) || window.shownFingerprint != shown
                    || window.stacksFingerprint != stacks
            }
            act(on: outcome)
            if outcome.handled { requestFrame() }
            return outcome.handled
        }
    }

    /// Two commands of one level that take the same key, in `chain`.
    func conflicts(in chain: [KeyCommandLevel]) -> [KeyCommandConflict] {
        var found: [KeyCommandConflict] = []
        for level in chain {
            var seen: [Key] = []
            for command in level.commands {
                for key in command.keys where !seen.contains(key) {
                    seen.append(key)
                    let titles = level.commands.filter { $0.matches(key) }.map(\.title)
                    if titles.count > 1 { found.append(KeyCommandConflict(level: level.title, key: key, titles: titles)) }
                }
            }
        }
        return found
    }

    /// Reports each conflict in `chain` once, in the trace (debug builds: a programming error).
    private func reportConflicts(in chain: [KeyCommandLevel]) {
        for conflict in conflicts(in: chain) where engine.reportedConflicts.insert(conflict).inserted {
            onTrace?(.refused(request: "key command \(conflict.key.displayName) in \(conflict.level)",
                              reason: "one key for \(conflict.titles.joined(separator: ", ")): only the first runs"))
        }
    }

    /// The navigation's keys, as they act now: back, the keyboard swipe, Esc for a presentation,
    /// Shift+↑/↓ for a sheet. Listed for the help sheet and the palette; the key path
    /// (`respond(to:at:start:)`) handles the keys themselves after the screen leaves them.
    var navigationCommands: [KeyCommand] {
        let stack = topNavigation
        var commands: [KeyCommand] = []
        let presented = presentations.activePresentation
        if stack.depth > 1 {
            let back: [Key] = presented == nil ? [.left, .escape, .backspace] : [.left, .backspace]
            commands.append(KeyCommand("Back", keys: back, detail: "The screen below (held: as many as repeats)",
                                       group: "Go") { [unowned self] in
                guard topNavigation.depth > 1, topNavigation.topScreen.shouldPop() else { return .ignored }
                return .pop(animated: true)
            })
            if backSwipe.keyboard.isEnabled, stack.topScreen.allowsBackSwipe {
                commands.append(KeyCommand("Swipe back", keys: [.shiftRight, .character("]")],
                                           detail: "A tenth at a time; ⇧← or [ undoes, ↵ lets go, Esc cancels",
                                           group: "Go") { [unowned self] in
                    backSwipe.handle(.shiftRight, at: now) ? .handled : .ignored
                })
            }
        }
        if let presented, !presented.root.isModalInPresentation {
            commands.append(KeyCommand("Close", key: .escape, detail: "Dismisses \(presented.root.title)",
                                       group: "Go") { [unowned self] in
                guard let top = presentations.activePresentation else { return .ignored }
                presentations.dismissByUser(top, at: animationStart)
                return .handled
            })
        }
        if let sheet = presented, sheet.style.isSheet {
            commands.append(KeyCommand("Taller", key: .shiftUp, detail: "The sheet a detent up",
                                       group: "Sheet") { [unowned self] in
                sheetInput.handle(.shiftUp, start: animationStart) ? .handled : .ignored
            })
            commands.append(KeyCommand("Shorter", key: .shiftDown,
                                       detail: "The sheet a detent down, dismissed from its smallest",
                                       group: "Sheet") { [unowned self] in
                sheetInput.handle(.shiftDown, start: animationStart) ? .handled : .ignored
            })
        }
        return commands
    }
}
