/// Feeds pointer events to a set of recognizers and decides which of them
/// may begin: require-to-fail, should-begin and simultaneous recognition.
/// Continuous gestures (pans) want to begin on movement; discrete ones (taps)
/// want to be recognized on the release, and fail on movement past their slop.
struct GestureArbiter {
    /// Handles `event` at `time` for `recognizers` (in priority order). Returns
    /// true when a recognized gesture took the event (it must not reach the screen).
    func handle(_ event: PointerEvent, at time: Double, recognizers: [GestureRecognizer]) -> Bool {
        switch event.kind {
        case .press:
            for recognizer in recognizers { recognizer.press(at: event.position, subcellX: event.subcellX, time: time) }
            return false
        case .drag:
            let wasActive = recognizers.filter(\.isActive).map(ObjectIdentifier.init)
            for recognizer in recognizers { recognizer.moved(to: event.position, subcellX: event.subcellX, time: time) }
            for recognizer in recognizers where recognizer.state == .possible && recognizer.isTracking
                && !recognizer.wantsToBegin {
                switch recognizer.decision(for: recognizer.translation) {
                case true?: recognizer.wantsToBegin = true
                case false?: recognizer.fail()
                case nil: break
                }
            }
            resolve(recognizers)
            for recognizer in recognizers where wasActive.contains(ObjectIdentifier(recognizer)) {
                recognizer.update()
            }
            return recognizers.contains(where: \.isActive)
        case .release:
            let consumed = recognizers.contains(where: \.isActive)
            for recognizer in recognizers { recognizer.moved(to: event.position, subcellX: event.subcellX, time: time) }
            // A pan ends (if recognized) or fails on the release; it never begins on it.
            for recognizer in recognizers where !recognizer.isDiscrete { recognizer.end() }
            // Then a tap still in play decides: same target, within its slop.
            for recognizer in recognizers where recognizer.isDiscrete && recognizer.state == .possible
                && recognizer.isTracking {
                if recognizer.recognizesOnRelease() { recognizer.wantsToBegin = true } else { recognizer.fail() }
            }
            resolve(recognizers)
            for recognizer in recognizers where recognizer.isDiscrete { recognizer.fail() }
            return consumed
        case .scrollUp, .scrollDown:
            return recognizers.contains(where: \.isActive)
        case .tap, .secondaryPress:
            return false  // the outcome of arbitration, and a context click: not inputs to it
        }
    }

    /// Lets waiting recognizers begin or fail until nothing changes.
    private func resolve(_ recognizers: [GestureRecognizer]) {
        var changed = true
        while changed {
            changed = false
            for candidate in recognizers where candidate.wantsToBegin && candidate.state == .possible {
                let requirements = candidate.failureRequirements
                if requirements.contains(where: { $0.state == .possible && $0.isTracking }) { continue }
                let blocked = requirements.contains(where: \.isActive) || recognizers.contains {
                    $0 !== candidate && $0.isActive && !allowsBoth($0, candidate)
                }
                guard !blocked, candidate.shouldBegin(candidate) else {
                    candidate.fail()
                    changed = true
                    continue
                }
                candidate.recognize()
                changed = true
                for other in recognizers where other !== candidate && other.state == .possible
                    && other.isTracking && !allowsBoth(other, candidate) {
                    other.fail()
                }
            }
        }
    }

    /// UIKit's rule: either side's permission is enough ("returning NO is not guaranteed to
    /// prevent simultaneous recognition, as the other gesture's delegate may return YES").
    private func allowsBoth(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.recognizesSimultaneously(b) || b.recognizesSimultaneously(a)
    }
}

/// Feeds pointer events to recognizers with the engine's arbitration, for
/// testing recognizers (yours or NavKit's) without an engine.
public enum RecognizerHarness {
    /// Handles `event` at `time` (seconds) for `recognizers`, in priority order.
    /// Returns true when a recognized gesture took the event.
    @discardableResult
    public static func feed(_ event: PointerEvent, at time: Double, to recognizers: [GestureRecognizer]) -> Bool {
        GestureArbiter().handle(event, at: time, recognizers: recognizers)
    }
}
