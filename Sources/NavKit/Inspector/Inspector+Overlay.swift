/// The inspector as an overlay over the app (F12): where it shows (a column beside the app on a
/// wide terminal, a sheet over it on a narrow one), the events it takes before the app, and the
/// frame it draws over the app's.
extension Inspector: Overlay {
    /// Where the inspector shows in a terminal of `terminal` cells, and whether as a column beside
    /// the app (else a sheet over it); nil while it is closed.
    func placement(in terminal: Size) -> (rect: Rect, isColumn: Bool)? {
        guard isOpen else { return nil }
        if terminal.width >= Inspector.columnTerminalWidth {
            let width = min(Inspector.columnWidth.upperBound, max(Inspector.columnWidth.lowerBound, terminal.width / 3))
            return (Rect(x: terminal.width - width, y: 0, width: width, height: terminal.height), true)
        }
        let height = min(terminal.height, max(Inspector.sheetMinimumHeight, terminal.height * 2 / 5))
        return (Rect(x: 0, y: terminal.height - height, width: terminal.width, height: height), false)
    }

    /// The app's area in a terminal of `terminal` cells: all of it, but the inspector's column.
    func appSize(in terminal: Size) -> Size {
        guard let placement = placement(in: terminal), placement.isColumn else { return terminal }
        return Size(width: terminal.width - placement.rect.size.width, height: terminal.height)
    }

    /// Handles `event` when it is the inspector's (F12; keys while it has them; the pointer on
    /// it); false: the app's.
    func takes(_ event: Event, in engine: Engine) -> Bool {
        switch event {
        case .key(.function(12)) where engine.configuration.allowsInspector:
            if !isOpen { engine.setInspectorOpen(true) }
            else if !isFocused { isFocused = true }
            else { engine.setInspectorOpen(false) }
            engine.requestFrame()
            return true
        case let .key(key) where isOpen && isFocused:
            if key == .escape {
                isFocused = false
                isPicking = false
            } else {
                handle(key)
            }
            engine.requestFrame()
            return true
        case let .pointer(pointer) where isOpen:
            guard let placement = placement(in: engine.terminalSize) else { return false }
            let inside = placement.rect.contains(pointer.position)
            if isPicking, !inside, pointer.kind == .press || pointer.kind == .tap {
                let picked = InspectedEngine(engine: engine).picked(at: pointer.position)
                showPicked(index: picked.index, description: picked.description)
                holdsPointer = pointer.kind == .press   // its drag and release are the pick's too
                engine.requestFrame()
                return true
            }
            if holdsPointer, !inside {
                if pointer.kind == .release { holdsPointer = false }
                return true
            }
            if pointer.kind == .press || pointer.kind == .secondaryPress || pointer.kind == .tap {
                holdsPointer = inside
                if isFocused != inside {
                    isFocused = inside
                    engine.requestFrame()
                }
            }
            guard inside || holdsPointer else { return false }
            if pointer.kind == .release { holdsPointer = false }
            handle(pointer, at: Point(x: pointer.position.x - placement.rect.minX,
                                      y: pointer.position.y - placement.rect.minY))
            engine.requestFrame()
            return true
        default:
            return false
        }
    }

    /// Draws the inspector into the frame of the terminal: beside the app's frame, or over it.
    func draw(over app: Canvas, of engine: Engine) -> Canvas {
        guard let placement = placement(in: engine.terminalSize) else { return app }
        var frame = app
        if placement.isColumn {
            frame = Canvas(size: engine.terminalSize, theme: app.theme)
            frame.draw(app, at: .zero)
            frame.cursor = app.cursor
            frame.focusPoint = app.focusPoint
        }
        draw(into: &frame, in: placement.rect, engine: engine, theme: engine.theme)
        if isFocused {
            frame.cursor = nil
            frame.focusPoint = focusPoint.map { Point(x: $0.x + placement.rect.minX, y: $0.y + placement.rect.minY) }
        }
        return frame
    }

    /// While it shows: notes the running motion for its timeline, then lays the app out beside
    /// it (or under it) and draws itself.
    func draw(over frame: inout Canvas, in engine: Engine, moment: OverlayMoment) {
        guard isOpen else { return }
        sampleMotion(of: engine, at: moment.time)
        frame = draw(over: frame, of: engine)
    }

    /// Notes the running motion's progress at `time` for the timeline.
    private func sampleMotion(of engine: Engine, at time: Double) {
        let progress = engine.presentations.transition?.progress ?? engine.topNavigation.transition?.progress
        let moving = progress != nil || engine.presentations.sheetMoves || engine.window.screensMove
            || engine.window.transitionMoves
        guard moving || engine.recentPast.motion.last?.isMoving == true else { return }
        engine.recentPast.motion.append(MotionSample(time: time, progress: progress, isMoving: moving))
    }
}
