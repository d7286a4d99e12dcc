/// The back swipe from the keyboard, with a pan's states (possible → began → changed* →
/// ended | cancelled): Shift+→ or `]` begins it a tenth of the width in or moves it a tenth
/// further, Shift+← or `[` a tenth back; Enter lets go (ended: the threshold decides), Esc
/// cancels, and `releaseDelay` seconds without a scrub key let go as Enter would.
///
/// Where the terminal reports a key's release (`followsHeldKeys`), the keys are held like a
/// finger: Shift+→ held moves the swipe on by itself, slowly at first and faster the longer it
/// is held (its speed grows as the square of the time held: half the width in
/// `holdHalfWidthTime`, 0.6 s), Shift+← held turns it back from rest,
/// and letting go of the keys lets go of the swipe at the speed it had, under the pointer's
/// release rule (projection, distance, flick). A release that never comes is taken as come
/// `holdStallTimeout` seconds after the key's last press or repeat.
public final class KeyboardSwipeRecognizer: GestureRecognizer {
    /// How far one key moves the swipe: a tenth of the width (progress).
    public static let step = 0.1
    /// Seconds without a scrub key after which the swipe lets go.
    public static let releaseDelay = EngineConfiguration.scrubReleaseDelay

    /// The swipe's progress 0…1, in whole steps (held keys: anywhere between).
    public private(set) var progress = 0.0
    private var lastScrubKey: Double?

    /// True when the terminal reports key releases (`Engine.reportsKeyReleases`): held keys
    /// then move the swipe by themselves; false: each press steps it.
    public var followsHeldKeys = false
    /// Seconds a held key takes to move the swipe half the width from rest, as a finger's drag
    /// does. Its speed grows as the square of the time held, so a key held a fifth of a second
    /// and let go is a nudge that springs back, and one held 0.6 s pops.
    public static let holdHalfWidthTime = HeldKeys.halfLengthTime
    /// Seconds a held key may go without a press or repeat before its release counts as lost
    /// and the swipe lets go (terminals repeat a held key every few hundredths of a second).
    public static let holdStallTimeout = HeldKeys.stallTimeout
    /// The speed the held keys let go at (widths per second, positive toward the pop); nil for
    /// a swipe moved by steps.
    public private(set) var releaseVelocity: Double?
    /// True while held keys move the swipe (frames are needed while it moves by itself).
    public var isHolding: Bool { isActive && hold != nil }

    /// The held keys' motion, in widths, while they hold the swipe.
    private var hold: HeldKeys?

    /// Creates the recognizer, named "keyboard" in traces.
    public init() { super.init(name: "keyboard") }

    /// When the swipe lets go by itself (seconds), while one is in progress: a stepped swipe
    /// left alone, or held keys whose release was lost.
    public var releaseDeadline: Double? {
        guard isActive else { return nil }
        if let hold { return hold.stallDeadline }
        return lastScrubKey.map { $0 + KeyboardSwipeRecognizer.releaseDelay }
    }

    private static func isForward(_ key: Key) -> Bool { key == .shiftRight || key == .character("]") }
    private static func isBackward(_ key: Key) -> Bool { key == .shiftLeft || key == .character("[") }

    /// Handles `key` pressed at `time` (seconds). Returns true when the key is the swipe's: a
    /// scrub key, or any key while a swipe is in progress (it waits until the swipe is let go).
    func handle(_ key: Key, at time: Double) -> Bool {
        let forward = KeyboardSwipeRecognizer.isForward(key)
        let backward = KeyboardSwipeRecognizer.isBackward(key)
        guard isActive else {
            guard isEnabled else { return false }   // turned off: `[` `]` Shift+← → are the screen's
            guard forward else { return backward }
            guard shouldBegin(self) else { return true }  // no swipe now (at the root, during a transition)
            resetIfFinished()
            eventTime = time
            releaseVelocity = nil
            if followsHeldKeys {
                // Held: it starts from rest and moves by itself while the key is down.
                progress = 0
                hold = HeldKeys(forwardAt: time)
            } else {
                hold = nil
                progress = KeyboardSwipeRecognizer.step
                lastScrubKey = time
            }
            move(to: .began)
            if isActive { move(to: .changed) }   // began moves it in by one step already
            return true
        }
        eventTime = time
        if var held = hold {
            switch key {
            case _ where forward, _ where backward:
                held.press(forward: forward, at: time)   // a repeat only says it is still down
                hold = held
                follow(held, at: time)
            case .enter:
                letGo(at: time)
            case .escape:
                hold = nil
                move(to: .cancelled)
            default:
                break
            }
            return true
        }
        switch key {
        case _ where forward, _ where backward:
            let steps = ((progress + (forward ? 1 : -1) * KeyboardSwipeRecognizer.step) * 10).rounded()
            progress = min(1, max(0, steps / 10))
            lastScrubKey = time
            move(to: .changed)
        case .enter:
            lastScrubKey = nil
            move(to: .ended)
        case .escape:
            lastScrubKey = nil
            move(to: .cancelled)
        default:
            break
        }
        return true
    }

    /// Takes the release of `key` at `time` (seconds); true when it was one of the held keys.
    /// → and ← count with Shift or without (Shift often comes up first).
    func handleRelease(_ key: Key, at time: Double) -> Bool {
        guard isActive, var held = hold else { return false }
        let forward = KeyboardSwipeRecognizer.isForward(key) || key == .right
        let backward = KeyboardSwipeRecognizer.isBackward(key) || key == .left
        guard (forward || backward), held.release(forward: forward, at: time) else { return false }
        eventTime = time
        hold = held
        if !held.isHeld {
            letGo(at: time)
        } else {
            follow(held, at: time)   // the other key is still down: the motion goes its way
        }
        return true
    }

    /// Moves a held swipe to where it is at `time`.
    private func follow(_ held: HeldKeys, at time: Double) {
        let now = held.state(at: time)
        guard now.position != progress else { return }
        progress = now.position
        move(to: .changed)
    }

    /// Lets go of held keys at `time`, at the speed the swipe has then.
    private func letGo(at time: Double) {
        guard let held = hold else { return }
        let now = held.state(at: time)
        hold = nil
        eventTime = time
        progress = now.position
        releaseVelocity = now.velocity
        move(to: .changed)
        move(to: .ended)
    }

    /// Moves held keys' swipe on to `time`; lets go of a stepped swipe left untouched for
    /// `releaseDelay` seconds, or held keys whose release was lost.
    func advance(to time: Double) {
        if isActive, let held = hold {
            if time >= held.stallDeadline {
                letGo(at: held.stallDeadline)
            } else {
                eventTime = time
                follow(held, at: time)
            }
            return
        }
        guard let deadline = releaseDeadline, time >= deadline else { return }
        eventTime = time
        lastScrubKey = nil
        move(to: .ended)
    }
}
