/// What moves in the window by itself: transitions, a settling sheet, what moves on the shown
/// screens (`Screen.step(to:)`: a list coasting, also in a column without the focus) and in the
/// shown containers (`Container.step(to:)`); and the first appearance of the root's stacks.
extension Window {
    /// True while a transition (a stack's or a presentation's) moves by itself, or a sheet settles.
    var transitionMoves: Bool {
        presentations.transition?.isMoving == true || presentations.sheetSettles
            || presentations.stacks.contains { $0.transition?.isMoving == true }
    }

    /// True while something on a shown screen at rest, or a shown container, moves by itself.
    var screensMove: Bool { !motion.moving.isEmpty || motion.containersMove }

    /// The first frame or event shows the root's shown stacks, once (not under a cover: they
    /// appear when it goes). From then on a stack appears when a container or a presentation
    /// shows it.
    func launch() {
        guard !motion.hasLaunched else { return }
        motion.hasLaunched = true
        guard !presentations.presentations.contains(where: \.coversWhatIsUnder) else { return }
        root.forEachShownStack(in: size) { stack, _ in stack.appear() }
    }

    /// Moves the own motion of every shown container to `context.time` (seconds), unless a
    /// presentation's card moves. True while one says something still moves. Allocates nothing.
    func stepContainers(in context: ContainerEventContext) -> Bool {
        motion.containersMove = false
        guard presentations.transition == nil else { return false }
        forEachShownContainerInEveryLayer { container, _ in
            if container.step(in: context) { motion.containersMove = true }
        }
        return motion.containersMove
    }

    /// Moves what moves on every shown stack's top screen at rest to `now` (seconds), unless a
    /// presentation's card moves; while it moves (and once more when it stops) it is drawn
    /// again. True when a frame must show it. Allocates nothing.
    func stepShownScreens(to now: Double) -> Bool {
        let stepping = presentations.transition == nil
        var changed = false
        motion.stillMoving.removeAll(keepingCapacity: true)
        forEachVisibleStack { stack in
            guard stack.transition == nil else { return }
            let key = ObjectIdentifier(stack)
            let moves = stepping && stack.topScreen.step(to: now)
            guard moves || motion.moving.contains(key) else { return }
            stack.composer.invalidate(stack.entries[stack.depth - 1].id)
            if moves { motion.stillMoving.append(key) }
            changed = true
        }
        (motion.moving, motion.stillMoving) = (motion.stillMoving, motion.moving)
        return changed
    }
}

extension Window {
    /// The earliest `Screen.nextStepTime` of the screens `stepShownScreens(to:)` steps (each shown
    /// stack's top screen at rest, while no presentation's card moves); nil for none. Allocates
    /// nothing.
    var nextScreenStepTime: Double? {
        guard presentations.transition == nil else { return nil }
        var earliest: Double?
        forEachVisibleStack { stack in
            guard stack.transition == nil, let time = stack.topScreen.nextStepTime else { return }
            if time < earliest ?? .infinity { earliest = time }
        }
        return earliest
    }
}

/// What `Window+Motion` keeps from step to step.
struct WindowMotion {
    /// True once the root's stacks have appeared (`Window.launch()`).
    var hasLaunched = false
    /// True when a shown container said, at the last step, that something on it still moves.
    var containersMove = false
    /// The stacks whose top screen, at rest, said something on it still moves, and the buffer
    /// the next step fills (kept, so that a step allocates nothing).
    var moving: [ObjectIdentifier] = [], stillMoving: [ObjectIdentifier] = []
}
