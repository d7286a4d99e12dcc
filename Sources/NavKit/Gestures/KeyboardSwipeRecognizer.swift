/// The back swipe from the keyboard, with a pan's states (possible → began → changed* →
/// ended | cancelled): Shift+→ or `]` begins it a tenth of the width in or moves it a tenth
/// further, Shift+← or `[` a tenth back; Enter lets go (ended: the threshold decides), Esc
/// cancels, and `releaseDelay` seconds without a scrub key let go as Enter would.
public final class KeyboardSwipeRecognizer: GestureRecognizer {
    /// How far one key moves the swipe: a tenth of the width (progress).
    public static let step = 0.1
    /// Seconds without a scrub key after which the swipe lets go.
    public static let releaseDelay = EngineConfiguration.scrubReleaseDelay

    /// The swipe's progress 0…1, in whole steps.
    public private(set) var progress = 0.0
    private var lastScrubKey: Double?

    /// Creates the recognizer, named "keyboard" in traces.
    public init() { super.init(name: "keyboard") }

    /// When the swipe lets go by itself (seconds), while one is in progress.
    public var releaseDeadline: Double? {
        isActive ? lastScrubKey.map { $0 + KeyboardSwipeRecognizer.releaseDelay } : nil
    }

    /// Handles `key` pressed at `time` (seconds). Returns true when the key is the swipe's: a
    /// scrub key, or any key while a swipe is in progress (it waits until the swipe is let go).
    func handle(_ key: Key, at time: Double) -> Bool {
        let forward = key == .shiftRight || key == .character("]")
        let backward = key == .shiftLeft || key == .character("[")
        guard isActive else {
            guard isEnabled else { return false }   // turned off: `[` `]` Shift+← → are the screen's
            guard forward else { return backward }
            guard shouldBegin(self) else { return true }  // no swipe now (at the root, during a transition)
            resetIfFinished()
            eventTime = time
            progress = KeyboardSwipeRecognizer.step
            lastScrubKey = time
            move(to: .began)
            if isActive { move(to: .changed) }   // began moves it in by one step already
            return true
        }
        eventTime = time
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

    /// Lets go of a swipe left untouched for `releaseDelay` seconds by `time`.
    func advance(to time: Double) {
        guard let deadline = releaseDeadline, time >= deadline else { return }
        eventTime = time
        lastScrubKey = nil
        move(to: .ended)
    }
}
