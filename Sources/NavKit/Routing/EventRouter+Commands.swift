/// The key-command chain (`KeyCommand`): the focused part, its screen, the containers around the
/// stack that takes keys (the nearest first), the navigation's own keys and the app. A key runs the
/// first command of the chain it matches; the navigation's commands are listed here and act where
/// they always did, after the screen's `handle(_:)` left the key.
extension EventRouter {
    /// The chain for the stack that takes keys now, the most specific level first, the
    /// navigation's level unless `includingNavigation` is false; levels without commands are left
    /// out.
    func keyCommandChain(includingNavigation: Bool = true) -> [KeyCommandLevel] {
        var levels: [KeyCommandLevel] = []
        forEachKeyCommandLevel(includingNavigation: includingNavigation) { levels.append($0); return false }
        return levels
    }

    /// Walks the chain of `keyCommandChain(includingNavigation:)` a level at a time, making each
    /// only when the walk reaches it, until `body` answers true. `forKeys` walks it as a key
    /// does: levels without titles and without what the parts take in place (a key needs
    /// neither, and naming a type or making a list's commands costs allocations on every key).
    func forEachKeyCommandLevel(includingNavigation: Bool, forKeys: Bool = false,
                                _ body: (KeyCommandLevel) -> Bool) {
        let stack = topNavigation
        let screen = stack.topScreen
        let name: (AnyObject) -> String = { forKeys ? "" : KeyCommandLevel.name(of: $0) }
        func visit(_ level: KeyCommandLevel) -> Bool { !level.commands.isEmpty && body(level) }
        // A composed screen's parts give the focused part's commands, and what the parts take in
        // place (a list's page keys), listed last: the screen's own keys come first in the help.
        let parts: Part? = (screen as? any ComposedScreen)?.parts ?? screen.firstResponder
        var inPlace: KeyCommandLevel?
        if let parts, forKeys {
            let commands = (parts as? Stack)?.focusedKeyCommands ?? parts.keyCommands
            if visit(KeyCommandLevel(kind: .part, title: "", commands: commands.filter { !$0.isHandledInPlace })) { return }
        } else if let parts {
            let commands = parts.keyCommands
            if visit(KeyCommandLevel(kind: .part, title: name(screen.firstResponder ?? parts),
                                     commands: commands.filter { !$0.isHandledInPlace })) { return }
            let taker = (parts as? Stack)?.partTakingKeysInPlace ?? parts
            inPlace = KeyCommandLevel(kind: .part, title: name(taker), commands: commands.filter(\.isHandledInPlace))
        }
        if visit(KeyCommandLevel(kind: .screen, title: screen.title, commands: screen.keyCommands)) { return }
        let context = containerEventContext
        let stopped = window.activeLayer.container.walkUp(from: stack) { container in
            visit(KeyCommandLevel(kind: .container, title: name(container), commands: container.keyCommands(in: context)))
        }
        if stopped == true { return }
        if includingNavigation,
           visit(KeyCommandLevel(kind: .navigation, title: "Navigation", commands: navigationCommands)) { return }
        if visit(KeyCommandLevel(kind: .app, title: "App", commands: engine.keyCommands)) { return }
        if let inPlace { _ = visit(inPlace) }
    }

    /// Runs the first command of the chain that `key` matches and that takes it (its action does
    /// not answer `.ignored`), the navigation's aside (its keys act after the screen's
    /// `handle(_:)`) and those handled in place (`KeyCommand.isHandledInPlace`: a list's page
    /// keys reach it through its screen); true when one did. The chain is walked only as far as
    /// the command that takes the key.
    func runKeyCommand(for key: Key, start: Double) -> Bool {
        #if DEBUG
        reportConflicts(in: keyCommandChain(includingNavigation: false))
        #endif
        var ran = false
        forEachKeyCommandLevel(includingNavigation: false, forKeys: true) { level in
            for command in level.commands where command.matches(key) && !command.isHandledInPlace {
                if run(command, at: level.kind, start: start) { ran = true; return true }
            }
            return false
        }
        return ran
    }

