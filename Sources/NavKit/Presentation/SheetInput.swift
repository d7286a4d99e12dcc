/// The user's hold on the top sheet (`PresentationStyle.sheet(detents:)`): the sheet pan (a
/// vertical drag from the grabber or the top bar, or in the content where nothing scrolls
/// first), a scroll view's hand-over and the keys (Shift+↑, Shift+↓), handed to the presentation
/// controller (`PresentationController+Sheet`).
@MainActor
final class SheetInput {
    /// The drag that moves the top sheet between its detents or down to dismiss it.
    let pan = PanGestureRecognizer(name: "sheetPan", direction: .vertical)
    /// The presentations whose top sheet moves.
    private let presentations: PresentationController
    /// Seconds the first frame of an animation leads the input (`DisplayTraits.firstFrameLead`).
    var inputLead = 0.0
    /// Told of the pan's state changes.
    var onTrace: ((TraceEvent) -> Void)?
    /// Told when the sheet moved, began or ended moving: a frame is needed.
    var onMove: (() -> Void)?

    /// The hold on `presentations`' top sheet; the pan waits for `tap` to fail.
    init(presentations: PresentationController, tap: GestureRecognizer) {
        self.presentations = presentations
        pan.require(toFail: tap)
        pan.shouldBegin = { [unowned self] pan in shouldBegin(pan) }
        pan.onStateChange = { [unowned self] pan in changed(pan) }
    }

    /// UIKit's sheet rules, in the card's coordinates (its top bar at row 0, its grabber at −1):
    /// from the grabber or the top bar any vertical drag moves the sheet; in the content, a drag
    /// does only where every scroll view under the pointer shows its top (it scrolls first), and
    /// upward only while the sheet is below its largest detent (it grows before the content
    /// scrolls). A mostly horizontal drag never moves it (the pan is vertical).
    private func shouldBegin(_ pan: GestureRecognizer) -> Bool {
        guard let sheet = presentations.movableSheet, let start = pan.start else { return false }
        let screen = sheet.navigation.topScreen
        if start.y < (screen.showsTopBar ? TopBar.height : 0) { return true }
        let scrolls = screen.gestureRecognizers.compactMap { $0 as? PanGestureRecognizer }
            .filter { $0.isTracking && $0.isScrolledToTop != nil }
        guard scrolls.allSatisfy({ $0.isScrolledToTop?() == true }) else { return false }
        return pan.translation.y > 0 || sheet.detent != sheet.style.sheetDetents.last
    }

    private func changed(_ pan: GestureRecognizer) {
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
            presentations.releaseSheet(velocity: velocity, at: pan.eventTime - inputLead)
        case .cancelled:
            presentations.releaseSheet(velocity: 0, at: nil)
        default:
            return
        }
        onMove?()
    }

    /// UIKit's hand-over: a scroll view in the top sheet dragged down until it shows its top lets
    /// go of the drag there, and the sheet follows the pointer from `event` on, in the same
    /// gesture (at `time`, seconds). True when it was handed over.
    func handOver(from own: [GestureRecognizer], at event: PointerEvent, time: Double) -> Bool {
        guard presentations.movableSheet != nil,
              let scroll = own.first(where: { recognizer in
                  recognizer.isActive && (recognizer as? PanGestureRecognizer)?.isScrolledToTop?() == true
              }), scroll.verticalVelocity.cellsPerSecond > 0 else { return false }
        scroll.cancel()
        pan.beginTracking(at: event.position, subcellX: event.subcellX, subcellY: event.subcellY, time: time)
        return pan.isActive
    }

    /// Takes Shift+↑ (the top sheet a detent up) and Shift+↓ (a detent down, or dismissed from
    /// its smallest when it may be), pressed with requests starting at `start` (seconds).
    func handle(_ key: Key, start: Double) -> Bool {
        let steps = key == .shiftUp ? 1 : key == .shiftDown ? -1 : 0
        guard steps != 0, presentations.moveSheet(by: steps, at: start) else { return false }
        onMove?()
        return true
    }

    /// A sheet held by the pan but let go by the stall check: the pan lets go too. True when it did.
    func letGoIfReleased() -> Bool {
        guard pan.isActive && presentations.sheetDrag?.motion.isTracking != true else { return false }
        pan.cancel()
        return true
    }
}
