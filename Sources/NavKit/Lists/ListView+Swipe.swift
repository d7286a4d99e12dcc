/// Swipe actions: a row dragged left reveals its `trailingActions` under the finger and,
/// released, settles open or shut by distance and speed; a tap on an action runs it, a press
/// anywhere else in the list shuts the row. From the keyboard, Delete (or Backspace) opens the
/// selected row's actions, ← → choose one, Enter runs it and Esc shuts them.
extension ListView {
    /// What a tap on a revealed action carries: the row, and the action's index.
    struct ActionTarget: Hashable, Sendable {
        let row: Int
        let action: Int
    }

    /// The actions of `row` (none when it has none or the list has no `trailingActions`).
    func actions(for row: Int) -> [ListAction] { trailingActions?(index(ofShown: row)) ?? [] }

    /// True when `row` has actions to reveal.
    func canSwipe(_ row: Int) -> Bool { !actions(for: row).isEmpty }

    /// The actions' width in cells, all of them shown.
    func actionsWidth(for row: Int) -> Int { ListAction.width(of: actions(for: row)) }

    /// Follows the swipe pan: a new swipe starts where an earlier one on the same row is.
    func followSwipe(_ pan: GestureRecognizer) {
        now = max(now, pan.eventTime)
        switch pan.state {
        case .began:
            guard let row = pan.start.flatMap({ shownRow(at: $0) }) else { return }
            let from = swipe.flatMap { $0.row == row ? $0.reveal(at: now) : nil } ?? 0
            swipe = RowSwipe(row: row, width: actionsWidth(for: row), from: from)
            chosenAction = 0
            swipe?.drag(translation: pan.preciseTranslationX)
        case .changed:
            swipe?.drag(translation: pan.preciseTranslationX)
        case .ended:
            swipe?.release(velocity: pan.velocity.cellsPerSecond, at: now)
        case .cancelled:
            swipe?.settle(open: false, at: now)
        case .failed, .possible:
            return
        }
    }

    /// Moves the swipe to `now`: a key's settle starts; a row settled shut is forgotten. True
    /// while it moves by itself.
    func stepSwipe() -> Bool {
        if let open = pendingSettle {
            swipe?.settle(open: open, at: now)
            pendingSettle = nil
        }
        guard let swipe else { return false }
        if swipe.isClosed(at: now) {
            self.swipe = nil
            return true          // drawn once more, shut
        }
        return swipe.isMoving(at: now)
    }

    /// The action under `point` on the open row, if any.
    func actionTarget(at point: Point) -> ActionTarget? {
        guard let swipe, swipe.opens, let row = shownRow(at: point), row == swipe.row else { return nil }
        let revealed = Int(swipe.reveal(at: now).rounded())
        return actionFrames(of: actions(for: row), y: point.y, revealed: revealed)
            .first { $0.frame.contains(point) }
            .map { ActionTarget(row: row, action: $0.index) }
    }

    /// Where each of a row's `actions` shows on row `y` with `revealed` cells open: a strip whose
    /// left edge follows the row's, clipped at the list's right edge; the first action is at
    /// its right end. Cells open past the strip's width widen the leftmost action.
    func actionFrames(of actions: [ListAction], y: Int, revealed: Int) -> [(index: Int, frame: Rect, titleX: Int)] {
        let total = ListAction.width(of: actions)
        let area = Rect(x: frame.maxX - revealed, y: y, width: revealed, height: 1)
        var x = area.minX + max(0, revealed - total)
        var frames: [(index: Int, frame: Rect, titleX: Int)] = []
        for (index, action) in actions.enumerated().reversed() {
            let start = frames.isEmpty ? area.minX : x
            let frame = Rect(x: start, y: y, width: x + action.width - start, height: 1).intersection(area)
            frames.append((index, frame, x + 1))
            x += action.width
        }
        return frames
    }

    /// Events while a row's actions show, and Delete, which opens them; nil: not the swipe's.
    func handleSwipe(_ event: Event) -> ScreenResponse? {
        guard let swipe else {
            guard event == .key(.delete) || event == .key(.backspace), let row = selectedRow, canSwipe(row) else {
                return nil
            }
            self.swipe = RowSwipe(row: row, width: actionsWidth(for: row))
            pendingSettle = true
            chosenAction = 0
            return .handled
        }
        let actions = actions(for: swipe.row)
        switch event {
        case let .pointer(pointer) where pointer.kind == .tap:
            guard let target = pointer.target?.as(ActionTarget.self), actions.indices.contains(target.action) else {
                return nil
            }
            shut()
            return actions[target.action].handler(index(ofShown: target.row))
        case let .pointer(pointer) where pointer.kind == .press:
            if actionTarget(at: pointer.position) == nil { shut() }
            return .handled                      // a press on the list only shuts the row
        case .key(.left):
            chosenAction = min(actions.count - 1, chosenAction + 1)
            return .handled
        case .key(.right):
            if chosenAction == 0 { shut() } else { chosenAction -= 1 }
            return .handled
        case .key(.enter):
            guard actions.indices.contains(chosenAction) else { return nil }
            shut()
            return actions[chosenAction].handler(index(ofShown: swipe.row))
        case .key(.escape), .key(.delete), .key(.backspace):
            shut()
            return .handled
        case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .key(.home), .key(.end):
            shut()
            return nil                           // and the selection moves
        default:
            return nil
        }
    }

    /// Settles the open row shut, from the time of the next step.
    private func shut() {
        guard swipe?.opens == true else { return }
        pendingSettle = false
    }

    /// Draws row `row`'s actions in the rightmost `revealed` cells of row `y`, sliding in from
    /// the right edge; the one Enter would run is underlined while there are several.
    func drawActions(of row: Int, y: Int, revealed: Int, in canvas: inout Canvas) {
        let actions = actions(for: row)
        for (index, frame, titleX) in actionFrames(of: actions, y: y, revealed: revealed) where !frame.isEmpty {
            var style = actions[index].style(in: canvas.theme)
            if index == chosenAction && actions.count > 1 { style = style.adding(.underline) }
            canvas.fill(frame, style: style)
            canvas.write(actions[index].title, at: Point(x: titleX, y: y), style: style, clip: frame)
        }
    }
}