    /// Runs `command` of a level of `kind`; what it answers applies to the top screen of the
    /// stack that takes keys. A container's or the app's command may change the tree's layout,
    /// which is settled as a container's input is. True unless it answered `.ignored`.
    func run(_ command: KeyCommand, at kind: KeyCommandLevel.Kind, start: Double) -> Bool {
        switch kind {
        case .part, .screen:
            return applyToTopScreen(command.action(), start: start)
        case .container, .navigation, .app, .source:
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
        for conflict in conflicts(in: chain) where reportedConflicts.insert(conflict).inserted {
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
            let back: [Key] = presented == nil ? [.left, .escape, .backspace, .delete] : [.left, .backspace, .delete]
            commands.append(KeyCommand("Back", keys: back, detail: "Held: back as many as repeats",
                                       group: "Go") { [unowned self] in
                let stack = topNavigation
                guard stack.depth > 1, stack.topScreen.shouldPop() else { return .ignored }
                return askedToDiscard(on: stack, then: { stack.pop(at: $0) }) ? .handled : .pop(animated: true)
            })
            if backSwipe.keyboard.isEnabled, stack.topScreen.allowsBackSwipe {
                commands.append(KeyCommand("Swipe back", keys: [.shiftRight, .character("]")],
                                           detail: backSwipe.keyboard.followsHeldKeys
                                               ? "Hold Shift+→ to drag, let go to let go; Shift+← turns back, Esc cancels"
                                               : "A tenth a press; ↵ lets go, Esc cancels",
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
        if helpIsAvailable {
            commands.append(KeyCommand("Keys", keys: HelpScreen.keys, detail: "Lists the keys of where you are",
                                       group: "Help") { [unowned self] in
                showHelp() ? .handled : .ignored
            })
        }
        if paletteIsAvailable {
            commands.append(KeyCommand("Commands", keys: CommandPaletteScreen.keys,
                                       detail: "Finds a command by a few letters", group: "Help") { [unowned self] in
                showPalette() ? .handled : .ignored
            })
        }
        commands.append(contentsOf: sheetInput.keyCommands { [unowned self] key in
            sheetInput.handle(key, at: now, start: animationStart)
        })
        return commands
    }

    /// True when `?` and F1 would present the keys (`EngineConfiguration.showsKeyHelp`), and they
    /// do not show already.
    var helpIsAvailable: Bool {
        configuration.showsKeyHelp && !(topNavigation.topScreen is HelpScreen)
    }

    /// Presents the keys of the chain now in a sheet (`HelpScreen`); false when help is not
    /// available.
    func showHelp() -> Bool {
        guard helpIsAvailable else { return false }
        let levels = keyCommandChain()
        engine.present(HelpScreen(levels: levels), style: .sheet)
        return true
    }

    /// True when Ctrl+P and `:` would present the command palette
    /// (`EngineConfiguration.showsCommandPalette`), and it does not show already.
    var paletteIsAvailable: Bool {
        configuration.showsCommandPalette && !(topNavigation.topScreen is CommandPaletteScreen)
    }

    /// Presents the command palette over the chain now, with the app's sources; false when it is
    /// not available.
    func showPalette() -> Bool {
        guard paletteIsAvailable else { return false }
        let palette = CommandPaletteScreen(levels: keyCommandChain() + sourceLevels) { [unowned self] entry in
            runFromPalette(entry)
        }
        engine.present(palette, style: .sheet)
        return true
    }

    /// Closes the palette at once and runs `entry`'s command on the screen that had the focus: the
    /// command as the chain declares it now (a container's, made for the time now), else as the
    /// palette had it.
    private func runFromPalette(_ entry: CommandPaletteScreen.Entry) {
        engine.dismiss(animated: false)
        let levels = entry.kind == .source ? sourceLevels : keyCommandChain()
        let fresh = levels.first { $0.kind == entry.kind && $0.title == entry.level }?
            .commands.first { $0.title == entry.command.title && $0.keys == entry.command.keys }
        _ = run(fresh ?? entry.command, at: entry.kind, start: animationStart)
    }

    /// The app's palette sources (`Engine.commandSources`) as levels, as they are now.
    private var sourceLevels: [KeyCommandLevel] {
        engine.commandSources.map { KeyCommandLevel(kind: .source, title: $0.title, commands: $0.commands) }
    }
}
