/// The user's hold on the top sheet (`PresentationStyle.sheet(detents:)`): the sheet pan (a
/// vertical drag from the grabber or the top bar, or in the content where nothing scrolls
/// first), a scroll view's hand-over and the keys (Shift+↑, Shift+↓), handed to the presentation
/// controller (`PresentationController+Sheet`).
///
/// Where the terminal reports a key's release (`followsHeldKeys`), Shift+↓ held drags the sheet
/// down like a finger (as Shift+→ held drags the back swipe, `HeldKeys`), Shift+↑ held meanwhile
/// turns it back, and letting go lets go under the sheet's rule at the speed it had; a tap
/// (released within `tapTime`) moves it a detent down, as the press does elsewhere.
@MainActor
final class SheetInput {
    /// The drag that moves the top sheet between its detents or down to dismiss it.
    let pan = PanGestureRecognizer(name: "sheetPan", direction: .vertical)
    /// The presentations whose top sheet moves (which own this hold).
    private unowned let presentations: PresentationController
    /// Seconds the first frame of an animation leads the input (`DisplayTraits.firstFrameLead`).
    var inputLead = 0.0
    /// Told of the pan's state changes.
    var onTrace: ((TraceEvent) -> Void)?
    /// Told when the sheet moved, began or ended moving: a frame is needed.
    var onMove: (() -> Void)?
    /// True when the terminal reports key releases (`Engine.reportsKeyReleases`): Shift+↓ held
    /// then drags the sheet; false: each press moves it a detent.
    var followsHeldKeys = false
    /// Seconds within which Shift+↓ pressed and released is a tap: a detent down.
    static let tapTime = 0.2
    /// The held keys' motion while they hold the sheet, in lengths of the sheet's way from its
    /// smallest detent off the bottom (positive downward): half of it in 0.6 s, where a
    /// pointer let go dismisses it, as half the width is for the back swipe.
    private var heldKeys: HeldKeys?

    /// The length the held keys' motion counts in (rows): the held sheet's way from its smallest
    /// detent to the bottom (at least a row).
    private var heldLength: Double {
        presentations.sheetDrag.map { max(1, $0.motion.bottom - $0.motion.lowest) } ?? 1
    }

    /// The hold on `presentations`' top sheet. Its pan is the sheet's card's own recognizer: the
    /// window arbitrates it as it does a container's (it waits for the tap to fail).
    init(presentations: PresentationController) {
        self.presentations = presentations
        pan.shouldBegin = { [unowned self] pan in shouldBegin(pan) }
        pan.onStateChange = { [unowned self] pan in changed(pan) }
    }

