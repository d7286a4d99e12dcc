/// Sheets the user moves: the sheet pan (a vertical drag from the grabber or the top bar, or
/// in the content where nothing scrolls first) and the keys (Shift+↑, Shift+↓), handed to the
/// presentation controller (`PresentationController+Sheet`).
extension Engine {
    /// Sets the sheet pan up: it waits for the tap, and moves the top sheet while it is recognized.
    func wireSheetPan() {
        sheetPan.require(toFail: tap)
        sheetPan.shouldBegin = { [unowned self] pan in sheetPanShouldBegin(pan) }
        sheetPan.onStateChange = { [unowned self] pan in sheetPanChanged(pan) }
    }

    /// UIKit's sheet rules, in the card's coordinates (its top bar at row 0, its grabber at −1):
    /// from the grabber or the top bar any vertical drag moves the sheet; in the content, a drag
    /// does only where every scroll view under the pointer shows its top (it scrolls first), and
    /// upward only while the sheet is below its largest detent (it grows before the content
    /// scrolls). A mostly horizontal drag never moves it (the pan is vertical).
    private func sheetPanShouldBegin(_ pan: GestureRecognizer) -> Bool {
        guard let sheet = presentations.movableSheet, let start = pan.start else { return false }
        let screen = sheet.navigation.topScreen
        if start.y < (screen.showsTopBar ? TopBar.height : 0) { return true }
        let scrolls = screen.gestureRecognizers.compactMap { $0 as? PanGestureRecognizer }
            .filter { $0.isTracking && $0.isScrolledToTop != nil }
        guard scrolls.allSatisfy({ $0.isScrolledToTop?() == true }) else { return false }
        return pan.translation.y > 0 || sheet.detent != sheet.style.sheetDetents.last
    }

    private func sheetPanChanged(_ pan: GestureRecognizer) {
        onTrace?(.gesture(recognizer: pan.name, state: pan.state))
        switch pan.state {
        case .began:
            if !presentations.beginSheetDrag(at: pan.eventTime) { return pan.cancel() }
            presentations.dragSheet(translation: pan.preciseTranslationY, at: pan.eventTime)
        case .changed:
            presentations.dragSheet(translation: pan.preciseTranslationY, at: pan.eventTime)
        case .ended:
            presentations.dragSheet(translation: pan.preciseTranslationY, at: pan.eventTime)
            let velocity = pan.verticalVelocity.hasEnoughSamples ? pan.verticalVelocity.cellsPerSecond : 0
            presentations.releaseSheet(velocity: velocity, at: pan.eventTime - display.firstFrameLead)
        case .cancelled:
            presentations.releaseSheet(velocity: 0, at: nil)
        default:
            return
        }
        requestFrame()
    }

    /// UIKit's hand-over: a scroll view in the top sheet dragged down until it shows its top lets
    /// go of the drag there, and the sheet follows the pointer from `event` on, in the same
    /// gesture. True when it was handed over.
    func handOverToSheet(from own: [GestureRecognizer], at event: PointerEvent) -> Bool {
        guard presentations.movableSheet != nil,
              let scroll = own.first(where: { recognizer in
                  recognizer.isActive && (recognizer as? PanGestureRecognizer)?.isScrolledToTop?() == true
              }), scroll.verticalVelocity.cellsPerSecond > 0 else { return false }
        scroll.cancel()
        sheetPan.beginTracking(at: event.position, subcellX: event.subcellX, subcellY: event.subcellY, time: now)
        return sheetPan.isActive
    }

    /// Takes Shift+↑ (the top sheet a detent up) and Shift+↓ (a detent down, or dismissed from
    /// its smallest when it may be), pressed with requests starting at `start` (seconds).
    func handleSheetKey(_ key: Key, start: Double) -> Bool {
        let steps = key == .shiftUp ? 1 : key == .shiftDown ? -1 : 0
        guard steps != 0, presentations.moveSheet(by: steps, at: start) else { return false }
        requestFrame()
        return true
    }
}
