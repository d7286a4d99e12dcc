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
    public static let holdHalfWidthTime = 0.6
    /// The speed after one second held (widths per second; after t seconds, this times t²).
    private static let holdGrowth = 3 * 0.5 / (holdHalfWidthTime * holdHalfWidthTime * holdHalfWidthTime)
    /// Seconds a held key may go without a press or repeat before its release counts as lost
    /// and the swipe lets go (terminals repeat a held key every few hundredths of a second).
    public static let holdStallTimeout = 1.0
    /// The speed the held keys let go at (widths per second, positive toward the pop); nil for
    /// a swipe moved by steps.
    public private(set) var releaseVelocity: Double?
    /// True while held keys move the swipe (frames are needed while it moves by itself).
    public var isHolding: Bool { isActive && hold != nil }

    /// The held keys' motion since the key that drives it went down: where it was then, which
    /// way it goes, and which keys are down.
    private struct Hold {
        var since: Double
        var progress: Double
        var direction: Double
        var forwardDown: Bool
        var backwardDown: Bool
        var lastReport: Double

        /// Progress and velocity (widths per second) at `time` (seconds), the progress kept
        /// within 0…1 (at an end the speed is spent).
        func state(at time: Double) -> (progress: Double, velocity: Double) {
            let held = max(0, time - since)
            let growth = KeyboardSwipeRecognizer.holdGrowth
            let moved = progress + direction * growth * held * held * held / 3
            let speed = direction * growth * held * held
            if moved >= 1 { return (1, 0) }
            if moved <= 0 { return (0, 0) }
            return (moved, speed)
        }

        /// The motion from `time` on, from rest `direction`-ward (+1 toward the pop), as a
        /// finger that turns back.
        func turned(to direction: Double, at time: Double) -> Hold {
            var next = self
            next.progress = state(at: time).progress
            next.since = time
            next.direction = direction
            return next
        }
    }
    private var hold: Hold?

    /// Creates the recognizer, named "keyboard" in traces.
    public init() { super.init(name: "keyboard") }

    /// When the swipe lets go by itself (seconds), while one is in progress: a stepped swipe
    /// left alone, or held keys whose release was lost.
    public var releaseDeadline: Double? {
        guard isActive else { return nil }
        if let hold { return hold.lastReport + KeyboardSwipeRecognizer.holdStallTimeout }
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
                hold = Hold(since: time, progress: 0, direction: 1, forwardDown: true, backwardDown: false,
                            lastReport: time)
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
                // A press of a key already down is the terminal's repeat: it only says the key
                // is still held. A newly pressed one turns the motion its way.
                let alreadyDown = forward ? held.forwardDown : held.backwardDown
                if !alreadyDown {
                    held = held.turned(to: forward ? 1 : -1, at: time)
                    if forward { held.forwardDown = true } else { held.backwardDown = true }
                }
                held.lastReport = time
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
        guard (forward && held.forwardDown) || (backward && held.backwardDown) else { return false }
        eventTime = time
        if forward { held.forwardDown = false } else { held.backwardDown = false }
        if !held.forwardDown && !held.backwardDown {
            hold = held
            letGo(at: time)
            return true
        }
        // The other key is still down: the motion goes its way (turning if it went the other).
        let remaining: Double = held.forwardDown ? 1 : -1
        if remaining != held.direction { held = held.turned(to: remaining, at: time) }
        held.lastReport = time
        hold = held
        follow(held, at: time)
        return true
    }

    /// Moves a held swipe to where it is at `time`.
    private func follow(_ held: Hold, at time: Double) {
        let now = held.state(at: time)
        guard now.progress != progress else { return }
        progress = now.progress
        move(to: .changed)
    }

    /// Lets go of held keys at `time`, at the speed the swipe has then.
    private func letGo(at time: Double) {
        guard let held = hold else { return }
        let now = held.state(at: time)
        hold = nil
        eventTime = time
        progress = now.progress
        releaseVelocity = now.velocity
        move(to: .changed)
        move(to: .ended)
    }

    /// Moves held keys' swipe on to `time`; lets go of a stepped swipe left untouched for
    /// `releaseDelay` seconds, or held keys whose release was lost.
    func advance(to time: Double) {
        if isActive, let held = hold {
            if time >= held.lastReport + KeyboardSwipeRecognizer.holdStallTimeout {
                letGo(at: held.lastReport + KeyboardSwipeRecognizer.holdStallTimeout)
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