    /// UIKit's sheet rules, in the card's cells (its grabber at row 0, the top bar of the stack
    /// with the focus below it): from the grabber or the top bar any vertical drag moves the
    /// sheet; in the content, a drag
    /// does only where every scroll view under the pointer shows its top (it scrolls first), and
    /// upward only while the sheet is below its largest detent (it grows before the content
    /// scrolls). A mostly horizontal drag never moves it (the pan is vertical).
    private func shouldBegin(_ pan: GestureRecognizer) -> Bool {
        guard let sheet = presentations.movableSheet, let start = pan.start else { return false }
        let screen = sheet.navigation.topScreen
        let stackTop = sheet.frame(of: sheet.navigation, in: sheet.cardFrame(in: presentations.containerSize).size)?.minY ?? 0
        if start.y < stackTop + (screen.showsTopBar ? TopBar.height : 0) { return true }
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
    /// its smallest when it may be; held, where releases are reported, it drags the sheet),
    /// pressed at `time` with requests starting at `start` (seconds).
    func handle(_ key: Key, at time: Double, start: Double) -> Bool {
        // Keys that held a sheet something else let go (a resize puts it back, and a Shift+↓
        // typed ahead then comes here) let go of it first: one hold at a time.
        if heldKeys != nil { _ = isStillHeld() }
        if followsHeldKeys, key == .shiftDown, presentations.beginSheetDrag(at: time),
           let motion = presentations.sheetDrag?.motion {
            let length = heldLength
            heldKeys = HeldKeys(forwardAt: time, lower: (motion.highest - motion.startEdge) / length,
                                upper: (motion.bottom - motion.startEdge) / length)
            presentations.dragSheet(translation: 0, at: time)   // held from now
            onTrace?(.gesture(recognizer: "sheetKeys", state: .began))
            onMove?()
            return true
        }
        let steps = key == .shiftUp ? 1 : key == .shiftDown ? -1 : 0
        guard steps != 0, presentations.moveSheet(by: steps, at: start) else { return false }
        onMove?()
        return true
    }

    /// The sheet's keys as the navigation lists them (the help sheet, the palette) while the card
    /// that takes input is a sheet: Shift+↑ a detent up, Shift+↓ a detent down (held, where key
    /// releases are reported, it drags the sheet); none for the other styles. `take` runs a key as
    /// the key path does, at the time of the key (`handle(_:at:start:)`).
    func keyCommands(_ take: @escaping (Key) -> Bool) -> [KeyCommand] {
        guard presentations.activePresentation?.sheetDetent != nil else { return [] }
        return [
            KeyCommand("Taller", key: .shiftUp, detail: "A detent up", group: "Sheet") {
                take(.shiftUp) ? .handled : .ignored
            },
            KeyCommand("Shorter", key: .shiftDown,
                       detail: followsHeldKeys ? "A detent down, held drags it; from the smallest, closes"
                                               : "A detent down; from the smallest, closes",
                       group: "Sheet") {
                take(.shiftDown) ? .handled : .ignored
            },
        ]
    }

    /// True while held keys drag the sheet (frames are needed while it moves by itself).
    var holdsKeys: Bool { heldKeys != nil }

    /// When held keys whose release was lost let go (seconds), while they hold the sheet.
    var heldKeysDeadline: Double? { heldKeys?.stallDeadline }

    /// Takes `key` pressed at `time` while held keys drag the sheet: every key is theirs.
    /// Shift+↓ and Shift+↑ press (or repeat) the drag's keys, Enter lets go, Esc puts the sheet
    /// back where it rested; other keys are dropped, as the keyboard swipe drops them.
    func handleHeld(_ key: Key, at time: Double) {
        guard var held = heldKeys, isStillHeld() else { return }
        switch key {
        case .shiftDown, .shiftUp:
            held.press(forward: key == .shiftDown, at: time)
            heldKeys = held
            follow(at: time)
        case .enter:
            letGo(at: time)
        case .escape:
            heldKeys = nil
            presentations.releaseSheet(detentsBy: 0, at: time - inputLead)
            end(.cancelled)
        default:
            break
        }
    }

    /// Takes the release of `key` at `time` (seconds); true when it was one of the held keys.
    /// ↓ and ↑ count with Shift or without (Shift often comes up first).
    func handleRelease(_ key: Key, at time: Double) -> Bool {
        guard var held = heldKeys, isStillHeld() else { return false }
        let down = key == .shiftDown || key == .down, up = key == .shiftUp || key == .up
        guard down || up, held.release(forward: down, at: time) else { return false }
        heldKeys = held
        if held.isHeld { follow(at: time) } else { letGo(at: time) }
        return true
    }

    /// Moves the sheet held by the keys on to `time` (seconds); held keys whose release was lost
    /// let go `HeldKeys.stallTimeout` after the last press, as a lost pointer release does: back
    /// to the nearest detent, never dismissed.
    func advance(to time: Double) {
        guard let held = heldKeys, isStillHeld() else { return }
        if time >= held.stallDeadline {
            heldKeys = nil
            presentations.letGoOfStalledSheet(at: held.stallDeadline)
            end(.cancelled)
        } else {
            follow(at: time)
        }
    }

    /// True while the sheet the keys hold is still held; else (let go by something else: a
    /// resize puts it back) the keys let go of it.
    private func isStillHeld() -> Bool {
        if presentations.sheetDrag?.motion.isTracking == true { return true }
        if heldKeys != nil {
            heldKeys = nil
            end(.cancelled)
        }
        return false
    }

    /// Moves the sheet to where the held keys have it at `time`.
    private func follow(at time: Double) {
        guard let held = heldKeys else { return }
        presentations.dragSheet(translation: held.state(at: time).position * heldLength, at: held.lastReport)
        onMove?()
    }

    /// Lets go of the held keys at `time`: a tap moves the sheet a detent down; a hold lets go
    /// under the sheet's rule at the speed it had.
    private func letGo(at time: Double) {
        guard let held = heldKeys else { return }
        heldKeys = nil
        let now = held.state(at: time)
        presentations.dragSheet(translation: now.position * heldLength, at: time)
        if time - held.pressedAt < SheetInput.tapTime && !held.wasTurned {
            presentations.releaseSheet(detentsBy: -1, at: time - inputLead)
        } else {
            presentations.releaseSheet(velocity: now.velocity * heldLength, at: time - inputLead)
        }
        end(.ended)
    }

    /// The held keys let go of the sheet (`ended` or `cancelled`), and are ready to hold it again
    /// (`possible`), as a recognizer is.
    private func end(_ state: GestureState) {
        onTrace?(.gesture(recognizer: "sheetKeys", state: state))
        onTrace?(.gesture(recognizer: "sheetKeys", state: .possible))
        onMove?()
    }

    /// A sheet held by the pan but let go by the stall check: the pan lets go too. True when it did.
    func letGoIfReleased() -> Bool {
        guard pan.isActive && presentations.sheetDrag?.motion.isTracking != true else { return false }
        pan.cancel()
        return true
    }
}
