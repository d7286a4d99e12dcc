/// What the engine gives each stack (contexts for its screens, results, frames when it changes)
/// and how its configuration reaches its parts.
extension Engine {
    /// Gives `stack` (the root's or a presentation's) what every stack gets: contexts for its
    /// screens, results, the end of their work, frames when it changes.
    func wire(_ stack: NavigationController) {
        stack.onTrace = traceSink
        stack.presentsSomething = { [unowned self, unowned stack] in
            presentations.presentations.contains { $0.presenter === stack }
        }
        let composer = stack.composer
        composer.layout = contentLayout
        composer.onPaneChanged = { [unowned self] in requestFrame() }
        composer.appCommands = { [unowned self] in keyCommands }
        stack.onScreenAdded = { [unowned self] screen in
            screen.didMove(to: NavigationContext(engine: self, screen: screen))
        }
        stack.onTopLeft = { [unowned self, unowned stack] screen in
            router.history.close()
            router.backSwipe.release(screen)
            window.forEachShownContainerInEveryLayer { container, _ in container.stackTopDidChange(stack) }
            if stack === topNavigation { router.fitInputToActiveCard() }  // the new top may show a tab bar, or hide it
            requestFrame()
        }
        stack.onIdle = { [unowned self] time in router.deliverTypedAhead(start: time) }
        stack.onPushRefused = { [unowned self] screen in pendingResults.deliver(for: [screen]) }  // nil, now
        stack.onScreensRemoved = { [unowned self] screens in
            contentLayout.forget(screens)
            screenWork.end(for: screens)
            pendingResults.deliver(for: screens)
        }
        stack.onTransitionBegan = { [unowned self] transition in
            router.history.reset()
            composer.follow(transition)
            requestFrame()
        }
        stack.configure(configuration, display: display)
    }

    /// Applies the configuration (and the display's traits) to every part, from the next frame.
    func applyConfiguration() {
        presentations.configure(configuration, display: display)
        router.configure(configuration, inputLead: display.firstFrameLead)
        invalidateAllPanes()
        requestFrame()
    }

    /// Forgets every rendered pane, every stack's: the root's, a split's or tabs' others, every
    /// card's (a new size, a new theme).
    func invalidateAllPanes() {
        for stack in presentations.stacks { stack.composer.invalidateAll() }
    }
}
