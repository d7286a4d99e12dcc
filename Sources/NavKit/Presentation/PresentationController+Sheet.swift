/// Sheets the user moves (UIKit's sheet presentation controller): the pointer drags the top
/// sheet between its detents or down to dismiss it, and the keys move it a detent at a time.
///
/// Rules, as UIKit's:
/// - Only the top presentation, a sheet, at rest, with nothing running or waiting on its stack.
///   While it is held or settles its stack is held: what it is asked for queues.
/// - The first time a drag takes the card below its smallest detent, the delegate is asked
///   (`presentationShouldDismiss`); refused, or with a modal screen on the stack, the card
///   resists and the delegate hears of the attempt; allowed, the delegate hears `WillDismiss`
///   and the top screen `willDisappear`. Let go, it leaves (results delivered, then the screens
///   removed and the delegate's `DidDismiss`) or springs back (the top screen's `willAppear`,
///   `didAppear`, as after a cancelled pop).
/// - Let go, the card goes where `SheetMotion.target` says: off the bottom or to a detent.
extension PresentationController {
    /// A sheet held by the pointer or the keys, or settling after them.
    struct SheetDrag {
        /// The sheet moved.
        let presentation: Presentation
        /// Where its card is.
        var motion: SheetMotion
        /// When the pointer last moved it (seconds), for the stall check.
        var lastTouched: Double
        /// True once the drag took it below its smallest detent: it was allowed to leave (its
        /// screen began to disappear) or it resists.
        var hasAskedToLeave = false
        /// True once the screens its card shows began to disappear (it was allowed to leave).
        var isDisappearing = false
        /// Where it goes, once let go.
        var target: SheetMotion.Target?
        /// What ends a dismissal, once it leaves.
        var finish: ((Double?) -> Void)?
    }

    /// True while the pointer or the keys hold a sheet, or it settles after them.
    var sheetMoves: Bool { sheetDrag != nil }

    /// True while a sheet let go settles: frames are needed, and input waits.
    var sheetSettles: Bool { sheetDrag.map { !$0.motion.isTracking } ?? false }

    /// The top presentation when it is a sheet that may be moved now.
    var movableSheet: Presentation? {
        guard transition == nil, sheetDrag == nil, queuedRequestCount == 0, let top = activePresentation,
              top === presentations.last, top.style.isSheet, !top.navigation.isBusy else { return nil }
        return top
    }

    /// Where a moving sheet's card is (its top edge, rows with their fraction) and how much of
    /// it shows (0…1), when `presentation` is the one moving.
    func sheetPosition(of presentation: Presentation) -> (edge: Double, shown: Double)? {
        guard let drag = sheetDrag, drag.presentation === presentation else { return nil }
        return (drag.motion.edge, drag.motion.shown)
    }

    /// The detents of `presentation` in a container of the current size, with their edges.
    private func detentEdges(of presentation: Presentation) -> [(detent: SheetDetent, edge: Double)] {
        presentation.style.sheetDetents.map { ($0, Double($0.edge(in: containerSize.height))) }
    }

    /// When a held sheet will be declared stalled (its release lost) and let go back to its
    /// detent (seconds), while one is held.
    var sheetStallDeadline: Double? {
        guard let drag = sheetDrag, drag.motion.isTracking else { return nil }
        return drag.lastTouched + stallTimeout
    }

    /// Holds the top sheet (a drag began on it at `time`, seconds); false when it may not be
    /// moved now.
    func beginSheetDrag(at time: Double) -> Bool {
        guard let sheet = movableSheet else { return false }
        let edges = detentEdges(of: sheet).map(\.edge)
        let motion = SheetMotion(edge: Double(sheet.cardFrame(in: containerSize).minY), highest: edges.min() ?? 1,
                                 lowest: edges.max() ?? 1, bottom: Double(containerSize.height))
        for stack in sheet.stacks { stack.hold() }
        sheetDrag = SheetDrag(presentation: sheet, motion: motion, lastTouched: time)
        return true
    }

    /// The pointer holding the sheet moved `translation` rows down from where it grabbed it, at
    /// `time` (seconds).
    func dragSheet(translation: Double, at time: Double) {
        guard var drag = sheetDrag, drag.motion.isTracking else { return }
        drag.lastTouched = max(drag.lastTouched, time)
        if !drag.hasAskedToLeave && drag.motion.startEdge + translation > drag.motion.lowest {
            askToLeave(&drag)
        }
        drag.motion.drag(translation: translation)
        sheetDrag = drag
    }

    /// The pointer let the sheet go at `time` (seconds), moving at `velocity` (rows per second,
    /// positive downward).
    func releaseSheet(velocity: Double, at time: Double?) {
        guard var drag = sheetDrag, drag.motion.isTracking else { return }
        let detents = detentEdges(of: drag.presentation)
        var target = drag.motion.target(velocity: velocity, detents: detents, mayLeave: !drag.motion.resists)
        if target == .dismissal && !drag.hasAskedToLeave {
            askToLeave(&drag)
            if drag.motion.resists { target = drag.motion.target(velocity: velocity, detents: detents, mayLeave: false) }
        }
        settle(&drag, toward: target, velocity: velocity, at: time)
    }

    /// Moves the top sheet `steps` detents up (positive) or down from `time` (seconds), as
    /// Shift+↑ and Shift+↓ do: down from its smallest detent, it is dismissed if it may be.
    /// False when there is no sheet to move, or no detent that way.
    func moveSheet(by steps: Int, at time: Double?) -> Bool {
        guard let sheet = movableSheet else { return false }
        let detents = sheet.style.sheetDetents
        let index = (detents.firstIndex(of: sheet.detent) ?? 0) + steps
        guard index < detents.count, index >= -1, beginSheetDrag(at: time ?? 0) else { return false }
        releaseSheet(detentsBy: steps, at: time)
        return true
    }

    /// Lets the held sheet go at `time` (seconds) toward the detent `steps` up (positive) or down
    /// from the one it rested at (within its detents; below the smallest it is dismissed if it
    /// may be), as a tap of Shift+↓ held by the keys does.
    func releaseSheet(detentsBy steps: Int, at time: Double?) {
        guard var drag = sheetDrag, drag.motion.isTracking else { return }
        let sheet = drag.presentation
        let detents = sheet.style.sheetDetents
        let index = min(detents.count - 1, (detents.firstIndex(of: sheet.detent) ?? 0) + steps)
        var target = SheetMotion.Target.dismissal
        if index >= 0 {
            target = .detent(detents[index])
        } else {
            if !drag.hasAskedToLeave { askToLeave(&drag) }
            if drag.motion.resists { target = .detent(sheet.detent) }
        }
        settle(&drag, toward: target, velocity: 0, at: time)
    }

    /// Lets the held sheet go at `time` (seconds) as a lost release is: back to the detent
    /// nearest where it is, never dismissed.
    func letGoOfStalledSheet(at time: Double) {
        guard var drag = sheetDrag, drag.motion.isTracking else { return }
        onTrace?(.transitionStalled(seconds: time - drag.lastTouched))
        let detents = detentEdges(of: drag.presentation)
        settle(&drag, toward: drag.motion.target(velocity: 0, detents: detents, mayLeave: false),
               velocity: 0, at: time)
    }

    /// The drag took the sheet below its smallest detent: may it leave? Allowed, its top screen
    /// begins to disappear; refused, it resists from here and the delegate hears of the attempt.
    private func askToLeave(_ drag: inout SheetDrag) {
        drag.hasAskedToLeave = true
        let sheet = drag.presentation
        if sheet.mayBeDismissedByUser() {
            sheet.delegate?.presentationWillDismiss(sheet.root)
            drag.isDisappearing = true
            changeAppearance(animated: true) { sheet.appearance = .disappearing }
        } else {
            drag.motion.resists = true
            sheet.delegate?.presentationDidAttemptToDismiss(sheet.root)
            onTrace?(.refused(request: "dismiss", reason: "'\(sheet.root.title)' asks to stay"))
        }
    }

    /// Lets the sheet go toward `target` at `velocity` (rows per second) from `time`: leaving,
    /// its dismissal begins now.
    private func settle(_ drag: inout SheetDrag, toward target: SheetMotion.Target, velocity: Double,
                        at time: Double?) {
        drag.target = target
        let edge: Double
        switch target {
        case .dismissal:
            edge = drag.motion.bottom
            let sheet = drag.presentation
            sheet.isDismissedByUser = true
            onTrace?(.dismiss(screen: sheet.root.title))
            guard let index = presentations.firstIndex(where: { $0 === sheet }) else { return }
            sheetDrag = drag  // the dismissal's callbacks see the sheet moving
            drag.finish = beginDismissal(from: index, animated: true)
        case let .detent(detent):
            edge = Double(detent.edge(in: containerSize.height))
        }
        drag.motion.settle(toward: edge, velocity: velocity, at: time, atOnce: removesMotion)
        sheetDrag = drag
    }

    /// Moves a settling sheet to `now` (seconds); once it rests, ends what it did. A held sheet
    /// nothing moved for `stallTimeout` seconds (its release was lost) is let go from then, back
    /// to the detent nearest where it is: a lost release never dismisses.
    func advanceSheet(to now: Double) {
        if let deadline = sheetStallDeadline, now >= deadline { letGoOfStalledSheet(at: deadline) }
        guard var drag = sheetDrag, !drag.motion.isTracking else { return }
        let arrived = drag.motion.advance(to: now)
        sheetDrag = drag
        guard arrived else { return }
        endSheetMotion(drag, at: min(now, drag.motion.endTime ?? now))
    }

    /// The sheet has come to rest at its target at `time`: gone, or at a detent. What waited
    /// plays from then, and the controller falls idle if nothing does.
    private func endSheetMotion(_ drag: SheetDrag, at time: Double) {
        rest(drag, at: time)
        startNextQueued(at: time)
        if transition == nil && sheetDrag == nil { onIdle?(time) }
    }

    /// Ends `drag` at `time`: the sheet gone, or resting at a detent.
    private func rest(_ drag: SheetDrag, at time: Double) {
        sheetDrag = nil
        let sheet = drag.presentation
        switch drag.target {
        case .dismissal?:
            drag.finish?(time)
        case let .detent(detent)?:
            let moved = detent != sheet.detent
            sheet.detent = detent
            // A cancelled dismissal, as a cancelled pop.
            if drag.isDisappearing { changeAppearance(animated: true) { sheet.appearance = nil } }
            for stack in sheet.stacks { stack.release(at: time) }
            if moved { onCardResized?() }
            onTrace?(.sheetDetent(screen: sheet.root.title, detent: detent.description))
        case nil:
            for stack in sheet.stacks { stack.release(at: time) }
        }
    }

    /// The container changed size while a sheet moves: it comes to rest at once where it was
    /// going (its detent when still held), at `time`.
    func endSheetMotionForResize(at time: Double) {
        guard var drag = sheetDrag else { return }
        if drag.target == nil {
            settle(&drag, toward: .detent(drag.presentation.detent), velocity: 0, at: time)
        }
        endSheetMotion(drag, at: time)
    }
}
